import type { Route } from './+types/order-delivery-information';
import { priceApi } from './product-price-api.server';

/**
 * GET /api/order/delivery-information (R001-7.070, public: the checkout's date picker) →
 * lead time, earliest delivery date, holidays and company closures ahead (query shopMode, days).
 */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, async ({ engine, ctx, query }) => engine.orderAdmin.deliveryInformation(ctx, query));
}
