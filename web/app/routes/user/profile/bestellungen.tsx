import { useLoaderData } from 'react-router';
import type { Route } from './+types/bestellungen';
import { guards } from '../../../api-routes';
import { engineContext } from '../../../lib/engine-context';
import { requirePage } from '../../../lib/guards.server';
import { pageMeta } from '../../../lib/meta';
import { requestContext } from '../../../lib/request-context.server';
import { ProfileNav } from './nav';

export const meta: Route.MetaFunction = () => pageMeta({ title: 'Bestellungen' });

/** /user/profile/bestellungen (R000-2.46): the customer's own orders, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(guards.auth, ctx, request);
  const engine = context.get(engineContext);
  const orders = await engine.orders.listOrders(ctx, { customerId: ctx.customerId! });
  return {
    orders: orders
      .map((order) => ({ id: order.id, formattedId: order.formattedId, createdAt: order.createdAt, grandTotal: order.grandTotal }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}

export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <section className="container account-page">
      <h1>Bestellungen</h1>
      <ProfileNav />
      {orders.length === 0 ? (
        <p>Noch keine Bestellungen.</p>
      ) : (
        <ul className="order-list" aria-label="Bestellungen">
          {orders.map((order) => (
            <li key={order.id}>
              {order.formattedId} · {new Date(order.createdAt).toLocaleDateString('de-CH')}
              {order.grandTotal && <> · CHF {order.grandTotal}</>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
