import { apiRoute } from '../../lib/api.server';

/** GET /api/customers/:id/promotion (R001-7.024). Guard: ADMIN_CUSTOMER. */
export const loader = apiRoute(({ engine, ctx, params }) => engine.customerAdmin.promotion(ctx, Number(params.id)));
