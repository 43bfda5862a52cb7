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
