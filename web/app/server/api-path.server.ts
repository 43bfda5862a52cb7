import { matchPath } from 'react-router';
import { apiRoutes, type ApiRoute } from '../api/api-routes';

/**
 * The path the /api guard judges (docs/decisions/720-api-path-normalisation.md).
 * React Router decodes each segment before matching and matches case-insensitively, so the guard
 * must look at the same decoded path: `/api/%70roduct/summary` and `/API/product/summary` are
 * `/api/product/summary`. Encodings that could be read two ways are refused instead of guessed:
 * an encoded slash or backslash (`%2F`, `%5C`), double encoding (`%25…`), NUL and control
 * characters, dot segments, empty segments and malformed escapes.
 */
export type ApiPath = { kind: 'api'; pathname: string } | { kind: 'ambiguous' } | { kind: 'other' };

/** Error body message of a refused path (400). */
export const AMBIGUOUS_PATH_MESSAGE = 'Ungültige Adresse';

const UNDER_API = /^\/api(?:\/|$)/i;
const AMBIGUOUS_ESCAPE = /%(?:2f|5c|25|00)/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\\]/;

export function resolveApiPath(rawPathname: string): ApiPath {
  const decoded = decodeSegments(rawPathname);
  if (!UNDER_API.test(rawPathname) && !(decoded !== undefined && UNDER_API.test(decoded))) return { kind: 'other' };
  if (decoded === undefined || AMBIGUOUS_ESCAPE.test(rawPathname) || CONTROL.test(decoded)) return { kind: 'ambiguous' };
  const segments = decoded.split('/').slice(1);
  // A trailing slash is harmless (the router ignores it); empty or dot segments elsewhere are not.
  const inner = segments.at(-1) === '' ? segments.slice(0, -1) : segments;
  if (inner.some((segment) => segment === '' || segment === '.' || segment === '..')) return { kind: 'ambiguous' };
  return { kind: 'api', pathname: decoded };
}

function decodeSegments(pathname: string): string | undefined {
  try {
    return pathname.split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined;
  }
}

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
  // every call: 7 % of a product API answer's CPU for ~200 routes in a profile).
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
