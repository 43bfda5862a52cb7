import { csvDownload } from './product-all-api.server';
import { apiRoute } from '../api.server';

/** GET /api/product/all-published-prices?shop=1[&all=1] (R000-7.31): the merchant feed CSV, public (docs/feeds.md). */
export const loader = apiRoute(async ({ engine, ctx, query }) => csvDownload(engine.feeds.publishedPrices(ctx, query)));
