import { apiRoute } from '../api.server';
import { pathId } from '../../kit/route-params.server';

/** GET /api/customers/:id/customer-order-settings (R000-7.21). Guard: ownCustomer. */
export const loader = apiRoute(({ engine, ctx, params }) => engine.customers.addresses.orderSettings(ctx, pathId(params.id)));
