import { describe, expect, it } from 'vitest';
import { isRemovableQuotePosition, quoteOrderPaymentMethods, selectQuoteOrderPositions, type QuoteOrderPosition } from './quote-order';

const positions: QuoteOrderPosition[] = [
  { id: 1, parentId: null, storno: false, productTypeId: 10 },
  { id: 2, parentId: null, storno: false, productTypeId: 1115 },
  { id: 3, parentId: null, storno: true, productTypeId: 10 },
  { id: 4, parentId: 1, storno: false, productTypeId: 10 },
  { id: 5, parentId: 1, storno: true, productTypeId: 10 },
  { id: 6, parentId: 3, storno: false, productTypeId: 10 },
  { id: 7, parentId: 4, storno: false, productTypeId: null },
];
const idsOf = (list: readonly QuoteOrderPosition[]) => list.map((position) => position.id);

describe('quote cart rules applied to an order (000 §4 Quote order)', () => {
  it('R000-4.37 cancelled items (and their children) are left out; children follow their parent', () => {
    const selection = selectQuoteOrderPositions(positions, []);
    expect(idsOf(selection.kept)).toEqual([1, 2, 4, 7]);
    expect(selection.removed).toEqual([]);
    expect(selection.refused).toEqual([]);
  });

  it('R000-4.38 R000-4.40 an insurance-service item (type 1115) can be removed and is recorded as removed', () => {
    const selection = selectQuoteOrderPositions(positions, [2]);
    expect(idsOf(selection.kept)).toEqual([1, 4, 7]);
    expect(idsOf(selection.removed)).toEqual([2]);
    expect(isRemovableQuotePosition({ id: 2, storno: false, productTypeId: 1115 })).toBe(true);
  });

  it('R000-4.39 R000-4.41 all other items are fixed: removing them, a child, a cancelled or an unknown item is refused', () => {
    const selection = selectQuoteOrderPositions(positions, [1, 4, 3, 99, 2, 2]);
    expect(selection.refused).toEqual([1, 4, 3, 99]);
    expect(idsOf(selection.removed)).toEqual([2]);
    expect(isRemovableQuotePosition({ id: 1, storno: false, productTypeId: 10 })).toBe(false);
  });

  it('R000-4.42 R000-4.43 payment for a quote order: no invoice for artwork requests, every method otherwise', () => {
    expect(quoteOrderPaymentMethods('ARTWORK')).toEqual([2, 100, 101, 102, 103, 104, 105]);
    expect(quoteOrderPaymentMethods('VERPACKUNG')).toEqual([1, 2, 100, 101, 102, 103, 104, 105]);
    expect(quoteOrderPaymentMethods('MOEBEL')).toContain(1);
  });
});
