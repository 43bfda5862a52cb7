import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { SHOP_NAME, type Locale } from '@shop/engine';
import { AMBIGUOUS_PATH_MESSAGE } from './app/server/api-path.server';
import { localeOfRequest, textsWith } from './app/i18n/i18n';
import { INVALID_TEXT_MESSAGE } from './app/kit/invalid-text.server';
import { ALLOWED_METHODS } from './app/server/log-redaction.server';
import { PERMISSIONS_POLICY } from './operations';
import { isApiPath } from './route-split';

/**
 * The request target and Host, checked once before anything reads them (decision 1090): what no
 * route can answer is refused with 400 here, instead of a `new URL` or the database failing with a
 * 500 deep inside.
 *
 * - The target is origin-form (`/path?query`); absolute-form (`http://host/path`, RFC 9112
 *   §3.2.2) is served by its path when its authority is the Host header (a conforming client sends
 *   both alike); `OPTIONS *` answers 204 with the methods the shop speaks, without a route; any
 *   other form is refused.
 * - Exactly one Host header (RFC 9112 §3.2), and the host the request uses (Host, or a trusted
 *   proxy's X-Forwarded-Host) is a host name or IP literal with at most a port 1–65535.
 * - Every path segment and every query name and value decodes as UTF-8 (`%ED%A0%80`, a lone
 *   surrogate, and `%E4` do not) and holds no NUL: PostgreSQL cannot store NUL in text, and a
 *   route would pass it on to the database.
 */
export type RequestTarget =
  | { kind: 'ok'; url: URL }
  | { kind: 'asterisk' }
  /** `address`: the target, host or path is unusable; `text`: the query holds text no field accepts. */
  | { kind: 'refused'; problem: 'address' | 'text' };

const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::(\d{1,5}))?$/i;
const ABSOLUTE_FORM = /^(https?):\/\/([^/?#]*)(.*)$/is;

/** The target of a request as the routes will see it, or why it is refused. */
export function readTarget(req: ExpressRequest): RequestTarget {
  const raw = req.originalUrl;
  if (raw === '*') return req.method === 'OPTIONS' ? { kind: 'asterisk' } : refused('address');
  const hostHeaders = req.rawHeaders.filter((_value, index) => index % 2 === 0 && req.rawHeaders[index]!.toLowerCase() === 'host');
  if (hostHeaders.length !== 1) return refused('address');
  const path = originFormOf(raw, req.headers.host ?? '');
  if (path === undefined) return refused('address');
  const host = req.host;
  const port = host ? HOST.exec(host)?.[1] : undefined;
  if (!host || !HOST.test(host) || (port !== undefined && (Number(port) < 1 || Number(port) > 65_535))) return refused('address');
  if (req.protocol !== 'http' && req.protocol !== 'https') return refused('address');
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${host}${path}`);
  } catch {
    return refused('address');
  }
  if (!url.pathname.split('/').every(decodesCleanly)) return refused('address');
  const query = url.search.slice(1);
  if (query && !query.split('&').every((pair) => pair.split('=').every((part) => decodesCleanly(part.replaceAll('+', ' '))))) return refused('text');
  return { kind: 'ok', url };
}

/** The origin-form of a target: itself, or an absolute-form's path when its authority is the Host. */
function originFormOf(raw: string, hostHeader: string): string | undefined {
  if (raw.startsWith('/')) return raw;
  const absolute = ABSOLUTE_FORM.exec(raw);
  if (!absolute || absolute[2]!.toLowerCase() !== hostHeader.toLowerCase()) return undefined;
  const rest = absolute[3]!;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function decodesCleanly(part: string): boolean {
  try {
    return !decodeURIComponent(part).includes('\u0000');
  } catch {
    return false;
  }
}

const refused = (problem: 'address' | 'text'): RequestTarget => ({ kind: 'refused', problem });

/**
 * Middleware, before every other that reads the URL (the payment simulator, the static files,
 * React Router): answers `OPTIONS *` and refusals, serves an absolute-form target by its path, and
 * keeps the checked URL for the request handler (`targetOf`).
 */
export function requestTargetGuard(): RequestHandler {
  return (req, res, next) => {
    const target = readTarget(req);
    if (target.kind === 'asterisk') {
      res.status(204).set('Allow', ALLOWED_METHODS.join(', ')).end();
      return;
    }
    if (target.kind === 'refused') {
      refuseRequest(req, res, target.problem);
      return;
    }
    const path = `${target.url.pathname}${target.url.search}`;
    if (!req.originalUrl.startsWith('/')) {
      req.url = path;
      req.originalUrl = path;
    }
    res.locals.requestTarget = target;
    next();
  };
}

/** The checked target of this request: the guard's, else checked now. */
export function targetOf(req: ExpressRequest, res: ExpressResponse): RequestTarget {
  return (res.locals.requestTarget as RequestTarget | undefined) ?? readTarget(req);
}

const { text } = textsWith({
  'badRequest.address': { de: 'Diese Adresse ist ungültig.', fr: "Cette adresse n'est pas valable.", en: 'This address is not valid.' },
  'badRequest.text': { de: INVALID_TEXT_MESSAGE, fr: 'Les données saisies contiennent des caractères non valables.', en: 'The input contains characters that are not allowed.' },
});

/**
 * The 400 answer of a refused request: the spec's error body on /api, else the shop's error page
 * (status, message, the way home) in the visitor's language — a page of its own, since no route
 * may run for it. It loads nothing, so its policy allows nothing but its inline style.
 */
export function refuseRequest(req: ExpressRequest, res: ExpressResponse, problem: 'address' | 'text'): void {
  res.status(400).set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Permissions-Policy': PERMISSIONS_POLICY });
  const path = ABSOLUTE_FORM.exec(req.originalUrl)?.[3] ?? req.originalUrl;
  if (isApiPath(path)) {
    res.set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify({ errors: [{ message: problem === 'text' ? INVALID_TEXT_MESSAGE : AMBIGUOUS_PATH_MESSAGE }] }));
    return;
  }
  const locale = localeOfRequest(req.headers.cookie, req.headers['accept-language']);
  res
    .set({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' })
    .send(badRequestPage(locale, text(locale, `badRequest.${problem}`)));
}

const escapeHtml = (value: string) => value.replace(/[&<>]/g, (char) => `&#${char.charCodeAt(0)};`);

function badRequestPage(locale: Locale, message: string): string {
  const home = escapeHtml(text(locale, 'error.home'));
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message)} | ${SHOP_NAME}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#2b2118}.error-page{padding:72px 16px;text-align:center}.error-page__status{margin:0;color:#8a5a2b;font-family:Georgia,'Times New Roman',serif;font-size:clamp(3.5rem,12vw,6rem);font-weight:700;line-height:1}.error-page__message{margin:12px 0 28px;font-size:1.5rem}</style>
</head><body><main class="error-page"><p class="error-page__status">400</p><h1 class="error-page__message">${escapeHtml(message)}</h1><p><a href="/">${home}</a></p></main></body></html>`;
}
