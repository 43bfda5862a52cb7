import type { Route } from './+types/fedex-shipments';
import { priceApi } from './product-price-api.server';

/** GET /api/fedex/shipments?orderId= (ADMIN_QUOTE, our addition): the order's FedEx shipments with documents → `{ items }`. */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, async ({ engine, ctx, query }) => ({ items: await engine.fedex.shipmentsOfOrder(ctx, Number(query['orderId'] ?? 0) || 0) }));
}
