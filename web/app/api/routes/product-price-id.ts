import { productPriceUpdateSchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';

/** POST /api/product/price/:id (R001-7.083) and DELETE /api/product/price/:id (R001-7.084), ADMIN_PRODUCT. */
export const action = apiRoute(async ({ engine, ctx, method, params, input }) => {
  if (method === 'POST') return engine.pricing.admin.updateProductPrice(ctx, params.id, await input(productPriceUpdateSchema));
  if (method === 'DELETE') return engine.pricing.admin.deleteProductPrice(ctx, params.id);
  return methodNotAllowed();
});
