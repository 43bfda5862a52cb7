import { apiRoute } from '../api.server';
import { readUpload, reportResponse } from './imports-api.server';

/** POST /api/import-customer-order/from-template-cppumpen (R001-7.052, ADMIN_QUOTE): an order spreadsheet (xlsx) → a quote (or, with target=ORDER, an order) priced by the engine. */
export const action = apiRoute(async ({ engine, ctx, request }) => {
  const upload = await readUpload(request);
  return reportResponse(await engine.imports.template.importTemplate(ctx, upload.file, { dryRun: upload.dryRun, customer: upload.fields.customer, target: upload.fields.target }));
});
