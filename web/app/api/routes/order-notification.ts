import { orderNotificationInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/order/:id/notification (R001-7.071, ADMIN_QUOTE): mails the customer the order's state in the order's locale. */
export const action = apiRoute(async ({ engine, ctx, params, input }) => engine.orders.admin.notifyCustomer(ctx, params.id ?? '', await input(orderNotificationInputSchema)));
