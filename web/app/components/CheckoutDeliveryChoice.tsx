import type { CheckoutSummary } from '@shop/engine';
import { deliveryModeLabel, formatChf } from '@shop/engine/browser';
import { Form, useSubmit } from 'react-router';
import { useCompany } from '../lib/company';
import { formatDate, useCheckoutText } from '../lib/i18n-checkout';

type DeliveryOffer = CheckoutSummary['deliveryChoices'][number];

/**
 * The summary's ways of a domestic delivery (decision 1140): the truck and the parcel by post,
 * cheaper first, each with its freight and expected date; choosing one re-prices the freight
 * (a change submits at once; the button serves a browser without JavaScript).
 */
export function CheckoutDeliveryChoice({ offers, chosen, errors }: { offers: DeliveryOffer[]; chosen: string; errors?: string[] | undefined }) {
  const { t, locale } = useCheckoutText();
  const company = useCompany();
  const submit = useSubmit();
  return (
    <section className="checkout-summary__block checkout-carrier" aria-labelledby="way-title">
      <h2 id="way-title">{t('way.title')}</h2>
      <Form method="post" className="checkout-form" onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}>
        <input type="hidden" name="intent" value="deliveryChoice" />
        <fieldset className="checkout-fieldset">
          <legend className="form-hint">{t('way.hint')}</legend>
          {offers.map((offer) => (
            <label key={offer.mode} className="checkout-option" data-testid={`way-${offer.mode}`}>
              <input type="radio" name="deliveryMode" value={offer.mode} defaultChecked={offer.mode === chosen} />
              <strong>{deliveryModeLabel(offer.mode, locale, company)}</strong>
              <span>{offer.effectiveCost === null ? t('summary.shippingOnRequest') : `CHF ${formatChf(offer.effectiveCost)}`}</span>
              <span className="form-hint">
                {offer.parcels ? `${t('way.parcels', { count: offer.parcels })} · ` : null}
                {offer.expectedDate ? t('carrier.deliveryDate', { date: formatDate(offer.expectedDate, locale) }) : null}
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
            {t('way.apply')}
          </button>
        </noscript>
      </Form>
    </section>
  );
}
