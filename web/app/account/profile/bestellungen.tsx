import { formatChf, translateMessage } from '@shop/engine/browser';
import { useLoaderData } from 'react-router';
import type { Route } from './+types/bestellungen';
import { GUARDS } from '@shop/engine/browser';
import { engineContext } from '../../server/engine-context';
import { requirePage } from '../../server/guards.server';
import { historyText, useHistoryText } from '../../i18n/i18n-history';
import { localeOfMatches } from '../../i18n/i18n-shop';
import { pageMeta } from '../../kit/meta';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import buyerStylesHref from '../../styles/buyer.css?url';
import { ProfileNav } from './nav';
import { orderStatusKey } from '@shop/engine/browser';
import { HistoryPager, HistoryRowMain, HistorySearch } from './history';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: historyText(localeOfMatches(matches), 'profile.orders') });
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: buyerStylesHref }];

/**
 * /user/profile/bestellungen (R000-2.46): the customer's orders newest first, 20 a page,
 * searchable by order number or own reference and a date range, status and payment at a glance,
 * 'Jetzt bezahlen' for an open online payment. The API's weekly windows (R000-7.37) stay on
 * GET /api/order (docs/decisions/910-order-history-pages.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const engine = context.get(engineContext);
  const params = new URL(request.url).searchParams;
  try {
    const result = await engine.orders.history.listOrders(ctx, {
      page: params.get('seite') ?? undefined,
      q: params.get('q') ?? undefined,
      from: params.get('von') ?? undefined,
      to: params.get('bis') ?? undefined,
    });
    const label = (key: string) => translateMessage(key, undefined, ctx.locale);
    return {
      ...result,
      rows: result.rows.map((row) => ({
        ...row,
        grandTotal: row.grandTotal === null ? null : formatChf(row.grandTotal),
        status: label(`orderStatus.${orderStatusKey(row.orderStatusId)}`),
        orderStatusKey: orderStatusKey(row.orderStatusId),
        payPath: row.payable ? `/checkout/bezahlen/${engine.payments.payAgainToken(row.id)}` : null,
      })),
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

export default function OrdersPage() {
  const t = useHistoryText();
  const { rows, total, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <section className="container account-page history-page">
      <h1>{t('profile.orders')}</h1>
      <ProfileNav />
      <HistorySearch idPrefix="history" searchLabel={t('history.searchLabel')} />
      <p className="history-count" aria-live="polite">
        {total === 1 ? t('history.countOne') : t('history.count', { total })}
      </p>
      {rows.length === 0 ? (
        <p>{t('history.none')}</p>
      ) : (
        <ul className="history-list" aria-label={t('profile.orders')}>
          {rows.map((row) => (
            <li key={row.id} className="history-row" data-order={row.formattedId}>
              <HistoryRowMain to={`/user/profile/bestellungen/${encodeURIComponent(row.formattedId)}`} label={t('history.open.detail', { id: row.formattedId })} row={row} />
              <div className="history-row__state">
                <span className={`status-badge status-badge--${row.orderStatusKey.toLowerCase()}`}>{row.status}</span>
                <span className={`status-badge ${row.paymentStatusId === 1 ? 'status-badge--paid' : 'status-badge--open'}`}>
                  {t('history.payment')}: {row.paymentStatusId === 1 ? t('history.paid') : t('history.open')}
                </span>
              </div>
              <div className="history-row__total">
                <span>{row.positionCount === 1 ? t('history.position') : t('history.positions', { count: row.positionCount })}</span>
                <strong>{row.grandTotal === null ? t('order.noPrice') : `CHF ${row.grandTotal}`}</strong>
                {row.payPath && (
                  <a href={row.payPath} className="button button--primary button--small">
                    {t('history.payNow')}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <HistoryPager page={page} pageCount={pageCount} />
    </section>
  );
}
