import { fixPriceRowInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/product/price/:id/fix-price (R001-7.088): adds a graduated row; FIX becomes active. */
export const action = apiRoute(async ({ engine, ctx, params, input }) => engine.pricing.admin.addFixPriceRow(ctx, params.id, await input(fixPriceRowInputSchema)));
