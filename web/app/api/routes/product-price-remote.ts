import { remotePriceInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/product/price/:id/remote-price (R001-7.087): REMOTE becomes active. */
export const action = apiRoute(async ({ engine, ctx, params, input }) => engine.pricing.admin.saveRemotePrice(ctx, params.id, await input(remotePriceInputSchema)));
