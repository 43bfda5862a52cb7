import type { Route } from './+types/stueckliste';
import { requireAdminScreen } from '../../lib/admin-screens.server';
import { engineContext } from '../../lib/engine-context';
import { reportResponse } from '../../lib/report-response.server';
import { notFound, toRouteError } from '../../lib/route-error.server';
import { requestContext } from '../../lib/request-context.server';

/**
 * /admin/order/{id}/stueckliste and /admin/quote/{id}/stueckliste: the 'Stückliste' button of the
 * order and quote pages — the part list PDF (POST /api/report/generate/ with reportId 'partList'),
 * opened in the browser with its file name. ADMIN_QUOTE like the pages.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const quote = /\/admin\/quote\//i.test(new URL(request.url).pathname);
  requireAdminScreen(quote ? 'quote' : 'order', ctx, request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw notFound();
  try {
    const report = await context.get(engineContext).reports.generate(ctx, { reportId: 'partList', params: { id }, customerRequestKind: quote ? 'QUOTE' : 'ORDER' });
    return reportResponse(report, 'inline');
  } catch (error) {
    throw toRouteError(error);
  }
}
