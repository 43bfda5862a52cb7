import type { ActionFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** DELETE /api/categories/:id/products/:productId → `{ removed: true }` (issue 19, decision 892): the link goes, the product stays. ADMIN_CATEGORY. */
export function action(args: ActionFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx }) => engine.categoryDesk.unlinkProduct(ctx, args.params.id ?? '', args.params.productId ?? ''));
}
