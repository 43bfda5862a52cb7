import { apiRoute } from '../api.server';
import { pathId } from '../../kit/route-params.server';

/** DELETE /api/customers/:id: soft delete (R001-7.029). Guard: ADMIN_CUSTOMER. */
export const action = apiRoute(({ engine, ctx, params }) => engine.customers.admin.deleteCustomer(ctx, pathId(params.id)));
