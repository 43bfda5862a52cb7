import { pickupCheckSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/fedex/check-pickup-availability (R001-7.040, ADMIN_QUOTE): pickup slots up to 16:00. */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.shipments.checkPickupAvailability(ctx, await input(pickupCheckSchema)));
