import type { Route } from './+types/product-internal-price-id';
import { priceApi } from './product-price-api.server';

/** PUT /api/product/internal-price/:id (R001-7.097), ADMIN_PRODUCT. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, params, body }) => engine.priceAdmin.updateInternalPrice(ctx, params.id, (await body()) as never));
}
