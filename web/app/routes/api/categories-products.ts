import type { ActionFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/**
 * PUT /api/categories/:id/products { productId, order? } → the link (issue 19, decision 892): an
 * existing product shown in the category (AddCategoryProductModal). ADMIN_CATEGORY.
 */
export function action(args: ActionFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, body }) => engine.categoryDesk.linkProduct(ctx, args.params.id ?? '', (await body()) as never));
}
