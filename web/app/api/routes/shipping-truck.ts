import { apiRoute } from '../api.server';

/** GET /api/shipping/truck (R001-7.128) → `{ items }`, ADMIN_PRODUCT. */
export const loader = apiRoute(async ({ engine, ctx }) => ({ items: await engine.shipping.listTrucks(ctx) }));
