import type { Route } from './+types/fedex-upload-etd';
import { priceApi } from './product-price-api.server';

/** PUT /api/fedex/upload-etd (R001-7.044, ADMIN_QUOTE): the order's commercial invoice as electronic trade document → its docId. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, body }) => engine.fedex.uploadEtd(ctx, (await body()) as never));
}
