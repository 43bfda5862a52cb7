import { clientAddressOf } from './auth.server';
import { apiRoute } from '../api.server';

/**
 * POST /api/order/from-quote (R000-7.25, R001-7.065, guard public: the uuid and PIN are the
 * credential): orders a quote under the quote cart rules; idempotent by key.
 */
export const action = apiRoute(async ({ engine, ctx, body, context }) => engine.quotes.orderFromQuote(ctx, await body(), { clientAddress: clientAddressOf(context) }));
