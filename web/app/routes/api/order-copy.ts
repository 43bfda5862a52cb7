import type { Route } from './+types/order-copy';
import { priceApi } from './product-price-api.server';

/** POST /api/order/copy (R001-7.062, ADMIN_QUOTE): body `{ id }` → the new PLACED copy of that order. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.orderAdmin.copyOrder(ctx, (await body()) as never));
}
