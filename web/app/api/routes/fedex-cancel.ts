import { orderRefSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/**
 * PUT /api/fedex/cancel-shipment and /api/fedex/cancel-pickup (ADMIN_QUOTE, our addition for the
 * back-office order page, docs/decisions/742-fedex-shipments.md): body `{ orderId }`.
 */
export const action = apiRoute(async ({ engine, ctx, request, input }) => {
  const order = await input(orderRefSchema);
  return new URL(request.url).pathname.endsWith('/cancel-pickup') ? engine.shipments.cancelPickup(ctx, order) : engine.shipments.cancelShipment(ctx, order);
});
