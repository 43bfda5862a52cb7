import { changeCategoryOrderSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/categories/:id/change-order { pivot, elements, moveDirection } → `{ items: [{ id, order }] }` (R001-7.017, decision 401). ADMIN_CATEGORY. */
export const action = apiRoute(async ({ engine, ctx, input, params }) => ({
  items: await engine.catalog.admin.changeCategoryOrder(ctx, params.id ?? '', await input(changeCategoryOrderSchema)),
}));
