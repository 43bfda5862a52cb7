import type { CustomerShipmentTracking } from '@shop/engine';
import { useFedexText } from '../../i18n/i18n-fedex';

/** 2026-11-26 → 26.11.2026 (000 §9 date format). */
const swissDate = (date: string): string => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/**
 * The FedEx shipments of an order on the customer's order page: the state in words
 * and each tracking number with a link to FedEx's tracking page. Nothing while none is confirmed.
 */
export function OrderTracking({ shipments }: { shipments: CustomerShipmentTracking[] }) {
  const t = useFedexText();
  if (shipments.length === 0) return null;
  return (
    <div className="order-tracking" data-testid="order-tracking">
      <h3>{t('tracking.title')}</h3>
      {shipments.map((shipment) => (
        <div key={shipment.packages[0]?.trackingNumber ?? shipment.shipDate}>
          <p>
            {shipment.status === 'PICKUP_BOOKED' && shipment.pickupDate
              ? t('tracking.status.PICKUP_BOOKED', { date: swissDate(shipment.pickupDate) })
              : t('tracking.status.LABEL_CREATED', { date: swissDate(shipment.shipDate) })}
          </p>
          <ul>
            {shipment.packages.map((item) => (
              <li key={item.trackingNumber}>
                {t('tracking.number')}: <strong>{item.trackingNumber}</strong>{' '}
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {t('tracking.link')}
                  {/* The visible words begin the link's name (WCAG 2.5.3, decision 1098); the rest for screen readers. */}
                  <span className="visually-hidden"> {t('tracking.linkLabel', { number: item.trackingNumber })}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
