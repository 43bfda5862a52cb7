import { addTypeAttributeSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/product-types/:id/add-attribute → the type with its attrs (R001-7.115). ADMIN_PRODUCT_META. */
export const action = apiRoute(async ({ engine, ctx, input, params }) => engine.catalog.admin.addTypeAttribute(ctx, params.id ?? '', await input(addTypeAttributeSchema)));
