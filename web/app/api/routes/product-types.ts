import { createProductTypeSchema } from '@shop/engine';
import { withoutWorkbookPath } from '../api-responses';
import { apiRoute } from '../api.server';

/** GET /api/product-types → `{ items }` (public, R001-7.119); POST creates one (ADMIN_PRODUCT_META, R001-7.118). */
export const loader = apiRoute(async ({ engine, ctx, query }) => ({ items: withoutWorkbookPath(await engine.catalog.read.listProductTypes(ctx, query)) }));

export const action = apiRoute(async ({ engine, ctx, input }) => engine.catalog.admin.createProductType(ctx, await input(createProductTypeSchema)));
