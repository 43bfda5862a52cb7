import { apiRoute } from '../api.server';

/** GET /api/fedex/shipments?orderId= (ADMIN_QUOTE, our addition): the order's FedEx shipments with documents → `{ items }`. */
export const loader = apiRoute(async ({ engine, ctx, query }) => ({ items: await engine.shipments.shipmentsOfOrder(ctx, Number(query['orderId'] ?? 0) || 0) }));
