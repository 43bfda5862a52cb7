import type { Route } from './+types/order-state';
import { priceApi } from './product-price-api.server';

/** PUT /api/order/:id/state (R001-7.069): one allowed order state change. ADMIN_QUOTE (api-routes.ts). */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, params, body }) => engine.orders.changeOrderState(ctx, params.id ?? '', (await body()) as never));
}
