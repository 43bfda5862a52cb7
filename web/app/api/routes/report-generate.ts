import { generateReportSchema } from '@shop/engine';
import { reportResponse } from '../../kit/report-response.server';
import { apiRoute, methodNotAllowed } from '../api.server';

/**
 * POST /api/report/generate/ (R001-7.127): `{ reportId, params: { id }, images?, customerRequestKind? }`
 * → the PDF with its file name in content-disposition (R001-7.130). 'Report not found' (404) for an
 * unknown report, 'PDF wurde nicht erzeugt' (503) when the PDF cannot be written (R001-8.19).
 */
export const action = apiRoute(async ({ engine, ctx, method, input }) => {
  if (method !== 'POST') return methodNotAllowed();
  return reportResponse(await engine.reports.generate(ctx, await input(generateReportSchema)), 'attachment');
});
