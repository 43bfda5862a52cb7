import { apiRoute } from '../api.server';
import { readUpload, reportResponse } from './imports-api.server';

/** POST /api/import-ax/update-order-status (R001-7.051, ADMIN_QUOTE): order states and delivered/invoiced quantities; idempotent. */
export const action = apiRoute(async ({ engine, ctx, request }) => {
  const upload = await readUpload(request);
  return reportResponse(await engine.imports.ax.updateOrderStatus(ctx, upload.file, { dryRun: upload.dryRun }));
});
