import { deliveryTypeLabel, formatChf, translateMessage } from '@shop/engine/browser';
import { useEffect, useRef, useState } from 'react';
import { Link, data, useFetcher, useLoaderData } from 'react-router';
import type { Route } from './+types/bestellung';
import { GUARDS } from '@shop/engine/browser';
import { OrderTracking } from '../components/OrderTracking';
import { productImageUrl } from '../../shop/components/ProductImage';
import { cartActions } from '../../checkout/cart';
import { engineContext } from '../../server/engine-context';
import { requirePage } from '../../server/guards.server';
import { useLocale, type WebMessageId } from '../../i18n/i18n';
import { historyText, useHistoryText } from '../../i18n/i18n-history';
import { localeOfMatches } from '../../i18n/i18n-shop';
import { shopDate } from '../../kit/dates';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { textParam } from '../../kit/route-params.server';
import buyerStylesHref from '../../styles/buyer.css?url';
import { orderStatusKey } from '@shop/engine/browser';
import { ProfileNav } from './nav';
import { HistoryAddresses, HistoryLines, HistoryTotals } from '../components/HistoryLines';

/** The order-level completion indicators (000 §4) in the order the page shows them. */
const INDICATORS = [
  ['receiptConfirmation', 'orders.receiptConfirmation'],
  ['delivered', 'orders.delivered'],
  ['invoiced', 'orders.invoiced'],
  ['payment', 'orders.payment'],
] as const satisfies readonly (readonly [string, WebMessageId])[];

export const meta: Route.MetaFunction = ({ matches, params }) => pageMeta({ title: historyText(localeOfMatches(matches), 'order.title', { id: params.orderNumber }) });
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: buyerStylesHref }];

/**
 * /user/profile/bestellungen/{number}: one of the customer's orders — positions with
 * their configuration in words and their status, addresses, delivery, totals and payment state —
 * with the PDF, 'Nochmals bestellen' (into the cart at today's prices, saying what changed) and
 * 'Jetzt bezahlen' while an online payment is open.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const engine = context.get(engineContext);
  try {
    const order = await engine.orders.history.orderDetail(ctx, textParam(params, 'orderNumber'));
    const label = (key: string) => translateMessage(key, undefined, ctx.locale);
    return {
      order,
      status: label(`orderStatus.${orderStatusKey(order.orderStatusId)}`),
      paymentMethod: order.paymentMethodId === null ? null : label(`quote.paymentMethod.${order.paymentMethodId}`),
      positionStatus: Object.fromEntries(order.positions.map((position) => [position.id, position.status === null ? '' : label(`positionStatus.${position.status}`)])),
      indicators: INDICATORS.map(([key, name]) => ({ key, name, state: order.indicators[key] ?? '', label: label(`completion.${order.indicators[key]}`) })),
      payPath: order.payable ? `/checkout/bezahlen/${engine.payments.payAgainToken(order.id)}` : null,
      // FedEx tracking numbers of the order.
      tracking: await engine.shipments.trackingOfOrder(ctx, order.id),
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  try {
    const plan = await context.get(engineContext).orders.history.reorder(ctx, textParam(params, 'orderNumber'));
    return data({ plan, at: Date.now() });
  } catch (error) {
    throw toRouteError(error);
  }
}

export default function OrderPage() {
  const t = useHistoryText();
  const locale = useLocale();
  const { order, status, paymentMethod, positionStatus, indicators, payPath, tracking } = useLoaderData<typeof loader>();
  const reorder = useFetcher<typeof action>();
  const added = useRef<number | null>(null);
  const notice = useRef<HTMLDivElement>(null);
  const [changes, setChanges] = useState<string[] | null>(null);
  const plan = reorder.data?.plan;
  useEffect(() => {
    if (!plan || !reorder.data || added.current === reorder.data.at) return;
    added.current = reorder.data.at;
    const lines: string[] = [];
    for (const line of plan.lines) {
      cartActions.add({
        product: { id: line.productId, name: line.name, articleNumber: line.articleNumber },
        configuration: line.configuration,
        quantity: line.quantity,
        productImageUrl: productImageUrl(line.articleNumber),
        ...(line.customerRef ? { customerRef: line.customerRef } : {}),
      });
      if (line.pricePerOne === null) lines.push(t('order.noPriceToday', { name: line.name }));
      else if (line.orderedPricePerOne !== null && line.pricePerOne !== line.orderedPricePerOne)
        lines.push(t('order.priceChanged', { name: line.name, now: formatChf(line.pricePerOne), then: formatChf(line.orderedPricePerOne) }));
    }
    if (lines.length === 0 && plan.lines.length > 0) lines.push(t('order.priceSame'));
    if (plan.unavailable.length > 0) lines.push(t('order.unavailable', { names: plan.unavailable.join(', ') }));
    setChanges(lines);
  }, [plan, reorder.data, t]);
  useEffect(() => {
    if (changes) notice.current?.focus();
  }, [changes]);
  return (
    <section className="container account-page order-page">
      <p>
        <Link to="/user/profile/bestellungen">{t('order.back')}</Link>
      </p>
      <h1>{t('order.title', { id: order.formattedId })}</h1>
      <ProfileNav />
      <div className="order-page__head">
        <p>
          {shopDate(order.createdAt, locale)}
          {order.orderReference && <> · {t('order.yourRef', { ref: order.orderReference })}</>}
        </p>
        <p className="history-row__state">
          <span className={`status-badge status-badge--${orderStatusKey(order.orderStatusId).toLowerCase()}`}>{status}</span>
          <span className={`status-badge ${order.paymentStatusId === 1 ? 'status-badge--paid' : 'status-badge--open'}`}>
            {t('history.payment')}: {order.paymentStatusId === 1 ? t('history.paid') : t('history.open')}
          </span>
        </p>
        <dl className="order-indicators" aria-label={t('history.state')}>
          {indicators.map((indicator) => (
            <div key={indicator.key} data-state={indicator.state}>
              <dt>{t(indicator.name)}</dt>
              <dd>{indicator.label}</dd>
            </div>
          ))}
        </dl>
        <div className="order-page__actions">
          <a className="button" href={`/user/profile/bestellungen/${encodeURIComponent(order.formattedId)}/pdf`} download>
            {t('order.pdf')}
          </a>
          <reorder.Form method="post">
            <button type="submit" className="button button--primary" disabled={reorder.state !== 'idle'}>
              {t('order.reorder')}
            </button>
          </reorder.Form>
          {payPath && (
            <a className="button button--primary" href={payPath}>
              {t('history.payNow')}
            </a>
          )}
        </div>
      </div>
      {changes && (
        <div className="reorder-notice" role="status" tabIndex={-1} ref={notice}>
          <p>
            <strong>{t('order.reordered')}</strong>
          </p>
          <ul>
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Link to="/checkout" className="button button--primary">
            {t('order.toCart')}
          </Link>
        </div>
      )}
      <h2>{t('order.positions')}</h2>
      <HistoryLines positions={order.positions} statusOf={(position) => positionStatus[position.id] ?? ''} />
      <div className="order-page__grid">
        <HistoryAddresses request={order} />
        <section>
          <h2>{t('order.delivery')}</h2>
          <p>{deliveryTypeLabel(order.deliveryType, locale)}</p>
          {order.requestedDeliveryDate && (
            <p>
              {t('order.requestedDate')}: {formatIso(order.requestedDeliveryDate)}
              {order.pickupSlot && <> · {t('order.pickup', { slot: order.pickupSlot })}</>}
            </p>
          )}
          {order.confirmedDeliveryDate && (
            <p>
              {t('order.confirmedDate')}: {formatIso(order.confirmedDeliveryDate)}
            </p>
          )}
          {order.comment && (
            <p>
              {t('order.comment')}: {order.comment}
            </p>
          )}
          <OrderTracking shipments={tracking} />
        </section>
        <section>
          <h2>{t('history.payment')}</h2>
          <p>
            {t('order.paymentMethod')}: {paymentMethod ?? '–'}
          </p>
          <p>
            {t('order.paymentState')}: {order.paymentStatusId === 1 ? t('history.paid') : t('history.open')}
          </p>
        </section>
      </div>
      <HistoryTotals totals={order} />
    </section>
  );
}

const formatIso = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
