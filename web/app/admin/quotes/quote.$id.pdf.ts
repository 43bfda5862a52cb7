import type { Route } from './+types/quote.$id.pdf';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { toRouteError } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';
import { idParam } from '../../kit/route-params.server';

/** /admin/quote/{id}/pdf: the quote PDF (Offerte), ADMIN_QUOTE like the quote page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('quote', ctx, request);
  const id = idParam(params);
  try {
    const pdf = await context.get(engineContext).orders.documents.renderQuotePdf(id);
    return new Response(new Uint8Array(pdf), { headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="offerte-${id}.pdf"`, 'cache-control': 'no-store' } });
  } catch (error) {
    throw toRouteError(error);
  }
}
