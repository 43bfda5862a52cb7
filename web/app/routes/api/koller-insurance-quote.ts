import type { Route } from './+types/koller-insurance-quote';
import { priceApi } from './product-price-api.server';

/** POST /api/koller/get-insurance-quote (R001-7.048, ADMIN_QUOTE): countryCode, insuranceKind, declaredValue → price, provider, zone, kind. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.imports.koller.insuranceQuote(ctx, (await body()) as never));
}
