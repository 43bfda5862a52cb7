import { describe, expect, it } from 'vitest';
import { createFixPriceStrategy } from './default-fix-price';
import { subject } from './test-subject';

const rows = [
  { id: 3, quantity: 50, price: '20.90' },
  { id: 1, quantity: 1, price: '23.90' },
  { id: 2, quantity: 10, price: '22.50' },
  { id: 4, quantity: 100, price: '19.40' },
];

describe('FIX price strategy', () => {
  it('R001-3.21 takes the row with the largest quantity ≤ the ordered quantity', async () => {
    const fix = createFixPriceStrategy();
    const at = async (quantity: number) => {
      const quote = await fix.price(subject({}, { activeStrategy: 3, fix: rows }), quantity);
      return quote.available ? quote.pricePerOne : quote.reason;
    };
    expect(await at(1)).toBe('23.90');
    expect(await at(9)).toBe('23.90');
    expect(await at(10)).toBe('22.50');
    expect(await at(49)).toBe('22.50');
    expect(await at(50)).toBe('20.90');
    expect(await at(5000)).toBe('19.40');
  });

  it('below the first row uses the first row, and lists the rows ascending as graduated prices', async () => {
    const quote = await createFixPriceStrategy().price(subject({}, { fix: [{ id: 9, quantity: 10, price: '31.50' }, { id: 8, quantity: 50, price: '29' }] }), 3);
    expect(quote).toEqual({
      available: true,
      pricePerOne: '31.50',
      graduatedPrice: [
        { quantity: 10, price: '31.50' },
        { quantity: 50, price: '29' },
      ],
    });
  });

  it('is unavailable without rows', async () => {
    expect(await createFixPriceStrategy().price(subject({ listPrice: '5.00' }, { fix: [] }), 1)).toEqual({ available: false, reason: 'strategy_not_configured' });
  });
});
