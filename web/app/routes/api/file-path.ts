import type { Route } from './+types/file-path';
import { priceApi } from './product-price-api.server';

/** DELETE /api/file/{path} (R001-7.057): a file, or a folder with everything in it. ADMIN_PRODUCT. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, params }) => engine.mediaLibrary.remove(params['*'] ?? ''));
}
