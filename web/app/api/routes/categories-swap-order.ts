import { swapCategoryOrderSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/categories/swap-order { firstId, secondId } → `{ items: [{ id, order }] }` (R001-7.014). ADMIN_CATEGORY. */
export const action = apiRoute(async ({ engine, ctx, input }) => ({ items: await engine.catalog.admin.swapCategoryOrder(ctx, await input(swapCategoryOrderSchema)) }));
