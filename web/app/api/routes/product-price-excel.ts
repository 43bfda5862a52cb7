import { excelPriceInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/product/price/:id/excel-price (R001-7.085): EXCEL becomes active; id ≤ 0 with customerId + productId creates the record. */
export const action = apiRoute(async ({ engine, ctx, params, input }) => engine.pricing.admin.saveExcelPrice(ctx, params.id, await input(excelPriceInputSchema)));
