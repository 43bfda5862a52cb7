import { parseId } from '@shop/engine';
import type { Route } from './+types/product.$id.price2.workbook';
import { idParam } from '../../kit/route-params.server';
import { requireAdminScreen } from '../screens.server';
import { engineContext } from '../../server/engine-context';
import { notFound, toRouteError } from '../../kit/route-error.server';
import { requestContext } from '../../server/request-context.server';

/**
 * /admin/product/{id}/price2/workbook?customer=<id> (decision 977): the workbook a price record
 * of the product names (empty customer: the default record), as a download. The /price2 screen's
 * guard; the engine reads only .xlsx files of the files store (decision 1174).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  requireAdminScreen('productPrices', ctx, request);
  const engine = context.get(engineContext);
  const productId = idParam(params);
  const customerId = parseId(new URL(request.url).searchParams.get('customer'));
  try {
    const records = await engine.pricing.admin.listProductPrices(ctx, { productId });
    const file = records.find((record) => record.customerId === customerId)?.excel?.excelFile;
    if (!file) throw notFound();
    const workbook = await engine.pricing.workbooks.read(ctx, file);
    return new Response(new Uint8Array(workbook.bytes), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="${workbook.name}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  } catch (error) {
    throw toRouteError(error);
  }
}
