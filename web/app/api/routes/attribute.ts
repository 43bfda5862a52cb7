import { createAttributeSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** GET /api/attribute → `{ items }` (public, R001-7.091); POST creates one (ADMIN_PRODUCT_META, R001-7.092). */
export const loader = apiRoute(async ({ engine, ctx }) => ({ items: await engine.catalog.read.listAttributes(ctx) }));

export const action = apiRoute(async ({ engine, ctx, input }) => engine.catalog.admin.createAttribute(ctx, await input(createAttributeSchema)));
