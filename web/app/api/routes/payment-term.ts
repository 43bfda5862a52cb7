import { apiRoute } from '../api.server';
import { customerIdQuery } from './skonto-query.server';

/**
 * GET /api/payment-term?customerId (R000-7.22): the customer's own term (docs/decisions/330);
 * all terms only for admins without customerId. Guard: auth; the engine checks ownership.
 */
export const loader = apiRoute(({ engine, ctx, request }) => engine.customers.admin.paymentTerms(ctx, customerIdQuery(request)));
