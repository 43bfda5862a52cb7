import { nextArticleNumberQuerySchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** GET /api/product/next-article-number?typeId → `{ typeId, articleNumber }` (R001-7.101). ADMIN_PRODUCT. */
export const loader = apiRoute(async ({ engine, ctx, query }) => engine.catalog.read.nextArticleNumber(ctx, nextArticleNumberQuerySchema.parse(query)));
