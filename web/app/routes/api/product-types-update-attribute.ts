import type { ActionFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** PUT /api/product-types/:id/update-attribute → the type with its attrs (R001-7.117). ADMIN_PRODUCT_META. */
export function action(args: ActionFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, body }) => engine.catalogAdmin.updateTypeAttribute(ctx, args.params.id ?? '', (await body()) as never));
}
