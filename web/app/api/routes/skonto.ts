import { apiRoute } from '../api.server';
import { customerIdQuery } from './skonto-query.server';

/** GET /api/skonto?customerId (R000-7.23): same rule as /api/payment-term (docs/decisions/330). Guard: auth. */
export const loader = apiRoute(({ engine, ctx, request }) => engine.customers.admin.skontos(ctx, customerIdQuery(request)));
