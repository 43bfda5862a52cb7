import type { Route } from './+types/product-price-id';
import { methodNotAllowed, priceApi } from './product-price-api.server';

/** POST /api/product/price/:id (R001-7.083) and DELETE /api/product/price/:id (R001-7.084), ADMIN_PRODUCT. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, method, params, body }) => {
    if (method === 'POST') return engine.priceAdmin.updateProductPrice(ctx, params.id, (await body()) as never);
    if (method === 'DELETE') return engine.priceAdmin.deleteProductPrice(ctx, params.id);
    return methodNotAllowed();
  });
}
