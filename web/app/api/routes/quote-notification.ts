import { apiRoute } from '../api.server';

/**
 * PUT /api/quote/:id/notification (R001-7.079): mails the quote link and PIN to the customer and
 * marks the quote sent. ADMIN_QUOTE (api-routes.ts).
 */
export const action = apiRoute(async ({ engine, ctx, params }) => engine.quotes.notifyQuote(ctx, params.id ?? ''));
