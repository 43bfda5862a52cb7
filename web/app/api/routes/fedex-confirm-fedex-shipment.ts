import { shipmentDataSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/fedex/confirm-fedex-shipment (R001-7.042, ADMIN_QUOTE): creates the shipment with its labels; a repeat answers the first. */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.shipments.confirmShipment(ctx, await input(shipmentDataSchema)));
