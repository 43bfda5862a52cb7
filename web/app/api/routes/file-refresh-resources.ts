import { apiRoute } from '../api.server';

/**
 * POST /api/file/refresh-resources (R001-7.058). The shop reads pictures from disk on every
 * request (decision 402): nothing is cached, so there is nothing to refresh. ADMIN_PRODUCT.
 */
export const action = apiRoute(async () => ({ refreshed: true }));
