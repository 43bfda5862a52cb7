import { placeQuoteInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/**
 * GET /api/quote (R001-7.075, guard auth): the caller's own quotes; quote administrators
 * (ADMIN_QUOTE) any customer's, by customerId, ids and a date window. Newest first.
 */
export const loader = apiRoute(async ({ engine, ctx, query }) => ({ items: await engine.quotes.listQuotes(ctx, query) }));

/**
 * POST /api/quote (R000-7.26, R001-7.074, guard public: guests request quotes too): the checkout
 * as a quote, priced on the server; the same idempotency key answers the same quote.
 */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.quotes.placeQuote(ctx, await input(placeQuoteInputSchema)));
