import { apiRoute } from '../api.server';

/** GET /api/koller/get-insurance-csv (R001-7.049, ADMIN_QUOTE): the insurance tariff as CSV (binary download). */
export const loader = apiRoute(async ({ engine, ctx }) => {
  const csv = await engine.imports.koller.insuranceCsv(ctx);
  return new Response(new TextEncoder().encode(csv), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="versicherungstarif.csv"', 'Cache-Control': 'no-store' },
  });
});
