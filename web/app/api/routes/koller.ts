import { apiRoute } from '../api.server';
import { readUpload, reportResponse } from './imports-api.server';

/**
 * POST /api/koller (R001-7.045, R001-6.11; ADMIN_QUOTE, bearer token or session): multipart with
 * the auction invoice file → { invoiceData, existingCustomers }. With the form field
 * `import=1` (decision 835) the quote is placed as well (`customerId` picks a matched customer,
 * `dryRun=1` previews) and the import report answers.
 */
export const action = apiRoute(async ({ engine, ctx, request }) => {
  const upload = await readUpload(request);
  if (upload.fields.import === '1' || upload.fields.import === 'true') {
    const customerId = upload.fields.customerId ? Number(upload.fields.customerId) : undefined;
    return reportResponse(await engine.imports.koller.importQuote(ctx, upload.file, { dryRun: upload.dryRun, customerId }));
  }
  return engine.imports.koller.readInvoice(ctx, upload.file);
});
