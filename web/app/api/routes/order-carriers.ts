import { apiRoute } from '../api.server';

/** GET /api/order/carriers (R001-7.073, any admin): the own trucks and FedEx → `{ items }`. */
export const loader = apiRoute(async ({ engine, ctx }) => ({ items: await engine.orders.admin.listCarriers(ctx) }));
