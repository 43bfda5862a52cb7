import { deleteOrderInputSchema, updateOrderInputSchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';

/**
 * PUT /api/order/:id (R001-7.066): fieldsUpdate or positionUpdate (newPositions, updatePositions),
 * optimistic version check, totals recomputed. DELETE /api/order/:id (R001-7.067): only PLACED or
 * CANCELED orders without progress. Both ADMIN_QUOTE (api-routes.ts; the engine checks it too).
 */
export const action = apiRoute(async ({ engine, ctx, method, params, input }) => {
  if (method === 'PUT') return engine.orders.admin.updateOrder(ctx, params.id ?? '', await input(updateOrderInputSchema));
  if (method === 'DELETE') return engine.orders.admin.deleteOrder(ctx, params.id ?? '', await input(deleteOrderInputSchema));
  return methodNotAllowed();
});
