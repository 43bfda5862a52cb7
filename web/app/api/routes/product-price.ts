import { productPriceUpsertSchema } from '@shop/engine';
import { apiRoute, methodNotAllowed } from '../api.server';

/** GET /api/product/price?productId&customerId (R001-7.081) → `{ items }`, ADMIN_PRODUCT. */
export const loader = apiRoute(async ({ engine, ctx, query }) => ({ items: await engine.pricing.admin.listProductPrices(ctx, query) }));

/** PUT /api/product/price (R001-7.082): creates the record of customerId + productId if needed. */
export const action = apiRoute(async ({ engine, ctx, method, input }) =>
  method === 'PUT' ? engine.pricing.admin.saveProductPrice(ctx, await input(productPriceUpsertSchema)) : methodNotAllowed(),
);
