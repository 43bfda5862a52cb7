import { copyQuoteInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/quote/copy {id} (R001-7.080): a new quote from an existing one. ADMIN_QUOTE (api-routes.ts). */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.quotes.copyQuote(ctx, await input(copyQuoteInputSchema)));
