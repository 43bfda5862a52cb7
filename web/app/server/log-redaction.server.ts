/**
 * Query parameters that are credentials: the password-reset link's token, a quote's
 * PIN and uuid (the quote checkout's credential), and anything named like a password or secret.
 * They never reach the request log.
 */
const SECRET_PARAM = /^(token|pin|uuid|password|passwort|secret|signature|key|code|idempotencykey)$/i;

/**
 * Path segments that are credentials (decision 1090): the signed pay-again link's token
 * (`/checkout/bezahlen/{token}`, decision 814; it opens a payment without a login) and a quote's
 * uuid (`/checkout-quote/{uuid}`, half of the quote checkout's credential, like `?uuid=`). Found
 * as the router finds them: segments decoded, any letter case, after a language prefix.
 */
const SECRET_SEGMENT: readonly (readonly string[])[] = [
  ['checkout', 'bezahlen'],
  ['checkout-quote'],
];
const LOCALE_PREFIXES = new Set(['de', 'fr', 'en']);

/**
 * The URL for the log: an absolute URL's origin, the path and query with credential values
 * replaced by `[redacted]`.
 *
 * @example redactUrl('/checkout/bezahlen/12.abc?x=1') // '/checkout/bezahlen/[redacted]?x=1'
 */
export function redactUrl(url: string): string {
  const originLength = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0].length ?? 0;
  const queryAt = url.indexOf('?', originLength);
  const path = redactPath(url.slice(originLength, queryAt < 0 ? undefined : queryAt));
  const head = `${url.slice(0, originLength)}${path}`;
  if (queryAt < 0) return head;
  const pairs = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as it came, its value redacted below if it looks like a secret.
      }
      return eq >= 0 && SECRET_PARAM.test(name.trim()) ? `${rawName}=[redacted]` : pair;
    });
  return `${head}?${pairs.join('&')}`;
}

/** The path with the segment after a SECRET_SEGMENT prefix replaced. */
function redactPath(path: string): string {
  const segments = path.split('/');
  // The non-empty segments' positions and their names as the router reads them.
  const named = segments.flatMap((segment, index) => (segment === '' ? [] : [{ index, name: decodedLower(segment) }]));
  const start = named.length > 0 && LOCALE_PREFIXES.has(named[0]!.name) ? 1 : 0;
  for (const prefix of SECRET_SEGMENT) {
    const secret = named[start + prefix.length];
    if (secret && prefix.every((name, offset) => named[start + offset]?.name === name)) {
      segments[secret.index] = '[redacted]';
      return segments.join('/');
    }
  }
  return path;
}

function decodedLower(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** Methods the shop answers; anything else (TRACE, CONNECT, …) is 405 before routing. */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
