import type { CheckoutSummary } from '@shop/engine';
import { formatChf } from '@shop/engine/browser';
import { Form, useSubmit } from 'react-router';
import { formatDate, useCheckoutText } from '../lib/i18n-checkout';

type RateQuote = NonNullable<CheckoutSummary['carrier']>['rates'][number];

/**
 * The summary's FedEx services for a delivery abroad or by FedEx (decision 745): each
 * with FedEx's price, transit days and expected delivery day; choosing one re-prices the freight
 * (a change submits at once; the button serves a browser without JavaScript).
 */
export function CheckoutCarrierChoice({ rates, chosen, errors }: { rates: RateQuote[]; chosen: string; errors?: string[] | undefined }) {
  const { t, locale } = useCheckoutText();
  const submit = useSubmit();
  return (
    <section className="checkout-summary__block checkout-carrier" aria-labelledby="carrier-title">
      <h2 id="carrier-title">{t('carrier.title')}</h2>
      <Form method="post" className="checkout-form" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
        <input type="hidden" name="intent" value="carrierService" />
        <fieldset className="checkout-fieldset">
          <legend className="form-hint">{t('carrier.hint')}</legend>
          {rates.map((rate) => (
            <label key={rate.serviceType} className="checkout-option" data-testid={`carrier-${rate.serviceType}`}>
              <input type="radio" name="carrierServiceType" value={rate.serviceType} defaultChecked={rate.serviceType === chosen} />
              <strong>{rate.serviceName}</strong>
              <span>CHF {formatChf(rate.amount)}</span>
              <span className="form-hint">
                {rate.transitDays === null ? null : rate.transitDays === 1 ? t('carrier.oneDay') : t('carrier.days', { days: rate.transitDays })}
                {rate.deliveryDate ? ` · ${t('carrier.deliveryDate', { date: formatDate(rate.deliveryDate, locale) })}` : null}
              </span>
            </label>
          ))}
          {errors?.map((error) => (
            <p key={error} className="form-field__error" role="alert">
              {error}
            </p>
          ))}
        </fieldset>
        <noscript>
          <button type="submit" className="button">
            {t('carrier.apply')}
          </button>
        </noscript>
      </Form>
    </section>
  );
}
