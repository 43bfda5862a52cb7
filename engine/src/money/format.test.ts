import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatChf, moneyText } from './format';
import { toMoneyString } from './money';

/** The decimal.js-free display rounding is the rounding of money.ts for every input. */
describe('money display without decimal.js', () => {
  const decimalString = fc
    .tuple(fc.constantFrom('', '-', '+'), fc.stringMatching(/^\d{0,16}$/), fc.option(fc.stringMatching(/^\d{0,12}$/), { nil: undefined }))
    .filter(([, integer, fraction]) => integer !== '' || (fraction ?? '') !== '')
    .map(([sign, integer, fraction]) => `${sign}${integer}${fraction === undefined ? '' : `.${fraction}`}`);

  it('R000-9.01 rounds any decimal string half-up to 0.01 exactly like toMoneyString', () => {
    fc.assert(fc.property(decimalString, (text) => {
        expect(moneyText(text)).toBe(toMoneyString(text));
      }),
      { numRuns: 2000 });
  });

  it('R000-9.01 rounds any finite number and any Decimal like toMoneyString', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(moneyText(value)).toBe(toMoneyString(value));
        expect(moneyText(new Decimal(value))).toBe(toMoneyString(new Decimal(value)));
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['0.005', '0.01'],
    ['-0.005', '-0.01'],
    ['-0.004', '0.00'],
    ['0.0049999', '0.00'],
    ['999.995', '1000.00'],
    [' 12.5 ', '12.50'],
    ['.5', '0.50'],
    ['7.', '7.00'],
    [1e21, '1000000000000000000000.00'],
    [5e-7, '0.00'],
    [-0, '0.00'],
  ] as const)('R000-9.01 moneyText(%s) → %s', (input, expected) => {
    expect(moneyText(input)).toBe(expected);
  });

  it('throws on what toDecimal refuses', () => {
    for (const bad of ['', 'abc', '1e3', '1,5', '--1']) expect(() => formatChf(bad)).toThrow(RangeError);
    expect(() => formatChf(Number.NaN)).toThrow(RangeError);
    expect(() => formatChf(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("R000-9.02 keeps the apostrophe grouping: formatChf(-1234567.891, currency) → CHF -1'234'567.89", () => {
    expect(formatChf(-1234567.891, { currency: true })).toBe("CHF -1'234'567.89");
    expect(formatChf(new Decimal('1234.5'))).toBe("1'234.50");
  });
});
