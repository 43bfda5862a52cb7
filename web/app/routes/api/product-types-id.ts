import type { ActionFunctionArgs } from 'react-router';
import { catalogueApi, methodNotAllowed } from './category-api.server';

/** PUT /api/product-types/:id (R001-7.120) and DELETE /api/product-types/:id[?permanent=true] (R001-7.121). ADMIN_PRODUCT_META. */
export function action(args: ActionFunctionArgs) {
  const method = args.request.method.toUpperCase();
  const id = args.params.id ?? '';
  return catalogueApi(args, async ({ engine, ctx, query, body }) => {
    if (method === 'PUT') return engine.catalogAdmin.updateProductType(ctx, id, (await body()) as never);
    if (method === 'DELETE') return engine.catalogAdmin.deleteProductType(ctx, id, query);
    return methodNotAllowed();
  });
}
