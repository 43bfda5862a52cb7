import { marginPriceInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/product/price/:id/margin-price (R001-7.086): MARGIN becomes active. */
export const action = apiRoute(async ({ engine, ctx, params, input }) => engine.pricing.admin.saveMarginPrice(ctx, params.id, await input(marginPriceInputSchema)));
