import { apiRoute } from '../api.server';
import { pathId } from '../../kit/route-params.server';

/** GET /api/customers/:id/promotion (R001-7.024). Guard: ADMIN_CUSTOMER. */
export const loader = apiRoute(({ engine, ctx, params }) => engine.customers.admin.promotion(ctx, pathId(params.id)));
