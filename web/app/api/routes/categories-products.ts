import { linkCategoryProductSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/**
 * PUT /api/categories/:id/products { productId, order? } → the link (decision 892): an
 * existing product shown in the category (AddCategoryProductModal). ADMIN_CATEGORY.
 */
export const action = apiRoute(async ({ engine, ctx, input, params }) => engine.catalog.categoryDesk.linkProduct(ctx, params.id ?? '', await input(linkCategoryProductSchema)));
