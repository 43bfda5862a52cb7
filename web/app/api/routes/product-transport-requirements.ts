import { apiRoute } from '../api.server';

/** GET /api/product/transport-requirements[?ids=1,2] (R001-7.111) → `{ items }`, ADMIN_PRODUCT. */
export const loader = apiRoute(async ({ engine, ctx, query }) => ({ items: await engine.shipping.listTransportRequirements(ctx, query) }));
