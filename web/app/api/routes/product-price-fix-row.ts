import { fixPriceRowUpdateSchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';

/** PUT (R001-7.089) and DELETE (R001-7.090) /api/product/price/:id/fix-price/:rowId, ADMIN_PRODUCT. */
export const action = apiRoute(async ({ engine, ctx, method, params, input }) => {
  if (method === 'PUT') return engine.pricing.admin.updateFixPriceRow(ctx, params.id, params.rowId, await input(fixPriceRowUpdateSchema));
  if (method === 'DELETE') return engine.pricing.admin.deleteFixPriceRow(ctx, params.id, params.rowId);
  return methodNotAllowed();
});
