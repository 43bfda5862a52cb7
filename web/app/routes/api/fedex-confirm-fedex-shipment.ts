import type { Route } from './+types/fedex-confirm-fedex-shipment';
import { priceApi } from './product-price-api.server';

/** POST /api/fedex/confirm-fedex-shipment (R001-7.042, ADMIN_QUOTE): creates the shipment with its labels; a repeat answers the first. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.fedex.confirmShipment(ctx, (await body()) as never));
}
