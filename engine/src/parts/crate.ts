import { z } from 'zod';
import { BoardMaterial } from './board-material';
import { defineElements, floorBounds, vec3, type Vec3 } from './geometry';
import { booleanField, choiceField, integerField, materialElements, type AttributeSpec } from './input';
import { PIECE_ITEMS, WOOD_MATERIAL_LIST, sawnMaterial, woodMaterial, type SawnMaterial, type WoodMaterial } from './materials';
import { createModelBuilder, layCentres, splitSpan, spreadCentres, type ModelBuilder, type ModelResult } from './part-model';
import { PartIssueMessage } from './part-list';

/**
 * Wooden crate (Kiste). Construction, for inner length L, width W, height H (mm):
 * - walls, bottom and lid of sawn material: boards 100 mm wide × 18 mm thick cut to length, the
 *   last board of a face ripped to the rest (a rest under the material's minimum width is shared
 *   with the board before it); of sheet material: panels of the material's crate thickness, one
 *   per face unless the face is larger than a sheet;
 * - bottom and lid L + 2t long and W + 2t wide; the two sides (long walls) stand on the bottom,
 *   L + 2t × H, outside the two ends (short walls) W × H;
 * - cleats 'Leisten' 48 × 24 upright on the outside of each end, H long: 2 per end, 3 when W > 1000;
 * - optional skids 'Kufen' 80 × 80 under the bottom along the length, L + 2t long, flush with the
 *   sides (the third one centred);
 * - cleats and skids are of the crate's material when it is sawn, else sawn spruce/fir;
 * - nails 2.8 × 65: 2 per board end (4 per board), 8 per panel, 4 per cleat; skids are screwed
 *   with 2 screws 6 × 120 per bottom board or panel and skid.
 * Outer size: L + 2t + 48 × W + 2t × (80 if skids) + t + H + (t if lid).
 */

export const CRATE_BOARD = { width: 100, thickness: 18 } as const;
export const CRATE_CLEAT = { width: 48, thickness: 24 } as const;
export const CRATE_SKID = { width: 80, height: 80 } as const;
export const CRATE_NAILS = { perBoard: 4, perPanel: 8, perCleat: 4 } as const;
export const CRATE_SCREWS_PER_CROSSING = 2;
/** Above this inner width an end gets a third cleat. */
export const CRATE_THIRD_CLEAT_WIDTH = 1000;
/** Inner volume (m³) above which a crate without skids gets a warning. */
export const CRATE_SKIDLESS_MAX_VOLUME_M3 = 8;

/** Truck load space in mm. */
export interface TruckDimensions {
  length: number;
  width: number;
  height: number;
}

/** The largest truck (load space 13 600 × 2 450 × 2 600 mm): a crate beyond it cannot be shipped. */
export const LARGEST_TRUCK: Readonly<TruckDimensions> = Object.freeze({ length: 13_600, width: 2_450, height: 2_600 });

export const CRATE_SKID_OPTIONS = ['none', '2', '3'] as const;
export type CrateSkids = (typeof CRATE_SKID_OPTIONS)[number];

const MATERIAL_CODES = Object.values(BoardMaterial) as [BoardMaterial, ...BoardMaterial[]];

export const crateInputSchema = z.object({
  innerLength: integerField(100, 14_000),
  innerWidth: integerField(100, 3_000),
  innerHeight: integerField(100, 3_000),
  material: choiceField(MATERIAL_CODES).default(BoardMaterial.SPRUCE_FIR_SAWN),
  lid: booleanField().default(true),
  skids: choiceField(CRATE_SKID_OPTIONS).default('none'),
});
export type CrateInput = z.output<typeof crateInputSchema>;

export interface CrateOptions {
  /** The largest truck; defaults to {@link LARGEST_TRUCK}. */
  truck?: TruckDimensions;
}

/** Configuration attributes of a crate product type. */
export const CRATE_ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'Innenlänge', field: 'innerLength', kind: 'integer' },
  { name: 'Innenbreite', field: 'innerWidth', kind: 'integer' },
  { name: 'Innenhöhe', field: 'innerHeight', kind: 'integer' },
  { name: 'Material', field: 'material', kind: 'choice', elements: materialElements(WOOD_MATERIAL_LIST) },
  { name: 'Deckel', field: 'lid', kind: 'boolean' },
  {
    name: 'Kufen',
    field: 'skids',
    kind: 'choice',
    elements: defineElements([
      { id: 'none', label: 'Keine', aliases: ['0', 'ohne', 'keine Kufen'] },
      { id: '2', label: '2 Kufen' },
      { id: '3', label: '3 Kufen' },
    ]),
  },
];

type Axis = 'x' | 'y' | 'z';

interface Face {
  name: string;
  order: number;
  /** Boards run along `axisA` (length a); pieces are laid side by side along `axisB` (span b). */
  axisA: Axis;
  axisB: Axis;
  a: number;
  b: number;
  centre: Vec3;
}

function thicknessAxis(face: Face): Axis {
  return (['x', 'y', 'z'] as const).find((axis) => axis !== face.axisA && axis !== face.axisB) ?? 'y';
}

function boxAt(face: Face, thickness: number, along: { centreA: number; lengthA: number; centreB: number; lengthB: number }) {
  const position = { ...face.centre };
  const size = vec3(0, 0, 0);
  position[face.axisA] += along.centreA;
  position[face.axisB] += along.centreB;
  size[face.axisA] = along.lengthA;
  size[face.axisB] = along.lengthB;
  size[thicknessAxis(face)] = thickness;
  return { position, size };
}

/** Lays a face's boards or panels; returns how many pieces it took. */
function addFace(builder: ModelBuilder, face: Face, material: WoodMaterial, thickness: number): number {
  if (material.kind === 'sawn') {
    const widths = splitSpan(face.b, CRATE_BOARD.width, material.minWidth);
    const centres = layCentres(-face.b / 2, widths);
    widths.forEach((width, index) => {
      const { position, size } = boxAt(face, thickness, { centreA: 0, lengthA: face.a, centreB: centres[index] ?? 0, lengthB: width });
      const remark = width < CRATE_BOARD.width ? `aufgetrennt aus ${CRATE_BOARD.width} mm` : '';
      builder.addWood({ name: face.name, material, role: 'board', order: face.order, remark, position, size });
    });
    return widths.length;
  }
  const { length: sheetLength, width: sheetWidth } = material.format;
  const along = (lengthA: number, lengthB: number) => [splitSpan(face.a, lengthA, material.minWidth), splitSpan(face.b, lengthB, material.minWidth)] as const;
  const straight = along(sheetLength, sheetWidth);
  const turned = along(sheetWidth, sheetLength);
  const [piecesA, piecesB] = turned[0].length * turned[1].length < straight[0].length * straight[1].length ? turned : straight;
  const centresA = layCentres(-face.a / 2, piecesA);
  const centresB = layCentres(-face.b / 2, piecesB);
  piecesA.forEach((lengthA, indexA) =>
    piecesB.forEach((lengthB, indexB) => {
      const { position, size } = boxAt(face, thickness, {
        centreA: centresA[indexA] ?? 0,
        lengthA,
        centreB: centresB[indexB] ?? 0,
        lengthB,
      });
      builder.addWood({ name: face.name, material, role: 'board', order: face.order, position, size });
    }),
  );
  return piecesA.length * piecesB.length;
}

/**
 * Builds a crate's part list, boxes, issues and totals.
 *
 * @example buildCrate(crateInputSchema.parse({ innerLength: 1000, innerWidth: 600, innerHeight: 500 }))
 */
export function buildCrate(input: CrateInput, options: CrateOptions = {}): ModelResult {
  const truck = options.truck ?? LARGEST_TRUCK;
  const { innerLength: L, innerWidth: W, innerHeight: H } = input;
  const material = woodMaterial(input.material);
  const frame: SawnMaterial = material.kind === 'sawn' ? material : sawnMaterial(BoardMaterial.SPRUCE_FIR_SAWN);
  const sheet = material.kind === 'sheet';
  const t = sheet ? material.crateThickness : CRATE_BOARD.thickness;
  const skidCount = input.skids === 'none' ? 0 : Number(input.skids);
  const skidHeight = skidCount > 0 ? CRATE_SKID.height : 0;
  const bottomLength = L + 2 * t;
  const outerLength = bottomLength + 2 * CRATE_CLEAT.thickness;
  const outerWidth = W + 2 * t;
  const outerHeight = skidHeight + t + H + (input.lid ? t : 0);
  const wallCentreY = skidHeight + t + H / 2;
  const names = sheet
    ? { bottom: 'Bodenplatte', side: 'Seitenwand', end: 'Stirnwand', lid: 'Deckelplatte' }
    : { bottom: 'Bodenbrett', side: 'Seitenbrett', end: 'Stirnbrett', lid: 'Deckelbrett' };

  const builder = createModelBuilder();
  let pieces = 0;

  const skidZ = outerWidth / 2 - CRATE_SKID.width / 2;
  for (const z of skidCount === 0 ? [] : spreadCentres(-skidZ, skidZ, skidCount)) {
    builder.addWood({
      name: 'Kufe',
      material: frame,
      role: 'beam',
      order: 1,
      position: vec3(0, CRATE_SKID.height / 2, z),
      size: vec3(bottomLength, CRATE_SKID.height, CRATE_SKID.width),
    });
  }

  const bottom: Face = { name: names.bottom, order: 2, axisA: 'x', axisB: 'z', a: bottomLength, b: outerWidth, centre: vec3(0, skidHeight + t / 2, 0) };
  const bottomPieces = addFace(builder, bottom, material, t);
  pieces += bottomPieces;
  for (const side of [-1, 1]) {
    const face: Face = { name: names.side, order: 3, axisA: 'x', axisB: 'y', a: bottomLength, b: H, centre: vec3(0, wallCentreY, side * (W / 2 + t / 2)) };
    pieces += addFace(builder, face, material, t);
  }
  for (const end of [-1, 1]) {
    const face: Face = { name: names.end, order: 4, axisA: 'z', axisB: 'y', a: W, b: H, centre: vec3(end * (L / 2 + t / 2), wallCentreY, 0) };
    pieces += addFace(builder, face, material, t);
  }

  const cleatsPerEnd = W > CRATE_THIRD_CLEAT_WIDTH ? 3 : 2;
  const cleatZ = outerWidth / 2 - CRATE_CLEAT.width / 2;
  for (const end of [-1, 1]) {
    for (const z of spreadCentres(-cleatZ, cleatZ, cleatsPerEnd)) {
      builder.addWood({
        name: 'Leiste',
        material: frame,
        role: 'beam',
        order: 5,
        position: vec3(end * (L / 2 + t + CRATE_CLEAT.thickness / 2), wallCentreY, z),
        size: vec3(CRATE_CLEAT.thickness, H, CRATE_CLEAT.width),
      });
    }
  }

  if (input.lid) {
    const lid: Face = { ...bottom, name: names.lid, order: 6, centre: vec3(0, skidHeight + t + H + t / 2, 0) };
    pieces += addFace(builder, lid, material, t);
  }

  const cleats = 2 * cleatsPerEnd;
  builder.addFasteners(PIECE_ITEMS.NAIL_CRATE, pieces * (sheet ? CRATE_NAILS.perPanel : CRATE_NAILS.perBoard) + cleats * CRATE_NAILS.perCleat, 7);
  builder.addFasteners(PIECE_ITEMS.SCREW_SKID, CRATE_SCREWS_PER_CROSSING * bottomPieces * skidCount, 8);

  const fitsTruck =
    outerHeight <= truck.height &&
    ((outerLength <= truck.length && outerWidth <= truck.width) || (outerWidth <= truck.length && outerLength <= truck.width));
  if (!fitsTruck) {
    builder.addIssue('ERROR', PartIssueMessage.TOO_LARGE_FOR_TRUCK, {
      length: outerLength,
      width: outerWidth,
      height: outerHeight,
      truckLength: truck.length,
      truckWidth: truck.width,
      truckHeight: truck.height,
    });
  }
  const narrowSide = Math.min(L, W);
  if (H > 2 * narrowSide) builder.addIssue('WARNING', PartIssueMessage.TALL_SHAPE, { height: H, width: narrowSide });
  const innerVolume = (L * W * H) / 1e9;
  if (skidCount === 0 && innerVolume > CRATE_SKIDLESS_MAX_VOLUME_M3) {
    builder.addIssue('WARNING', PartIssueMessage.HEAVY_WITHOUT_SKIDS, {
      volume: Math.round(innerVolume * 100) / 100,
      maxVolume: CRATE_SKIDLESS_MAX_VOLUME_M3,
    });
  }
  const sawnLengths: [number, number][] = [];
  if (!sheet) sawnLengths.push([bottomLength, material.maxLength]);
  if (skidCount > 0) sawnLengths.push([bottomLength, frame.maxLength]);
  const tooLong = sawnLengths.find(([length, maxLength]) => length > maxLength);
  if (tooLong) builder.addIssue('WARNING', PartIssueMessage.BOARD_TOO_LONG, { length: tooLong[0], maxLength: tooLong[1] });

  return builder.build(floorBounds(outerLength, outerHeight, outerWidth));
}
