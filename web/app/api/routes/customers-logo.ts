import { apiRoute } from '../api.server';
import { pathId } from '../../kit/route-params.server';

/** GET /api/customers/:id/logo: the customer's logo file or 404 (R000-7.33). Guard: ownCustomer. */
export const loader = apiRoute(async ({ engine, ctx, params }) => {
  const logo = await engine.customers.admin.customerLogo(ctx, pathId(params.id));
  return new Response(new Uint8Array(logo.bytes), {
    headers: { 'Content-Type': logo.contentType, 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff' },
  });
});
