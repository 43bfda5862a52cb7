import type { Route } from './+types/order.$id.pdf';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { toRouteError } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';
import { idParam } from '../../kit/route-params.server';

/** /admin/order/{id}/pdf: the order's PDF (with the QR-bill for invoice and prepayment), ADMIN_QUOTE like the order page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('order', ctx, request);
  const id = idParam(params);
  try {
    const pdf = await context.get(engineContext).orders.documents.renderOrderPdf(id);
    return new Response(new Uint8Array(pdf), { headers: { 'content-type': 'application/pdf', 'content-disposition': `inline; filename="bestellung-${id}.pdf"`, 'cache-control': 'no-store' } });
  } catch (error) {
    throw toRouteError(error);
  }
}
