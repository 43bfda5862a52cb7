import { apiRoute } from '../api.server';

/** GET /api/customers/promo-items (R001-7.023). Guard: ADMIN_CUSTOMER. */
export const loader = apiRoute(({ engine, ctx }) => engine.customers.admin.promoItems(ctx));
