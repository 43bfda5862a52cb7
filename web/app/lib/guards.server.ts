import { evaluateGuard, NO_PERMISSION_MESSAGE, NOT_LOGGED_IN_MESSAGE, type Guard, type RequestContext } from '@shop/engine';
import { data, matchPath, redirect, type MiddlewareFunction } from 'react-router';
import { apiRoutes, type ApiRoute } from '../api-routes';
import { AMBIGUOUS_PATH_MESSAGE, resolveApiPath } from './api-path.server';
import { requestContext } from './request-context.server';
import type { RouteErrorData } from './route-error';
import { pagePathOf } from './page-url';

/** Error bodies of a failing /api guard (001 §8 error body): the engine's one text for each. */
export const UNAUTHENTICATED_MESSAGE = NOT_LOGGED_IN_MESSAGE;
export const FORBIDDEN_MESSAGE = NO_PERMISSION_MESSAGE;

export type ApiMatch =
  | { kind: 'route'; route: ApiRoute; params: Record<string, string | undefined> }
  | { kind: 'method-not-allowed'; allowed: string[] }
  | { kind: 'none' };

/**
 * The table entry answering a request, by path pattern and method. Like React Router's own
 * ranking, a more specific pattern wins: `/api/product/order-price` before `/api/product/:id`,
 * whatever their order in the table.
 */
export function matchApiRoute(method: string, pathname: string, routes: readonly ApiRoute[] = apiRoutes): ApiMatch {
  // Only routes whose literal start the path has are matched (matchPath compiles its pattern on
  // every call: 7 % of a product API answer's CPU for ~200 routes, issue 18 profile).
  const lower = pathname.toLowerCase();
  const matches = routes
    .filter((route) => lower.startsWith(literalStart(route.path)))
    .map((route) => ({ route, match: matchPath({ path: route.path, end: true }, pathname) }))
    .filter((entry): entry is { route: ApiRoute; match: NonNullable<typeof entry.match> } => entry.match !== null);
  if (matches.length === 0) return { kind: 'none' };
  // A splat matching nothing ('/api/file/*' for '/api/file') yields to a route naming the path itself.
  const named = matches.filter((entry) => !(entry.route.path.endsWith('/*') && (entry.match.params['*'] ?? '') === ''));
  const pool = named.length > 0 ? named : matches;
  const best = Math.max(...pool.map((entry) => specificity(entry.route.path)));
  const candidates = pool.filter((entry) => specificity(entry.route.path) === best);
  // HEAD is GET without the body (RFC 9110 §9.3.2): it answers wherever GET does.
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const hit = candidates.find((entry) => entry.route.method === wanted);
  if (hit) return { kind: 'route', route: hit.route, params: hit.match.params };
  const allowed = [...new Set(candidates.map((entry) => entry.route.method))];
  return { kind: 'method-not-allowed', allowed: allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed };
}

const literalStarts = new Map<string, string>();

/**
 * A route path's segments before its first parameter or splat, without the slash before it ('/api/file/*'
 * also matches '/api/file'), lower case (matchPath ignores case).
 */
function literalStart(path: string): string {
  let start = literalStarts.get(path);
  if (start === undefined) {
    start = path.split(/\/[:*]/)[0]!.toLowerCase();
    literalStarts.set(path, start);
  }
  return start;
}

/** Static segments weigh more than parameters, parameters more than a splat. */
function specificity(path: string): number {
  return path
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score * 4 + (segment === '*' ? 1 : segment.startsWith(':') ? 2 : 3), 0);
}

/**
 * Checks the guard of every /api request before its module runs: 401 when a login is needed,
 * 403 when the caller lacks the right (or names another customer's id), 405 for a method the
 * path does not answer, 400 for a path that could be read two ways. Pages use {@link requirePage}.
 */
export const apiGuardMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // The decoded path the router will route (issue 22): never the raw URL.
  const path = resolveApiPath(new URL(request.url).pathname);
  if (path.kind === 'other') return next();
  if (path.kind === 'ambiguous') return Response.json({ errors: [{ message: AMBIGUOUS_PATH_MESSAGE }] }, { status: 400 });
  const match = matchApiRoute(request.method, path.pathname);
  if (match.kind === 'none') return next();
  if (match.kind === 'method-not-allowed') {
    return Response.json({ errors: [{ message: 'Method Not Allowed' }] }, { status: 405, headers: { Allow: match.allowed.join(', ') } });
  }
  const outcome = evaluateGuard(match.route.guard, context.get(requestContext), match.params);
  if (outcome === 'unauthenticated') return Response.json({ errors: [{ message: UNAUTHENTICATED_MESSAGE }] }, { status: 401 });
  if (outcome === 'forbidden') return Response.json({ errors: [{ message: FORBIDDEN_MESSAGE }] }, { status: 403 });
  return next();
};

/** The guard kinds pages may name; any other is an unknown middleware. */
const PAGE_GUARD_KINDS: readonly string[] = ['public', 'auth', 'admin', 'permission', 'quickOrder'] satisfies Guard['kind'][];

/**
 * A page guard: any failure sends the user to /user/login (000 §2), back here after login. A
 * guard of an unknown kind (an unknown middleware) is the error page with 500 (R000-8.21).
 */
export function requirePage(guard: Guard, ctx: RequestContext, request: Request, params: Record<string, string | undefined> = {}): void {
  if (!PAGE_GUARD_KINDS.includes((guard as { kind?: unknown } | undefined)?.kind as string)) {
    throw data<RouteErrorData>({ message: `Unknown route middleware: '${String((guard as { kind?: unknown } | undefined)?.kind)}'` }, { status: 500 });
  }
  if (evaluateGuard(guard, ctx, params) === 'ok') return;
  throw redirect(`/user/login?redirectTo=${encodeURIComponent(pagePathOf(request))}`);
}
