import type { ActionFunctionArgs } from 'react-router';
import { catalogueApi, methodNotAllowed } from './category-api.server';

/** PUT /api/categories/:id (R001-7.015) and DELETE /api/categories/:id (R001-7.016). ADMIN_CATEGORY. */
export function action(args: ActionFunctionArgs) {
  const method = args.request.method.toUpperCase();
  const id = args.params.id ?? '';
  return catalogueApi(args, async ({ engine, ctx, body }) => {
    if (method === 'PUT') return engine.catalogAdmin.updateCategory(ctx, id, (await body()) as never);
    if (method === 'DELETE') return engine.catalogAdmin.deleteCategory(ctx, id);
    return methodNotAllowed();
  });
}
