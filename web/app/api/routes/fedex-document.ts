import { apiRoute } from '../api.server';
import { pathId } from '../../kit/route-params.server';

/** GET /api/fedex/document/:id (ADMIN_QUOTE, our addition): a label or commercial invoice kept with the order, as PDF download. */
export const loader = apiRoute(async ({ engine, ctx, params }) => {
  const document = await engine.shipments.document(ctx, pathId(params.id));
  return new Response(new Uint8Array(document.content), {
    headers: { 'content-type': document.contentType, 'content-disposition': `attachment; filename="${document.fileName}"`, 'cache-control': 'private, no-store' },
  });
});
