import { countryName, formatChf, formatPercent, languageOf, shopperCountryChoices, translateError, translateValidation, VAT_RATE_STRING } from '@shop/engine/browser';
import { useId } from 'react';
import { cartActions } from '../cart';
import { pricingZipCode } from '../cart-lines';
import type { CartPricing } from '../cart-pricing';
import { cartTotals } from '../cart-view';
import { ct } from '../../i18n/i18n-checkout';
import { usePrefillShippingZip } from '../shipping-zip';
import { useLocale, useT } from '../../i18n/i18n';

/**
 * The cart's total block (R000-2.86–2.88): net total with the discount as a percentage, 'Versand
 * nach' with the shipping cost for a valid Swiss postal code, VAT 8.1 % and the grand total. The
 * amounts are the server's totals; VAT and grand total by the engine's rule on them (cartTotals).
 */
export function CartTotal({ zipCode, country = 'CH', pricing }: { zipCode: string; country?: string; pricing: CartPricing }) {
  const t = useT();
  const locale = useLocale();
  const pending = t('cart.pricePending');
  const id = useId();
  // 'Versand nach' of a logged-in customer starts as the preferred shipping address (R000-6.12).
  usePrefillShippingZip();
  const domestic = country === 'CH' || country === 'LI';
  const zip = pricingZipCode(zipCode, country);
  const zipValid = zipCode.trim() === '' || zip !== undefined;
  const price = pricing.status === 'ready' ? pricing.price : undefined;
  const shipping = price?.shippingCost ?? null;
  // Only the freight the shop prices itself; abroad (the carrier quotes) and unknown codes have none — never CHF 0.00 (decision 811).
  const deliveryCost = shipping?.effectiveCost ?? null;
  const totals = price ? cartTotals(price, { deliveryCost: zip ? deliveryCost : null, country }) : undefined;
  const shippingText = !zip
    ? t('cart.enterZip')
    : !price
      ? pending
      : deliveryCost !== null
        ? `CHF ${formatChf(deliveryCost)}`
        : shipping?.reason === 'unknown_postal_code'
          ? translateError('unknownPostalCode', undefined, locale)
          : ct(locale, 'summary.shippingOnRequest');
  const amount = (value: { toString(): string } | undefined) => (value === undefined ? pending : `CHF ${formatChf(value.toString())}`);
  const discount = price?.discount ?? '0';
  return (
    <section className="cart-total" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cart-total__title">
        {t('cart.total')}
      </h2>
      <dl className="cart-total__lines">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{amount(totals?.subtotal)}</dd>
        </div>
        {Number(discount) > 0 && (
          <div>
            <dt>{t('cart.discount', { percent: formatPercent(discount, 2, locale) })}</dt>
            <dd>{totals ? `– CHF ${formatChf(totals.discountAmount.toString())}` : pending}</dd>
          </div>
        )}
        <div className="cart-total__net">
          <dt>{Number(discount) > 0 ? t('cart.netTotalWithDiscount', { percent: formatPercent(discount, 2, locale) }) : t('cart.netTotal')}</dt>
          <dd data-testid="cart-net-total">{amount(totals?.total)}</dd>
        </div>
        <div className="cart-total__shipping">
          <dt>
            <label htmlFor={`${id}-zip`}>{t('cart.shipTo')}</label>
            <select
              className="field__input cart-total__country"
              aria-label={ct(locale, 'address.country')}
              value={country}
              onChange={(event) => cartActions.setCountry(event.target.value)}
            >
              {shopperCountryChoices(languageOf(locale)).map((code) => (
                <option key={code} value={code}>
                  {countryName(code, languageOf(locale))}
                </option>
              ))}
            </select>
            <input
              id={`${id}-zip`}
              className="field__input cart-total__zip"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder={t('cart.zipPlaceholder')}
              maxLength={domestic ? 4 : 11}
              value={zipCode}
              aria-invalid={!zipValid}
              aria-describedby={zipValid ? undefined : `${id}-zip-error`}
              onChange={(event) => cartActions.setZipCode(event.target.value)}
            />
            {!zipValid && (
              <span id={`${id}-zip-error`} className="field__error" role="alert">
                {translateValidation(domestic ? 'plz' : 'plzNonCH', undefined, locale)}
              </span>
            )}
          </dt>
          {/* The amount named: below the fields it would otherwise stand alone (decision 1086). */}
          <dd className="cart-total__shipping-cost">
            <span className="cart-total__shipping-label">{ct(locale, 'summary.shipping')}</span>
            <span className="cart-total__shipping-amount" data-testid="shipping-cost">{shippingText}</span>
          </dd>
        </div>
        <div>
          <dt>{t('cart.vat', { rate: totals ? formatPercent(totals.vatRate.toString(), 2, locale) : formatPercent(VAT_RATE_STRING, 2, locale) })}</dt>
          <dd data-testid="cart-vat">{amount(totals?.vat)}</dd>
        </div>
        <div className="cart-total__grand">
          <dt>{t('cart.grandTotal')}</dt>
          <dd data-testid="cart-grand-total">{amount(totals?.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
