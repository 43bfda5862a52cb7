/**
 * Locales of the shop (000 §1, 001 §1): German is the default; French and English are present.
 * Pure: runs in the browser and on the server.
 */

export const Locale = {
  DE_CH: 'de-CH',
  FR_FR: 'fr-FR',
  EN_US: 'en-US',
} as const;
export type Locale = (typeof Locale)[keyof typeof Locale];

export const LOCALES: readonly Locale[] = [Locale.DE_CH, Locale.FR_FR, Locale.EN_US];
export const DEFAULT_LOCALE: Locale = Locale.DE_CH;

/** The language cookie that carries the chosen locale lives this long (000 §1). */
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

/** The two-letter language of a locale: the message catalogues are keyed by it. */
export type Language = 'de' | 'fr' | 'en';

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Maps any locale-ish input ('fr', 'fr-CH', 'EN', a cookie value, an Accept-Language entry) to a
 * supported locale by its language; anything else gets the default.
 */
export function resolveLocale(input: string | null | undefined): Locale {
  if (!input) return DEFAULT_LOCALE;
  const language = input.trim().slice(0, 2).toLowerCase();
  return LOCALES.find((locale) => locale.startsWith(language)) ?? DEFAULT_LOCALE;
}

/** Parameters for `{name}` placeholders in a message. */
export type MessageParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Replaces `{name}` placeholders; unknown placeholders stay as they are so a gap is visible. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** A text in the three catalogue languages. */
export type Translations = Readonly<Record<Language, string>>;
