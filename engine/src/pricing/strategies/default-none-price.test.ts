import { describe, expect, it } from 'vitest';
import { createNonePriceStrategy } from './default-none-price';
import { subject } from './test-subject';

describe('NONE price strategy', () => {
  it('R001-3.19 prices with the list price for every quantity', async () => {
    const none = createNonePriceStrategy();
    expect(await none.price(subject({ listPrice: '120.50' }), 1)).toEqual({ available: true, pricePerOne: '120.50', graduatedPrice: [] });
    expect(await none.price(subject({ listPrice: '120.5' }), 500)).toMatchObject({ pricePerOne: '120.50' });
  });

  it('is unavailable — not zero — without a list price', async () => {
    expect(await createNonePriceStrategy().price(subject(), 1)).toEqual({ available: false, reason: 'no_list_price' });
  });
});
