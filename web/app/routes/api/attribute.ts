import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** GET /api/attribute → `{ items }` (public, R001-7.091); POST creates one (ADMIN_PRODUCT_META, R001-7.092). */
export function loader(args: LoaderFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx }) => ({ items: await engine.catalogRead.listAttributes(ctx) }));
}

export function action(args: ActionFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, body }) => engine.catalogAdmin.createAttribute(ctx, (await body()) as never));
}
