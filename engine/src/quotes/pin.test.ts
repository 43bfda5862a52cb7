import { describe, expect, it } from 'vitest';
import { QUOTE_PIN_LIMITS, generatePin, isDefaultPin, isPinCheckLimited, pinMatches, pinWindowStart } from './pin';

describe('quote PIN (docs/decisions/641-quote-pin-limits.md)', () => {
  it('R000-3.32 R001-3.42 the default PIN 0000 is recognised; generated PINs are 6 random digits, never the default', () => {
    expect(isDefaultPin('0000')).toBe(true);
    expect(isDefaultPin(null)).toBe(true);
    expect(isDefaultPin('482913')).toBe(false);
    const pins = Array.from({ length: 200 }, () => generatePin());
    expect(pins.every((pin) => /^\d{6}$/.test(pin))).toBe(true);
    expect(new Set(pins).size).toBeGreaterThan(190);
    expect(Array.from({ length: 500 }, () => generatePin(4)).includes('0000')).toBe(false);
  });

  it('compares PINs exactly (trimmed input), never matching empty or missing values', () => {
    expect(pinMatches('482913', '482913')).toBe(true);
    expect(pinMatches('482913', ' 482913 ')).toBe(true);
    expect(pinMatches('482913', '482914')).toBe(false);
    expect(pinMatches('482913', '48291')).toBe(false);
    expect(pinMatches('482913', '4829130')).toBe(false);
    expect(pinMatches('482913', '')).toBe(false);
    expect(pinMatches(null, '0000')).toBe(false);
    expect(pinMatches('0000', undefined)).toBe(false);
  });

  it('R000-7.28 limits checks after 5 failures per quote or 20 per client address within 15 minutes', () => {
    expect(QUOTE_PIN_LIMITS).toEqual({ windowMinutes: 15, perQuote: 5, perAddress: 20 });
    expect(isPinCheckLimited({ byQuote: 4, byAddress: 19 })).toBe(false);
    expect(isPinCheckLimited({ byQuote: 5, byAddress: 0 })).toBe(true);
    expect(isPinCheckLimited({ byQuote: 0, byAddress: 20 })).toBe(true);
    expect(isPinCheckLimited({ byQuote: 1, byAddress: 1 }, { windowMinutes: 1, perQuote: 1, perAddress: 5 })).toBe(true);
    expect(pinWindowStart(new Date('2026-05-14T10:15:00Z')).toISOString()).toBe('2026-05-14T10:00:00.000Z');
  });
});
