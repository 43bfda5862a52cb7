import { schedulePickupSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/fedex/schedule-pickup (R001-7.043, ADMIN_QUOTE): books the courier for the order's shipment (ready by 16:00 at the latest). */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.shipments.schedulePickup(ctx, await input(schedulePickupSchema)));
