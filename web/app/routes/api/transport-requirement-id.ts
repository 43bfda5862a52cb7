import type { Route } from './+types/transport-requirement-id';
import { methodNotAllowed, priceApi } from './product-price-api.server';

/** PUT (R001-7.124) and DELETE (R001-7.125) /api/transport-requirement/:id, ADMIN_PRODUCT. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, method, params, body }) => {
    if (method === 'PUT') return engine.shipping.updateTransportRequirement(ctx, params.id, (await body()) as never);
    if (method === 'DELETE') return engine.shipping.deleteTransportRequirement(ctx, params.id);
    return methodNotAllowed();
  });
}
