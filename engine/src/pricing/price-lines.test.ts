import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, priceCacheKey } from './price-lines';

/** The key text before decision 1082: always a sorted copy. */
const sortedCopy = (value: Record<string, string>) => JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));

describe('price cache keys (decision 1082)', () => {
  it('canonicalJson is the sorted copy’s text, whatever the keys’ order (names, numbers, empty)', () => {
    const key = fc.oneof(fc.string({ maxLength: 6 }), fc.nat({ max: 30 }).map(String), fc.constantFrom('Länge', 'Breite', 'Holzart', '__proto__x'));
    fc.assert(
      fc.property(fc.dictionary(key, fc.string({ maxLength: 8 }), { maxKeys: 8 }), (value) => {
        expect(canonicalJson(value)).toBe(sortedCopy(value));
        const reversed = Object.fromEntries(Object.entries(value).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(value));
      }),
      { numRuns: 2000 },
    );
    expect(canonicalJson({})).toBe('{}');
    expect(canonicalJson({ b: '1', a: '2' })).toBe('{"a":"2","b":"1"}');
  });

  it('priceCacheKey is the SHA-256 of customer, product, configuration and quantity, as the PriceCache table holds it', () => {
    const text = `7|42|${sortedCopy({ Länge: '1200', Breite: '800' })}|3`;
    expect(priceCacheKey(7, 42, { Länge: '1200', Breite: '800' }, 3)).toBe(createHash('sha256').update(text).digest('hex'));
    expect(priceCacheKey(undefined, 1, {}, 1)).toBe(createHash('sha256').update('guest|1|{}|1').digest('hex'));
  });
});
