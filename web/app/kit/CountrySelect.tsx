import { countryName, languageOf, shopperCountryChoices } from '@shop/engine/browser';
import { useLocale } from '../i18n/i18n';

/**
 * A country of a shopper's address as a select: the countries the shop delivers to
 * (shopperCountryChoices: CH and LI first, then the neighbours by their name in the reader's
 * language; an address staff saved abroad keeps its country) — never a free-text ISO code
 * ('Schweiz' was saved as SC, the Seychelles).
 */
export function CountrySelect({ id, name, label, defaultValue = 'CH', errors }: { id: string; name: string; label: string; defaultValue?: string; errors?: readonly string[] | undefined }) {
  const locale = useLocale();
  const language = languageOf(locale);
  const choices = shopperCountryChoices(language, defaultValue);
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
        {choices.map((code) => (
          <option key={code} value={code}>
            {countryName(code, language)}
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
