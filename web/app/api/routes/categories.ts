import { categoriesQuerySchema, createCategorySchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** GET /api/categories → `{ items: CategoryNode[] }`, the flat category list (000 §7, R000-7.15). */
// Public: no guard.
export const loader = apiRoute(async ({ engine, ctx, query }) => {
  const input = categoriesQuerySchema.parse(query);
  const items = await engine.catalog.categories.listCategories(input.shopMode ? { ...ctx, shopMode: input.shopMode } : ctx, input);
  return { items };
});

/** POST /api/categories → the new category (R001-7.013). ADMIN_CATEGORY (api-routes.ts). */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.catalog.admin.createCategory(ctx, await input(createCategorySchema)));
