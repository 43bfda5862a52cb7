import type { Route } from './+types/auth';
import { handleApi } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { clientAddressOf, readJson, sessionResponse } from './auth.server';

/**
 * POST /api/auth {email, password} → `{ token, payload }` and the session cookie (R000-7.03,
 * R000-7.04 decided in docs/decisions/303-auth-response.md). Public.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const engine = context.get(engineContext);
  return handleApi(engine.logger, async () => {
    const body = await readJson(request);
    const result = await engine.auth.login(body as { email: string; password: string }, { clientAddress: clientAddressOf(context) });
    return sessionResponse(engine, request, result);
  });
}
