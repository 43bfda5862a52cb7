import type { Route } from './+types/customers-id';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

/** DELETE /api/customers/:id: soft delete (R001-7.029). Guard: ADMIN_CUSTOMER. */
export async function action({ params, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.customerAdmin.deleteCustomer(context.get(requestContext), Number(params.id)));
}
