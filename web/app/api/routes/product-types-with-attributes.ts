import { withoutWorkbookPath } from '../api-responses';
import { apiRoute } from '../api.server';

/** GET /api/product-types/with-attributes → `{ items }`, each type with its ordered attrs (R001-7.114). Public. */
export const loader = apiRoute(async ({ engine, ctx, query }) => ({ items: withoutWorkbookPath(await engine.catalog.read.listProductTypesWithAttributes(ctx, query)) }));
