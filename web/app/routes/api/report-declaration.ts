import type { Route } from './+types/report-declaration';
import { priceApi } from './product-price-api.server';

/** GET /api/report-declaration/declaration (R001-7.126): the reports, their parameters and who may run them. Any admin. */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, async ({ engine, ctx }) => engine.reports.declaration(ctx));
}
