import { updateCategorySchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';

/** PUT /api/categories/:id (R001-7.015) and DELETE /api/categories/:id (R001-7.016). ADMIN_CATEGORY. */
export const action = apiRoute(async ({ engine, ctx, method, params, input }) => {
  const id = params.id ?? '';
  if (method === 'PUT') return engine.catalog.admin.updateCategory(ctx, id, await input(updateCategorySchema));
  if (method === 'DELETE') return engine.catalog.admin.deleteCategory(ctx, id);
  return methodNotAllowed();
});
