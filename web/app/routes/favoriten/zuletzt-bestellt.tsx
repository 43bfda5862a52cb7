import { evaluateGuard } from '@shop/engine';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/zuletzt-bestellt';
import { guards } from '../../api-routes';
import { engineContext } from '../../lib/engine-context';
import { requirePage } from '../../lib/guards.server';
import { pageMeta } from '../../lib/meta';
import { requestContext } from '../../lib/request-context.server';
import { FavouritesNav } from './nav';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Zuletzt bestellt' });

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
  const { orders, quickOrder } = useLoaderData<typeof loader>();
  return (
    <section className="container account-page">
      <h1>Zuletzt bestellt</h1>
      <FavouritesNav quickOrder={quickOrder} />
      {orders.length === 0 ? (
        <p>Noch keine Bestellungen.</p>
      ) : (
        <ul aria-label="Zuletzt bestellt">
          {orders.map((order) => (
            <li key={order.id}>
              {order.formattedId} · {new Date(order.createdAt).toLocaleDateString('de-CH')} · <Link to="/user/profile/bestellungen">Zu den Bestellungen</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
