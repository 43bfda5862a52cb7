import type { Engine, LoginResult } from '@shop/engine';
import { EngineError } from '@shop/engine';
import type { RouterContextProvider } from 'react-router';
import { clientAddressContext } from '../../lib/engine-context';
import { clearedSessionCookie, sessionCookie } from '../../lib/session.server';

/** The JSON body of an /api request; a body that is not JSON answers 400 with the errors body. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new EngineError('invalid', 'Die Eingaben sind ungültig.');
}

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

/**
 * The answer of a login or registration (docs/decisions/303-auth-response.md): `{ token, payload }`
 * as JSON for bearer clients, and the same token as the HttpOnly session cookie for the browser.
 */
export function sessionResponse(engine: Engine, request: Request, result: LoginResult, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', sessionCookie(result.token, { secure: isHttps(request), maxAgeSeconds: engine.sessions.ttlSeconds }));
  headers.set('Cache-Control', 'no-store');
  return Response.json({ token: result.token, payload: result.payload }, { ...init, headers });
}

/** Set-Cookie header value that ends the browser session. */
export function logoutCookie(request: Request): string {
  return clearedSessionCookie({ secure: isHttps(request) });
}

/**
 * The client's IP address for the per-address login limit (from the socket, set by web/server.ts;
 * undefined means only the per-account limit applies). Behind a reverse proxy every request comes
 * from the proxy's address: see docs/accounts.md.
 */
export function clientAddressOf(context: Readonly<RouterContextProvider>): string | undefined {
  return context.get(clientAddressContext);
}
