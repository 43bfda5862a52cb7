import type { Route } from './+types/payment-term';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import { customerIdQuery } from './skonto-query.server';

/**
 * GET /api/payment-term?customerId (R000-7.22): the customer's own term (docs/decisions/330);
 * all terms only for admins without customerId. Guard: auth; the engine checks ownership.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.customerAdmin.paymentTerms(context.get(requestContext), customerIdQuery(request)));
}
