import { Decimal } from 'decimal.js';
import { BoardMaterial } from './board-material';
import { roundMoney } from '../money/money';

/**
 * The material catalogue of the product models: the board materials of 000 §3 with density, price
 * and minimum width, and the bought-in pieces (nails, screws, pallet blocks, cushions, castors).
 * Pure data and arithmetic: also runs in the browser.
 *
 * partListKey prefixes (001 §3: wood parts start with BF, KB, PL or SK):
 * - BF  Brett: a sawn board (crate boards, pallet deck/cross/bottom boards, board bundles), priced per m³;
 * - KB  Kantholz: a sawn beam or batten (crate skids and cleats 'Leisten', pallet stringers 'Kufen'), per m³;
 * - PL  Platte: a sheet-material part (OSB, plywood, MDF, Pavatex panels and strips), priced per m²;
 * - SK  Sockel/Klotz: a pallet block, bought in and priced per piece (its volume still counts as wood);
 * - VM  Verbindungsmittel: nails and screws, per piece, not drawn in the 3D view;
 * - ZB  Zubehör: cushions, mattresses, castors, per piece (non-wood, drawn).
 */

/** Decal material (001 §3): the texture ('decal') the 3D view puts on a material, and its minimum width. */
export interface DecalMaterial {
  id: number;
  /** Texture name the 3D view loads. */
  decalName: string;
  /** The material's name in the shop and on the part list (German). */
  materialName: string;
  /** Narrowest piece (mm) this material is cut to; narrower boards break or split. */
  minWidth: number;
}

interface WoodMaterialBase extends DecalMaterial {
  /** Code as stored in board configurations (catalog/rules `BoardMaterial`). */
  code: BoardMaterial;
  /** Short code inside partListKeys ('FITA' in 'BF-FITA-18'). */
  shortCode: string;
  /** Stock article number of the raw material. */
  articleNumber: string;
  /** Density at delivery moisture, kg/m³. */
  densityKgM3: number;
  /** Other spellings accepted in configurations (case-insensitive). */
  aliases: readonly string[];
}

/** Sawn timber: priced per m³, available up to `maxLength`. */
export interface SawnMaterial extends WoodMaterialBase {
  kind: 'sawn';
  /** CHF per m³, decimal string. */
  pricePerM3: string;
  /** Longest stock length in mm. */
  maxLength: number;
}

/** A sheet price: CHF per m² (decimal string) of one stocked thickness (mm). */
export interface SheetPrice {
  thickness: number;
  pricePerM2: string;
}

/** Sheet material: priced per m² by thickness, cut from sheets of `format`. */
export interface SheetMaterial extends WoodMaterialBase {
  kind: 'sheet';
  pricesPerM2: readonly SheetPrice[];
  /** Sheet format in mm (length ≥ width). */
  format: { length: number; width: number };
  /** Panel thickness used for crate walls (mm), one of the stocked thicknesses. */
  crateThickness: number;
}

export type WoodMaterial = SawnMaterial | SheetMaterial;

type SheetRow = [id: number, code: BoardMaterial, materialName: string, decalName: string, shortCode: string, densityKgM3: number, prices: readonly (readonly [number, string])[], format: readonly [number, number], crateThickness: number, minWidth: number, aliases: readonly string[]];

/** A sheet material of its table row (article number MAT-100<id>). */
function sheet([id, code, materialName, decalName, shortCode, densityKgM3, prices, [length, width], crateThickness, minWidth, aliases]: SheetRow): SheetMaterial {
  const pricesPerM2 = prices.map(([thickness, pricePerM2]) => ({ thickness, pricePerM2 }));
  return { id, code, kind: 'sheet', materialName, decalName, shortCode, articleNumber: `MAT-${1000 + id}`, densityKgM3, pricesPerM2, format: { length, width }, crateThickness, minWidth, aliases };
}

type SawnRow = [id: number, code: BoardMaterial, materialName: string, decalName: string, shortCode: string, densityKgM3: number, pricePerM3: string, maxLength: number, minWidth: number, aliases: readonly string[]];

/** A sawn material of its table row (article number MAT-100<id>). */
function sawn([id, code, materialName, decalName, shortCode, densityKgM3, pricePerM3, maxLength, minWidth, aliases]: SawnRow): SawnMaterial {
  return { id, code, kind: 'sawn', materialName, decalName, shortCode, articleNumber: `MAT-${1000 + id}`, densityKgM3, pricePerM3, maxLength, minWidth, aliases };
}

/**
 * The eight board materials (000 §3, the wider list). Densities are usual values for the dry
 * product; prices are our list prices (CHF, excl. VAT) and belong in the back office later.
 * Sheet rows: id, code, name, decal, short code, density, [thickness, CHF/m²], format, crate thickness, min width, aliases.
 * Pavatex here is the hard fibre board (Hartfaserplatte) used for light crates and linings.
 */
export const WOOD_MATERIALS: Readonly<Record<BoardMaterial, WoodMaterial>> = {
  SPRUCE_FIR_SAWN: sawn([1, BoardMaterial.SPRUCE_FIR_SAWN, 'Sägeroh Fichte/Tanne', 'fichte-tanne-saegeroh', 'FITA', 470, '480.00', 6000, 40, ['Fichte/Tanne sägeroh', 'Fichte/Tanne', 'Fichte', 'Tanne', 'FITA']]),
  OSB: sheet([2, BoardMaterial.OSB, 'OSB', 'osb', 'OSB', 620, [[12, '9.50'], [15, '11.50'], [18, '13.50'], [22, '16.80'], [25, '19.00']], [2500, 1250], 12, 80, ['OSB/3', 'OSB 3']]),
  PLYWOOD_MARITIME_PINE: sheet([3, BoardMaterial.PLYWOOD_MARITIME_PINE, 'Sperrholz Seekiefer', 'sperrholz-seekiefer', 'SPSK', 520, [[9, '12.00'], [12, '15.50'], [15, '18.50'], [18, '21.50']], [2500, 1250], 12, 50, ['Seekiefer', 'Seekiefer Sperrholz']]),
  MDF: sheet([4, BoardMaterial.MDF, 'MDF', 'mdf', 'MDF', 750, [[12, '8.90'], [16, '11.00'], [19, '12.90']], [2800, 2070], 12, 60, ['MDF-Platte']]),
  PLYWOOD_POPLAR: sheet([5, BoardMaterial.PLYWOOD_POPLAR, 'Sperrholz Pappel', 'sperrholz-pappel', 'SPPA', 450, [[8, '11.00'], [12, '14.90'], [15, '17.90']], [2500, 1220], 12, 50, ['Pappel', 'Pappel Sperrholz']]),
  PAVATEX: sheet([6, BoardMaterial.PAVATEX, 'Pavatex', 'pavatex', 'PAVA', 900, [[4, '5.20'], [6, '7.40']], [2500, 1250], 6, 100, ['Hartfaserplatte', 'Pavatex Hartfaser']]),
  LARCH_SAWN: sawn([7, BoardMaterial.LARCH_SAWN, 'Sägeroh Lärche', 'laerche-saegeroh', 'LAER', 600, '980.00', 5000, 40, ['Lärche sägeroh', 'Lärche', 'LAER']]),
  WISA_SPRUCE_PLYWOOD: sheet([8, BoardMaterial.WISA_SPRUCE_PLYWOOD, 'Wisa-Sperrholz Fichte', 'wisa-sperrholz-fichte', 'WISA', 460, [[9, '14.50'], [12, '18.50'], [15, '22.50'], [18, '26.50'], [21, '30.50']], [2500, 1250], 12, 50, ['Wisa-Spruce Sperrholz', 'Wisa Spruce', 'Wisa']]),
};

/** All wood materials in catalogue order (id). */
export const WOOD_MATERIAL_LIST: readonly WoodMaterial[] = Object.values(WOOD_MATERIALS).sort((a, b) => a.id - b.id);

/** The sawn materials (pallets, furniture, frames of sheet crates). */
export const SAWN_MATERIAL_CODES = [BoardMaterial.SPRUCE_FIR_SAWN, BoardMaterial.LARCH_SAWN] as const;
export type SawnMaterialCode = (typeof SAWN_MATERIAL_CODES)[number];

/** The material of a code. */
export function woodMaterial(code: BoardMaterial): WoodMaterial {
  return WOOD_MATERIALS[code];
}

/** The sawn material of a sawn code (typed, so callers need no narrowing). */
export function sawnMaterial(code: SawnMaterialCode): SawnMaterial {
  return WOOD_MATERIALS[code] as SawnMaterial;
}

/** The decal material (001 §3) of a wood material. */
export function decalMaterialOf(material: WoodMaterial): DecalMaterial {
  return { id: material.id, decalName: material.decalName, materialName: material.materialName, minWidth: material.minWidth };
}

/**
 * Finds a wood material by code, German name or alias (case-insensitive, trimmed, a hyphen as a space); undefined when
 * unknown.
 *
 * @example findWoodMaterial('Sägeroh Fichte/Tanne')?.code // 'SPRUCE_FIR_SAWN'
 */
export function findWoodMaterial(text: string | null | undefined): WoodMaterial | undefined {
  if (text === null || text === undefined) return undefined;
  const wanted = comparable(text);
  if (wanted === '') return undefined;
  return WOOD_MATERIAL_LIST.find(
    (material) =>
      material.code.toLowerCase() === wanted ||
      comparable(material.materialName) === wanted ||
      material.aliases.some((alias) => comparable(alias) === wanted),
  );
}

/** A name as compared: lower case, a hyphen counting as a space, so an older spelling with a space instead of the hyphen still finds "Wisa-Sperrholz Fichte". */
const comparable = (text: string): string => text.trim().toLowerCase().replace(/[\s-]+/g, ' ');

/**
 * CHF per m² of a sheet material at a thickness: the listed price, else the price of the nearest
 * listed thickness scaled by thickness (a tie takes the thinner), rounded to 0.01.
 *
 * @example sheetPricePerM2(WOOD_MATERIALS.OSB as SheetMaterial, 30).toFixed(2) // '22.80' (19.00 × 30/25)
 */
export function sheetPricePerM2(material: SheetMaterial, thickness: number): Decimal {
  let nearest: SheetPrice | undefined;
  for (const price of material.pricesPerM2) {
    if (
      nearest === undefined ||
      Math.abs(price.thickness - thickness) < Math.abs(nearest.thickness - thickness) ||
      (Math.abs(price.thickness - thickness) === Math.abs(nearest.thickness - thickness) && price.thickness < nearest.thickness)
    ) {
      nearest = price;
    }
  }
  if (nearest === undefined) throw new Error(`No sheet prices for ${material.materialName}`);
  if (nearest.thickness === thickness) return new Decimal(nearest.pricePerM2);
  return roundMoney(new Decimal(nearest.pricePerM2).times(thickness).dividedBy(nearest.thickness));
}

// --- bought-in pieces -------------------------------------------------------------------------

/** Kind of a bought-in piece: fasteners are not drawn; blocks count as wood volume. */
export type PieceKind = 'fastener' | 'block' | 'accessory';

/** A bought-in piece, priced per piece. */
export interface PieceItem {
  code: string;
  /** Name on the part list (German). */
  name: string;
  articleNumber: string;
  partListKey: string;
  kind: PieceKind;
  /** CHF per piece, decimal string. */
  pricePerPiece: string;
  /** kg per piece. */
  weightKg: number;
  /** Wood volume per piece in m³ (blocks only; 0 otherwise). */
  volumeM3: number;
  /** Outer dimensions in mm (length ≥ width ≥ height); fasteners have none drawn. */
  size: { length: number; width: number; height: number };
  /** The material text in the part list's `mat` column. */
  materialName: string;
  /** Load capacity per piece in kg (castors). */
  capacityKg?: number;
}

/** Density of pressed wood-chip pallet blocks (kg/m³). */
export const PRESSED_BLOCK_DENSITY_KG_M3 = 600;

function block(code: string, length: number, width: number, height: number, price: string): PieceItem {
  const volumeM3 = (length * width * height) / 1e9;
  return {
    code,
    name: 'Klotz',
    articleNumber: `HW-${code}`,
    partListKey: `SK-PRESS-${length}x${width}x${height}`,
    kind: 'block',
    pricePerPiece: price,
    weightKg: new Decimal(volumeM3).times(PRESSED_BLOCK_DENSITY_KG_M3).toNumber(),
    volumeM3,
    size: { length, width, height },
    materialName: 'Pressholz',
  };
}

type PieceRow = [code: string, name: string, articleNumber: string, partListKey: string, kind: PieceKind, pricePerPiece: string, weightKg: number, size: readonly [number, number, number], materialName: string];

/** A bought-in piece of its table row (no wood volume: blocks are built by `block`). */
function piece([code, name, articleNumber, partListKey, kind, pricePerPiece, weightKg, [length, width, height], materialName]: PieceRow): PieceItem {
  return { code, name, articleNumber, partListKey, kind, pricePerPiece, weightKg, volumeM3: 0, size: { length, width, height }, materialName };
}

/**
 * The bought-in pieces of the models. Rows: code, name, article number, partListKey, kind, CHF
 * per piece, kg per piece, size (mm), material. The crate nail goes 2 per board end; the
 * ring-shank nail holds pallets; the screw fixes crate bottoms to skids.
 */
export const PIECE_ITEMS = {
  NAIL_CRATE: piece(['NAIL_CRATE', 'Nagel 2.8×65', 'HW-2001', 'VM-NAGEL-28x65', 'fastener', '0.02', 0.0031, [65, 3, 3], 'Stahl']),
  NAIL_PALLET: piece(['NAIL_PALLET', 'Palettennagel 4.2×90', 'HW-2002', 'VM-NAGEL-42x90', 'fastener', '0.05', 0.0098, [90, 4, 4], 'Stahl']),
  SCREW_SKID: piece(['SCREW_SKID', 'Schraube 6×120', 'HW-2003', 'VM-SCHRAUBE-6x120', 'fastener', '0.25', 0.027, [120, 6, 6], 'Stahl']),
  BLOCK_145x100: block('BLOCK_145x100', 145, 100, 78, '0.55'),
  BLOCK_145x145: block('BLOCK_145x145', 145, 145, 78, '0.75'),
  CUSHION_SEAT: piece(['CUSHION_SEAT', 'Sitzkissen 120×50', 'ZB-3001', 'ZB-KISSEN-1200x500', 'accessory', '89.00', 2.4, [1200, 500, 120], 'Schaumstoff/Stoff']),
  CUSHION_BACK: piece(['CUSHION_BACK', 'Rückenkissen 120×40', 'ZB-3002', 'ZB-KISSEN-1200x400', 'accessory', '69.00', 2, [1200, 400, 120], 'Schaumstoff/Stoff']),
  MATTRESS: piece(['MATTRESS', 'Matratze 80×200', 'ZB-3003', 'ZB-MATRATZE-2000x800', 'accessory', '249.00', 14, [2000, 800, 160], 'Schaumstoff/Stoff']),
  CASTOR: { ...piece(['CASTOR', 'Lenkrolle Ø75', 'ZB-3004', 'ZB-ROLLE-75', 'accessory', '12.50', 0.45, [100, 75, 75], 'Stahl/Gummi']), capacityKg: 50 },
} as const satisfies Record<string, PieceItem>;

export type PieceItemCode = keyof typeof PIECE_ITEMS;
