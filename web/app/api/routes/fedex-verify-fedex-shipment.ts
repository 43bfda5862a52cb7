import { shipmentDataSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/fedex/verify-fedex-shipment (R001-7.041, ADMIN_QUOTE): FedEx validates the shipment data. */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.shipments.verifyShipment(ctx, await input(shipmentDataSchema)));
