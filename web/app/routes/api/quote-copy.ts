import type { Route } from './+types/quote-copy';
import { priceApi } from './product-price-api.server';

/** POST /api/quote/copy {id} (R001-7.080): a new quote from an existing one. ADMIN_QUOTE (api-routes.ts). */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.quotes.copyQuote(ctx, (await body()) as never));
}
