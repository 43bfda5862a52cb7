import type { Route } from './+types/transport-requirement';
import { methodNotAllowed, priceApi } from './product-price-api.server';

/**
 * GET /api/transport-requirement (R001-7.122): with `productId` the product's requirement — an
 * empty record when it has none (R001-8.37) —, else `{ items }`. ADMIN_PRODUCT.
 */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, async ({ engine, ctx, query }) =>
    query.productId === undefined ? { items: await engine.shipping.listTransportRequirements(ctx, query) } : engine.shipping.getTransportRequirement(ctx, query),
  );
}

/** POST /api/transport-requirement (R001-7.123): creates, or updates the product's existing requirement. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, method, body }) =>
    method === 'POST' ? engine.shipping.saveTransportRequirement(ctx, (await body()) as never) : methodNotAllowed(),
  );
}
