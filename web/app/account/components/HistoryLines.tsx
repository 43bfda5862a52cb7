import { formatChf, formatPercent, isPickup } from '@shop/engine/browser';
import type { HistoryPosition } from '@shop/engine';
import { AddressBlock, type ShownAddress } from '../../checkout/components/CheckoutAddressFields';
import { useLocale } from '../../i18n/i18n';
import { useHistoryText } from '../../i18n/i18n-history';

const chf = (value: string | null, noPrice: string) => (value === null ? noPrice : `CHF ${formatChf(value)}`);

/**
 * The positions of an order or a quote on the buyer's pages: quantity, name, article
 * number, the configuration in words (the engine's `properties`), own reference, status when the
 * caller has one, price per piece and line price as the engine computed them.
 */
export function HistoryLines({ positions, statusOf }: { positions: readonly HistoryPosition[]; statusOf?: (position: HistoryPosition) => string }) {
  const t = useHistoryText();
  return (
    <div className={`order-lines${statusOf ? '' : ' order-lines--no-status'}`} role="table" aria-label={t('order.positions')}>
      <div className="order-lines__head" role="row">
        <span role="columnheader">{t('order.quantity')}</span>
        <span role="columnheader">{t('order.article')}</span>
        {statusOf && <span role="columnheader">{t('order.positionStatus')}</span>}
        <span role="columnheader">{t('order.pricePerOne')}</span>
        <span role="columnheader">{t('order.lineTotal')}</span>
      </div>
      {positions.map((position) => (
        <div key={position.id} className={`order-lines__row${position.parentId !== null ? ' order-lines__row--child' : ''}`} role="row">
          <span role="cell" className="order-lines__qty">
            {position.quantity}×
          </span>
          <span role="cell" className="order-lines__article">
            <strong>{position.name}</strong>
            {position.articleNumber && <small> {position.articleNumber}</small>}
            {position.properties.length > 0 && (
              <dl className="property-list property-list--compact">
                {position.properties.map((property) => (
                  <div key={property.key} className="property-list__row">
                    <dt>{property.name}</dt>
                    <dd>{property.value}</dd>
                  </div>
                ))}
              </dl>
            )}
            {position.customerRef && <small>{t('order.yourRef', { ref: position.customerRef })}</small>}
          </span>
          {statusOf && <span role="cell">{statusOf(position)}</span>}
          <span role="cell" className="order-lines__money">
            {position.type === 'PRODUCT' ? chf(position.pricePerOne, t('order.noPrice')) : ''}
          </span>
          <span role="cell" className="order-lines__money">
            {position.type === 'PRODUCT' && position.linePrice !== null ? chf(position.linePrice, '') : ''}
          </span>
        </div>
      ))}
    </div>
  );
}

/** What the totals list of an order or a quote needs; every amount a money string from the engine. */
export interface HistoryTotalsValues {
  subtotal: string | null;
  discount: string;
  discountAmount: string | null;
  deliveryCost: string | null;
  hasVat: boolean;
  vatAmount: string | null;
  vatRate: string;
  grandTotal: string | null;
}

/** Subtotal, discount, delivery, VAT and grand total; only formats what the engine sent. */
export function HistoryTotals({ totals, grandTotalLabel }: { totals: HistoryTotalsValues; grandTotalLabel?: string }) {
  const t = useHistoryText();
  const locale = useLocale();
  return (
    <dl className="checkout-totals order-totals">
      {totals.subtotal !== null && (
        <>
          <dt>{t('order.subtotal')}</dt>
          <dd>CHF {formatChf(totals.subtotal)}</dd>
        </>
      )}
      {totals.discountAmount !== null && Number(totals.discount) > 0 && (
        <>
          <dt>{t('order.discount', { percent: formatPercent(totals.discount, 2, locale) })}</dt>
          <dd>– CHF {formatChf(totals.discountAmount)}</dd>
        </>
      )}
      <dt>{t('order.deliveryCost')}</dt>
      <dd>{totals.deliveryCost === null ? t('order.noPrice') : Number(totals.deliveryCost) === 0 ? t('order.free') : `CHF ${formatChf(totals.deliveryCost)}`}</dd>
      {totals.hasVat && totals.vatAmount !== null && (
        <>
          <dt>{t('order.vat', { rate: formatPercent(totals.vatRate, 1, locale).replace(/ %$/, '') })}</dt>
          <dd>CHF {formatChf(totals.vatAmount)}</dd>
        </>
      )}
      <dt>
        <strong>{grandTotalLabel ?? t('order.grandTotal')}</strong>
      </dt>
      <dd>
        <strong>{chf(totals.grandTotal, t('order.noPrice'))}</strong>
      </dd>
    </dl>
  );
}

/** The invoice and delivery address sections of an order or a quote (pickup: no delivery address). */
export function HistoryAddresses({ request }: { request: { invoiceAddress: ShownAddress | null; invoiceEmail: string | null; deliveryAddress: ShownAddress | null; deliveryType: number | null } }) {
  const t = useHistoryText();
  const locale = useLocale();
  return (
    <>
      <section>
        <h2>{t('order.invoiceAddress')}</h2>
        {request.invoiceAddress ? <AddressBlock address={request.invoiceAddress} locale={locale} /> : <p>–</p>}
        {request.invoiceEmail && <p>{request.invoiceEmail}</p>}
      </section>
      <section>
        <h2>{t('order.deliveryAddress')}</h2>
        {!isPickup(request.deliveryType) && request.deliveryAddress ? <AddressBlock address={request.deliveryAddress} locale={locale} /> : <p>–</p>}
      </section>
    </>
  );
}
