import { internalPriceUpdateSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/product/internal-price/:id (R001-7.097), ADMIN_PRODUCT. */
export const action = apiRoute(async ({ engine, ctx, params, input }) => engine.pricing.admin.updateInternalPrice(ctx, params.id, await input(internalPriceUpdateSchema)));
