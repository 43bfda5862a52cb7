import type { Route } from './+types/product-price-fix';
import { priceApi } from './product-price-api.server';

/** POST /api/product/price/:id/fix-price (R001-7.088): adds a graduated row; FIX becomes active. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, params, body }) => engine.priceAdmin.addFixPriceRow(ctx, params.id, (await body()) as never));
}
