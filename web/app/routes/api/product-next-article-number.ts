import type { LoaderFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/** GET /api/product/next-article-number?typeId → `{ typeId, articleNumber }` (R001-7.101). ADMIN_PRODUCT. */
export function loader(args: LoaderFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, query }) => engine.catalogRead.nextArticleNumber(ctx, query as never));
}
