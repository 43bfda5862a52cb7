import type { Route } from './+types/koller-address-validation';
import { priceApi } from './product-price-api.server';

/** POST /api/koller/address-validation (R001-7.046, ADMIN_QUOTE): the delivery address checked (Swiss directory for CH/LI). */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.imports.koller.validateAddress(ctx, (await body()) as never));
}
