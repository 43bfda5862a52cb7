import { placeOrderInputSchema } from '@shop/engine';
import { clientAddressContext } from '../../server/engine-context';
import { apiRoute } from '../api.server';

/**
 * GET /api/order (R001-7.064, guard auth): the caller's orders, any for admins (the engine
 * applies the customerId rule), newest first between fromDate and toDate.
 */
export const loader = apiRoute(async ({ engine, ctx, query }) => ({ items: await engine.orders.listOrders(ctx, query) }));

/**
 * POST /api/order (R000-7.24, R001-7.063, guard public: guests order too). The engine prices on
 * the server, enforces ownership of saved addresses and answers a repeated key with the same order.
 */
// The client address counts against the guest order limits (decision 815).
export const action = apiRoute(async ({ engine, ctx, context, input }) =>
  engine.orders.placeOrder(ctx, await input(placeOrderInputSchema), { clientAddress: context.get(clientAddressContext) }),
);
