import type { LoaderFunctionArgs } from 'react-router';
import { csvDownload } from './product-all-api.server';
import { priceApi } from './product-price-api.server';

/** GET /api/product/all-published-prices?shop=1[&all=1] (R000-7.31): the merchant feed CSV, public (docs/feeds.md). */
export function loader(args: LoaderFunctionArgs) {
  return priceApi(args, async ({ engine, ctx, query }) => csvDownload(engine.feeds.publishedPrices(ctx, query)));
}
