import type { Route } from './+types/order-from-quote';
import { clientAddressOf } from './auth.server';
import { priceApi } from './product-price-api.server';

/**
 * POST /api/order/from-quote (R000-7.25, R001-7.065, guard public: the uuid and PIN are the
 * credential): orders a quote under the quote cart rules; idempotent by key.
 */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.quotes.orderFromQuote(ctx, (await body()) as never, { clientAddress: clientAddressOf(args.context) }));
}
