import type { Route } from './+types/order';
import { clientAddressContext } from '../../lib/engine-context';
import { priceApi } from './product-price-api.server';

/**
 * GET /api/order (R001-7.064, guard auth): the caller's orders, any for admins (the engine
 * applies the customerId rule), newest first between fromDate and toDate.
 */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, async ({ engine, ctx, query }) => ({ items: await engine.orders.listOrders(ctx, query) }));
}

/**
 * POST /api/order (R000-7.24, R001-7.063, guard public: guests order too). The engine prices on
 * the server, enforces ownership of saved addresses and answers a repeated key with the same order.
 */
export function action(args: Route.ActionArgs) {
  // The client address counts against the guest order limits (decision 815).
  return priceApi(args, async ({ engine, ctx, body }) => engine.orders.placeOrder(ctx, (await body()) as never, { clientAddress: args.context.get(clientAddressContext) }));
}
