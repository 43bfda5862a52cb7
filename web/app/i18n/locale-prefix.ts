import type { Locale } from '@shop/engine/browser';
import { safeRedirectPath } from './i18n';

/** Path prefixes that select a language (001 §1, docs/decisions/540-locale-prefix.md). */
export const LOCALE_PREFIXES = { de: 'de-CH', fr: 'fr-FR', en: 'en-US' } as const satisfies Record<string, Locale>;
export type LocalePrefix = keyof typeof LOCALE_PREFIXES;

/**
 * A path with a locale prefix (`/fr/products/KISTE_0002?menge=2`): the locale it selects and the
 * same path without the prefix, where the shop answers (the shop keeps no prefix in its URLs;
 * `/fr` alone is the root redirect to `/`). Undefined for any other path.
 */
export function localePrefixTarget(url: URL): { locale: Locale; path: string } | undefined {
  const match = /^\/(de|fr|en)(?=\/|$)(.*)$/i.exec(url.pathname);
  if (!match) return undefined;
  const prefix = (match[1] ?? '').toLowerCase() as LocalePrefix;
  const rest = match[2] && match[2] !== '/' ? match[2] : '/';
  return { locale: LOCALE_PREFIXES[prefix], path: safeRedirectPath(rest + url.search) };
}

/** The query parameter that shows a page in a language and stores it in the language cookie. */
export const LANG_PARAM = 'lang';

export type LangCode = keyof typeof LOCALE_PREFIXES;

/** The locale `?lang=` names (de, fr, en), else undefined. */
export function localeOfLangParam(value: string | null | undefined): Locale | undefined {
  return value === 'de' || value === 'fr' || value === 'en' ? LOCALE_PREFIXES[value] : undefined;
}

/** A same-site path and query without `lang`: where the language switch goes back to. */
export function withoutLangParam(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'http://shop.invalid');
  if (!url.searchParams.has(LANG_PARAM)) return pathAndQuery;
  url.searchParams.delete(LANG_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
