import { deliveryTypeLabel, translateMessage } from '@shop/engine/browser';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/offerte';
import { GUARDS } from '@shop/engine/browser';
import { HistoryAddresses, HistoryLines, HistoryTotals } from '../components/HistoryLines';
import { engineContext } from '../../server/engine-context';
import { requirePage } from '../../server/guards.server';
import { shopDate } from '../../kit/dates';
import { useLocale } from '../../i18n/i18n';
import { useHistoryText } from '../../i18n/i18n-history';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { textParam } from '../../kit/route-params.server';
import buyerStylesHref from '../../styles/buyer.css?url';
import { ProfileNav } from './nav';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ title: loaderData?.title ?? '' });
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: buyerStylesHref }];

/**
 * /user/profile/offerten/{number} (decision 1005): one of the customer's quotes —
 * positions with their configuration in words, validity (created + validity days), time to
 * deliver, addresses, delivery, totals and its state (open, expired, ordered) — with the quote PDF
 * and, while it can be ordered, the way to /checkout-quote/{uuid}. Another customer's quote: 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  try {
    const quote = await context.get(engineContext).quotes.history.quoteDetail(ctx, textParam(params, 'quoteNumber'));
    const label = (key: string, values?: Record<string, string>) => translateMessage(key, values, ctx.locale);
    return {
      quote,
      title: label('quote.number', { number: quote.formattedId }),
      state: label(`quote.state.${quote.state}`),
      // What the customer can do with it now, in words (engine catalogue, de/fr/en).
      notice:
        quote.state === 'EXPIRED'
          ? label('quote.expired')
          : quote.state === 'ORDERED' && quote.orderNumber
            ? label('quote.orderedAs', { orderNumber: quote.orderNumber })
            : quote.state === 'OPEN' && !quote.orderable
              ? label('quote.inProgress')
              : null,
      toOrder: label('quote.toOrder'),
      validUntil: quote.validUntilDate ? label('quote.validUntil', { date: shopDate(quote.validUntilDate, ctx.locale) }) : null,
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

export default function QuotePage() {
  const t = useHistoryText();
  const locale = useLocale();
  const { quote, title, state, notice, toOrder, validUntil } = useLoaderData<typeof loader>();
  return (
    <section className="container account-page order-page quote-page">
      <p>
        <Link to="/user/profile/offerten">{t('quote.back')}</Link>
      </p>
      <h1>{title}</h1>
      <ProfileNav />
      <div className="order-page__head">
        <div>
          <p className="quote-page__facts">
            <span>{shopDate(quote.createdAt, locale)}</span>
            {quote.orderReference && <span>{t('order.yourRef', { ref: quote.orderReference })}</span>}
            {validUntil && <span data-testid="quote-valid-until">{validUntil}</span>}
            <span>{t('quote.timeToDeliver', { days: quote.timeToDeliver })}</span>
          </p>
        </div>
        <p className="history-row__state">
          <span className={`status-badge status-badge--${quote.state.toLowerCase()}`} data-testid="quote-state">
            {state}
          </span>
        </p>
        <div className="order-page__actions">
          <a className="button" href={`/user/profile/offerten/${encodeURIComponent(quote.formattedId)}/pdf`} download>
            {t('order.pdf')}
          </a>
          {quote.orderable && (
            <Link className="button button--primary" to={quote.checkoutPath}>
              {toOrder}
            </Link>
          )}
        </div>
      </div>
      {(notice || quote.orderable) && (
        <div className="quote-page__order" role="status">
          {notice && <p>{notice}</p>}
          {quote.orderable && <p>{t('quote.pinHint')}</p>}
          {quote.orderNumber && (
            <p>
              <Link to={`/user/profile/bestellungen/${encodeURIComponent(quote.orderNumber)}`}>{t('quote.toOrderPage', { id: quote.orderNumber })}</Link>
            </p>
          )}
        </div>
      )}
      <h2>{t('order.positions')}</h2>
      <HistoryLines positions={quote.positions} />
      <div className="order-page__grid">
        <HistoryAddresses request={quote} />
        <section>
          <h2>{t('order.delivery')}</h2>
          <p>{deliveryTypeLabel(quote.deliveryType, locale)}</p>
          {quote.requestedDeliveryDate && (
            <p>
              {t('order.requestedDate')}: {shopDate(quote.requestedDeliveryDate, locale)}
              {quote.pickupSlot && <> · {t('order.pickup', { slot: quote.pickupSlot })}</>}
            </p>
          )}
          {quote.comment && (
            <p>
              {t('order.comment')}: {quote.comment}
            </p>
          )}
        </section>
      </div>
      <HistoryTotals totals={quote} {...(quote.finalPrice ? { grandTotalLabel: t('quote.finalPrice') } : {})} />
    </section>
  );
}
