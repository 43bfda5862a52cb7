import type { Route } from './+types/product-price-remote';
import { priceApi } from './product-price-api.server';

/** PUT /api/product/price/:id/remote-price (R001-7.087): REMOTE becomes active. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, params, body }) => engine.priceAdmin.saveRemotePrice(ctx, params.id, (await body()) as never));
}
