import { categoriesQuerySchema } from '@shop/engine';
import type { Route } from './+types/categories';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

/** GET /api/categories → `{ items: CategoryNode[] }`, the flat category list (000 §7, R000-7.15). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Public: no guard.
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => {
    const query = categoriesQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const base = context.get(requestContext);
    const items = await engine.catalog.listCategories(query.shopMode ? { ...base, shopMode: query.shopMode } : base, query);
    return { items };
  });
}

/** POST /api/categories → the new category (R001-7.013). ADMIN_CATEGORY (api-routes.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => {
    const text = await request.text();
    let body: unknown;
    try {
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch {
      return Response.json({ errors: [{ message: 'Ungültiges JSON' }] }, { status: 400 });
    }
    return engine.catalogAdmin.createCategory(context.get(requestContext), body as never);
  });
}
