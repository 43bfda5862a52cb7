import { copyProductRelationsSchema, createCustomerProductSchema, createProductSchema, updateProductSchema } from '@shop/engine';
import { productPageAnswer } from '../api-responses';
import { apiRoute, methodNotAllowed } from '../api.server';

/**
 * /api/product and its maintenance paths (001 §7), one module for the paths below it without a
 * module of their own:
 * - GET /api/product → `{ items, page, perPage, total }` (public; visibility rules in the engine;
 *   without the back office's fields, decision 1172);
 * - PUT /api/product (create), PUT /api/product/create-product-customer, PUT /api/product/copy-relations;
 * - POST /api/product/:id (update), DELETE /api/product/:id[?permanent=true].
 * Guards are in api-routes.ts and checked before this module runs.
 */
export const loader = apiRoute(async ({ engine, ctx, query }) => productPageAnswer(await engine.catalog.products.listProducts(ctx, query)));

export const action = apiRoute(async ({ engine, ctx, method, params, query, request, input }) => {
  // The decoded path, as the router and the guard read it.
  const pathname = decodeURIComponent(new URL(request.url).pathname).toLowerCase();
  if (pathname.endsWith('/create-product-customer') && method === 'PUT') return engine.catalog.admin.createCustomerProduct(ctx, await input(createCustomerProductSchema));
  if (pathname.endsWith('/copy-relations') && method === 'PUT') return engine.catalog.admin.copyProductRelations(ctx, await input(copyProductRelationsSchema));
  const id = params.id;
  if (id === undefined && method === 'PUT') return engine.catalog.admin.createProduct(ctx, await input(createProductSchema));
  if (id !== undefined && method === 'POST') return engine.catalog.admin.updateProduct(ctx, id, await input(updateProductSchema));
  if (id !== undefined && method === 'DELETE') return engine.catalog.admin.deleteProduct(ctx, id, query);
  return methodNotAllowed();
});
