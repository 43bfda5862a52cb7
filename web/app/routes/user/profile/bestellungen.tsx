import { formatChf, formatDateCh, todayInZurich, translateMessage, weeklyWindow, type CompletionState } from '@shop/engine/browser';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/bestellungen';
import { guards } from '../../../api-routes';
import { engineContext } from '../../../lib/engine-context';
import { requirePage } from '../../../lib/guards.server';
import { t as translate, useLocale, useT, type WebMessageId } from '../../../lib/i18n';
import { localeOfMatches } from '../../../lib/i18n-shop';
import { pageMeta } from '../../../lib/meta';
import { requestContext } from '../../../lib/request-context.server';
import { ProfileNav } from './nav';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: translate(localeOfMatches(matches), 'profile.orders') });

/** The order-level completion indicators (000 §4) in the order the page shows them. */
const INDICATORS = [
  ['receiptConfirmation', 'orders.receiptConfirmation'],
  ['delivered', 'orders.delivered'],
  ['invoiced', 'orders.invoiced'],
  ['payment', 'orders.payment'],
] as const satisfies readonly (readonly [string, WebMessageId])[];

/**
 * /user/profile/bestellungen (R000-2.46): the customer's own orders, fetched in weekly date
 * windows, newest first (R000-7.37; `?woche=1` is the week before), each with its status, its
 * completion indicators and every position's status (000 §4).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(guards.auth, ctx, request);
  const engine = context.get(engineContext);
  const weeksBack = Math.min(Math.max(Number.parseInt(new URL(request.url).searchParams.get('woche') ?? '0', 10) || 0, 0), 520);
  const window = weeklyWindow(todayInZurich(), weeksBack);
  const orders = await engine.orders.listOrders(ctx, { customerId: ctx.customerId!, ...window, returnAdditionalInformation: true });
  const label = (key: string) => translateMessage(key, undefined, ctx.locale);
  return {
    weeksBack,
    window: { from: formatDateCh(window.fromDate), to: formatDateCh(window.toDate) },
    orders: orders.map((order) => ({
      id: order.id,
      formattedId: order.formattedId,
      createdAt: order.createdAt,
      grandTotal: order.grandTotal === null ? null : formatChf(order.grandTotal),
      status: label(`orderStatus.${statusKey(order.orderStatusId)}`),
      indicators: INDICATORS.map(([key, name]) => ({ key, name, state: order.indicators[key] as CompletionState, label: label(`completion.${order.indicators[key]}`) })),
      positions: (order.positions ?? [])
        .filter((position) => !position.storno)
        .map((position) => ({
          id: position.id,
          child: position.parentId !== null,
          quantity: position.quantity,
          name: position.name,
          status: position.status === null ? null : label(`positionStatus.${position.status}`),
        })),
    })),
  };
}

const STATUS_KEYS: Record<number, string> = { 1: 'PLACED', 2: 'SENT', 3: 'PREPARATION', 4: 'DELIVERED', 5: 'INVOICED', 6: 'CANCELED' };
const statusKey = (id: number): string => STATUS_KEYS[id] ?? 'PLACED';

export default function OrdersPage() {
  const t = useT();
  const locale = useLocale();
  const { orders, weeksBack, window } = useLoaderData<typeof loader>();
  return (
    <section className="container account-page">
      <h1>{t('profile.orders')}</h1>
      <ProfileNav />
      <nav className="order-weeks" aria-label={t('orders.weeks')}>
        {weeksBack > 0 && <Link to={weeksBack === 1 ? '?' : `?woche=${weeksBack - 1}`}>{t('orders.newerWeek')}</Link>}
        <span>{t('orders.week', { from: window.from, to: window.to })}</span>
        <Link to={`?woche=${weeksBack + 1}`}>{t('orders.olderWeek')}</Link>
      </nav>
      {orders.length === 0 ? (
        <p>{t('orders.none')}</p>
      ) : (
        <ul className="order-list" aria-label={t('profile.orders')}>
          {orders.map((order) => (
            <li key={order.id} data-order={order.formattedId}>
              <p>
                <strong>{order.formattedId}</strong> · {new Date(order.createdAt).toLocaleDateString(locale, { timeZone: 'Europe/Zurich' })}
                {order.grandTotal && <> · CHF {order.grandTotal}</>} · <span className="order-status">{order.status}</span>
              </p>
              <dl className="order-indicators">
                {order.indicators.map((indicator) => (
                  <div key={indicator.key} data-state={indicator.state}>
                    <dt>{t(indicator.name)}</dt>
                    <dd>{indicator.label}</dd>
                  </div>
                ))}
              </dl>
              {order.positions.length > 0 && (
                <table className="order-positions">
                  <thead>
                    <tr>
                      <th scope="col">{t('cart.quantity')}</th>
                      <th scope="col">{t('orders.position')}</th>
                      <th scope="col">{t('orders.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {order.positions.map((position) => (
                      <tr key={position.id}>
                        <td>{position.quantity}</td>
                        <td>{position.child ? <>&nbsp;&nbsp;↳ {position.name}</> : position.name}</td>
                        <td>{position.status ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
