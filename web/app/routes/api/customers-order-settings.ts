import { apiRoute } from '../../lib/api.server';

/** GET /api/customers/:id/customer-order-settings (R000-7.21). Guard: ownCustomer. */
export const loader = apiRoute(({ engine, ctx, params }) => engine.addresses.orderSettings(ctx, Number(params.id)));
