import { describe, expect, it } from 'vitest';
import { nearestPart, oneEditVariants, suggestionText, trigramSimilarity, trigramsOf } from './search-typos';

describe('typo helpers (decision 1136)', () => {
  it('counts trigrams as pg_trgm does', () => {
    expect([...trigramsOf('Kiste')].sort()).toEqual(['  k', ' ki', 'ist', 'kis', 'ste', 'te ']);
    // Values pg_trgm's similarity() gives (checked on PGlite and PostgreSQL 15).
    expect(trigramSimilarity('kisste', 'kiste')).toBeCloseTo(0.625);
    expect(trigramSimilarity('palete', 'palette')).toBeCloseTo(0.6666667);
    expect(trigramSimilarity('ml-4712', 'ml-4711')).toBeCloseTo(0.6);
    expect(trigramSimilarity('', 'kiste')).toBe(0);
  });

  it('finds the part of a compound nearest to a mistyped word', () => {
    expect(nearestPart('kisste', 'holzkiste')).toEqual({ text: 'kiste', score: 0.625 });
    expect(nearestPart('palete', 'europalette').text).toBe('palette');
    expect(nearestPart('caise', 'caisse')).toEqual({ text: 'caisse', score: 0.625 });
  });

  it('lists the texts one edit away', () => {
    const variants = oneEditVariants('kiste_006');
    expect(variants).toEqual(expect.arrayContaining(['kiste_0006', 'kiste-006', 'kiste_06', 'ikste_006']));
    expect(variants).not.toContain('kiste_006');
    expect(oneEditVariants('ML-4712')).toContain('ml-4711');
    expect(oneEditVariants('x'.repeat(31))).toEqual([]);
  });

  it('writes a suggestion as the catalogue writes the word', () => {
    expect(suggestionText('kiste', 'de')).toBe('Kiste');
    expect(suggestionText('caisse', 'fr')).toBe('caisse');
    expect(suggestionText('kiste_0006', '')).toBe('KISTE_0006');
  });
});
