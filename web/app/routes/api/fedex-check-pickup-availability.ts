import type { Route } from './+types/fedex-check-pickup-availability';
import { priceApi } from './product-price-api.server';

/** POST /api/fedex/check-pickup-availability (R001-7.040, ADMIN_QUOTE): pickup slots up to 16:00. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.fedex.checkPickupAvailability(ctx, (await body()) as never));
}
