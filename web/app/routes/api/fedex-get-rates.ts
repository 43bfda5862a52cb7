import type { Route } from './+types/fedex-get-rates';
import { priceApi } from './product-price-api.server';

/** POST /api/fedex/get-rates (R001-7.039, ADMIN_QUOTE): address and packages → FedEx services with price and transit time. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.fedex.getRates(ctx, (await body()) as never));
}
