import { changeOrderStateInputSchema } from '@shop/engine';
import { apiRoute } from '../api.server';

/** PUT /api/order/:id/state (R001-7.069): one allowed order state change. ADMIN_QUOTE (api-routes.ts). */
export const action = apiRoute(async ({ engine, ctx, params, input }) => engine.orders.changeOrderState(ctx, params.id ?? '', await input(changeOrderStateInputSchema)));
