import type { Route } from './+types/imports.$id.file';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { toRouteError } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';
import { idParam } from '../../kit/route-params.server';

/** /admin/Imports/{id}/file: the kept file of an import, as it was received. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('imports', ctx, request);
  const id = idParam(params);
  try {
    const run = await context.get(engineContext).imports.getRun(ctx, id);
    const name = run.fileName.replace(/["\\\r\n]/g, '_');
    return new Response(new Uint8Array(run.content), {
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(run.fileName)}`,
        'cache-control': 'no-store',
      },
    });
  } catch (error) {
    throw toRouteError(error);
  }
}
