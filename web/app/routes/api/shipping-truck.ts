import type { Route } from './+types/shipping-truck';
import { priceApi } from './product-price-api.server';

/** GET /api/shipping/truck (R001-7.128) → `{ items }`, ADMIN_PRODUCT. */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, async ({ engine, ctx }) => ({ items: await engine.shipping.listTrucks(ctx) }));
}
