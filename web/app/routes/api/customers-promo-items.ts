import type { Route } from './+types/customers-promo-items';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

/** GET /api/customers/promo-items (R001-7.023). Guard: ADMIN_CUSTOMER. */
export async function loader({ context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.customerAdmin.promoItems(context.get(requestContext)));
}
