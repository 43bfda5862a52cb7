import { transportRequirementUpdateSchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';

/** PUT (R001-7.124) and DELETE (R001-7.125) /api/transport-requirement/:id, ADMIN_PRODUCT. */
export const action = apiRoute(async ({ engine, ctx, method, params, input }) => {
  if (method === 'PUT') return engine.shipping.updateTransportRequirement(ctx, params.id, await input(transportRequirementUpdateSchema));
  if (method === 'DELETE') return engine.shipping.deleteTransportRequirement(ctx, params.id);
  return methodNotAllowed();
});
