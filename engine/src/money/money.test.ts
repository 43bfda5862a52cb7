import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Currency, CurrencyId, DEFAULT_CURRENCY, DEFAULT_CURRENCY_ID, currencyCodeOf, currencyIdOf } from './currency';
import {
  MONEY_FIELDS,
  addMoney,
  multiplyMoney,
  formatChf,
  formatPercent,
  isDecimalString,
  reviveMoney,
  roundExport,
  roundMoney,
  sumMoney,
  toDecimal,
  toExportString,
  toMoneyString,
  toMoneyStringOrNull,
} from './money';
import { NO_VAT, VAT_RATE, VAT_RATE_STRING, calculateVat } from './vat';

describe('money (000 §9, 001 §9)', () => {
  it.each([
    ['1.005', '1.01'],
    ['1.004', '1.00'],
    ['2.675', '2.68'],
    ['-1.005', '-1.01'],
    ['-0.004', '0.00'],
    ['0.125', '0.13'],
    ['1234.5', '1234.50'],
    [0.1 + 0.2, '0.30'],
  ] as const)('R000-9.03 roundMoney(%s) rounds half-up to 0.01 → %s', (input, expected) => {
    expect(toMoneyString(input)).toBe(expected);
    expect(roundMoney(input).toFixed(2)).toBe(expected);
  });

  it('R000-9.03 roundMoney: property — at most 2 places, within half a cent, idempotent, ties away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.integer({ min: 0, max: 6 }), (units, scale) => {
        const value = new Decimal(units).dividedBy(new Decimal(10).pow(scale));
        const rounded = roundMoney(value);
        expect(rounded.decimalPlaces()).toBeLessThanOrEqual(2);
        expect(rounded.minus(value).abs().lessThanOrEqualTo('0.005')).toBe(true);
        expect(roundMoney(rounded).equals(rounded)).toBe(true);
        if (value.minus(value.toDecimalPlaces(2, Decimal.ROUND_DOWN)).abs().equals('0.005')) {
          expect(rounded.abs().greaterThan(value.abs())).toBe(true);
        }
      }),
    );
  });

  it('R000-9.03 roundMoney: property — the wire string parses back to the same amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true }), (amount) => {
        const text = toMoneyString(amount);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(toMoneyString(text)).toBe(text);
      }),
    );
  });

  it.each([
    [0, '0.00'],
    ['1234.5', "1'234.50"],
    [1234567.891, "1'234'567.89"],
    ['-1234.5', "-1'234.50"],
    ['999.999', "1'000.00"],
    ['100', '100.00'],
  ] as const)("R000-9.02 formatChf(%s) uses the apostrophe thousands separator → %s", (input, expected) => {
    expect(formatChf(input)).toBe(expected);
  });

  it("R000-9.02 R000-9.01 formatChf with currency prefixes 'CHF '", () => {
    expect(formatChf('1234.5', { currency: true })).toBe("CHF 1'234.50");
  });

  it.each([
    [0.05, '5 %'],
    ['0.125', '12.5 %'],
    [0, '0 %'],
    ['0.0333333', '3.33 %'],
    [1, '100 %'],
  ] as const)('R000-9.04 R000-2.86 formatPercent(%s) shows a discount as a percentage → %s', (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });

  it.each([
    ['1.23456', '1.2346'],
    ['1.23454', '1.2345'],
    ['12.5', '12.5'],
    [-0.00004, '0'],
  ] as const)('R001-9.35 roundExport(%s) keeps 4 places → %s', (input, expected) => {
    expect(toExportString(input)).toBe(expected);
    expect(roundExport(input).decimalPlaces()).toBeLessThanOrEqual(4);
  });

  it('amounts travel as decimal strings; empty amounts as null (R000-5.34 R000-5.35)', () => {
    expect(toMoneyString('12')).toBe('12.00');
    expect(toMoneyStringOrNull('')).toBeNull();
    expect(toMoneyStringOrNull('  ')).toBeNull();
    expect(toMoneyStringOrNull(null)).toBeNull();
    expect(toMoneyStringOrNull(undefined)).toBeNull();
    expect(toMoneyStringOrNull(3.5)).toBe('3.50');
  });

  it('toDecimal rejects what is not an amount', () => {
    expect(() => toDecimal('12,50')).toThrow(RangeError);
    expect(() => toDecimal('abc')).toThrow(RangeError);
    expect(() => toDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => toDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    const decimal = new Decimal('1.5');
    expect(toDecimal(decimal)).toBe(decimal);
    expect(toDecimal(' .5 ').toString()).toBe('0.5');
    expect(isDecimalString('-3.5')).toBe(true);
    expect(isDecimalString(3.5)).toBe(false);
  });

  it('sumMoney adds without rounding', () => {
    expect(sumMoney(['0.1', 0.2, new Decimal('0.004')]).toString()).toBe('0.304');
    expect(sumMoney([]).toString()).toBe('0');
  });

  it('R000-7.42 reviveMoney turns price and pricePerOne into money values', () => {
    expect(MONEY_FIELDS).toEqual(['price', 'pricePerOne']);
    const parsed = JSON.parse('{"price":"12.50","pricePerOne":3,"name":"12.50","items":[{"price":"1.10"}],"x":{"price":null}}', reviveMoney) as {
      price: Decimal;
      pricePerOne: Decimal;
      name: string;
      items: { price: Decimal }[];
      x: { price: null };
    };
    expect(parsed.price).toBeInstanceOf(Decimal);
    expect(parsed.price.toFixed(2)).toBe('12.50');
    expect(parsed.pricePerOne.toString()).toBe('3');
    expect(parsed.name).toBe('12.50');
    expect(parsed.items[0]?.price).toBeInstanceOf(Decimal);
    expect(parsed.x.price).toBeNull();
  });

  it('R000-3.55 R000-9.01 R000-3.28 currencies CHF and EUR; currency id 1 is CHF', () => {
    expect(Currency).toEqual({ CHF: 'CHF', EUR: 'EUR' });
    expect(DEFAULT_CURRENCY).toBe('CHF');
    expect(DEFAULT_CURRENCY_ID).toBe(1);
    expect(CurrencyId.CHF).toBe(1);
    expect(currencyCodeOf(1)).toBe('CHF');
    expect(currencyCodeOf(2)).toBe('EUR');
    expect(currencyIdOf('EUR')).toBe(2);
    expect(() => currencyCodeOf(7)).toThrow('Value is not part of enum CurrencyId: 7');
  });
});

describe('VAT (000 §9, 001 §9)', () => {
  it('R000-9.05 R001-9.02 VAT is 8.1 %', () => {
    expect(VAT_RATE.toString()).toBe('0.081');
    expect(VAT_RATE_STRING).toBe('0.081');
    expect(calculateVat('100').toFixed(2)).toBe('8.10');
    expect(calculateVat('123.45').toFixed(2)).toBe('10.00');
    expect(calculateVat('100', NO_VAT).toFixed(2)).toBe('0.00');
  });
});

describe('toMoneyString of a two-place string (decision 988: the feeds’ fast path)', () => {
  it('gives what the rounding gives, for any decimal text', () => {
    for (const text of ['0.00', '-0.00', '-0.05', '10.25', '007.50', '1.005', '12.3', '-12.30', '999999999999.99', '0.10', '-0.10']) {
      expect(toMoneyString(text)).toBe(roundMoney(text).toFixed(2));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const text = `${whole}.${String(cents).padStart(2, '0')}`;
        expect(toMoneyString(text)).toBe(roundMoney(text).toFixed(2));
      }),
    );
  });
});

describe('a cart line and a cart total in whole cents (decision 1082)', () => {
  const bySlowPath = (price: string, quantity: number) => toMoneyString(new Decimal(price).times(quantity));
  const sumBySlowPath = (values: (string | null)[]) => toMoneyString(roundMoney(values.reduce((sum, value) => sum.plus(value ?? 0), new Decimal(0))));

  it('multiplyMoney gives what decimal.js gives, for any price of up to 13 digits and any quantity', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 9_999_999_999_999_99n }), fc.integer({ min: 0, max: 10_000_000 }), (cents, quantity) => {
        const price = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        expect(multiplyMoney(price, quantity)).toBe(bySlowPath(price, quantity));
      }),
      { numRuns: 2000 },
    );
  });

  it('multiplyMoney takes decimal.js for other forms and beyond exact whole numbers', () => {
    for (const [price, quantity] of [
      ['-1.50', 3],
      ['1.5', 3],
      ['0.005', 2],
      ['12.50', 1.5],
      ['9999999999999.99', 10_000],
      ['1234567890123.45', 100_000_000],
      ['0.00', 7],
      ['0.01', 0],
      ['100000000000.00', 90_071],
    ] as const) {
      expect(multiplyMoney(price, quantity), `${price} × ${quantity}`).toBe(bySlowPath(price, quantity));
    }
    expect(() => multiplyMoney('abc', 1)).toThrow();
  });

  it('addMoney gives the rounded sum decimal.js gives; null counts nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.bigInt({ min: 0n, max: 99_999_999_999n }), { nil: null }), { maxLength: 60 }), (list) => {
        const values = list.map((cents) => (cents === null ? null : `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`));
        expect(addMoney(values)).toBe(sumBySlowPath(values));
      }),
      { numRuns: 1000 },
    );
    expect(addMoney([])).toBe('0.00');
    expect(addMoney(['-1.00', '0.50'])).toBe('-0.50');
    expect(addMoney(['0.125', '0.01'])).toBe(sumBySlowPath(['0.125', '0.01']));
    expect(addMoney(['9007199254740.99', '9007199254740.99'])).toBe(sumBySlowPath(['9007199254740.99', '9007199254740.99']));
  });
});
