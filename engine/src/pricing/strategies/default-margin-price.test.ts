import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { roundMoney } from '../../money/money';
import { buildFromConfiguration } from '../../parts';
import { partListCost } from '../part-cost';
import { createMarginPriceStrategy } from './default-margin-price';
import { subject } from './test-subject';

describe('MARGIN price strategy', () => {
  it('R001-3.23 prices the internal price × (1 + margin)', async () => {
    const quote = await createMarginPriceStrategy().price(subject({ internalPrice: '248.00' }, { margin: { margin: '0.25' } }), 7);
    expect(quote).toEqual({ available: true, pricePerOne: '310.00', graduatedPrice: [] });
    const rounded = await createMarginPriceStrategy().price(subject({ internalPrice: '10.01' }, { margin: { margin: '0.3333' } }), 1);
    expect(rounded).toMatchObject({ pricePerOne: '13.35' }); // 10.01 × 1.3333 = 13.346333 → 13.35
  });

  it('R001-3.23 a configurable product is priced from its part cost (material and labour of the configuration), never a stored internal price', async () => {
    const configuration = { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600' };
    const built = buildFromConfiguration('crate', configuration, () => undefined);
    if (!built.ok) throw new Error('crate does not build');
    const partCost = partListCost(built.result.totals);
    expect(Number(partCost)).toBeGreaterThan(Number(built.result.totals.materialCost));
    const quote = await createMarginPriceStrategy().price(subject({ configurable: true, partCost, internalPrice: '999.00' }, { margin: { margin: '0.5' } }), 1);
    expect(quote).toMatchObject({ available: true, pricePerOne: roundMoney(new Decimal(partCost).times(1.5)).toFixed(2) });
    // A fixed product: its InternalPrice wins; without one, the part cost.
    expect(await createMarginPriceStrategy().price(subject({ partCost, internalPrice: '100.00' }, { margin: { margin: '0.5' } }), 1)).toMatchObject({ pricePerOne: '150.00' });
    expect(await createMarginPriceStrategy().price(subject({ partCost }, { margin: { margin: '0.5' } }), 1)).toMatchObject({ available: true });
  });

  it('is unavailable without margin record, internal price or model', async () => {
    const margin = createMarginPriceStrategy();
    expect(await margin.price(subject({ internalPrice: '10.00' }, {}), 1)).toMatchObject({ available: false, reason: 'strategy_not_configured' });
    expect(await margin.price(subject({}, { margin: { margin: '0.2' } }), 1)).toMatchObject({ available: false, reason: 'no_internal_price' });
    // A configurable product without part cost (no model) has no internal price, even with a stored one.
    expect(await margin.price(subject({ configurable: true, internalPrice: '10.00' }, { margin: { margin: '0.2' } }), 1)).toMatchObject({ reason: 'no_internal_price' });
  });
});
