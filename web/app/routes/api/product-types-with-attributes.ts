import type { LoaderFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** GET /api/product-types/with-attributes → `{ items }`, each type with its ordered attrs (R001-7.114). Public. */
export function loader(args: LoaderFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, query }) => ({ items: await engine.catalogRead.listProductTypesWithAttributes(ctx, query) }));
}
