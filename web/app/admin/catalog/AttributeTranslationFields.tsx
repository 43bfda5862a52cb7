import type { AttributeTranslations } from '@shop/engine/browser';
import { TRANSLATION_LANGUAGES } from '../../kit/TranslationFields';

/**
 * The French and English name and choice labels of an attribute (decision 974): one group per
 * language, the German text as the placeholder (the shop shows it where a field stays empty).
 * Choice labels go one per line in the order of the German values. `attributeTranslationsOf`
 * (lib/translation-fields.ts) reads them back.
 */
export function AttributeTranslationFields({
  german,
  translations,
  errorOf,
}: {
  german: { name: string; values: readonly string[] };
  translations: AttributeTranslations | null | undefined;
  errorOf: (name: string) => string | undefined;
}) {
  return (
    <>
      {TRANSLATION_LANGUAGES.map(({ code, label }) => {
        const labels = german.values.map((value) => translations?.[code]?.values?.[value] ?? '');
        const error = errorOf(`translations.${code}.name`) ?? errorOf(`translations.${code}.values`);
        return (
          <fieldset key={code} className="admin-translation" aria-label={label}>
            <legend>{label} (leer: deutscher Text)</legend>
            <label>
              Name {label.toLowerCase()}
              <input name={`translations.${code}.name`} defaultValue={translations?.[code]?.name ?? ''} placeholder={german.name} maxLength={200} lang={code} />
            </label>
            <label>
              Auswahlwerte {label.toLowerCase()} (einer je Zeile, wie die deutschen)
              <textarea
                name={`translations.${code}.values`}
                rows={Math.max(2, german.values.length)}
                defaultValue={labels.some(Boolean) ? labels.join('\n') : ''}
                placeholder={german.values.join('\n')}
                lang={code}
              />
            </label>
            {error && <span className="field-error">{error}</span>}
          </fieldset>
        );
      })}
    </>
  );
}
