import type { LoaderFunctionArgs } from 'react-router';
import { csvDownload } from './product-all-api.server';
import { priceApi } from './product-price-api.server';

/** GET /api/product/all-prices-csv (R000-7.32): every price as CSV, ADMIN_PRODUCT (docs/feeds.md). */
export function loader(args: LoaderFunctionArgs) {
  return priceApi(args, async ({ engine, ctx }) => csvDownload(engine.feeds.allPrices(ctx)));
}
