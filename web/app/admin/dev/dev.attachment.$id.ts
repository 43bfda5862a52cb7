import type { Route } from './+types/dev.attachment.$id';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { toRouteError } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';
import { idParam } from '../../kit/route-params.server';

/** /admin/dev/attachment/{id}: the stored bytes of a mail's attachment, with the /admin/dev guard. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('dev', ctx, request);
  const id = idParam(params);
  try {
    const file = await context.get(engineContext).mail.desk.attachment(ctx, id);
    const name = file.filename.replace(/["\\\r\n]/g, '_');
    return new Response(new Uint8Array(file.content), {
      headers: { 'content-type': file.contentType, 'content-disposition': `inline; filename="${name}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`, 'cache-control': 'no-store' },
    });
  } catch (error) {
    throw toRouteError(error);
  }
}
