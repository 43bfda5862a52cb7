import type { Route } from './+types/fedex-schedule-pickup';
import { priceApi } from './product-price-api.server';

/** POST /api/fedex/schedule-pickup (R001-7.043, ADMIN_QUOTE): books the courier for the order's shipment (ready by 16:00 at the latest). */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.fedex.schedulePickup(ctx, (await body()) as never));
}
