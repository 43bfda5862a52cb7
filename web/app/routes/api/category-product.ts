import type { LoaderFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** GET /api/category-product → `{ items }`: category–product links of visible products (R001-7.018). */
export function loader(args: LoaderFunctionArgs) {
  // Public: no guard.
  return catalogueApi(args, async ({ engine, ctx, query }) => ({ items: await engine.catalogRead.listCategoryProductLinks(ctx, query) }));
}
