import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { booleanInput, decimalInput, integerInput, isDecimalText, isIntegerText } from './numbers';
import { issuesToErrorEntries } from './schemas';

const GARBAGE = [true, false, [], [1], {}, { value: 1 }, '', ' ', ' 1', '1 ', '1e3', '0x10', '+1', '1,5', "1'000", '.5', '5.', 'abc', Number.NaN, Number.POSITIVE_INFINITY];

describe('numbers in /api bodies and queries (decision 1091)', () => {
  it('reads whole numbers from JSON integers and integer texts', () => {
    const quantity = integerInput((n) => n.min(1).max(1_000_000));
    expect(quantity.parse(12)).toBe(12);
    expect(quantity.parse('12')).toBe(12);
    expect(integerInput().parse('-1')).toBe(-1);
    expect(integerInput().parse(0)).toBe(0);
  });

  it('never reads a boolean, an array, an object, blanks, an exponent, a comma or a fraction as a whole number', () => {
    for (const value of [...GARBAGE, 1.5, '1.5', '1.0']) {
      expect(integerInput().safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('reads decimals from JSON numbers and decimal texts with a point', () => {
    const length = decimalInput((n) => n.positive().max(400));
    expect(length.parse(40.5)).toBe(40.5);
    expect(length.parse('40.5')).toBe(40.5);
    expect(length.parse('40')).toBe(40);
    expect(decimalInput().parse('-3.25')).toBe(-3.25);
  });

  it('never reads a boolean, an array, an object, blanks, an exponent or a comma as a decimal', () => {
    for (const value of GARBAGE) {
      expect(decimalInput().safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });

  it('keeps the bounds the field adds, and optional and default around it', () => {
    const schema = z.object({ quantity: integerInput((n) => n.min(1)), sortOrder: integerInput().optional(), days: integerInput().default(90) });
    expect(schema.parse({ quantity: '3' })).toEqual({ quantity: 3, days: 90 });
    expect(schema.safeParse({ quantity: '0' }).success).toBe(false);
  });

  it('answers the validation rules, never a library text', () => {
    const schema = z.object({ quantity: integerInput((n) => n.min(1)), length: decimalInput(), given: integerInput(), big: integerInput((n) => n.max(5)) });
    const result = schema.safeParse({ quantity: true, length: '1e3', big: 6 });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(issuesToErrorEntries(result.error!).map((entry) => [entry.field, entry.message]));
    expect(byField).toEqual({ quantity: 'validation.numeric', length: 'validation.double', given: 'validation.required', big: 'validation.maxValue' });
  });

  it('tells integer and decimal texts', () => {
    expect(['1', '-1', '0012'].every(isIntegerText)).toBe(true);
    expect(['1.0', '1e3', ' 1', ''].some(isIntegerText)).toBe(false);
    expect(['1', '1.25', '-0.5'].every(isDecimalText)).toBe(true);
    expect(['1,5', '.5', '1.', '1e3'].some(isDecimalText)).toBe(false);
  });

  it('reads yes/no from booleans and the texts true/false only', () => {
    expect(booleanInput.parse(false)).toBe(false);
    expect(booleanInput.parse('false')).toBe(false);
    expect(booleanInput.parse('true')).toBe(true);
    for (const value of ['', 'yes', 1, 0, null]) expect(booleanInput.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });
});

describe('numbers within what a column holds (decision 1091)', () => {
  it('refuses integers beyond PostgreSQL integer and decimals beyond numeric(12,2)', async () => {
    const { integerInput, decimalInput, INTEGER_LIMIT, DECIMAL_LIMIT } = await import('./numbers');
    expect(integerInput().parse(INTEGER_LIMIT)).toBe(INTEGER_LIMIT);
    for (const value of [INTEGER_LIMIT + 1, '2147483648', '99999999999999999999', -INTEGER_LIMIT - 2]) expect(integerInput().safeParse(value).success, String(value)).toBe(false);
    expect(decimalInput().parse('9999999999.99')).toBe(DECIMAL_LIMIT);
    for (const value of [1e10, '10000000000', '99999999999999999999', -1e10]) expect(decimalInput().safeParse(value).success, String(value)).toBe(false);
    // A narrower bound still holds beside the column's.
    expect(integerInput((n) => n.max(10)).safeParse(11).success).toBe(false);
  });
});
