import { apiRoute } from '../api.server';

/** GET /api/category-product → `{ items }`: category–product links of visible products (R001-7.018). */
// Public: no guard.
export const loader = apiRoute(async ({ engine, ctx, query }) => ({ items: await engine.catalog.read.listCategoryProductLinks(ctx, query) }));
