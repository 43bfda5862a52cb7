import type { Locale } from '@shop/engine/browser';

/**
 * Dates in the reader's language, Swiss style (decision 915): German as de-CH,
 * French as fr-CH, English as en-CH — always day.month.year, weekday names in the language.
 * The shop's locales are de-CH/fr-FR/en-US; fr-FR and en-US would write 26/11/2026 and
 * 11/26/2026, which a Swiss buyer misreads.
 */
export function dateLocale(locale: Locale): 'de-CH' | 'fr-CH' | 'en-CH' {
  return locale.startsWith('fr') ? 'fr-CH' : locale.startsWith('en') ? 'en-CH' : 'de-CH';
}

/**
 * A calendar day ('2026-11-26') or a moment (ISO timestamp, shown as its day in Zurich) as
 * '26.11.2026'; with `weekday`, 'Do., 26.11.2026' / 'jeu., 26.11.2026' / 'Thu, 26.11.2026'.
 */
export function shopDate(value: string, locale: Locale, options: { weekday?: boolean } = {}): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.exec(value);
  const date = day ? new Date(`${value}T12:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dayFormat(dateLocale(locale), !!options.weekday, day ? 'UTC' : 'Europe/Zurich').format(date);
}

/** One formatter per language, weekday and time zone: building an Intl.DateTimeFormat costs milliseconds on a phone (decision 1184). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
export function dayFormat(locale: string, weekday: boolean, timeZone: 'UTC' | 'Europe/Zurich'): Intl.DateTimeFormat {
  const key = `${locale}|${weekday}|${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...(weekday ? { weekday: 'short' as const } : {}), day: '2-digit', month: '2-digit', year: 'numeric', timeZone });
    dayFormats.set(key, format);
  }
  return format;
}
