import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { roundMoney } from '../../money/money';
import { buildFromConfiguration } from '../../parts';
import { createMarginPriceStrategy } from './default-margin-price';
import { subject } from './test-subject';

describe('MARGIN price strategy', () => {
  it('R001-3.23 prices the internal price × (1 + margin)', async () => {
    const quote = await createMarginPriceStrategy().price(subject({ internalPrice: '248.00' }, { margin: { margin: '0.25' } }), 7);
    expect(quote).toEqual({ available: true, pricePerOne: '310.00', graduatedPrice: [] });
    const rounded = await createMarginPriceStrategy().price(subject({ internalPrice: '10.01' }, { margin: { margin: '0.3333' } }), 1);
    expect(rounded).toMatchObject({ pricePerOne: '13.35' }); // 10.01 × 1.3333 = 13.346333 → 13.35
  });

  it("without an internal price uses the part-list model's material cost of the configuration", async () => {
    const configuration = { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600' };
    const built = buildFromConfiguration('crate', configuration, () => undefined);
    if (!built.ok) throw new Error('crate does not build');
    const cost = built.result.totals.materialCost;
    const quote = await createMarginPriceStrategy().price(
      subject({ configuration, productType: { id: 1, excelFilePath: null, modelFamily: 'crate' } }, { margin: { margin: '0.5' } }),
      1,
    );
    expect(quote).toMatchObject({ available: true, pricePerOne: roundMoney(new Decimal(cost).times(1.5)).toFixed(2) });
    // A bigger crate costs more.
    const bigger = await createMarginPriceStrategy().price(
      subject({ configuration: { ...configuration, Innenlänge: '2400' }, productType: { id: 1, excelFilePath: null, modelFamily: 'crate' } }, { margin: { margin: '0.5' } }),
      1,
    );
    expect(bigger.available && Number(bigger.pricePerOne)).toBeGreaterThan(Number(cost) * 1.5);
  });

  it('is unavailable without margin record, internal price or model', async () => {
    const margin = createMarginPriceStrategy();
    expect(await margin.price(subject({ internalPrice: '10.00' }, {}), 1)).toMatchObject({ available: false, reason: 'strategy_not_configured' });
    expect(await margin.price(subject({}, { margin: { margin: '0.2' } }), 1)).toMatchObject({ available: false, reason: 'no_internal_price' });
    const invalid = await margin.price(
      subject({ configuration: { Innenlänge: '-5' }, productType: { id: 1, excelFilePath: null, modelFamily: 'crate' } }, { margin: { margin: '0.2' } }),
      1,
    );
    expect(invalid).toMatchObject({ available: false, reason: 'invalid_configuration' });
  });
});
