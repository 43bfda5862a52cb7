import { updateProductTypeSchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';

/** PUT /api/product-types/:id (R001-7.120) and DELETE /api/product-types/:id[?permanent=true] (R001-7.121). ADMIN_PRODUCT_META. */
export const action = apiRoute(async ({ engine, ctx, method, params, query, input }) => {
  const id = params.id ?? '';
  if (method === 'PUT') return engine.catalog.admin.updateProductType(ctx, id, await input(updateProductTypeSchema));
  if (method === 'DELETE') return engine.catalog.admin.deleteProductType(ctx, id, query);
  return methodNotAllowed();
});
