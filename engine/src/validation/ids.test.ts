import { describe, expect, it } from 'vitest';
import { MAX_ID, idListSchema, idSchema, parseId } from './ids';

describe('idSchema / parseId', () => {
  it('takes positive integers as numbers or digit strings', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse('42')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses booleans, floats, exponents, signs, blanks, zero and ids beyond the integer range', () => {
    for (const value of [true, false, null, undefined, '', ' 1', '1 ', '1e3', 1e3 + 0.5, '+1', '-1', -1, 0, '0', 1.5, '1.0', 'abc', '\u00001', MAX_ID + 1, String(MAX_ID + 1), '99999999999999999999', Number.NaN, Number.POSITIVE_INFINITY, [1], { id: 1 }]) {
      expect(parseId(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('answers the validation key, never a library text', () => {
    const result = idSchema.safeParse(true);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.invalid');
  });
});

describe('idListSchema', () => {
  it('reads comma-separated text, repeated values and arrays of ids, duplicates once', () => {
    expect(idListSchema.parse('3, 5,3')).toEqual([3, 5]);
    expect(idListSchema.parse(['3', 4])).toEqual([3, 4]);
    expect(idListSchema.parse('')).toEqual([]);
  });

  it('refuses a list with one id that is none', () => {
    for (const value of ['1,true', '1,1e3', '1,-1', [1, true], [1.5], '1;2', 7, true]) {
      expect(idListSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
