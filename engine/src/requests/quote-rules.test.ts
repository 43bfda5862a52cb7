import { describe, expect, it } from 'vitest';
import { QUOTE_DEFAULTS, QUOTE_NO_VALIDITY, isQuoteValid, quoteValidUntil, quoteValidUntilDate } from './quote-rules';

describe('quote rules (000 §3, 001 §3)', () => {
  it('R000-3.30 R000-3.31 R000-3.32 R000-3.33 R001-3.40 R001-3.41 R001-3.42 R001-3.43 defaults: pin 0000, time to deliver 3, validity 30, CHF', () => {
    expect(QUOTE_DEFAULTS).toEqual({ pin: '0000', timeToDeliver: 3, validityDuration: 30, currencyCode: 'CHF' });
  });

  it.each([
    ['2026-05-14T08:00:00.000Z', 30, '2026-06-13T08:00:00.000Z'],
    ['2026-05-14T08:00:00.000Z', 0, '2026-05-14T08:00:00.000Z'],
    ['2026-12-20T15:30:00.500Z', 30, '2027-01-19T15:30:00.500Z'],
    // Across the spring DST change: same Zurich wall-clock time (10:00), one hour less in UTC.
    ['2026-03-20T09:00:00.000Z', 30, '2026-04-19T08:00:00.000Z'],
  ] as const)('R000-3.34 R001-3.44 valid until = creation %s + %s days → %s', (created, days, expected) => {
    expect(quoteValidUntil(new Date(created), days).toISOString()).toBe(expected);
  });

  it.each([null, undefined, Number.NaN])('R001-3.45 validity end is the epoch when there is no duration (%s)', (duration) => {
    expect(quoteValidUntil(new Date('2026-05-14T08:00:00Z'), duration)).toEqual(new Date(0));
    expect(QUOTE_NO_VALIDITY.getTime()).toBe(0);
    expect(quoteValidUntilDate(new Date('2026-05-14T08:00:00Z'), duration)).toBeNull();
  });

  it('R000-3.34 the last valid day and validity at a moment', () => {
    const created = new Date('2026-05-14T21:30:00Z'); // 23:30 in Zurich
    expect(quoteValidUntilDate(created, 30)).toBe('2026-06-13');
    expect(isQuoteValid(created, 30, new Date('2026-06-13T21:30:00Z'))).toBe(true);
    expect(isQuoteValid(created, 30, new Date('2026-06-13T21:30:01Z'))).toBe(false);
    expect(isQuoteValid(created, null, new Date('2026-05-15T00:00:00Z'))).toBe(false);
    expect(isQuoteValid(new Date(), 30)).toBe(true);
  });
});
