import { updateTypeAttributeSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/product-types/:id/update-attribute → the type with its attrs (R001-7.117). ADMIN_PRODUCT_META. */
export const action = apiRoute(async ({ engine, ctx, input, params }) => engine.catalog.admin.updateTypeAttribute(ctx, params.id ?? '', await input(updateTypeAttributeSchema)));
