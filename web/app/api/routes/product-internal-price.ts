import { internalPriceInputSchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';

/** GET /api/product/internal-price?productId (R001-7.095) → `{ items }`, ADMIN_PRODUCT. */
export const loader = apiRoute(async ({ engine, ctx, query }) => ({ items: await engine.pricing.admin.listInternalPrices(ctx, query) }));

/** POST /api/product/internal-price (R001-7.096): creates or updates the product's internal price. */
export const action = apiRoute(async ({ engine, ctx, method, input }) =>
  method === 'POST' ? engine.pricing.admin.saveInternalPrice(ctx, await input(internalPriceInputSchema)) : methodNotAllowed(),
);
