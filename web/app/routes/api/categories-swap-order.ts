import type { ActionFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** PUT /api/categories/swap-order { firstId, secondId } → `{ items: [{ id, order }] }` (R001-7.014). ADMIN_CATEGORY. */
export function action(args: ActionFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, body }) => ({ items: await engine.catalogAdmin.swapCategoryOrder(ctx, (await body()) as never) }));
}
