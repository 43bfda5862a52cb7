import { updateQuoteInputSchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';

/** PUT /api/quote/:id (R001-7.076) and DELETE /api/quote/:id (R001-7.077): quote maintenance, ADMIN_QUOTE (api-routes.ts). */
export const action = apiRoute(async ({ engine, ctx, params, method, input }) => {
  if (method === 'PUT') return engine.quotes.updateQuote(ctx, params.id ?? '', await input(updateQuoteInputSchema));
  if (method === 'DELETE') return engine.quotes.deleteQuote(ctx, params.id ?? '');
  return methodNotAllowed();
});
