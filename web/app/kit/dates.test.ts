import { describe, expect, test } from 'vitest';
import { dateLocale, shopDate } from './dates';

describe('dates in the reader’s language (decision 915)', () => {
  test('day.month.year in every language, weekday names in the language', () => {
    expect(shopDate('2026-11-26', 'de-CH')).toBe('26.11.2026');
    expect(shopDate('2026-11-26', 'fr-FR')).toBe('26.11.2026');
    expect(shopDate('2026-11-26', 'en-US')).toBe('26.11.2026');
    expect(shopDate('2026-11-26', 'de-CH', { weekday: true })).toBe('Do., 26.11.2026');
    expect(shopDate('2026-11-26', 'fr-FR', { weekday: true })).toBe('jeu., 26.11.2026');
    expect(shopDate('2026-11-26', 'en-US', { weekday: true })).toBe('Thu, 26.11.2026');
    expect(dateLocale('fr-FR')).toBe('fr-CH');
  });

  test('a moment is shown as its day in Zurich; garbage stays as it came', () => {
    // 23:30 UTC on 30 November is 1 December in Zurich.
    expect(shopDate('2026-11-30T23:30:00.000Z', 'de-CH')).toBe('01.12.2026');
    expect(shopDate('kein Datum', 'de-CH')).toBe('kein Datum');
  });
});
