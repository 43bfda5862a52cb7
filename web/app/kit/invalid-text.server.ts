/**
 * Text that no field of the shop accepts: NUL characters (PostgreSQL cannot store them
 * in text) and lone UTF-16 surrogates (not encodable as UTF-8). A request carrying them in a JSON
 * value or key, a form field or the query string is invalid input (400), checked once by the
 * server before any route runs instead of failing deep in the database with a 500.
 */
export const INVALID_TEXT_MESSAGE = 'Die Eingaben enthalten ungültige Zeichen.';

const isBadText = (value: string) => value.includes('\u0000') || !value.isWellFormed();

/** True when the body (by its content type) or the URL's query carries NUL or a lone surrogate. */
export function hasInvalidText(url: URL, contentType: string | null | undefined, body: Uint8Array | undefined): boolean {
  for (const [key, value] of url.searchParams) if (isBadText(key) || isBadText(value)) return true;
  if (!body || body.length === 0) return false;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') return false; // files are binary; their text fields are checked by the route's schema
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Not UTF-8 at all: only JSON and forms are text; other bodies (webhook, files) are the route's matter.
    return type === 'application/json' || type === 'application/x-www-form-urlencoded';
  }
  if (type === 'application/x-www-form-urlencoded') {
    for (const [key, value] of new URLSearchParams(text)) if (isBadText(key) || isBadText(value)) return true;
    return false;
  }
  if (type === 'application/json' || type === '' || type.endsWith('+json')) {
    if (text.includes('\u0000')) return true;
    let bad = false;
    try {
      JSON.parse(text, (key, value: unknown) => {
        if (isBadText(key) || (typeof value === 'string' && isBadText(value))) bad = true;
        return value;
      });
    } catch {
      return false; // not JSON: the route answers its own 400
    }
    return bad;
  }
  return false;
}
