import { removeTypeAttributesSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/product-types/:id/remove-attribute → the type with its attrs (R001-7.116). ADMIN_PRODUCT_META. */
export const action = apiRoute(async ({ engine, ctx, input, params }) => engine.catalog.admin.removeTypeAttributes(ctx, params.id ?? '', await input(removeTypeAttributesSchema)));
