import type { Route } from './+types/koller-package-composition';
import { priceApi } from './product-price-api.server';

/** GET /api/koller/get-package-composition/:id (R001-7.047, ADMIN_QUOTE): the crates of an auction quote's lots. */
export function loader(args: Route.LoaderArgs) {
  return priceApi(args, ({ engine, ctx, params }) => engine.imports.koller.packageComposition(ctx, params.id ?? ''));
}
