import { describe, expect, it } from 'vitest';
import { inputFromConfiguration } from './input';
import { checkModelConsistency, type ModelResult } from './part-model';
import {
  EURO_PALLET,
  PALLET_ATTRIBUTES,
  buildPallet,
  deckBoardWidths,
  deriveDeckBoardCount,
  palletColumnCount,
  palletInputSchema,
  palletRowCount,
} from './pallet';
import type { PartListLine } from './part-list';

function pallet(raw: Record<string, unknown>): ModelResult {
  return buildPallet(palletInputSchema.parse(raw));
}

/** [name, count, length, width, height, partListKey] per line, in list order. */
function lines(parts: readonly PartListLine[]) {
  return parts.map((line) => [line.articleName, line.count, line.length, line.width, line.height, line.partInfo.partListKey]);
}

function line(parts: readonly PartListLine[], name: string, width: number): PartListLine {
  const found = parts.find((part) => part.articleName === name && part.width === width);
  if (!found) throw new Error(`no line ${name} ${width}`);
  return found;
}

describe('pallet fixtures (R001-3.58 R001-3.60 R001-3.61)', () => {
  it('fixture 1: the Euro pallet 1200 × 800 has the EPAL layout', () => {
    const model = pallet({ length: 1200, width: 800 });
    // standard: 22 mm boards; deck cover ≥ 75 % of 800 = 600: 3 boards 435 mm < 600,
    // 5 boards 3 × 145 + 2 × 100 = 635 ≥ 600 → 5. Rows: ⌈(1200 − 145) / 800⌉ + 1 = 3;
    // columns: ⌈(800 − 100) / 600⌉ + 1 = 3 → 9 blocks, 3 cross boards, 3 bottom boards.
    // Nails: 2 × (5 deck + 3 bottom boards) × 3 rows = 48.
    expect(lines(model.parts)).toEqual([
      ['Bodenbrett', 1, 1200, 145, 22, 'BF-FITA-22'],
      ['Bodenbrett', 2, 1200, 100, 22, 'BF-FITA-22'],
      ['Klotz', 3, 145, 145, 78, 'SK-PRESS-145x145x78'],
      ['Klotz', 6, 145, 100, 78, 'SK-PRESS-145x100x78'],
      ['Querbrett', 3, 800, 145, 22, 'BF-FITA-22'],
      ['Deckbrett', 3, 1200, 145, 22, 'BF-FITA-22'],
      ['Deckbrett', 2, 1200, 100, 22, 'BF-FITA-22'],
      ['Palettennagel 4.2×90', 48, 90, 4, 4, 'VM-NAGEL-42x90'],
    ]);
    // 2 top boards 1200 × 100 × 22 = 2 × 0.00264 m³ = 0.00528 m³ × 470 kg/m³ = 2.4816 kg
    expect(line(model.parts, 'Deckbrett', 100).partInfo.amountInCubic).toBeCloseTo(0.00528, 12);
    expect(line(model.parts, 'Deckbrett', 100).partInfo.weight).toBeCloseTo(2.4816, 9);
    // 3 cross boards 800 × 145 × 22 = 3 × 0.002552 = 0.007656 m³ × 470 = 3.59832 kg
    expect(line(model.parts, 'Querbrett', 145).partInfo.weight).toBeCloseTo(3.59832, 9);
    // blocks are bought per piece: 6 × 145 × 100 × 78 = 6 × 0.001131 m³ = 0.006786 m³,
    // 6 × 0.001131 × 600 kg/m³ = 4.0716 kg, 6 × CHF 0.55
    expect(line(model.parts, 'Klotz', 100).partInfo).toMatchObject({ price: '0.55', amount: 6 });
    expect(line(model.parts, 'Klotz', 100).partInfo.amountInCubic).toBeCloseTo(0.006786, 12);
    expect(line(model.parts, 'Klotz', 100).partInfo.weight).toBeCloseTo(4.0716, 9);
    // 3 × 145 × 145 × 78 = 3 × 0.00163995 = 0.00491985 m³, × 600 = 2.95191 kg
    expect(line(model.parts, 'Klotz', 145).partInfo.weight).toBeCloseTo(2.95191, 9);

    // sawn m³: bottom 0.003828 + 0.00528, cross 0.007656, deck 0.011484 + 0.00528 = 0.033528
    // all wood: 0.033528 + 0.00491985 + 0.006786 = 0.04523385 m³
    expect(model.totals.volume).toBeCloseTo(0.04523385, 9);
    // kg: 0.033528 × 470 = 15.75816 + blocks 2.95191 + 4.0716 + nails 48 × 0.0098 = 0.4704 → 23.25207
    expect(model.totals.weight).toBe(23.252);
    // CHF: 0.033528 × 480 = 16.09344 + 3 × 0.75 + 6 × 0.55 + 48 × 0.05 = 24.04344 → 24.04
    expect(model.totals.materialCost).toBe('24.04');
    // 22 + 78 + 22 + 22 = 144 high
    expect(model.bounds).toEqual({ min: { x: -600, y: 0, z: -400 }, max: { x: 600, y: 144, z: 400 } });
    expect(model.issues).toEqual([]);
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('fixture 2: 1000 × 600 light on stringers without bottom boards', () => {
    const model = pallet({ length: 1000, width: 600, loadClass: 'light', support: 'stringers', bottomBoards: false });
    // light: 18 mm; cover ≥ 50 % of 600 = 300: 3 boards (145 each, all outer/centre) = 435 → 3.
    // Rows: ⌈(1000 − 145) / 800⌉ + 1 = 3 stringers 600 × 145 × (78 + 18 = 96).
    // Nails: 2 × 3 deck boards × 3 rows = 18.
    expect(lines(model.parts)).toEqual([
      ['Kufe', 3, 600, 145, 96, 'KB-FITA-145x96'],
      ['Deckbrett', 3, 1000, 145, 18, 'BF-FITA-18'],
      ['Palettennagel 4.2×90', 18, 90, 4, 4, 'VM-NAGEL-42x90'],
    ]);
    // stringers 3 × 600 × 145 × 96 = 3 × 0.008352 = 0.025056 m³ × 470 = 11.77632 kg
    // deck 3 × 1000 × 145 × 18 = 3 × 0.00261 = 0.00783 m³ × 470 = 3.6801 kg
    expect(model.totals.volume).toBeCloseTo(0.032886, 9);
    // 11.77632 + 3.6801 + 18 × 0.0098 = 0.1764 → 15.63282
    expect(model.totals.weight).toBe(15.633);
    // 0.032886 × 480 = 15.78528 + 18 × 0.05 = 0.90 → 16.68528 → 16.69
    expect(model.totals.materialCost).toBe('16.69');
    // 78 + 18 + 18 = 114 high; gaps (600 − 435) / 2 = 82.5 mm
    expect(model.bounds.max.y).toBe(114);
    const deckZ = model.boxes.filter((box) => box.name === 'Deckbrett').map((box) => box.position.z);
    expect(deckZ).toEqual([-227.5, 0, 227.5]);
    expect(model.issues).toEqual([]);
    expect(checkModelConsistency(model)).toEqual([]);
  });

  it('fixture 3: 2000 × 1200 heavy larch on blocks with bottom boards', () => {
    const model = pallet({ length: 2000, width: 1200, loadClass: 'heavy', material: 'LARCH_SAWN' });
    // heavy: 27 mm, all deck boards 145; cover ≥ 90 % of 1200 = 1080: 5 → 725, 7 → 1015,
    // 9 → 1305 > 1200 does not fit → 7. Rows ⌈1855 / 800⌉ + 1 = 4, columns ⌈1100 / 600⌉ + 1 = 3
    // → 12 blocks (8 outer 145 × 100, 4 inner 145 × 145), 4 cross boards 1200 long.
    // Nails: 2 × (7 + 3) × 4 = 80.
    expect(lines(model.parts)).toEqual([
      ['Bodenbrett', 1, 2000, 145, 27, 'BF-LAER-27'],
      ['Bodenbrett', 2, 2000, 100, 27, 'BF-LAER-27'],
      ['Klotz', 4, 145, 145, 78, 'SK-PRESS-145x145x78'],
      ['Klotz', 8, 145, 100, 78, 'SK-PRESS-145x100x78'],
      ['Querbrett', 4, 1200, 145, 27, 'BF-LAER-27'],
      ['Deckbrett', 7, 2000, 145, 27, 'BF-LAER-27'],
      ['Palettennagel 4.2×90', 80, 90, 4, 4, 'VM-NAGEL-42x90'],
    ]);
    // sawn m³: bottom 0.00783 + 2 × 0.0054, cross 4 × 0.004698, deck 7 × 0.00783 = 0.092232
    // blocks 8 × 0.001131 + 4 × 0.00163995 = 0.0155078 → 0.1078398 m³
    expect(model.totals.volume).toBeCloseTo(0.1078398, 9);
    // kg: 0.092232 × 600 = 55.3392 + 8 × 0.6786 + 4 × 0.98397 + 80 × 0.0098 = 65.48788
    expect(model.totals.weight).toBe(65.488);
    // CHF: 0.092232 × 980 = 90.38736 + 8 × 0.55 + 4 × 0.75 + 80 × 0.05 = 101.78736 → 101.79
    expect(model.totals.materialCost).toBe('101.79');
    // 27 + 78 + 27 + 27 = 159 high
    expect(model.bounds).toEqual({ min: { x: -1000, y: 0, z: -600 }, max: { x: 1000, y: 159, z: 600 } });
    expect(model.issues).toEqual([]);
    expect(checkModelConsistency(model)).toEqual([]);
  });
});

describe('pallet rules', () => {
  it('derives the deck board count from the load class', () => {
    expect(deriveDeckBoardCount(800, 'light')).toBe(3);
    expect(deriveDeckBoardCount(800, 'standard')).toBe(5);
    expect(deriveDeckBoardCount(800, 'heavy')).toBe(5);
    // 1000 standard: 635 < 750, 835 ≥ 750 → 7
    expect(deriveDeckBoardCount(1000, 'standard')).toBe(7);
    // 500 heavy: 435 < 450, 5 boards (725) do not fit → 3
    expect(deriveDeckBoardCount(500, 'heavy')).toBe(3);
  });

  it('makes the outer and centre deck boards 145 mm wide', () => {
    expect(deckBoardWidths(5, 'standard')).toEqual([145, 100, 145, 100, 145]);
    expect(deckBoardWidths(4, 'light')).toEqual([145, 100, 100, 145]);
    expect(deckBoardWidths(5, 'heavy')).toEqual([145, 145, 145, 145, 145]);
  });

  it('adds support rows and columns for large pallets', () => {
    expect([palletRowCount(1200), palletRowCount(1745), palletRowCount(1746), palletRowCount(3000)]).toEqual([3, 3, 4, 5]);
    expect([palletColumnCount(800), palletColumnCount(1300), palletColumnCount(1301)]).toEqual([3, 3, 4]);
    const wide = pallet({ length: 1200, width: 1400 });
    // 4 columns: 2 outer bottom boards 100, 2 inner 145
    expect(wide.parts.filter((part) => part.articleName === 'Bodenbrett').map((part) => [part.count, part.width])).toEqual([
      [2, 145],
      [2, 100],
    ]);
    expect(checkModelConsistency(wide)).toEqual([]);
  });
});

describe('pallet issues (R001-3.62)', () => {
  it('ERROR when the given deck boards do not fit', () => {
    // 7 heavy boards: 7 × 145 = 1015 mm on an 800 mm pallet
    const model = pallet({ length: 1200, width: 800, loadClass: 'heavy', deckBoards: 7 });
    expect(model.issues).toEqual([{ level: 'ERROR', message: 'parts.deckBoardsDoNotFit', params: { count: 7, required: 1015, width: 800 } }]);
    // they are still drawn, edge to edge
    expect(model.boxes.filter((box) => box.name === 'Deckbrett')).toHaveLength(7);
    expect(model.bounds.max.z).toBe(507.5);
  });

  it('WARNING when the gaps between deck boards are wider than 150 mm', () => {
    // 2 boards on 800: gap 800 − 290 = 510
    expect(pallet({ length: 1200, width: 800, deckBoards: 2 }).issues).toEqual([
      { level: 'WARNING', message: 'parts.wideDeckGaps', params: { gap: 510, maxGap: 150 } },
    ]);
    // 4 boards on 800: gaps (800 − 490) / 3 = 103.3 mm are fine
    expect(pallet({ length: 1200, width: 800, deckBoards: 4 }).issues).toEqual([]);
  });

  it('WARNING for a block pallet without bottom boards, not for stringers', () => {
    const blocks = pallet({ length: 1200, width: 800, bottomBoards: false });
    expect(blocks.issues).toEqual([{ level: 'WARNING', message: 'parts.blocksWithoutBottomBoards', params: {} }]);
    // 78 + 22 + 22 = 122 high, blocks on the floor
    expect(blocks.bounds.max.y).toBe(122);
    expect(pallet({ length: 1200, width: 800, bottomBoards: false, support: 'stringers' }).issues).toEqual([]);
  });
});

describe('pallet input', () => {
  it('the Euro pallet constant is the schema default for 1200 × 800', () => {
    expect(palletInputSchema.parse({ length: 1200, width: 800 })).toEqual(EURO_PALLET);
  });

  it('validates with the validation message keys', () => {
    const result = palletInputSchema.safeParse({ length: 499, width: 2001, loadClass: 'extreme', deckBoards: 1, material: 'OSB' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['length', 'validation.minMm'],
      ['width', 'validation.maxMm'],
      ['loadClass', 'validation.choice'],
      ['deckBoards', 'validation.minCount'],
      ['material', 'validation.choice'],
    ]);
  });

  it('maps the attributes Länge, Breite, Belastung, Deckbretter, Unterbau, Bodenbretter, Material', () => {
    const raw = inputFromConfiguration(
      PALLET_ATTRIBUTES,
      { Länge: '1000', Breite: '600', Belastung: 'Leicht', Deckbretter: '4', Unterbau: 'Kufen', Bodenbretter: 'nein', Material: 'Lärche' },
      () => undefined,
    );
    expect(palletInputSchema.parse(raw)).toEqual({
      length: 1000,
      width: 600,
      loadClass: 'light',
      deckBoards: 4,
      support: 'stringers',
      bottomBoards: false,
      material: 'LARCH_SAWN',
    });
  });
});
