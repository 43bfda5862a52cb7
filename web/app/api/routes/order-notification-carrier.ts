import { carrierNotificationInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/order/:id/notification-carrier (R001-7.072, ADMIN_QUOTE): the pickup notice mail to the carrier. */
export const action = apiRoute(async ({ engine, ctx, params, input }) => engine.orders.admin.notifyCarrier(ctx, params.id ?? '', await input(carrierNotificationInputSchema)));
