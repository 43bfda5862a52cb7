import type { Route } from './+types/product-price-margin';
import { priceApi } from './product-price-api.server';

/** PUT /api/product/price/:id/margin-price (R001-7.086): MARGIN becomes active. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, params, body }) => engine.priceAdmin.saveMarginPrice(ctx, params.id, (await body()) as never));
}
