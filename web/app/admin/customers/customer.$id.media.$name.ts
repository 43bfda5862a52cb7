import type { Route } from './+types/customer.$id.media.$name';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { idParam, textParam } from '../../kit/route-params.server';

/**
 * /admin/customer/{id}/media/{name} (R001-2.12, decision 898): one of the customer's files —
 * pictures and PDFs shown in the browser, anything else (or `?download=1`) as an attachment.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('customerMedia', ctx, request);
  const file = { customerId: idParam(params), name: textParam(params, 'name') };
  try {
    const { entry, bytes } = await context.get(engineContext).customers.files.file(ctx, file);
    const inline = !new URL(request.url).searchParams.has('download') && /^(image\/|application\/pdf$)/.test(entry.type ?? '');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': entry.type ?? 'application/octet-stream',
        'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${entry.name}"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-cache',
      },
    });
  } catch (error) {
    throw toRouteError(error);
  }
}
