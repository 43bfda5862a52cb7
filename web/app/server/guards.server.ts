import { evaluateGuard, NO_PERMISSION_MESSAGE, NOT_LOGGED_IN_MESSAGE, type Guard, type RequestContext } from '@shop/engine';
import { data, redirect, type MiddlewareFunction } from 'react-router';
import { AMBIGUOUS_PATH_MESSAGE, matchApiRoute, resolveApiPath } from './api-path.server';
import { requestContext } from './request-context.server';
import type { RouteErrorData } from '../kit/route-error';
import { pagePathOf } from '../kit/page-url';

/** Error bodies of a failing /api guard (001 §8 error body): the engine's one text for each. */
export const UNAUTHENTICATED_MESSAGE = NOT_LOGGED_IN_MESSAGE;
export const FORBIDDEN_MESSAGE = NO_PERMISSION_MESSAGE;

/**
 * Checks the guard of every /api request before its module runs: 401 when a login is needed,
 * 403 when the caller lacks the right (or names another customer's id), 405 for a method the
 * path does not answer, 400 for a path that could be read two ways. Pages use {@link requirePage}.
 */
export const apiGuardMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // The decoded path the router will route: never the raw URL.
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
