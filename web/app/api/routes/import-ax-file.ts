import { apiRoute } from '../api.server';
import { readUpload, reportResponse } from './imports-api.server';

/** POST /api/import-ax/file (R001-7.050, ADMIN_QUOTE): ERP orders, once per AX order number; `dryRun=1` previews. */
export const action = apiRoute(async ({ engine, ctx, request }) => {
  const upload = await readUpload(request);
  return reportResponse(await engine.imports.ax.importOrders(ctx, upload.file, { dryRun: upload.dryRun }));
});
