import type { CheckoutSummary } from '@shop/engine';
import { formatChf } from '@shop/engine/browser';
import { formatDate, useCheckoutText } from '../../i18n/i18n-checkout';
import { CheckoutChoiceForm } from './CheckoutChoiceForm';

type RateQuote = NonNullable<CheckoutSummary['carrier']>['rates'][number];

/**
 * The summary's FedEx services for a delivery abroad or by FedEx (decision 745): each
 * with FedEx's price, transit days and expected delivery day; choosing one re-prices the freight.
 */
export function CheckoutCarrierChoice({ rates, chosen, errors }: { rates: RateQuote[]; chosen: string; errors?: string[] | undefined }) {
  const { t, locale } = useCheckoutText();
  return (
    <CheckoutChoiceForm id="carrier-title" title={t('carrier.title')} hint={t('carrier.hint')} intent="carrierService" apply={t('carrier.apply')} errors={errors}>
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
    </CheckoutChoiceForm>
  );
}
