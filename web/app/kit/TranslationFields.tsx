import type { CatalogueTranslations } from '@shop/engine/browser';

/** The shop's languages besides German, as the back office names them. */
export const TRANSLATION_LANGUAGES = [
  { code: 'fr', label: 'Französisch' },
  { code: 'en', label: 'Englisch' },
] as const;

/**
 * The French and English name and description of a category or product (decision 967):
 * one group per language; the German text is the placeholder, which the shop shows where a
 * field stays empty. `translationsOf` (lib/translation-fields.ts) reads them back.
 */
export function TranslationFields({
  german,
  translations,
  errorOf,
}: {
  german: { name: string; description: string | null };
  translations: CatalogueTranslations | null | undefined;
  errorOf: (name: string) => string | undefined;
}) {
  return (
    <>
      {TRANSLATION_LANGUAGES.map(({ code, label }) => (
        <fieldset key={code} className="admin-translation" aria-label={label}>
          <legend>{label} (leer: deutscher Text)</legend>
          <label>
            Name {label.toLowerCase()}
            <input name={`translations.${code}.name`} defaultValue={translations?.[code]?.name ?? ''} placeholder={german.name} maxLength={300} lang={code} />
            {errorOf(`translations.${code}.name`) && <span className="field-error">{errorOf(`translations.${code}.name`)}</span>}
          </label>
          <label>
            Beschreibung {label.toLowerCase()}
            <textarea name={`translations.${code}.description`} rows={3} defaultValue={translations?.[code]?.description ?? ''} placeholder={german.description ?? ''} lang={code} />
            {errorOf(`translations.${code}.description`) && <span className="field-error">{errorOf(`translations.${code}.description`)}</span>}
          </label>
        </fieldset>
      ))}
    </>
  );
}
