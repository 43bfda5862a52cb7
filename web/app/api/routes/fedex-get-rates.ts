import { rateRequestSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/fedex/get-rates (R001-7.039, ADMIN_QUOTE): address and packages → FedEx services with price and transit time. */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.shipments.getRates(ctx, await input(rateRequestSchema)));
