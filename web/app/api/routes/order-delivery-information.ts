import { apiRoute } from '../api.server';

/**
 * GET /api/order/delivery-information (R001-7.070, public: the checkout's date picker) →
 * lead time, earliest delivery date, holidays and company closures ahead (query shopMode, days).
 */
export const loader = apiRoute(async ({ engine, ctx, query }) => engine.orders.admin.deliveryInformation(ctx, query));
