import { apiRoute } from '../api.server';

/** GET /api/product/summary → counts overall, per kind and per type (R001-7.108, decision 400). ADMIN_PRODUCT. */
export const loader = apiRoute(async ({ engine, ctx }) => engine.catalog.read.summary(ctx));
