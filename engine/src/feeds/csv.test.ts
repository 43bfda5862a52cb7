import { describe, expect, it } from 'vitest';
import { neutralizeCell } from './csv';

describe('CSV injection guard', () => {
  it('prefixes cells starting with = + - @ tab or carriage return with a single quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(neutralizeCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(neutralizeCell('Palette =1')).toBe('Palette =1');
    expect(neutralizeCell('')).toBe('');
    expect(neutralizeCell(null)).toBe('');
    expect(neutralizeCell(-3)).toBe('-3');
  });
});
