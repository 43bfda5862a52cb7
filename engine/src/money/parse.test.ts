import { describe, expect, it } from 'vitest';
import { optionalSwissAmountText, optionalSwissDecimalText, parseSwissDecimal, swissAmountText, swissDecimalText } from './parse';

describe('Swiss decimals as staff type them (decision 1170)', () => {
  it('reads a comma or a point as the decimal mark and apostrophes or spaces between thousands', () => {
    expect(parseSwissDecimal('12,50')).toBe('12.50');
    expect(parseSwissDecimal('12.50')).toBe('12.50');
    expect(parseSwissDecimal("1'234.50")).toBe('1234.50');
    expect(parseSwissDecimal('1’234,5')).toBe('1234.5');
    expect(parseSwissDecimal(' 1 234.50 ')).toBe('1234.50');
    expect(parseSwissDecimal('1\u202f234')).toBe('1234');
    expect(parseSwissDecimal('-3,25')).toBe('-3.25');
    expect(parseSwissDecimal('7')).toBe('7');
  });

  it('refuses what is no decimal: two marks, both marks, letters, exponents, nothing', () => {
    for (const text of ['1.234,50', '1,234.50', '1,2,3', '1.2.3', '12a', '1e3', '0x10', '', ' ', ',5', '5,', '--1', 'CHF 12']) {
      expect(parseSwissDecimal(text), text).toBeNull();
    }
  });

  it('as a schema: required, else validation.double; the optional one answers null for blank', () => {
    expect(swissDecimalText.parse("1'000,00")).toBe('1000.00');
    const messages = (value: unknown) => swissDecimalText.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages('')).toEqual(['validation.required']);
    expect(messages(undefined)).toEqual(['validation.required']);
    expect(messages('zwölf')).toEqual(['validation.double']);
    expect(optionalSwissDecimalText.parse('')).toBeNull();
    expect(optionalSwissDecimalText.parse(undefined)).toBeNull();
    expect(optionalSwissDecimalText.parse('0,5')).toBe('0.5');
    expect(optionalSwissDecimalText.safeParse('1.2.3').error?.issues[0]?.message).toBe('validation.double');
  });

  it('amounts of money answer validation.currency (Ungültiger Betrag) for what they cannot read', () => {
    expect(swissAmountText.parse('1’234,50')).toBe('1234.50');
    expect(swissAmountText.safeParse('zwölf').error?.issues[0]?.message).toBe('validation.currency');
    expect(swissAmountText.safeParse(' ').error?.issues[0]?.message).toBe('validation.required');
    expect(optionalSwissAmountText.parse('')).toBeNull();
    expect(optionalSwissAmountText.safeParse('12.5.0').error?.issues[0]?.message).toBe('validation.currency');
  });
});
