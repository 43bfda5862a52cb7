import { updateAttributeSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/attribute/:id: update (R001-7.093). ADMIN_PRODUCT_META. */
export const action = apiRoute(async ({ engine, ctx, input, params }) => engine.catalog.admin.updateAttribute(ctx, params.id ?? '', await input(updateAttributeSchema)));
