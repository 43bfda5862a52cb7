import type { Route } from './+types/customers-correspondence-csv';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

/** GET /api/customers/all-correspondence-contacts: CSV download (R001-7.032). Guard: ADMIN_CUSTOMER. */
export async function loader({ context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => {
    const file = await engine.customerAdmin.correspondenceContactsCsv(context.get(requestContext));
    return new Response(file.content, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.fileName}"`,
        'Cache-Control': 'no-store',
      },
    });
  });
}
