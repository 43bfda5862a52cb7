import type { Route } from './+types/import-ax-order-status';
import { importApi, readUpload, reportResponse } from './imports-api.server';

/** POST /api/import-ax/update-order-status (R001-7.051, ADMIN_QUOTE): order states and delivered/invoiced quantities; idempotent. */
export function action(args: Route.ActionArgs) {
  return importApi(args, async ({ engine, ctx, request }) => {
    const upload = await readUpload(request);
    return reportResponse(await engine.imports.ax.updateOrderStatus(ctx, upload.file, { dryRun: upload.dryRun }));
  });
}
