/**
 * The path the /api guard judges (issue 22, docs/decisions/720-api-path-normalisation.md).
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
