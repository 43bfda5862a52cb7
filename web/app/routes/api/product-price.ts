import type { Route } from './+types/product-price';
import { methodNotAllowed, priceApi } from './product-price-api.server';

/** GET /api/product/price?productId&customerId (R001-7.081) → `{ items }`, ADMIN_PRODUCT. */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, async ({ engine, ctx, query }) => ({ items: await engine.priceAdmin.listProductPrices(ctx, query) }));
}

/** PUT /api/product/price (R001-7.082): creates the record of customerId + productId if needed. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, method, body }) =>
    method === 'PUT' ? engine.priceAdmin.saveProductPrice(ctx, (await body()) as never) : methodNotAllowed(),
  );
}
