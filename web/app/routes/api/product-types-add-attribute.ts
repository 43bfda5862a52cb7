import type { ActionFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** PUT /api/product-types/:id/add-attribute → the type with its attrs (R001-7.115). ADMIN_PRODUCT_META. */
export function action(args: ActionFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, body }) => engine.catalogAdmin.addTypeAttribute(ctx, args.params.id ?? '', (await body()) as never));
}
