import type { Route } from './+types/skonto';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import { customerIdQuery } from './skonto-query.server';

/** GET /api/skonto?customerId (R000-7.23): same rule as /api/payment-term (docs/decisions/330). Guard: auth. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.customerAdmin.skontos(context.get(requestContext), customerIdQuery(request)));
}
