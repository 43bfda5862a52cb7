/**
 * Query parameters that are credentials (issue 22): the password-reset link's token, a quote's
 * PIN and uuid (the quote checkout's credential), and anything named like a password or secret.
 * They never reach the request log.
 */
const SECRET_PARAM = /^(token|pin|uuid|password|passwort|secret|signature|key|code|idempotencykey)$/i;

/** The URL for the log: path and query with credential values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
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
  return `${url.slice(0, queryAt)}?${pairs.join('&')}`;
}

/** Methods the shop answers; anything else (TRACE, CONNECT, …) is 405 before routing. */
export const ALLOWED_METHODS: readonly string[] = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
