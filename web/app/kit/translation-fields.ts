/**
 * The French and English texts of the admin's TranslationFields as the engine's `translations`
 * input; the engine drops blank texts (German is the fallback).
 */
export function translationsOf(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const language = (code: 'fr' | 'en') => ({ name: text(`translations.${code}.name`), description: text(`translations.${code}.description`) });
  return { fr: language('fr'), en: language('en') };
}

/**
 * The French and English texts of the admin's AttributeTranslationFields as the engine's
 * attribute `translations`: choice labels line by line against the German values (`values`); a
 * line beyond them is sent as it is, so the engine names it (decision 974).
 */
export function attributeTranslationsOf(form: FormData, values: readonly string[]) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const language = (code: 'fr' | 'en') => {
    const lines = String(form.get(`translations.${code}.values`) ?? '')
      .split('\n')
      .map((line) => line.trim());
    while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
    const labels = Object.fromEntries(lines.map((line, index) => [values[index] ?? line, line]).filter(([, line]) => line !== ''));
    return { name: text(`translations.${code}.name`), values: labels };
  };
  return { fr: language('fr'), en: language('en') };
}
