import { DEFAULT_LOCALE, LANGUAGE_COOKIE_MAX_AGE_DAYS, interpolate, isLocale, languageOf, resolveLocale, type Locale, type MessageParams } from '@shop/engine/browser';
import { useRouteLoaderData } from 'react-router';
import { WEB_MESSAGES } from './i18n-catalogue';
import { sharedText } from './texts';

export { WEB_MESSAGES };

export type WebMessageId = keyof typeof WEB_MESSAGES;

/** The text of a message id in a locale, `{name}` placeholders filled. */
export function t(locale: Locale, id: WebMessageId, params?: MessageParams): string {
  return interpolate(sharedText(languageOf(locale), id), params);
}

/** Texts in de/fr/en keyed by id, the shape of every catalogue here. */
export type MessageCatalogue = Record<string, Record<'de' | 'fr' | 'en', string>>;

/**
 * `t` for pages with a catalogue of their own (decision 1077): the login and account pages, the
 * profile pages and quick order, the order and quote history, the FedEx tracking. Their texts are
 * used on those pages only, so
 * they stay out of WEB_MESSAGES and out of the JavaScript every page loads; `text` and `useText`
 * take the page's ids and the shared ones.
 */
export function textsWith<M extends MessageCatalogue>(messages: M) {
  type Id = WebMessageId | (keyof M & string);
  const text = (locale: Locale, id: Id, params?: MessageParams): string => {
    const language = languageOf(locale);
    return interpolate(messages[id]?.[language] ?? sharedText(language, id as WebMessageId), params);
  };
  return {
    text,
    /** `text` bound to the locale of the root loader. */
    useText(): (id: Id, params?: MessageParams) => string {
      const locale = useLocale();
      return (id, params) => text(locale, id, params);
    },
  };
}

/** Name of the language cookie (000 §1: kept 365 days, no URL prefix). */
export const LANGUAGE_COOKIE = 'lang';

/** The locale a `lang` cookie names, or undefined when there is none or it names no locale. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('=').trim());
      return isLocale(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * The request's locale: the `lang` cookie, else the first Accept-Language entry the shop supports
 * (first visit), else de-CH (docs/decisions/530-language-cookie.md).
 */
export function localeOfRequest(cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const fromCookie = localeFromCookie(cookieHeader);
  if (fromCookie) return fromCookie;
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const tag = entry.split(';')[0]?.trim().toLowerCase() ?? '';
    if (['de', 'fr', 'en'].includes(tag.slice(0, 2))) return resolveLocale(tag);
  }
  return DEFAULT_LOCALE;
}

/** Set-Cookie value of the language cookie, kept 365 days. */
export function serializeLanguageCookie(locale: Locale, options: { secure?: boolean } = {}): string {
  const parts = [`${LANGUAGE_COOKIE}=${locale}`, 'Path=/', `Max-Age=${LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60}`, 'SameSite=Lax'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Only same-site paths are redirect targets of the language switch. */
export function safeRedirectPath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/';
}

/** The locale of the root loader (de-CH outside of it). */
export function useLocale(): Locale {
  const root = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  return root?.locale ?? DEFAULT_LOCALE;
}

/** `t` bound to the locale of the root loader. */
export function useT(): (id: WebMessageId, params?: MessageParams) => string {
  const locale = useLocale();
  return (id, params) => t(locale, id, params);
}

export const languageLabels: Record<Locale, string> = { 'de-CH': 'DE', 'fr-FR': 'FR', 'en-US': 'EN' };
