import type { LoaderFunctionArgs } from 'react-router';
import { catalogueApi } from './category-api.server';

/**
 * GET /api/order/position/configuration?productId|articleNumber → the configuration form of a
 * product: configurator attributes with type, options and defaults (decision 400). Public; only
 * products the caller may see.
 */
export function loader(args: LoaderFunctionArgs) {
  return catalogueApi(args, async ({ engine, ctx, query }) => engine.catalogRead.configurationForm(ctx, query));
}
