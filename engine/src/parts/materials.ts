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

/**
 * The eight board materials (000 §3, the wider list). Densities are usual values for the dry
 * product; prices are our list prices (CHF, excl. VAT) and belong in the back office later.
 */
export const WOOD_MATERIALS: Readonly<Record<BoardMaterial, WoodMaterial>> = {
  SPRUCE_FIR_SAWN: {
    id: 1,
    code: BoardMaterial.SPRUCE_FIR_SAWN,
    kind: 'sawn',
    materialName: 'Sägeroh Fichte/Tanne',
    decalName: 'fichte-tanne-saegeroh',
    shortCode: 'FITA',
    articleNumber: 'MAT-1001',
    densityKgM3: 470,
    pricePerM3: '480.00',
    maxLength: 6000,
    minWidth: 40,
    aliases: ['Fichte/Tanne sägeroh', 'Fichte/Tanne', 'Fichte', 'Tanne', 'FITA'],
  },
  OSB: {
    id: 2,
    code: BoardMaterial.OSB,
    kind: 'sheet',
    materialName: 'OSB',
    decalName: 'osb',
    shortCode: 'OSB',
    articleNumber: 'MAT-1002',
    densityKgM3: 620,
    pricesPerM2: [
      { thickness: 12, pricePerM2: '9.50' },
      { thickness: 15, pricePerM2: '11.50' },
      { thickness: 18, pricePerM2: '13.50' },
      { thickness: 22, pricePerM2: '16.80' },
      { thickness: 25, pricePerM2: '19.00' },
    ],
    format: { length: 2500, width: 1250 },
    crateThickness: 12,
    minWidth: 80,
    aliases: ['OSB/3', 'OSB 3'],
  },
  PLYWOOD_MARITIME_PINE: {
    id: 3,
    code: BoardMaterial.PLYWOOD_MARITIME_PINE,
    kind: 'sheet',
    materialName: 'Sperrholz Seekiefer',
    decalName: 'sperrholz-seekiefer',
    shortCode: 'SPSK',
    articleNumber: 'MAT-1003',
    densityKgM3: 520,
    pricesPerM2: [
      { thickness: 9, pricePerM2: '12.00' },
      { thickness: 12, pricePerM2: '15.50' },
      { thickness: 15, pricePerM2: '18.50' },
      { thickness: 18, pricePerM2: '21.50' },
    ],
    format: { length: 2500, width: 1250 },
    crateThickness: 12,
    minWidth: 50,
    aliases: ['Seekiefer', 'Seekiefer Sperrholz'],
  },
  MDF: {
    id: 4,
    code: BoardMaterial.MDF,
    kind: 'sheet',
    materialName: 'MDF',
    decalName: 'mdf',
    shortCode: 'MDF',
    articleNumber: 'MAT-1004',
    densityKgM3: 750,
    pricesPerM2: [
      { thickness: 12, pricePerM2: '8.90' },
      { thickness: 16, pricePerM2: '11.00' },
      { thickness: 19, pricePerM2: '12.90' },
    ],
    format: { length: 2800, width: 2070 },
    crateThickness: 12,
    minWidth: 60,
    aliases: ['MDF-Platte'],
  },
  PLYWOOD_POPLAR: {
    id: 5,
    code: BoardMaterial.PLYWOOD_POPLAR,
    kind: 'sheet',
    materialName: 'Sperrholz Pappel',
    decalName: 'sperrholz-pappel',
    shortCode: 'SPPA',
    articleNumber: 'MAT-1005',
    densityKgM3: 450,
    pricesPerM2: [
      { thickness: 8, pricePerM2: '11.00' },
      { thickness: 12, pricePerM2: '14.90' },
      { thickness: 15, pricePerM2: '17.90' },
    ],
    format: { length: 2500, width: 1220 },
    crateThickness: 12,
    minWidth: 50,
    aliases: ['Pappel', 'Pappel Sperrholz'],
  },
  PAVATEX: {
    id: 6,
    code: BoardMaterial.PAVATEX,
    kind: 'sheet',
    // Pavatex here is the hard fibre board (Hartfaserplatte) used for light crates and linings.
    materialName: 'Pavatex',
    decalName: 'pavatex',
    shortCode: 'PAVA',
    articleNumber: 'MAT-1006',
    densityKgM3: 900,
    pricesPerM2: [
      { thickness: 4, pricePerM2: '5.20' },
      { thickness: 6, pricePerM2: '7.40' },
    ],
    format: { length: 2500, width: 1250 },
    crateThickness: 6,
    minWidth: 100,
    aliases: ['Hartfaserplatte', 'Pavatex Hartfaser'],
  },
  LARCH_SAWN: {
    id: 7,
    code: BoardMaterial.LARCH_SAWN,
    kind: 'sawn',
    materialName: 'Sägeroh Lärche',
    decalName: 'laerche-saegeroh',
    shortCode: 'LAER',
    articleNumber: 'MAT-1007',
    densityKgM3: 600,
    pricePerM3: '980.00',
    maxLength: 5000,
    minWidth: 40,
    aliases: ['Lärche sägeroh', 'Lärche', 'LAER'],
  },
  WISA_SPRUCE_PLYWOOD: {
    id: 8,
    code: BoardMaterial.WISA_SPRUCE_PLYWOOD,
    kind: 'sheet',
    materialName: 'Wisa Sperrholz Fichte',
    decalName: 'wisa-sperrholz-fichte',
    shortCode: 'WISA',
    articleNumber: 'MAT-1008',
    densityKgM3: 460,
    pricesPerM2: [
      { thickness: 9, pricePerM2: '14.50' },
      { thickness: 12, pricePerM2: '18.50' },
      { thickness: 15, pricePerM2: '22.50' },
      { thickness: 18, pricePerM2: '26.50' },
      { thickness: 21, pricePerM2: '30.50' },
    ],
    format: { length: 2500, width: 1250 },
    crateThickness: 12,
    minWidth: 50,
    aliases: ['Wisa-Spruce Sperrholz', 'Wisa Spruce', 'Wisa'],
  },
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
 * Finds a wood material by code, German name or alias (case-insensitive, trimmed); undefined when
 * unknown.
 *
 * @example findWoodMaterial('Sägeroh Fichte/Tanne')?.code // 'SPRUCE_FIR_SAWN'
 */
export function findWoodMaterial(text: string | null | undefined): WoodMaterial | undefined {
  if (text === null || text === undefined) return undefined;
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return undefined;
  return WOOD_MATERIAL_LIST.find(
    (material) =>
      material.code.toLowerCase() === wanted ||
      material.materialName.toLowerCase() === wanted ||
      material.aliases.some((alias) => alias.toLowerCase() === wanted),
  );
}

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

/** The bought-in pieces of the models. */
export const PIECE_ITEMS = {
  /** Crate nail, 2 per board end. */
  NAIL_CRATE: {
    code: 'NAIL_CRATE',
    name: 'Nagel 2.8×65',
    articleNumber: 'HW-2001',
    partListKey: 'VM-NAGEL-28x65',
    kind: 'fastener',
    pricePerPiece: '0.02',
    weightKg: 0.0031,
    volumeM3: 0,
    size: { length: 65, width: 3, height: 3 },
    materialName: 'Stahl',
  },
  /** Ring-shank pallet nail. */
  NAIL_PALLET: {
    code: 'NAIL_PALLET',
    name: 'Palettennagel 4.2×90',
    articleNumber: 'HW-2002',
    partListKey: 'VM-NAGEL-42x90',
    kind: 'fastener',
    pricePerPiece: '0.05',
    weightKg: 0.0098,
    volumeM3: 0,
    size: { length: 90, width: 4, height: 4 },
    materialName: 'Stahl',
  },
  /** Screw fixing crate bottoms to skids. */
  SCREW_SKID: {
    code: 'SCREW_SKID',
    name: 'Schraube 6×120',
    articleNumber: 'HW-2003',
    partListKey: 'VM-SCHRAUBE-6x120',
    kind: 'fastener',
    pricePerPiece: '0.25',
    weightKg: 0.027,
    volumeM3: 0,
    size: { length: 120, width: 6, height: 6 },
    materialName: 'Stahl',
  },
  BLOCK_145x100: block('BLOCK_145x100', 145, 100, 78, '0.55'),
  BLOCK_145x145: block('BLOCK_145x145', 145, 145, 78, '0.75'),
  CUSHION_SEAT: {
    code: 'CUSHION_SEAT',
    name: 'Sitzkissen 120×50',
    articleNumber: 'ZB-3001',
    partListKey: 'ZB-KISSEN-1200x500',
    kind: 'accessory',
    pricePerPiece: '89.00',
    weightKg: 2.4,
    volumeM3: 0,
    size: { length: 1200, width: 500, height: 120 },
    materialName: 'Schaumstoff/Stoff',
  },
  CUSHION_BACK: {
    code: 'CUSHION_BACK',
    name: 'Rückenkissen 120×40',
    articleNumber: 'ZB-3002',
    partListKey: 'ZB-KISSEN-1200x400',
    kind: 'accessory',
    pricePerPiece: '69.00',
    weightKg: 2,
    volumeM3: 0,
    size: { length: 1200, width: 400, height: 120 },
    materialName: 'Schaumstoff/Stoff',
  },
  MATTRESS: {
    code: 'MATTRESS',
    name: 'Matratze 80×200',
    articleNumber: 'ZB-3003',
    partListKey: 'ZB-MATRATZE-2000x800',
    kind: 'accessory',
    pricePerPiece: '249.00',
    weightKg: 14,
    volumeM3: 0,
    size: { length: 2000, width: 800, height: 160 },
    materialName: 'Schaumstoff/Stoff',
  },
  CASTOR: {
    code: 'CASTOR',
    name: 'Lenkrolle Ø75',
    articleNumber: 'ZB-3004',
    partListKey: 'ZB-ROLLE-75',
    kind: 'accessory',
    pricePerPiece: '12.50',
    weightKg: 0.45,
    volumeM3: 0,
    size: { length: 100, width: 75, height: 75 },
    materialName: 'Stahl/Gummi',
    capacityKg: 50,
  },
} as const satisfies Record<string, PieceItem>;

export type PieceItemCode = keyof typeof PIECE_ITEMS;
