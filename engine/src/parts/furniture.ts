import { z } from 'zod';
import { BoardMaterial } from './board-material';
import { defineElements, floorBounds, vec3, type QuarterTurn } from './geometry';
import { booleanField, choiceField, integerField, materialElements, type AttributeSpec } from './input';
import { PIECE_ITEMS, SAWN_MATERIAL_CODES, sawnMaterial } from './materials';
import { createModelBuilder, type ModelResult } from './part-model';
import { PartIssueMessage } from './part-list';
import { EURO_PALLET, PALLET_BLOCK, buildPallet, palletHeight } from './pallet';

/**
 * Pallet furniture (Palettenmöbel) built from Euro-pallet modules (the pallet model's Euro pallet,
 * 1200 × 800 × 144 mm, reused with all its parts):
 * - Bank (bench): `modules` modules in a row (1200 each along the length), `layers` high, one
 *   module standing upright on the rear edge of the seat per column as backrest;
 * - Lounge: as the bench, lower and wider by default, cushions by default;
 * - Tisch (table): `modules` in a row, `layers` high, no backrest; cushions are left out (WARNING);
 * - Bett (bed): modules turned (800 across, 1200 along the bed), `modules` across and 2 along,
 *   i.e. 1600 × 2400 mm for 2 modules, `layers` high; cushions are 80 × 200 mattresses per column
 *   at the foot end.
 * Cushions: a seat cushion 120 × 50 at the front edge and a back cushion 120 × 40 against the
 * backrest per column. Castors Ø75 (100 mm high) under the 4 corner blocks of every module of the
 * lowest layer; ERROR when a castor would carry more than its 50 kg: (own weight + 100 kg per seat
 * module) / castors. WARNING when a seat (bench, lounge) is higher than 500 mm with its cushion.
 */

export const FURNITURE_TYPES = ['Bank', 'Tisch', 'Lounge', 'Bett'] as const;
export type FurnitureType = (typeof FURNITURE_TYPES)[number];

export interface FurnitureDefaults {
  modules: number;
  layers: number;
  cushions: boolean;
}

export const FURNITURE_DEFAULTS: Readonly<Record<FurnitureType, FurnitureDefaults>> = {
  Bank: { modules: 1, layers: 2, cushions: false },
  Tisch: { modules: 1, layers: 2, cushions: false },
  Lounge: { modules: 2, layers: 1, cushions: true },
  Bett: { modules: 2, layers: 1, cushions: true },
};

/** The module: the Euro pallet's size (mm). */
export const FURNITURE_MODULE = { length: EURO_PALLET.length, width: EURO_PALLET.width, height: palletHeight(EURO_PALLET) } as const;
/** Design load per seat or top module (kg) for the castor check. */
export const FURNITURE_DESIGN_LOAD_KG = 100;
/** Seat height (with cushion) above which a bench or lounge gets a warning (mm). */
export const FURNITURE_MAX_SEAT_HEIGHT = 500;
/** Modules along the bed's length. */
export const BED_MODULES_ALONG = 2;

/** A bed's lying surfaces (the Palettenbett's attribute 'Liegefläche'), width × length of the mattress. */
export const BED_SIZES = ['90 × 200 cm', '140 × 200 cm', '160 × 200 cm', '180 × 200 cm'] as const;
export type BedSize = (typeof BED_SIZES)[number];

/**
 * Modules across a bed for its lying surface (decision 1169): as many 800 mm modules as the
 * mattress needs, a mattress standing over its pallets by at most 5 cm each side — 90 → 1,
 * 140 and 160 → 2, 180 → 3 — so the part list, and with it the price, follows the size.
 */
export function bedModulesFor(size: BedSize): number {
  const widthMm = Number.parseInt(size, 10) * 10;
  return Math.max(1, Math.ceil((widthMm - 100) / FURNITURE_MODULE.width));
}

export const furnitureInputSchema = z.object({
  type: choiceField(FURNITURE_TYPES),
  /** Modules along the length (bed: across); the type's default when left out. */
  modules: integerField(1, 4, 'count').optional(),
  /** Stacked layers; the type's default when left out. */
  layers: integerField(1, 4, 'count').optional(),
  cushions: booleanField().optional(),
  castors: booleanField().default(false),
  material: choiceField(SAWN_MATERIAL_CODES).default(BoardMaterial.SPRUCE_FIR_SAWN),
  /** A bed's lying surface: sets the modules across when `modules` is left out (decision 1169). */
  lyingSurface: choiceField(BED_SIZES).optional(),
});
export type FurnitureInput = z.output<typeof furnitureInputSchema>;

/** Configuration attributes of a pallet furniture product type. */
export const FURNITURE_ATTRIBUTES: readonly AttributeSpec[] = [
  {
    name: 'Möbeltyp',
    field: 'type',
    kind: 'choice',
    elements: defineElements([
      { id: 'Bank', label: 'Bank', aliases: ['Sitzbank', 'Bench'] },
      { id: 'Tisch', label: 'Tisch', aliases: ['Table', 'Couchtisch'] },
      { id: 'Lounge', label: 'Lounge', aliases: ['Sofa'] },
      { id: 'Bett', label: 'Bett', aliases: ['Bed'] },
    ]),
  },
  { name: 'Module', field: 'modules', kind: 'integer' },
  { name: 'Lagen', field: 'layers', kind: 'integer' },
  { name: 'Kissen', field: 'cushions', kind: 'boolean' },
  { name: 'Rollen', field: 'castors', kind: 'boolean' },
  { name: 'Material', field: 'material', kind: 'choice', elements: materialElements(SAWN_MATERIAL_CODES.map(sawnMaterial)) },
  { name: 'Liegefläche', field: 'lyingSurface', kind: 'choice', elements: defineElements(BED_SIZES.map((size) => ({ id: size, label: size }))) },
];

/**
 * Builds a piece of pallet furniture from Euro-pallet modules.
 *
 * @example buildFurniture(furnitureInputSchema.parse({ type: 'Bank' })) // 3 modules: 2 seat layers and a backrest
 */
export function buildFurniture(input: FurnitureInput): ModelResult {
  const defaults = FURNITURE_DEFAULTS[input.type];
  const modules = input.modules ?? (input.type === 'Bett' && input.lyingSurface ? bedModulesFor(input.lyingSurface) : defaults.modules);
  const layers = input.layers ?? defaults.layers;
  const cushions = input.cushions ?? defaults.cushions;
  const bed = input.type === 'Bett';
  const seat = input.type === 'Bank' || input.type === 'Lounge';

  const pallet = buildPallet({ ...EURO_PALLET, material: input.material });
  const turn: QuarterTurn = bed ? 'y90' : 'none';
  const moduleX = bed ? FURNITURE_MODULE.width : FURNITURE_MODULE.length;
  const moduleZ = bed ? FURNITURE_MODULE.length : FURNITURE_MODULE.width;
  const columns = modules;
  const rows = bed ? BED_MODULES_ALONG : 1;
  const sizeX = columns * moduleX;
  const sizeZ = rows * moduleZ;
  const castorHeight = input.castors ? PIECE_ITEMS.CASTOR.size.length : 0;
  const top = castorHeight + layers * FURNITURE_MODULE.height;
  const columnX = (column: number) => -sizeX / 2 + (column + 0.5) * moduleX;
  const rowZ = (row: number) => -sizeZ / 2 + (row + 0.5) * moduleZ;

  const builder = createModelBuilder();
  for (let layer = 0; layer < layers; layer += 1) {
    for (let column = 0; column < columns; column += 1) {
      for (let row = 0; row < rows; row += 1) {
        builder.addModel(pallet, turn, vec3(columnX(column), castorHeight + layer * FURNITURE_MODULE.height, rowZ(row)));
      }
    }
  }

  let height = top;
  if (seat) {
    // Upright on the rear edge: the module's width (800) becomes its height, its height (144) the depth.
    for (let column = 0; column < columns; column += 1) {
      builder.addModel(pallet, 'x90', vec3(columnX(column), top + FURNITURE_MODULE.width / 2, -sizeZ / 2 + FURNITURE_MODULE.height));
    }
    height = top + FURNITURE_MODULE.width;
  }

  if (cushions && input.type === 'Tisch') {
    builder.addIssue('WARNING', PartIssueMessage.CUSHIONS_IGNORED);
  } else if (cushions && seat) {
    const { CUSHION_SEAT: seatCushion, CUSHION_BACK: backCushion } = PIECE_ITEMS;
    for (let column = 0; column < columns; column += 1) {
      builder.addPiece({
        item: seatCushion,
        order: 10,
        position: vec3(columnX(column), top + seatCushion.size.height / 2, sizeZ / 2 - seatCushion.size.width / 2),
        size: vec3(seatCushion.size.length, seatCushion.size.height, seatCushion.size.width),
      });
      builder.addPiece({
        item: backCushion,
        order: 10,
        position: vec3(columnX(column), top + backCushion.size.width / 2, -sizeZ / 2 + FURNITURE_MODULE.height + backCushion.size.height / 2),
        size: vec3(backCushion.size.length, backCushion.size.width, backCushion.size.height),
      });
    }
  } else if (cushions && bed) {
    const { MATTRESS: mattress } = PIECE_ITEMS;
    for (let column = 0; column < columns; column += 1) {
      builder.addPiece({
        item: mattress,
        order: 10,
        position: vec3(columnX(column), top + mattress.size.height / 2, sizeZ / 2 - mattress.size.length / 2),
        size: vec3(mattress.size.width, mattress.size.height, mattress.size.length),
      });
    }
    height = top + mattress.size.height;
  }

  const castorCount = input.castors ? 4 * columns * rows : 0;
  if (input.castors) {
    const { CASTOR: castor } = PIECE_ITEMS;
    const blockX = FURNITURE_MODULE.length / 2 - PALLET_BLOCK.length / 2;
    const blockZ = FURNITURE_MODULE.width / 2 - PALLET_BLOCK.outerWidth / 2;
    // Under the module's corner blocks; a turned (bed) module swaps its x and z.
    const [cornerX, cornerZ] = bed ? [blockZ, blockX] : [blockX, blockZ];
    const corners: [number, number][] = [
      [cornerX, cornerZ],
      [cornerX, -cornerZ],
      [-cornerX, cornerZ],
      [-cornerX, -cornerZ],
    ];
    for (let column = 0; column < columns; column += 1) {
      for (let row = 0; row < rows; row += 1) {
        for (const [dx, dz] of corners) {
          builder.addPiece({
            item: castor,
            order: 11,
            position: vec3(columnX(column) + dx, castor.size.length / 2, rowZ(row) + dz),
            size: vec3(castor.size.width, castor.size.length, castor.size.height),
          });
        }
      }
    }
  }

  const seatHeight = top + (cushions && seat ? PIECE_ITEMS.CUSHION_SEAT.size.height : 0);
  if (seat && seatHeight > FURNITURE_MAX_SEAT_HEIGHT) {
    builder.addIssue('WARNING', PartIssueMessage.HIGH_SEAT, { seatHeight, maxSeatHeight: FURNITURE_MAX_SEAT_HEIGHT });
  }

  const result = builder.build(floorBounds(sizeX, height, sizeZ));
  if (castorCount > 0) {
    const capacity = PIECE_ITEMS.CASTOR.capacityKg;
    const perCastor = (result.totals.weight + FURNITURE_DESIGN_LOAD_KG * columns * rows) / castorCount;
    if (perCastor > capacity) {
      result.issues.push({
        level: 'ERROR',
        message: PartIssueMessage.CASTOR_OVERLOAD,
        params: { capacity, required: Math.round(perCastor * 10) / 10 },
      });
    }
  }
  return result;
}
