import type { Route } from './+types/imports.work.$id';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { toRouteError } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';
import { idParam } from '../../kit/route-params.server';
import { shownImportWork } from './imports.server';

/** /admin/Imports/work/{id}: a queued import's state, progress and report, polled by the import screen (decision 980). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('imports', ctx, request);
  const id = idParam(params);
  try {
    return shownImportWork(await context.get(engineContext).jobs.work.get(ctx, id), ctx);
  } catch (error) {
    throw toRouteError(error);
  }
}
