import type { Route } from './+types/user-id';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import { readJson } from './auth.server';

/** GET /api/user/:id (R001-7.009). Guard: ADMIN_CUSTOMER. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.customerAdmin.getUser(context.get(requestContext), Number(params.id)));
}

/** PUT /api/user/:id {email?, active?, permissions?, password?} (R001-7.010). Guard: ADMIN_CUSTOMER. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => engine.customerAdmin.updateUser(context.get(requestContext), Number(params.id), await readJson(request)));
}
