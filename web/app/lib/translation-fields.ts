/**
 * The French and English texts of the admin's TranslationFields as the engine's `translations`
 * input; the engine drops blank texts (German is the fallback).
 */
export function translationsOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const language = (code: 'fr' | 'en') => ({ name: text(`translations.${code}.name`), description: text(`translations.${code}.description`) });
  return { fr: language('fr'), en: language('en') };
}
