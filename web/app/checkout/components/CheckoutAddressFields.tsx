import type { DraftAddress } from '@shop/engine';
import { countryName, languageOf, shopperCountryChoices, type Locale, type PostalAddressLike, type PostalLines } from '@shop/engine/browser';
import { useCheckoutText, type CheckoutMessageId } from '../../i18n/i18n-checkout';
import { FormField } from '../../kit/FormField';


type AddressValues = Partial<Pick<DraftAddress, 'name' | 'addition' | 'street' | 'zipCode' | 'city' | 'country'>>;

/** The fields of a new address, named `prefix.name` … as the engine's field errors are. */
export function CheckoutAddressFields({
  prefix,
  values,
  errors,
  required = true,
}: {
  prefix: string;
  values?: AddressValues | null | undefined;
  errors: Record<string, string[]> | undefined;
  /** false while the fields are one choice among saved addresses (the server checks them when chosen). */
  required?: boolean;
}) {
  const { t, locale } = useCheckoutText();
  const input = (name: keyof AddressValues, label: CheckoutMessageId, options: { required?: boolean; autoComplete?: string } = {}) => (
    <FormField
      label={t(label)}
      name={`${prefix}.${name}`}
      required={required && options.required !== false}
      defaultValue={values?.[name] ?? ''}
      autoComplete={options.autoComplete}
      errors={errors?.[`${prefix}.${name}`]}
    />
  );
  const countryErrors = errors?.[`${prefix}.country`];
  return (
    <>
      {input('name', 'address.name', { autoComplete: 'organization' })}
      {input('addition', 'address.addition', { required: false })}
      {input('street', 'address.street', { autoComplete: 'address-line1' })}
      {input('zipCode', 'address.zipCode', { autoComplete: 'postal-code' })}
      {input('city', 'address.city', { autoComplete: 'address-level2' })}
      <div className="form-field">
        <label htmlFor={`field-${prefix}-country`}>
          {t('address.country')}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        <select id={`field-${prefix}-country`} name={`${prefix}.country`} defaultValue={values?.country ?? 'CH'} aria-invalid={countryErrors?.length ? true : undefined}>
          {shopperCountryChoices(languageOf(locale)).map((code) => (
            <option key={code} value={code}>
              {countryName(code, languageOf(locale))}
            </option>
          ))}
        </select>
        {countryErrors?.map((error) => (
          <p key={error} className="form-field__error" role="alert">
            {error}
          </p>
        ))}
      </div>
    </>
  );
}

/** What an address block shows of an address (a checkout draft's, an order's). */
export type ShownAddress = PostalLines & Pick<PostalAddressLike, 'addition'>;

/**
 * An address as a block of lines: 'CH-8001 Zürich' in the checkout; with `locale` (the profile's
 * orders) the postal code and city, then the country's name in that language.
 */
export function AddressBlock({ address, locale }: { address: ShownAddress; locale?: Locale }) {
  return (
    <address>
      {address.name}
      {address.addition && (
        <>
          <br />
          {address.addition}
        </>
      )}
      <br />
      {address.street}
      <br />
      {locale ? (
        <>
          {address.zipCode} {address.city}
          <br />
          {countryName(address.country, languageOf(locale))}
        </>
      ) : (
        <>
          {address.country}-{address.zipCode} {address.city}
        </>
      )}
    </address>
  );
}
