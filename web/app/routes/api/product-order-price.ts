import type { Route } from './+types/product-order-price';
import { priceApi } from './product-price-api.server';

/**
 * POST /api/product/order-price (R000-7.29, R001-7.105): the server's price of a cart. Public: the
 * engine allows another customer's id to admins only, and ignores any price a client sends.
 */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.pricing.orderPrice(ctx, (await body()) as never));
}
