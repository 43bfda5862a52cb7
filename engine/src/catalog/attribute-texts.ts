import { languageOf, type Locale } from '../i18n/locales';

/**
 * French and English texts of an attribute that staff keep (decision 974): its
 * name and the labels of its choices, keyed by the German choice value the configuration stores.
 * German (the attribute's name and `options.values`) stays what the /api, feeds and stored
 * configurations use. Pure and browser-safe.
 */
export interface AttributeLanguageTexts {
  name?: string | undefined;
  /** German choice value → label in this language. */
  values?: Readonly<Record<string, string>> | undefined;
}
export type AttributeTranslations = Partial<Record<'fr' | 'en', AttributeLanguageTexts>>;

/**
 * What every surface knows of a catalogue attribute without its product type: its French and
 * English texts, its type id (001 §3) and unit, so a configuration reads in words ('Ja', '12 mm',
 * 'CHF 80.00') wherever it is shown.
 */
export interface AttributeText extends AttributeTranslations {
  typeId?: number | undefined;
  unit?: string | undefined;
}

/** The catalogue's attributes by German name (what a configuration's keys are). */
export type AttributeTexts = Readonly<Record<string, AttributeText>>;

function stored(translations: AttributeTranslations | null | undefined, locale: Locale): AttributeLanguageTexts | undefined {
  const language = languageOf(locale);
  return language === 'de' ? undefined : translations?.[language];
}

/**
 * The attribute's name in the reader's language from its stored translations; undefined when none
 * is kept (the caller then falls back to the dictionary, then German).
 *
 * @example storedAttributeName({ fr: { name: 'Essence' } }, 'fr-CH') // 'Essence'
 */
export function storedAttributeName(translations: AttributeTranslations | null | undefined, locale: Locale): string | undefined {
  const text = stored(translations, locale)?.name?.trim();
  return text ? text : undefined;
}

/**
 * A choice's label in the reader's language from the attribute's stored translations (the German
 * value matched exactly, then ignoring case); undefined when none is kept.
 *
 * @example storedChoiceLabel({ en: { values: { Eiche: 'Oak' } } }, 'eiche', 'en-US') // 'Oak'
 */
export function storedChoiceLabel(translations: AttributeTranslations | null | undefined, value: string, locale: Locale): string | undefined {
  const values = stored(translations, locale)?.values;
  if (!values) return undefined;
  const wanted = value.trim();
  const exact = values[wanted]?.trim();
  if (exact) return exact;
  const lower = wanted.toLowerCase();
  const found = Object.entries(values).find(([german]) => german.toLowerCase() === lower)?.[1]?.trim();
  return found ? found : undefined;
}
