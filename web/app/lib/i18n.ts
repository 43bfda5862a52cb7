import { DEFAULT_LOCALE, LANGUAGE_COOKIE_MAX_AGE_DAYS, interpolate, isLocale, languageOf, resolveLocale, type Locale, type MessageParams } from '@shop/engine/browser';
import { useRouteLoaderData } from 'react-router';
import { SHOP_MESSAGES } from './i18n-shop';
import { PRICE_MESSAGES } from './i18n-prices';
import { BUYER_MESSAGES } from './i18n-buyer';

/**
 * Texts of the shop shell and the content pages in de/fr/en, keyed by id (000 §1). German is
 * verbatim from the spec where the spec gives a text; French and English are our translations.
 * The shopping pages' texts are in i18n-shop.ts, merged here.
 */
export const WEB_MESSAGES = {
  'header.register': { de: 'Registrieren', fr: "S'inscrire", en: 'Register' },
  'header.login': { de: 'Login', fr: 'Connexion', en: 'Login' },
  'header.chooseShop': { de: 'Shop wählen', fr: 'Choisir la boutique', en: 'Choose shop' },
  'header.language': { de: 'Sprache', fr: 'Langue', en: 'Language' },
  'header.services': { de: 'Dienstleistungen', fr: 'Services', en: 'Services' },
  'mode.verpackung': { de: 'Verpackungen', fr: 'Emballages', en: 'Packaging' },
  'mode.moebel': { de: 'Palettenmöbel', fr: 'Meubles en palettes', en: 'Pallet furniture' },
  'nav.main': { de: 'Hauptnavigation', fr: 'Navigation principale', en: 'Main navigation' },
  'nav.products': { de: 'Produkte', fr: 'Produits', en: 'Products' },
  'footer.info': { de: 'Informationen', fr: 'Informations', en: 'Information' },
  'footer.contact': { de: 'Kontakt', fr: 'Contact', en: 'Contact' },
  'footer.labels': { de: 'Labels', fr: 'Labels', en: 'Labels' },
  'footer.gallery': { de: 'Galerie', fr: 'Galerie', en: 'Gallery' },
  'footer.history': { de: 'Geschichte', fr: 'Histoire', en: 'History' },
  'footer.terms': { de: 'AGB', fr: 'CGV', en: 'Terms' },
  'footer.imprint': { de: 'Impressum', fr: 'Mentions légales', en: 'Imprint' },
  'footer.privacy': { de: 'Datenschutz', fr: 'Protection des données', en: 'Privacy' },
  'footer.aboutMoebel': {
    de: 'Möbel aus Paletten, in der Schweiz von Hand gefertigt.',
    fr: 'Meubles en palettes, fabriqués à la main en Suisse.',
    en: 'Furniture made from pallets, handcrafted in Switzerland.',
  },
  'footer.aboutVerpackung': {
    de: 'Holzkisten, Paletten und Verpackungen aus Holz, nach Mass gefertigt.',
    fr: 'Caisses, palettes et emballages en bois, fabriqués sur mesure.',
    en: 'Wooden crates, pallets and packaging, made to measure.',
  },
  'footer.pricesInChf': { de: 'Preise in CHF', fr: 'Prix en CHF', en: 'Prices in CHF' },
  'error.fallback': { de: 'Die Seite konnte nicht angezeigt werden.', fr: "La page n'a pas pu être affichée.", en: 'The page could not be shown.' },
  'error.home': { de: 'Zur Startseite', fr: "Vers la page d'accueil", en: 'To the home page' },
  'landing.range': { de: 'Unser Sortiment', fr: 'Notre assortiment', en: 'Our range' },
  'landing.empty': {
    de: 'Das Sortiment wird gerade aufgebaut. Rufen Sie uns an oder schreiben Sie uns – wir beraten Sie gerne.',
    fr: "L'assortiment est en cours de construction. Appelez-nous ou écrivez-nous – nous vous conseillons volontiers.",
    en: 'Our range is being set up. Call or write to us – we are happy to advise you.',
  },
  'consent.text': {
    de: 'Wir verwenden Cookies für Statistik und Werbung, wenn Sie zustimmen.',
    fr: 'Nous utilisons des cookies pour les statistiques et la publicité si vous y consentez.',
    en: 'We use cookies for statistics and advertising if you agree.',
  },
  'consent.accept': { de: 'Akzeptieren', fr: 'Accepter', en: 'Accept' },
  'consent.decline': { de: 'Ablehnen', fr: 'Refuser', en: 'Decline' },
  'consent.label': { de: 'Cookie-Einstellungen', fr: 'Paramètres des cookies', en: 'Cookie settings' },
  'contact.title': { de: 'Kontakt', fr: 'Contact', en: 'Contact' },
  'contact.intro': {
    de: 'Schreiben Sie uns – wir beraten Sie gerne zu Verpackungen und Palettenmöbeln.',
    fr: 'Écrivez-nous – nous vous conseillons volontiers sur les emballages et les meubles en palettes.',
    en: 'Write to us – we are happy to advise you on packaging and pallet furniture.',
  },
  'contact.name': { de: 'Name', fr: 'Nom', en: 'Name' },
  'contact.email': { de: 'E-Mail', fr: 'E-mail', en: 'E-mail' },
  'contact.subject': { de: 'Betreff', fr: 'Objet', en: 'Subject' },
  'contact.message': { de: 'Nachricht', fr: 'Message', en: 'Message' },
  'contact.captcha': { de: 'Sicherheitsfrage', fr: 'Question de sécurité', en: 'Security question' },
  'contact.send': { de: 'Senden', fr: 'Envoyer', en: 'Send' },
  'contact.incomplete': {
    de: 'Bitte füllen Sie das Formular vollständig aus.',
    fr: 'Veuillez remplir entièrement le formulaire.',
    en: 'Please fill in the form completely.',
  },
  'contact.success': {
    de: 'Ihre Nachricht wurde erfolgreich versendet.',
    fr: 'Votre message a été envoyé avec succès.',
    en: 'Your message has been sent successfully.',
  },
  'contact.successFollowUp': {
    de: 'Wir werden uns schnellstmöglich bei Ihnen melden.',
    fr: 'Nous vous répondrons dans les plus brefs délais.',
    en: 'We will get back to you as soon as possible.',
  },
  'contact.failure': {
    de: 'Der Server konnte Ihre Nachricht nicht versenden. Schreiben Sie uns direkt eine Mail an {email}',
    fr: "Le serveur n'a pas pu envoyer votre message. Écrivez-nous directement à {email}",
    en: 'The server could not send your message. Write to us directly at {email}',
  },
  'services.title': { de: 'Dienstleistungen', fr: 'Services', en: 'Services' },
  'services.intro': {
    de: 'Mehr als Kisten: wir lagern, verpacken und transportieren Ihre Güter.',
    fr: 'Plus que des caisses : nous stockons, emballons et transportons vos marchandises.',
    en: 'More than crates: we store, pack and transport your goods.',
  },
  'services.lagern': { de: 'Lagern', fr: 'Stockage', en: 'Storage' },
  'services.gefahrgut': { de: 'Gefahrgut', fr: 'Marchandises dangereuses', en: 'Dangerous goods' },
  'services.transport': { de: 'Transportieren', fr: 'Transport', en: 'Transport' },
  'services.verpacken': { de: 'Verpacken', fr: 'Emballage', en: 'Packing' },
  'services.logistik': { de: 'Logistik', fr: 'Logistique', en: 'Logistics' },
  'services.beratung': { de: 'Verpackungsberatung', fr: 'Conseil en emballage', en: 'Packaging advice' },
  'gallery.title': { de: 'Galerie', fr: 'Galerie', en: 'Gallery' },
  'gallery.empty': { de: 'Zurzeit sind keine Bilder vorhanden.', fr: "Aucune image pour l'instant.", en: 'No pictures at the moment.' },
  // Product, configurator, cart, favourites and profile pages (web/app/lib/i18n-shop.ts).
  ...SHOP_MESSAGES,
  // Prices, graduated tables and why a price is unavailable (web/app/lib/i18n-prices.ts).
  ...PRICE_MESSAGES,
  // Favourites, search, recently ordered, the 404 page (web/app/lib/i18n-buyer.ts).
  ...BUYER_MESSAGES,
} as const satisfies Record<string, Record<'de' | 'fr' | 'en', string>>;

export type WebMessageId = keyof typeof WEB_MESSAGES;

/** The text of a message id in a locale, `{name}` placeholders filled. */
export function t(locale: Locale, id: WebMessageId, params?: MessageParams): string {
  return interpolate(WEB_MESSAGES[id][languageOf(locale)], params);
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
  const text = (locale: Locale, id: Id, params?: MessageParams): string =>
    interpolate((messages[id] ?? WEB_MESSAGES[id as WebMessageId])[languageOf(locale)], params);
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
