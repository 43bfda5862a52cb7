import { DOMESTIC_COUNTRY_CODES, countriesSortedBy, countryName, languageOf } from '@shop/engine/browser';
import { useLocale } from '../lib/i18n';

/**
 * A country as a select: names in the reader's language, Switzerland and Liechtenstein
 * first, then every other country alphabetically — never a free-text ISO code ('Schweiz' was saved
 * as SC, the Seychelles).
 */
export function CountrySelect({ id, name, label, defaultValue = 'CH', errors }: { id: string; name: string; label: string; defaultValue?: string; errors?: readonly string[] | undefined }) {
  const locale = useLocale();
  const language = languageOf(locale);
  const others = countriesSortedBy(language).filter((country) => !DOMESTIC_COUNTRY_CODES.includes(country.code));
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select id={id} name={name} defaultValue={defaultValue} required aria-invalid={errors?.length ? true : undefined} autoComplete="country">
        {DOMESTIC_COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {countryName(code, language)}
          </option>
        ))}
        <option disabled value="">
          ──────────
        </option>
        {others.map((country) => (
          <option key={country.code} value={country.code}>
            {country.names[language]}
          </option>
        ))}
      </select>
      {errors?.map((error) => (
        <p key={error} className="form-field__error" role="alert">
          {error}
        </p>
      ))}
    </div>
  );
}
