import type { Route } from './+types/order-notification-carrier';
import { priceApi } from './product-price-api.server';

/** PUT /api/order/:id/notification-carrier (R001-7.072, ADMIN_QUOTE): the pickup notice mail to the carrier. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, params, body }) => engine.orderAdmin.notifyCarrier(ctx, params.id ?? '', (await body()) as never));
}
