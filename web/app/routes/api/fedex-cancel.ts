import type { Route } from './+types/fedex-cancel';
import { priceApi } from './product-price-api.server';

/**
 * PUT /api/fedex/cancel-shipment and /api/fedex/cancel-pickup (ADMIN_QUOTE, our addition for the
 * back-office order page, docs/decisions/742-fedex-shipments.md): body `{ orderId }`.
 */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => {
    const input = (await body()) as { orderId: number };
    return new URL(args.request.url).pathname.endsWith('/cancel-pickup') ? engine.fedex.cancelPickup(ctx, input) : engine.fedex.cancelShipment(ctx, input);
  });
}
