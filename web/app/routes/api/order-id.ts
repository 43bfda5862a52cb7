import type { Route } from './+types/order-id';
import { methodNotAllowed, priceApi } from './product-price-api.server';

/**
 * PUT /api/order/:id (R001-7.066): fieldsUpdate or positionUpdate (newPositions, updatePositions),
 * optimistic version check, totals recomputed. DELETE /api/order/:id (R001-7.067): only PLACED or
 * CANCELED orders without progress. Both ADMIN_QUOTE (api-routes.ts; the engine checks it too).
 */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, method, params, body }) => {
    if (method === 'PUT') return engine.orderAdmin.updateOrder(ctx, params.id ?? '', (await body()) as never);
    if (method === 'DELETE') return engine.orderAdmin.deleteOrder(ctx, params.id ?? '', (await body()) as never);
    return methodNotAllowed();
  });
}
