import { apiRoute } from '../api.server';

/** POST /api/product/clear-price-cache (R001-7.107), ADMIN_PRODUCT. */
export const action = apiRoute(async ({ engine, ctx }) => engine.pricing.clearPriceCache(ctx));
