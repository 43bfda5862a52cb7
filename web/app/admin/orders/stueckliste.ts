import type { Route } from './+types/stueckliste';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { reportResponse } from '../../kit/report-response.server';
import { toRouteError } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';
import { idParam } from '../../kit/route-params.server';

/**
 * /admin/order/{id}/stueckliste and /admin/quote/{id}/stueckliste: the 'Stückliste' button of the
 * order and quote pages — the part list PDF (POST /api/report/generate/ with reportId 'partList'),
 * opened in the browser with its file name. ADMIN_QUOTE like the pages.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const quote = /\/admin\/quote\//i.test(new URL(request.url).pathname);
  requireAdminScreen(quote ? 'quote' : 'order', ctx, request);
  const id = idParam(params);
  try {
    const report = await context.get(engineContext).reports.generate(ctx, { reportId: 'partList', params: { id }, customerRequestKind: quote ? 'QUOTE' : 'ORDER' });
    return reportResponse(report, 'inline');
  } catch (error) {
    throw toRouteError(error);
  }
}
