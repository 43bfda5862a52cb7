import { readFile } from 'node:fs/promises';
import type { Route } from './+types/customers-logo';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';

/** GET /api/customers/:id/logo: the customer's logo file or 404 (R000-7.33). Guard: ownCustomer. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => {
    const logo = await engine.customerAdmin.customerLogo(context.get(requestContext), Number(params.id));
    return new Response(new Uint8Array(await readFile(logo.path)), {
      headers: { 'Content-Type': logo.contentType, 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff' },
    });
  });
}
