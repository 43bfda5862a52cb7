import type { Route } from './+types/customers-promotion';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

/** GET /api/customers/:id/promotion (R001-7.024). Guard: ADMIN_CUSTOMER. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.customerAdmin.promotion(context.get(requestContext), Number(params.id)));
}
