import { transportRequirementInputSchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';

/**
 * GET /api/transport-requirement (R001-7.122): with `productId` the product's requirement — an
 * empty record when it has none (R001-8.37) —, else `{ items }`. ADMIN_PRODUCT.
 */
export const loader = apiRoute(async ({ engine, ctx, query }) =>
  query.productId === undefined ? { items: await engine.shipping.listTransportRequirements(ctx, query) } : engine.shipping.getTransportRequirement(ctx, query),
);

/** POST /api/transport-requirement (R001-7.123): creates, or updates the product's existing requirement. */
export const action = apiRoute(async ({ engine, ctx, method, input }) =>
  method === 'POST' ? engine.shipping.saveTransportRequirement(ctx, await input(transportRequirementInputSchema)) : methodNotAllowed(),
);
