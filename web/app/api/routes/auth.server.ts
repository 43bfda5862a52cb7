import type { Engine, LoginResult } from '@shop/engine';
import type { RouterContextProvider } from 'react-router';
import { clientAddressContext } from '../../server/engine-context';
import { clearedSessionCookie, sessionCookie } from '../../server/session.server';

const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

/**
 * The answer of a login or registration (docs/decisions/303-auth-response.md): `{ token, payload }`
 * as JSON for bearer clients, and the same token as the HttpOnly session cookie for the browser.
 */
export function sessionResponse(engine: Engine, request: Request, result: LoginResult, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.append('Set-Cookie', sessionCookie(result.token, { secure: isHttps(request), maxAgeSeconds: engine.auth.tokens.ttlSeconds }));
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
