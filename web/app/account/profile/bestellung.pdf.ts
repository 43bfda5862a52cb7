import type { Route } from './+types/bestellung.pdf';
import { GUARDS } from '@shop/engine/browser';
import { engineContext } from '../../server/engine-context';
import { requirePage } from '../../server/guards.server';
import { requestContext } from '../../server/request-context.server';
import { toRouteError } from '../../kit/route-error.server';
import { textParam } from '../../kit/route-params.server';

/** /user/profile/bestellungen/{number}/pdf: the order PDF of one of the customer's own orders. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(GUARDS.signedIn, ctx, request);
  const engine = context.get(engineContext);
  const number = textParam(params, 'orderNumber');
  try {
    const id = await engine.orders.history.ownOrderId(ctx, number);
    const pdf = await engine.orders.documents.renderOrderPdf(id);
    const name = number.replace(/[^\w-]/g, '_');
    return new Response(new Uint8Array(pdf), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="bestellung-${name}.pdf"`, 'cache-control': 'no-store' },
    });
  } catch (error) {
    throw toRouteError(error);
  }
}
