import type { Route } from './+types/bestellung.pdf';
import { guards } from '../../../api-routes';
import { engineContext } from '../../../lib/engine-context';
import { requirePage } from '../../../lib/guards.server';
import { requestContext } from '../../../lib/request-context.server';
import { toRouteError } from '../../../lib/route-error.server';

/** /user/profile/bestellungen/{number}/pdf: the order PDF of one of the customer's own orders (issue 20). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(guards.auth, ctx, request);
  const engine = context.get(engineContext);
  try {
    const id = await engine.orderHistory.ownOrderId(ctx, params.orderNumber);
    const pdf = await engine.orderDocuments.renderOrderPdf(id);
    const name = params.orderNumber.replace(/[^\w-]/g, '_');
    return new Response(new Uint8Array(pdf), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="bestellung-${name}.pdf"`, 'cache-control': 'no-store' },
    });
  } catch (error) {
    throw toRouteError(error);
  }
}
