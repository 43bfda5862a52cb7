import { apiRoute } from '../api.server';
import { clientAddressOf, sessionResponse } from './auth.server';

/**
 * POST /api/auth {email, password} → `{ token, payload }` and the session cookie (R000-7.03,
 * R000-7.04 decided in docs/decisions/303-auth-response.md). Public. The engine reads the body:
 * anything but a valid e-mail and password answers the one login failure (401), never a field.
 */
export const action = apiRoute(async ({ engine, request, context, body }) => {
  const result = await engine.auth.login(await body(), { clientAddress: clientAddressOf(context) });
  return sessionResponse(engine, request, result);
});
