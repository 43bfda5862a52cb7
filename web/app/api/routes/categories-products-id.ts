import { apiRoute } from '../api.server';

/** DELETE /api/categories/:id/products/:productId → `{ removed: true }` (decision 892): the link goes, the product stays. ADMIN_CATEGORY. */
export const action = apiRoute(async ({ engine, ctx, params }) => engine.catalog.categoryDesk.unlinkProduct(ctx, params.id ?? '', params.productId ?? ''));
