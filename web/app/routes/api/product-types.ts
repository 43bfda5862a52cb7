import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** GET /api/product-types → `{ items }` (public, R001-7.119); POST creates one (ADMIN_PRODUCT_META, R001-7.118). */
export function loader(args: LoaderFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, query }) => ({ items: await engine.catalogRead.listProductTypes(ctx, query) }));
}

export function action(args: ActionFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, body }) => engine.catalogAdmin.createProductType(ctx, (await body()) as never));
}
