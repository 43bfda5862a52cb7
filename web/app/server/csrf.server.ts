import type { MiddlewareFunction } from 'react-router';

/** Methods that never change state; every other method is checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'Sie haben keine Berechtigung für diese Aktion.';

/**
 * Server-to-server endpoints that carry their own proof (a signature over the body) and are never
 * called by a browser: the cross-site check does not apply (docs/payments.md).
 */
export const SIGNED_ENDPOINTS: ReadonlySet<string> = new Set(['/api/payment/webhook']);

/**
 * Whether a state-changing request comes from another site (docs/decisions/304-cross-site-requests.md):
 * the browser's Sec-Fetch-Site says so (cross-site, or same-site from a sibling host), or the
 * Origin header names another origin than the shop's. Requests with neither header come from
 * non-browser clients (CLI, scripts with a bearer token), which a foreign page cannot make.
 */
export function isCrossSiteRequest(request: Request, allowedOrigins: readonly string[] = []): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const own = new URL(request.url).origin;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  // 'null' is sent by sandboxed frames and some redirects: never our own page.
  return origin !== own && !allowedOrigins.includes(origin);
}

/**
 * Root middleware beside apiGuardMiddleware: refuses cross-site requests that change state, on
 * /api routes (403 with the errors body) and on page actions (403 page).
 */
export function csrfMiddleware(allowedOrigins: () => readonly string[] = () => []): MiddlewareFunction<Response> {
  return async ({ request }, next) => {
    if (SIGNED_ENDPOINTS.has(new URL(request.url).pathname)) return next();
    if (!isCrossSiteRequest(request, allowedOrigins())) return next();
    return Response.json({ errors: [{ message: CROSS_SITE_MESSAGE }] }, { status: 403 });
  };
}
