import { copyOrderInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** POST /api/order/copy (R001-7.062, ADMIN_QUOTE): body `{ id }` → the new PLACED copy of that order. */
export const action = apiRoute(async ({ engine, ctx, input }) => engine.orders.admin.copyOrder(ctx, await input(copyOrderInputSchema)));
