import type { Route } from './+types/customers-order-settings';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

/** GET /api/customers/:id/customer-order-settings (R000-7.21). Guard: ownCustomer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.addresses.orderSettings(context.get(requestContext), Number(params.id)));
}
