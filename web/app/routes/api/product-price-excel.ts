import type { Route } from './+types/product-price-excel';
import { priceApi } from './product-price-api.server';

/** PUT /api/product/price/:id/excel-price (R001-7.085): EXCEL becomes active; id ≤ 0 with customerId + productId creates the record. */
export function action(args: Route.ActionArgs) {
  return priceApi(args, async ({ engine, ctx, params, body }) => engine.priceAdmin.saveExcelPrice(ctx, params.id, (await body()) as never));
}
