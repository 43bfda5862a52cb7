import { MESSAGE_CATALOGUE } from './catalogue';
import { DEFAULT_LOCALE, interpolate, languageOf, type Locale, type MessageParams, type Translations } from './locales';

const catalogue: Readonly<Record<string, Translations>> = MESSAGE_CATALOGUE;

/**
 * Server errors may carry the German catalogue text itself as their message (the engine's
 * EngineError does): this finds the `errors.*` key of such a text, placeholders unfilled.
 */
const errorKeyByGermanText: ReadonlyMap<string, string> = new Map(
  Object.entries(catalogue)
    .filter(([key]) => key.startsWith('errors.'))
    .map(([key, texts]) => [texts.de, key]),
);

/** True when the catalogue has a text for this full key (e.g. `errors.captchaWrong`). */
export function hasMessage(key: string): boolean {
  return Object.hasOwn(catalogue, key);
}

/**
 * The text for a full catalogue key in a locale, with `{name}` placeholders filled; `undefined`
 * when the key is unknown (callers decide the fallback).
 */
export function lookupMessage(key: string, params?: MessageParams, locale: Locale = DEFAULT_LOCALE): string | undefined {
  const entry = Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
  return entry === undefined ? undefined : interpolate(entry[languageOf(locale)], params);
}

/** Like {@link lookupMessage}, falling back to the key itself so a gap is visible, never empty. */
export function translateMessage(key: string, params?: MessageParams, locale: Locale = DEFAULT_LOCALE): string {
  return lookupMessage(key, params, locale) ?? interpolate(key, params);
}

/**
 * Toast text of one server error entry (000 §8, 001 §8): translated via `errors.<message>` with its
 * parameters, falling back to the raw message (placeholders in it still filled). `message` is a
 * code ('captchaWrong') or the German catalogue text itself ('Die Sicherheitsanfrage wurde falsch
 * beantwortet.'); both find the same entry.
 *
 * @example translateError('duplicateEntry', { field: 'E-Mail' }, 'de-CH') // 'Der Eintrag E-Mail ist bereits vorhanden.'
 * @example translateError('Some raw text', undefined, 'en-US') // 'Some raw text'
 */
export function translateError(message: string, params?: MessageParams, locale: Locale = DEFAULT_LOCALE): string {
  const key = hasMessage(`errors.${message}`) ? `errors.${message}` : errorKeyByGermanText.get(message);
  return (key === undefined ? undefined : lookupMessage(key, params, locale)) ?? interpolate(message, params);
}
