import { languageOf, type Locale } from '../i18n/locales';

/**
 * Catalogue texts in French and English: a category's or product's name and
 * description per language, German (the entity's own columns) as the fallback. The back office,
 * the /api's admin fields and the feeds keep German; the shop shows the reader's language.
 * Pure and browser-safe.
 */
export type CatalogueTranslations = Partial<Record<'fr' | 'en', { name?: string | undefined; description?: string | undefined }>>;

/**
 * A text in the reader's language, else the German one.
 *
 * @example localizedText('Kisten', { fr: { name: 'Caisses' } }, 'fr-FR', 'name') // 'Caisses'
 */
export function localizedText<T extends string | null>(german: T, translations: CatalogueTranslations | null | undefined, locale: Locale, field: 'name' | 'description'): T | string {
  const language = languageOf(locale);
  if (language === 'de' || !translations) return german;
  const text = translations[language]?.[field]?.trim();
  return text ? text : german;
}

/**
 * An order or quote position's name in the reader's language: the product's translation while the
 * position still carries the product's German name (the request keeps German for the back office);
 * a name changed on the request stays as it is. For PDFs and mails to the customer.
 *
 * @example positionNameText('Holzkiste', { name: 'Holzkiste', translations: { fr: { name: 'Caisse' } } }, 'fr-FR') // 'Caisse'
 */
export function positionNameText(name: string, product: { name?: string; translations?: CatalogueTranslations | null } | null | undefined, locale: Locale): string {
  if (!product || product.name !== name) return name;
  return localizedText(name, product.translations ?? null, locale, 'name');
}
