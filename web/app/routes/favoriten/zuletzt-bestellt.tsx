import { evaluateGuard } from '@shop/engine';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/zuletzt-bestellt';
import { guards } from '../../api-routes';
import { engineContext } from '../../lib/engine-context';
import { requirePage } from '../../lib/guards.server';
import { t as translate, useLocale, useT } from '../../lib/i18n';
import { localeOfMatches } from '../../lib/i18n-shop';
import { pageMeta } from '../../lib/meta';
import { requestContext } from '../../lib/request-context.server';
import { FavouritesNav } from './nav';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: translate(localeOfMatches(matches), 'favourites.recent') });

/** /favoriten/zuletzt-bestellt (R000-2.54): the customer's last orders (own orders only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(guards.auth, ctx, request);
  const orders = await context.get(engineContext).orders.listOrders(ctx, { customerId: ctx.customerId! });
  return {
    orders: orders
      .map((order) => ({ id: order.id, formattedId: order.formattedId, createdAt: order.createdAt }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .slice(0, 20),
    quickOrder: evaluateGuard(guards.quickOrder, ctx) === 'ok',
  };
}

export default function RecentlyOrderedPage() {
  const t = useT();
  const locale = useLocale();
  const { orders, quickOrder } = useLoaderData<typeof loader>();
  return (
    <section className="container account-page">
      <h1>{t('favourites.recent')}</h1>
      <FavouritesNav quickOrder={quickOrder} />
      {orders.length === 0 ? (
        <p>{t('favourites.noOrders')}</p>
      ) : (
        <ul aria-label={t('favourites.recent')}>
          {orders.map((order) => (
            <li key={order.id}>
              {order.formattedId} · {new Date(order.createdAt).toLocaleDateString(locale)} · <Link to="/user/profile/bestellungen">{t('favourites.toOrders')}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
