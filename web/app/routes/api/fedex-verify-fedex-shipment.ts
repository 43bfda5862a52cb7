import type { Route } from './+types/fedex-verify-fedex-shipment';
import { priceApi } from './product-price-api.server';

/** POST /api/fedex/verify-fedex-shipment (R001-7.041, ADMIN_QUOTE): FedEx validates the shipment data. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.fedex.verifyShipment(ctx, (await body()) as never));
}
