import type { Route } from './+types/order-carriers';
import { priceApi } from './product-price-api.server';

/** GET /api/order/carriers (R001-7.073, any admin): the own trucks and FedEx → `{ items }`. */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, async ({ engine, ctx }) => ({ items: await engine.orderAdmin.listCarriers(ctx) }));
}
