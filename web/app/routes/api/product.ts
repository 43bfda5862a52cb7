import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { catalogueApi, methodNotAllowed } from './category-api.server';

/**
 * /api/product and its maintenance paths (001 §7), one module for the paths below it without a
 * module of their own:
 * - GET /api/product → `{ items, page, perPage, total }` (public; visibility rules in the engine);
 * - PUT /api/product (create), PUT /api/product/create-product-customer, PUT /api/product/copy-relations;
 * - POST /api/product/:id (update), DELETE /api/product/:id[?permanent=true].
 * Guards are in api-routes.ts and checked before this module runs.
 */
export function loader(args: LoaderFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, query }) => engine.products.listProducts(ctx, query));
}

export function action(args: ActionFunctionArgs) {
  const method = args.request.method.toUpperCase();
  // The decoded path, as the router and the guard read it (issue 22).
  const pathname = decodeURIComponent(new URL(args.request.url).pathname).toLowerCase();
  return catalogueApi(args, async ({ engine, ctx, query, body }) => {
    if (pathname.endsWith('/create-product-customer') && method === 'PUT') return engine.catalogAdmin.createCustomerProduct(ctx, (await body()) as never);
    if (pathname.endsWith('/copy-relations') && method === 'PUT') return engine.catalogAdmin.copyProductRelations(ctx, (await body()) as never);
    const id = args.params.id;
    if (id === undefined && method === 'PUT') return engine.catalogAdmin.createProduct(ctx, (await body()) as never);
    if (id !== undefined && method === 'POST') return engine.catalogAdmin.updateProduct(ctx, id, (await body()) as never);
    if (id !== undefined && method === 'DELETE') return engine.catalogAdmin.deleteProduct(ctx, id, query);
    return methodNotAllowed();
  });
}
