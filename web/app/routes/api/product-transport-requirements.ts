import type { Route } from './+types/product-transport-requirements';
import { priceApi } from './product-price-api.server';

/** GET /api/product/transport-requirements[?ids=1,2] (R001-7.111) → `{ items }`, ADMIN_PRODUCT. */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, async ({ engine, ctx, query }) => ({ items: await engine.shipping.listTransportRequirements(ctx, query) }));
}
