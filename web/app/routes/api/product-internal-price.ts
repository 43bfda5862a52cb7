import type { Route } from './+types/product-internal-price';
import { methodNotAllowed, priceApi } from './product-price-api.server';

/** GET /api/product/internal-price?productId (R001-7.095) → `{ items }`, ADMIN_PRODUCT. */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, async ({ engine, ctx, query }) => ({ items: await engine.priceAdmin.listInternalPrices(ctx, query) }));
}

/** POST /api/product/internal-price (R001-7.096): creates or updates the product's internal price. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, method, body }) =>
    method === 'POST' ? engine.priceAdmin.saveInternalPrice(ctx, (await body()) as never) : methodNotAllowed(),
  );
}
