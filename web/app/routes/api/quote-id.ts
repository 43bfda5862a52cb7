import type { Route } from './+types/quote-id';
import { methodNotAllowed, priceApi } from './product-price-api.server';

/** PUT /api/quote/:id (R001-7.076) and DELETE /api/quote/:id (R001-7.077): quote maintenance, ADMIN_QUOTE (api-routes.ts). */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, params, method, body }) => {
    if (method === 'PUT') return engine.quotes.updateQuote(ctx, params.id ?? '', (await body()) as never);
    if (method === 'DELETE') return engine.quotes.deleteQuote(ctx, params.id ?? '');
    return methodNotAllowed();
  });
}
