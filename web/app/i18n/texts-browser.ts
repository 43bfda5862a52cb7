import { DEFAULT_LOCALE, isLocale, languageOf, type Language } from '@shop/engine/browser';
import { hasSharedTexts, keepSharedTexts, type LanguageTexts } from './texts';

/** The chunks web/texts-plugin.ts makes, one per language; imported by the browser entry only. */
const CHUNKS: Record<Language, () => Promise<{ default: LanguageTexts }>> = {
  de: () => import('virtual:shop-texts/de'),
  fr: () => import('virtual:shop-texts/fr'),
  en: () => import('virtual:shop-texts/en'),
};

/** The language of the server-rendered document (`<html lang>`, the root loader's locale). */
export function documentLanguage(lang: string): Language {
  return languageOf(isLocale(lang) ? lang : DEFAULT_LOCALE);
}

/** Loads the shared texts of a language before the page hydrates (decision 1079). */
export async function loadSharedTexts(language: Language): Promise<void> {
  if (hasSharedTexts(language)) return;
  keepSharedTexts(language, (await CHUNKS[language]()).default);
}
