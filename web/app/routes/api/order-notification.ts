import type { Route } from './+types/order-notification';
import { priceApi } from './product-price-api.server';

/** PUT /api/order/:id/notification (R001-7.071, ADMIN_QUOTE): mails the customer the order's state in the order's locale. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, params, body }) => engine.orderAdmin.notifyCustomer(ctx, params.id ?? '', (await body()) as never));
}
