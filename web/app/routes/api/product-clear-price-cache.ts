import type { Route } from './+types/product-clear-price-cache';
import { priceApi } from './product-price-api.server';

/** POST /api/product/clear-price-cache (R001-7.107), ADMIN_PRODUCT. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx }) => engine.pricing.clearPriceCache(ctx));
}
