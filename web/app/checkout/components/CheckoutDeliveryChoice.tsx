import type { CheckoutSummary } from '@shop/engine';
import { deliveryModeLabel, formatChf } from '@shop/engine/browser';
import { useCompany } from '../../kit/company';
import { formatDate, useCheckoutText } from '../../i18n/i18n-checkout';
import { CheckoutChoiceForm } from './CheckoutChoiceForm';

type DeliveryOffer = CheckoutSummary['deliveryChoices'][number];

/**
 * The summary's ways of a domestic delivery (decision 1140): the truck and the parcel by post,
 * cheaper first, each with its freight and expected date; choosing one re-prices the freight.
 */
export function CheckoutDeliveryChoice({ offers, chosen, errors }: { offers: DeliveryOffer[]; chosen: string; errors?: string[] | undefined }) {
  const { t, locale } = useCheckoutText();
  const company = useCompany();
  return (
    <CheckoutChoiceForm id="way-title" title={t('way.title')} hint={t('way.hint')} intent="deliveryChoice" apply={t('way.apply')} errors={errors}>
      {offers.map((offer) => (
        <label key={offer.mode} className="checkout-option" data-testid={`way-${offer.mode}`}>
          <input type="radio" name="deliveryMode" value={offer.mode} defaultChecked={offer.mode === chosen} />
          <strong>{deliveryModeLabel(offer.mode, locale, company)}</strong>
          <span>{offer.effectiveCost === null ? t('summary.shippingOnRequest') : `CHF ${formatChf(offer.effectiveCost)}`}</span>
          <span className="form-hint">
            {offer.parcels ? `${offer.parcels === 1 ? t('way.oneParcel') : t('way.parcels', { count: offer.parcels })} · ` : null}
            {offer.expectedDate ? t('carrier.deliveryDate', { date: formatDate(offer.expectedDate, locale) }) : null}
          </span>
        </label>
      ))}
    </CheckoutChoiceForm>
  );
}
