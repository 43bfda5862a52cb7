import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateTotals, isChargedRoot, linePrice, orderTotal, subtotal, toDiscount, totalsAtFinalPrice, totalsToStrings, vatRateFor } from './totals';

describe('line price and order total (000 §3, 001 §3)', () => {
  it.each([
    ['12.50', 4, '50.00'],
    ['0.333', 3, '1.00'],
    ['19.99', 0, '0.00'],
    [1.005, 1, '1.01'],
  ] as const)('R000-3.36 R001-3.47 line price %s × %s = %s', (price, quantity, expected) => {
    expect(linePrice(price, quantity)?.toFixed(2)).toBe(expected);
  });

  it('R000-3.36 R000-5.34 a position without a price has no line price and counts 0', () => {
    expect(linePrice(null, 3)).toBeNull();
    expect(linePrice(undefined, 3)).toBeNull();
    expect(linePrice('', 3)).toBeNull();
    expect(orderTotal([{ pricePerOne: null, quantity: 3 }, { pricePerOne: '2', quantity: 1 }]).toFixed(2)).toBe('2.00');
  });

  it('R000-3.37 R001-3.48 order total = sum of ROOT positions × (1 − discount); children and storno are not added', () => {
    const positions = [
      { parentId: null, pricePerOne: '100.00', quantity: 2 },
      { parentId: 1, pricePerOne: '40.00', quantity: 5 },
      { parentId: null, pricePerOne: '30.00', quantity: 1 },
      { parentId: null, pricePerOne: '999.00', quantity: 1, storno: true },
      { pricePerOne: '10.00', quantity: 1 },
    ];
    expect(subtotal(positions).toFixed(2)).toBe('240.00');
    expect(orderTotal(positions).toFixed(2)).toBe('240.00');
    expect(orderTotal(positions, '0.05').toFixed(2)).toBe('228.00');
    expect(orderTotal(positions, 0.125).toFixed(2)).toBe('210.00');
    expect(orderTotal([{ pricePerOne: '10.00', quantity: 1 }], '0.333').toFixed(2)).toBe('6.67');
    expect(isChargedRoot({ parentId: 3, pricePerOne: 1, quantity: 1 })).toBe(false);
  });

  it('R000-3.10 the discount is a fraction, default 0, between 0 and 1', () => {
    expect(toDiscount(undefined).toString()).toBe('0');
    expect(toDiscount('').toString()).toBe('0');
    expect(toDiscount('0.1').toString()).toBe('0.1');
    expect(() => toDiscount('5')).toThrow(RangeError);
    expect(() => toDiscount(-0.1)).toThrow(RangeError);
  });

  it('R000-3.37 property: the total never exceeds the undiscounted sum and is a whole number of cents', () => {
    const line = fc.record({
      pricePerOne: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => new Decimal(cents).dividedBy(100).toFixed(2)),
      quantity: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.integer({ min: 0, max: 100 }), (lines, percent) => {
        const total = orderTotal(lines, new Decimal(percent).dividedBy(100));
        expect(total.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(total.lessThanOrEqualTo(subtotal(lines))).toBe(true);
        expect(total.isNegative()).toBe(false);
      }),
    );
  });
});

describe('VAT (000 §9, 001 §9)', () => {
  it.each([
    ['CH', false, '0.081', 'R000-9.05 R001-9.02'],
    ['ch', false, '0.081', 'R000-9.05'],
    ['LI', false, '0.081', 'R000-9.07 R000-3.57'],
    [null, false, '0.081', 'R000-3.14 (default CH)'],
    ['', false, '0.081', 'R000-3.14 (default CH)'],
    ['DE', false, '0', 'R000-9.07 R001-9.04'],
    ['US', false, '0', 'R000-9.07 R001-9.04'],
    ['CH', true, '0', 'R000-9.06 R001-9.03'],
    ['LI', true, '0', 'R000-9.06 R001-9.03'],
  ] as const)('VAT rate for %s, pickup %s → %s (%s)', (country, isPickup, rate, _ids) => {
    expect(vatRateFor({ isPickup, deliveryCountry: country }).toString()).toBe(rate);
  });

  it('R000-9.05 an order stored without VAT stays without', () => {
    expect(vatRateFor({ isPickup: false, deliveryCountry: 'CH', hasVat: false }).toString()).toBe('0');
  });

  it('R000-9.05 R000-9.07 grand total = total + delivery + VAT on both (delivery taxed; decision 102); LI is domestic', () => {
    const lines = [{ pricePerOne: '100.00', quantity: 2 }, { pricePerOne: '50.00', quantity: 1 }];
    const totals = calculateTotals({ lines, discount: '0.1', deliveryCost: '45.50', isPickup: false, deliveryCountry: 'LI' });
    expect(totalsToStrings(totals)).toEqual({
      subtotal: '250.00',
      discountAmount: '25.00',
      total: '225.00',
      deliveryCost: '45.50',
      vatRate: '0.081',
      vat: '21.91',
      grandTotal: '292.41',
    });
  });

  it('R000-9.06 R001-9.03 pickup: no VAT; R000-5.35 empty delivery cost counts 0', () => {
    const totals = calculateTotals({ lines: [{ pricePerOne: '19.90', quantity: 3 }], isPickup: true, deliveryCountry: 'CH', deliveryCost: null });
    expect(totalsToStrings(totals)).toMatchObject({ total: '59.70', deliveryCost: '0.00', vatRate: '0', vat: '0.00', grandTotal: '59.70' });
    expect(calculateTotals({ lines: [], isPickup: false, deliveryCost: ' ' }).deliveryCost.toString()).toBe('0');
  });

  it('R000-9.07 R001-9.04 a foreign delivery country: no VAT', () => {
    const totals = calculateTotals({ lines: [{ pricePerOne: '100', quantity: 1 }], deliveryCost: 80, isPickup: false, deliveryCountry: 'FR' });
    expect(totalsToStrings(totals)).toMatchObject({ vat: '0.00', grandTotal: '180.00' });
  });
});

describe('a quote ordered at its final price (R000-3.29, decision 818)', () => {
  it('charges the final price to the rappen, with the VAT it contains and the delivery as quoted', () => {
    const computed = calculateTotals({ lines: [{ pricePerOne: '189.00', quantity: 10 }], deliveryCost: '120.00', isPickup: false, deliveryCountry: 'CH' });
    const agreed = totalsAtFinalPrice(computed, '2000.00');
    expect(totalsToStrings(agreed)).toMatchObject({ grandTotal: '2000.00', vat: '149.86', deliveryCost: '120.00', total: '1730.14', subtotal: '1890.00', discountAmount: '159.86' });
  });

  it('without VAT (abroad) the final price is net', () => {
    const computed = calculateTotals({ lines: [{ pricePerOne: '100.00', quantity: 3 }], deliveryCost: '50.00', isPickup: false, deliveryCountry: 'DE' });
    expect(totalsToStrings(totalsAtFinalPrice(computed, '333.30'))).toMatchObject({ grandTotal: '333.30', vat: '0.00', total: '283.30' });
  });

  it('always adds up: total + delivery + VAT = final price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 50_000 }), fc.boolean(), (cents, deliveryCents, domestic) => {
        const computed = calculateTotals({ lines: [{ pricePerOne: '10.00', quantity: 1 }], deliveryCost: (deliveryCents / 100).toFixed(2), isPickup: false, deliveryCountry: domestic ? 'CH' : 'DE' });
        const agreed = totalsAtFinalPrice(computed, (cents / 100).toFixed(2));
        expect(agreed.total.plus(agreed.deliveryCost).plus(agreed.vat).toFixed(2)).toBe((cents / 100).toFixed(2));
      }),
    );
  });
});
