import { apiRoute } from '../api.server';

/** GET /api/customers/all-correspondence-contacts: CSV download (R001-7.032). Guard: ADMIN_CUSTOMER. */
export const loader = apiRoute(async ({ engine, ctx }) => {
  const file = await engine.customers.admin.correspondenceContactsCsv(ctx);
  return new Response(file.content, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
});
