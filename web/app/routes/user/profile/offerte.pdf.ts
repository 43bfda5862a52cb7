import type { Route } from './+types/offerte.pdf';
import { guards } from '../../../api-routes';
import { engineContext } from '../../../lib/engine-context';
import { requirePage } from '../../../lib/guards.server';
import { requestContext } from '../../../lib/request-context.server';
import { toRouteError } from '../../../lib/route-error.server';

/** /user/profile/offerten/{number}/pdf: the quote PDF (Offerte) of one of the customer's own quotes; another's answers 404 (decision 1005). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requirePage(guards.auth, ctx, request);
  const engine = context.get(engineContext);
  try {
    const id = await engine.orderHistory.ownQuoteId(ctx, params.quoteNumber);
    const pdf = await engine.orderDocuments.renderQuotePdf(id);
    const name = params.quoteNumber.replace(/[^\w-]/g, '_');
    return new Response(new Uint8Array(pdf), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="offerte-${name}.pdf"`, 'cache-control': 'no-store' },
    });
  } catch (error) {
    throw toRouteError(error);
  }
}
