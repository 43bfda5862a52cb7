import type { Route } from './+types/product-price-fix-row';
import { methodNotAllowed, priceApi } from './product-price-api.server';

/** PUT (R001-7.089) and DELETE (R001-7.090) /api/product/price/:id/fix-price/:rowId, ADMIN_PRODUCT. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, method, params, body }) => {
    if (method === 'PUT') return engine.priceAdmin.updateFixPriceRow(ctx, params.id, params.rowId, (await body()) as never);
    if (method === 'DELETE') return engine.priceAdmin.deleteFixPriceRow(ctx, params.id, params.rowId);
    return methodNotAllowed();
  });
}
