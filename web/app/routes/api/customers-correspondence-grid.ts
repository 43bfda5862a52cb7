import type { Route } from './+types/customers-correspondence-grid';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

/** GET /api/customers/all-correspondence-contacts-grid (R001-7.031) → `{ items }` (001 §7: customers as an items list). Guard: ADMIN_CUSTOMER. */
export async function loader({ context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => ({ items: await engine.customerAdmin.correspondenceContacts(context.get(requestContext)) }));
}
