import { describe, expect, it } from 'vitest';
import {
  ISSUE_LEVELS,
  PartIssueMessage,
  WOOD_PART_KEY_PREFIXES,
  amountUnitOf,
  hasErrors,
  hashRemark,
  isWoodPartKey,
  mergePartListLines,
  partListLineCost,
  partListMergeKey,
  partListTotals,
  type PartListLine,
} from './part-list';

function board(overrides: Partial<PartListLine> = {}, info: Partial<PartListLine['partInfo']> = {}): PartListLine {
  // 1 board 1200 × 100 × 22 = 0.00264 m³ × 470 kg/m³ = 1.2408 kg
  return {
    articleName: 'Deckbrett',
    articleNumber: 'MAT-1001',
    count: 1,
    length: 1200,
    width: 100,
    height: 22,
    mat: 'Sägeroh Fichte/Tanne',
    order: 4,
    partInfo: { partListKey: 'BF-FITA-22', price: '480.00', amount: 0.00264, weight: 1.2408, amountInCubic: 0.00264, ...info },
    remark: '',
    ...overrides,
  };
}

describe('part list line (R001-3.58 R001-3.60)', () => {
  it('has exactly the fields of the spec', () => {
    const line = board();
    expect(Object.keys(line).sort()).toEqual(
      ['articleName', 'articleNumber', 'count', 'length', 'width', 'height', 'mat', 'order', 'partInfo', 'remark'].sort(),
    );
    expect(Object.keys(line.partInfo).sort()).toEqual(['amount', 'amountInCubic', 'partListKey', 'price', 'weight']);
  });
});

describe('merge key (R001-3.59)', () => {
  it('is name, length, height, width and a hash of the remark', () => {
    expect(partListMergeKey(board())).toBe(`Deckbrett|1200|22|100|${hashRemark('')}`);
    expect(partListMergeKey(board({ remark: 'gehobelt' }))).not.toBe(partListMergeKey(board()));
    // material, count and order are not part of the key
    expect(partListMergeKey(board({ count: 7, order: 1 }))).toBe(partListMergeKey(board()));
  });

  it('hashes remarks stably to 8 hex digits, ignoring surrounding blanks', () => {
    expect(hashRemark('')).toBe('811c9dc5');
    expect(hashRemark('abc')).toMatch(/^[0-9a-f]{8}$/);
    expect(hashRemark(' abc ')).toBe(hashRemark('abc'));
    expect(hashRemark('abc')).not.toBe(hashRemark('abd'));
  });
});

describe('merging lines', () => {
  it('adds counts, amounts, weights and volumes of identical lines and keeps the smallest order', () => {
    const merged = mergePartListLines([board({ order: 5 }), board({ count: 2 }, { amount: 0.00528, weight: 2.4816, amountInCubic: 0.00528 })]);
    expect(merged).toHaveLength(1);
    // 1 + 2 boards: 0.00264 + 0.00528 = 0.00792 m³, 1.2408 + 2.4816 = 3.7224 kg
    expect(merged[0]).toMatchObject({ count: 3, order: 4, partInfo: { amount: 0.00792, weight: 3.7224, amountInCubic: 0.00792, price: '480.00' } });
  });

  it('keeps lines apart when name, a dimension or the remark differ', () => {
    const merged = mergePartListLines([
      board(),
      board({ articleName: 'Bodenbrett' }),
      board({ width: 145 }),
      board({ length: 800 }),
      board({ height: 27 }),
      board({ remark: 'aufgetrennt' }),
    ]);
    expect(merged).toHaveLength(6);
  });

  it('sorts by order, name, then size (largest first)', () => {
    const merged = mergePartListLines([board({ order: 2, width: 100 }), board({ order: 2, width: 145 }), board({ order: 1, articleName: 'Kufe' }), board({ order: 2, articleName: 'Brett' })]);
    expect(merged.map((line) => `${line.order} ${line.articleName} ${line.width}`)).toEqual(['1 Kufe 100', '2 Brett 100', '2 Deckbrett 145', '2 Deckbrett 100']);
  });

  it('does not change the lines it was given', () => {
    const first = board();
    mergePartListLines([first, board()]);
    expect(first.count).toBe(1);
    expect(first.partInfo.amount).toBe(0.00264);
  });

  it('throws when lines with one key differ in material or price (a modelling mistake)', () => {
    expect(() => mergePartListLines([board(), board({ mat: 'Sägeroh Lärche' })])).toThrow(/cannot be merged/);
    expect(() => mergePartListLines([board(), board({}, { price: '980.00' })])).toThrow(/cannot be merged/);
    expect(() => mergePartListLines([board(), board({}, { price: '480' })])).not.toThrow();
  });
});

describe('wood keys (R001-3.61)', () => {
  it('wood parts start with BF, KB, PL or SK', () => {
    expect(WOOD_PART_KEY_PREFIXES).toEqual(['BF', 'KB', 'PL', 'SK']);
    expect(['BF-FITA-18', 'KB-FITA-80x80', 'PL-OSB-12', 'SK-PRESS-145x100x78'].map(isWoodPartKey)).toEqual([true, true, true, true]);
    expect(['VM-NAGEL-28x65', 'ZB-ROLLE-75'].map(isWoodPartKey)).toEqual([false, false]);
  });

  it('prices BF and KB per m³, PL per m², everything else per piece', () => {
    expect(['BF-FITA-18', 'KB-FITA-80x80', 'PL-OSB-12', 'SK-PRESS-145x100x78', 'VM-NAGEL-28x65'].map(amountUnitOf)).toEqual(['m3', 'm3', 'm2', 'piece', 'piece']);
  });
});

describe('issues (R001-3.62)', () => {
  it('are WARNING or ERROR; any ERROR makes a configuration impossible', () => {
    expect(ISSUE_LEVELS).toEqual(['WARNING', 'ERROR']);
    expect(hasErrors([])).toBe(false);
    expect(hasErrors([{ level: 'WARNING', message: PartIssueMessage.TALL_SHAPE, params: {} }])).toBe(false);
    expect(hasErrors([{ level: 'ERROR', message: PartIssueMessage.TOO_LARGE_FOR_TRUCK, params: {} }])).toBe(true);
    expect(Object.values(PartIssueMessage).every((key) => key.startsWith('parts.'))).toBe(true);
  });
});

describe('totals', () => {
  it('sums weight and volume and rounds the cost once, half-up to 0.01', () => {
    // 2 lines: 0.00264 m³ × CHF 480 = 1.2672; 10 nails × CHF 0.0225 = 0.225 → 1.4922 → 1.49
    const nails = board({ articleName: 'Nagel', length: 65, width: 3, height: 3 }, { partListKey: 'VM-NAGEL', price: '0.0225', amount: 10, weight: 0.031, amountInCubic: 0 });
    expect(partListTotals([board(), nails])).toEqual({ weight: 1.272, volume: 0.00264, materialCost: '1.49' });
    // half-up: 0.05 × CHF 0.1 = 0.005 → 0.01
    expect(partListTotals([board({}, { price: '0.1', amount: 0.05 })]).materialCost).toBe('0.01');
    expect(partListTotals([]).materialCost).toBe('0.00');
  });

  it('gives the cost of a line', () => {
    // 0.00264 m³ × 480 = 1.2672 → 1.27
    expect(partListLineCost(board())).toBe('1.27');
  });
});
