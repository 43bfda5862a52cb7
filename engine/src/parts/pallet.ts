import { z } from 'zod';
import { BoardMaterial } from './board-material';
import { defineElements, floorBounds, vec3 } from './geometry';
import { booleanField, choiceField, integerField, materialElements, type AttributeSpec } from './input';
import { PIECE_ITEMS, SAWN_MATERIAL_CODES, sawnMaterial } from './materials';
import { createModelBuilder, layCentres, spreadCentres, type ModelResult } from './part-model';
import { PartIssueMessage } from './part-list';

/**
 * Pallet (Palette), after the EPAL Euro pallet. For length L (along the deck boards) and width W:
 * - deck boards 'Deckbretter' L long: the two outer ones and the centre one (odd counts) 145 mm
 *   wide, the others 100 mm (heavy: 145 mm), spread evenly over W with equal gaps;
 * - load class → board thickness and deck cover: light 18 mm / ≥ 50 % of W covered, standard
 *   22 mm / ≥ 75 %, heavy 27 mm / ≥ 90 %; the derived count is the smallest odd count reaching the
 *   cover, at most as many as fit (a count may also be given);
 * - support rows across the pallet at both ends and evenly between, at most 800 mm apart
 *   (3 rows up to L = 1 745); support columns along it at both sides and evenly between, at most
 *   600 mm apart (3 columns up to W = 1 300);
 * - 'Klötze' support: per row one cross board 'Querbrett' W × 145 on a block per column, blocks
 *   bought in (pressed wood) 145 × 100 × 78 in the outer columns, 145 × 145 × 78 inside;
 *   'Kufen' support: per row one stringer W × 145 × (78 + t) instead of cross board and blocks;
 * - bottom boards 'Bodenbretter' (optional) L long, one per column, 100 mm wide outside, 145 inside;
 * - all boards of the load class's thickness; 2 nails 4.2 × 90 per crossing of a deck or bottom
 *   board with a row.
 * A Euro pallet 1200 × 800, standard, blocks, bottom boards: 5 deck boards (3 × 145, 2 × 100),
 * 3 cross boards 800 × 145 × 22, 9 blocks (6 × 145 × 100, 3 × 145 × 145), 3 bottom boards
 * (2 × 100, 1 × 145), height 144 mm. Simplified against EPAL: one nail pattern, no chamfers.
 */

export const PALLET_LOAD_CLASSES = ['light', 'standard', 'heavy'] as const;
export type PalletLoadClass = (typeof PALLET_LOAD_CLASSES)[number];

export interface PalletLoadRule {
  /** Thickness of all boards (mm). */
  thickness: number;
  /** Width of deck boards other than the outer and centre ones (mm). */
  innerDeckBoardWidth: number;
  /** Share of the width the deck boards cover at least. */
  coverage: number;
}

export const PALLET_LOAD_RULES: Readonly<Record<PalletLoadClass, PalletLoadRule>> = {
  light: { thickness: 18, innerDeckBoardWidth: 100, coverage: 0.5 },
  standard: { thickness: 22, innerDeckBoardWidth: 100, coverage: 0.75 },
  heavy: { thickness: 27, innerDeckBoardWidth: 145, coverage: 0.9 },
};

/** Width of the outer and centre deck boards and of the cross boards (mm). */
export const PALLET_BEARING_WIDTH = 145;
export const PALLET_BLOCK = { length: 145, height: 78, outerWidth: 100, innerWidth: 145 } as const;
export const PALLET_MAX_ROW_SPACING = 800;
export const PALLET_MAX_COLUMN_SPACING = 600;
/** Gaps between deck boards above this get a warning (mm). */
export const PALLET_MAX_DECK_GAP = 150;
export const PALLET_NAILS_PER_CROSSING = 2;

export const PALLET_SUPPORTS = ['blocks', 'stringers'] as const;
export type PalletSupport = (typeof PALLET_SUPPORTS)[number];

export const palletInputSchema = z.object({
  length: integerField(500, 3_000),
  width: integerField(500, 2_000),
  loadClass: choiceField(PALLET_LOAD_CLASSES).default('standard'),
  /** Number of deck boards; derived from the load class when left out. */
  deckBoards: integerField(2, 40, 'count').optional(),
  support: choiceField(PALLET_SUPPORTS).default('blocks'),
  bottomBoards: booleanField().default(true),
  material: choiceField(SAWN_MATERIAL_CODES).default(BoardMaterial.SPRUCE_FIR_SAWN),
});
export type PalletInput = z.output<typeof palletInputSchema>;

/** The Euro pallet (EPAL 1200 × 800), also the module of the pallet furniture. */
export const EURO_PALLET: Readonly<PalletInput> = Object.freeze({
  length: 1200,
  width: 800,
  loadClass: 'standard',
  support: 'blocks',
  bottomBoards: true,
  material: BoardMaterial.SPRUCE_FIR_SAWN,
});

/** Configuration attributes of a pallet product type. */
export const PALLET_ATTRIBUTES: readonly AttributeSpec[] = [
  { name: 'Länge', field: 'length', kind: 'integer' },
  { name: 'Breite', field: 'width', kind: 'integer' },
  {
    name: 'Belastung',
    field: 'loadClass',
    kind: 'choice',
    elements: defineElements([
      { id: 'standard', label: 'Standard', aliases: ['Normal', 'mittel'] },
      { id: 'light', label: 'Leicht' },
      { id: 'heavy', label: 'Schwer' },
    ]),
  },
  { name: 'Deckbretter', field: 'deckBoards', kind: 'integer' },
  {
    name: 'Unterbau',
    field: 'support',
    kind: 'choice',
    elements: defineElements([
      { id: 'blocks', label: 'Klötze', aliases: ['Kloetze', 'Klotz'] },
      { id: 'stringers', label: 'Kufen', aliases: ['Kufe'] },
    ]),
  },
  { name: 'Bodenbretter', field: 'bottomBoards', kind: 'boolean' },
  { name: 'Material', field: 'material', kind: 'choice', elements: materialElements(SAWN_MATERIAL_CODES.map(sawnMaterial)) },
];

/** Widths of `count` deck boards: outer and centre boards 145 mm, the others the class's inner width. */
export function deckBoardWidths(count: number, loadClass: PalletLoadClass): number[] {
  const inner = PALLET_LOAD_RULES[loadClass].innerDeckBoardWidth;
  const centre = count % 2 === 1 ? (count - 1) / 2 : -1;
  return Array.from({ length: count }, (_, index) =>
    index === 0 || index === count - 1 || index === centre ? PALLET_BEARING_WIDTH : inner,
  );
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** The derived deck board count: the smallest odd count (≥ 3) covering the class's share, at most what fits. */
export function deriveDeckBoardCount(width: number, loadClass: PalletLoadClass): number {
  const { coverage } = PALLET_LOAD_RULES[loadClass];
  for (let count = 3; ; count += 2) {
    const covered = sum(deckBoardWidths(count, loadClass));
    if (covered > width) return Math.max(3, count - 2);
    if (covered >= coverage * width) return count;
  }
}

/** Support rows along the length (≥ 3, at most 800 mm apart). */
export function palletRowCount(length: number): number {
  return Math.max(3, Math.ceil((length - PALLET_BLOCK.length) / PALLET_MAX_ROW_SPACING) + 1);
}

/** Support columns across the width (≥ 3, at most 600 mm apart). */
export function palletColumnCount(width: number): number {
  return Math.max(3, Math.ceil((width - PALLET_BLOCK.outerWidth) / PALLET_MAX_COLUMN_SPACING) + 1);
}

/** Overall height: (bottom board) + block + cross board + deck board. */
export function palletHeight(input: Pick<PalletInput, 'loadClass' | 'bottomBoards'>): number {
  const t = PALLET_LOAD_RULES[input.loadClass].thickness;
  return (input.bottomBoards ? t : 0) + PALLET_BLOCK.height + 2 * t;
}

/**
 * Builds a pallet's part list, boxes, issues and totals.
 *
 * @example buildPallet(palletInputSchema.parse({ length: 1200, width: 800 })) // the Euro pallet
 */
export function buildPallet(input: PalletInput): ModelResult {
  const { length: L, width: W, loadClass } = input;
  const { thickness: t } = PALLET_LOAD_RULES[loadClass];
  const material = sawnMaterial(input.material);
  const builder = createModelBuilder();

  const rows = spreadCentres(-L / 2 + PALLET_BLOCK.length / 2, L / 2 - PALLET_BLOCK.length / 2, palletRowCount(L));
  const columnCount = palletColumnCount(W);
  const columns = spreadCentres(-W / 2 + PALLET_BLOCK.outerWidth / 2, W / 2 - PALLET_BLOCK.outerWidth / 2, columnCount).map((z, index) => ({
    z,
    width: index === 0 || index === columnCount - 1 ? PALLET_BLOCK.outerWidth : PALLET_BLOCK.innerWidth,
  }));

  const baseY = input.bottomBoards ? t : 0;
  if (input.bottomBoards) {
    for (const column of columns) {
      builder.addWood({ name: 'Bodenbrett', material, role: 'board', order: 1, position: vec3(0, t / 2, column.z), size: vec3(L, t, column.width) });
    }
  }

  for (const x of rows) {
    if (input.support === 'stringers') {
      const height = PALLET_BLOCK.height + t;
      builder.addWood({ name: 'Kufe', material, role: 'beam', order: 2, position: vec3(x, baseY + height / 2, 0), size: vec3(PALLET_BLOCK.length, height, W) });
      continue;
    }
    for (const column of columns) {
      builder.addPiece({
        item: column.width === PALLET_BLOCK.outerWidth ? PIECE_ITEMS.BLOCK_145x100 : PIECE_ITEMS.BLOCK_145x145,
        order: 2,
        position: vec3(x, baseY + PALLET_BLOCK.height / 2, column.z),
        size: vec3(PALLET_BLOCK.length, PALLET_BLOCK.height, column.width),
      });
    }
    builder.addWood({
      name: 'Querbrett',
      material,
      role: 'board',
      order: 3,
      position: vec3(x, baseY + PALLET_BLOCK.height + t / 2, 0),
      size: vec3(PALLET_BEARING_WIDTH, t, W),
    });
  }

  const deckCount = input.deckBoards ?? deriveDeckBoardCount(W, loadClass);
  const widths = deckBoardWidths(deckCount, loadClass);
  const covered = sum(widths);
  const gap = (W - covered) / (deckCount - 1);
  const deckY = baseY + PALLET_BLOCK.height + t + t / 2;
  // Boards that do not fit are laid edge to edge from the centre so the view still shows them.
  const centres = covered > W ? layCentres(-covered / 2, widths) : layCentres(-W / 2, widths, gap);
  widths.forEach((width, index) => {
    builder.addWood({ name: 'Deckbrett', material, role: 'board', order: 4, position: vec3(0, deckY, centres[index] ?? 0), size: vec3(L, t, width) });
  });

  const boardsCrossingRows = deckCount + (input.bottomBoards ? columns.length : 0);
  builder.addFasteners(PIECE_ITEMS.NAIL_PALLET, PALLET_NAILS_PER_CROSSING * boardsCrossingRows * rows.length, 5);

  if (covered > W) {
    builder.addIssue('ERROR', PartIssueMessage.DECK_BOARDS_DO_NOT_FIT, { count: deckCount, required: covered, width: W });
  } else if (gap > PALLET_MAX_DECK_GAP) {
    builder.addIssue('WARNING', PartIssueMessage.WIDE_DECK_GAPS, { gap: Math.round(gap), maxGap: PALLET_MAX_DECK_GAP });
  }
  if (input.support === 'blocks' && !input.bottomBoards) {
    builder.addIssue('WARNING', PartIssueMessage.BLOCKS_WITHOUT_BOTTOM_BOARDS);
  }

  return builder.build(floorBounds(L, palletHeight(input), Math.max(W, covered)));
}
