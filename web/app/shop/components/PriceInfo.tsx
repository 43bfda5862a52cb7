import type { UnavailableReason } from '@shop/engine';
import { formatChf } from '@shop/engine/browser';
import { useT } from '../../i18n/i18n';
import type { WebMessageId } from '../../i18n/i18n';
import type { GraduatedRow, LivePrice } from '../configurator/live-price';

/** Every engine reason of an unavailable price has a sentence of its own (the type checks that none is missing). */
const REASON_SENTENCES = {
  no_list_price: true,
  strategy_not_configured: true,
  workbook_missing: true,
  workbook_error: true,
  remote_unreachable: true,
  remote_invalid_answer: true,
  no_internal_price: true,
  invalid_configuration: true,
} as const satisfies Record<UnavailableReason, true>;
const REASONS = new Set<string>(Object.keys(REASON_SENTENCES));

/** The message id of an unavailable price: 'Preis auf Anfrage' and why, never the code itself. */
export function unavailableMessageId(reason: string | null | undefined): WebMessageId {
  return reason && REASONS.has(reason) ? (`price.reason.${reason}` as WebMessageId) : 'price.reason.unknown';
}

/** The sentence of an unavailable price in the shopper's language. */
export function UnavailablePrice({ reason, detail }: { reason: string | null | undefined; detail?: string | null | undefined }) {
  const t = useT();
  return (
    <p className="price-unavailable" role="status" data-testid="price-unavailable">
      {t(unavailableMessageId(reason), { detail: detail ?? '' })}
    </p>
  );
}

/** The graduated prices (Staffelpreise): from n pieces on, CHF per piece, excl. VAT. */
export function GraduatedPriceTable({ rows }: { rows: readonly GraduatedRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <table className="graduated-prices" data-testid="graduated-prices">
      <caption>
        {t('price.graduated')} ({t('price.exclVat')})
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('price.fromPieces')}</th>
          <th scope="col">{t('price.chfPerPiece')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.quantity}>
            <td>{row.quantity}</td>
            <td>{formatChf(row.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A line's live price: per piece and total for the quantity, excl. VAT, with the graduated table;
 * while asking 'Preis wird berechnet …'; unavailable as its sentence.
 */
export function LivePriceBox({ price, quantity }: { price: LivePrice; quantity: number }) {
  const t = useT();
  if (price.status === 'pending') {
    return (
      <div className="live-price" aria-live="polite" aria-busy="true">
        <p className="live-price__pending">{t('price.pending')}</p>
      </div>
    );
  }
  if (price.status === 'invalid') {
    return (
      <div className="live-price" aria-live="polite" data-testid="live-price-invalid">
        <p className="price-unavailable">{t('price.notOrderable')}</p>
        <ul className="live-price__problems">
          {price.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (price.status === 'failed') {
    return (
      <div className="live-price" aria-live="polite">
        <p className="price-unavailable">{t('price.failed')}</p>
      </div>
    );
  }
  const { item } = price;
  return (
    <div className="live-price" aria-live="polite">
      {item.available && item.pricePerOne !== null ? (
        <>
          <p className="live-price__piece" data-testid="live-price-per-one">
            {t('price.perPieceExclVat', { price: formatChf(item.pricePerOne) })}
          </p>
          {item.linePrice !== null && (
            <p className="live-price__total" data-testid="live-line-price">
              {t('price.lineTotal', { quantity, total: formatChf(item.linePrice) })}
            </p>
          )}
        </>
      ) : (
        <UnavailablePrice reason={item.reason} detail={item.detail} />
      )}
      <GraduatedPriceTable rows={item.graduatedPrice} />
    </div>
  );
}
