import { apiRoute } from '../api.server';

/**
 * GET /api/order/position/configuration?productId|articleNumber → the configuration form of a
 * product: configurator attributes with type, options and defaults (decision 400). Public; only
 * products the caller may see.
 */
export const loader = apiRoute(async ({ engine, ctx, query }) => engine.catalog.read.configurationForm(ctx, query));
