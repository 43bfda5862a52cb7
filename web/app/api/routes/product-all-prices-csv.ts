import { csvDownload } from './product-all-api.server';
import { apiRoute } from '../api.server';

/** GET /api/product/all-prices-csv (R000-7.32): every price as CSV, ADMIN_PRODUCT (docs/feeds.md). */
export const loader = apiRoute(async ({ engine, ctx }) => csvDownload(engine.feeds.allPrices(ctx)));
