import type { ActionFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** PUT /api/categories/:id/change-order { pivot, elements, moveDirection } → `{ items: [{ id, order }] }` (R001-7.017, decision 401). ADMIN_CATEGORY. */
export function action(args: ActionFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, body }) => ({
    items: await engine.catalogAdmin.changeCategoryOrder(ctx, args.params.id ?? '', (await body()) as never),
  }));
}
