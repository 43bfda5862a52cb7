import { createHash } from 'node:crypto';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { routeLabelOf, setRouteLabel } from './request-metrics';

/**
 * Rendered catalogue pages kept for anonymous visitors (decision 986).
 *
 * A product or category page looks the same to every visitor without a session who sends the same
 * URL, cookies and Accept-Language: it is rendered once and kept under the database's cache
 * generation (decision 973), which grows with every committed change to the catalogue, prices and
 * settings — on any instance or by hand in psql. An entry is served while the generation is the
 * one it was rendered under and it is younger than `maxAgeMs` (the few things a page shows that
 * are not under the generation: the date, a supplier's remote price).
 *
 * Each answer still gets its own CSP nonce: the kept HTML is split at the nonce it was rendered
 * with and joined with the fresh one. The ETag is the hash of the page without its nonce; a
 * matching If-None-Match answers 304 without a Content-Security-Policy header — also when the
 * page was just rendered anew — so the browser keeps the policy that came with the body it
 * already has.
 */

export interface PageCacheOptions {
  /** The database's cache generation, read once per cacheable request. */
  generation: () => Promise<string>;
  /** The response's CSP nonce (set by the security headers before). */
  nonceOf: (res: ExpressResponse) => string | undefined;
  /** Oldest entry served, in ms (default 30 s). */
  maxAgeMs?: number;
  /** Most entries kept; the oldest written go first (default 500). */
  maxEntries?: number;
  /** Clock (tests). */
  now?: () => number;
  /**
   * Cookies an answer may set and still be kept, replayed with it: those the shop derives from the
   * URL and the Cookie header alone — both in the key — so every request of that key gets the same
   * ones (default `lang` and `shopMode`, set by `?lang=` and `?modus=`; decision 1094).
   */
  replayableCookies?: readonly string[];
}

interface Entry {
  generation: string;
  storedAt: number;
  status: number;
  headers: [string, string][];
  /** Set-Cookie headers of replayable cookies, sent again with every answer from memory. */
  cookies: string[];
  /** The HTML split at the nonce it was rendered with (one part when it had none). */
  parts: string[];
  etag: string;
  /** The route pattern it was rendered by: a served copy is counted under it (decision 1096). */
  route: string;
}

/**
 * Paths whose answers are kept: product pages, the catalogue (category pages) and the public
 * catalogue reads of the API (GET /api/product, /api/categories: the same JSON for every caller
 * without a session who sends the same URL).
 */
const CACHEABLE_PATH = /^\/(?:products\/[^/]+|produkte(?:\/.*)?|api\/(?:product|categories))\/?$/;
/**
 * The API's catalogue reads (GET /api/product — the list and a product by article number — and
 * /api/categories), which are also kept for a signed-in caller: public reads whose answer follows
 * from the caller's customer (own prices, own numbers) and the data under the generation
 * (decision 1187). Pages are not: a signed-in page carries its user's menu and forms.
 */
const SIGNED_IN_PATH = /^\/api\/(?:product|categories)\/?$/;
/** What is kept: a page, or an API answer. */
const CACHEABLE_TYPE = /^(?:text\/html|application\/json)/i;
/** Cookies that make the visitor someone: the session (and its bearer form, in a header). */
const SESSION_COOKIE = /(?:^|;\s*)session=/;
/** Response headers not kept: per answer, or the body's own framing. */
const NOT_KEPT = new Set(['set-cookie', 'content-length', 'transfer-encoding', 'content-encoding', 'etag', 'date', 'connection']);

/** Cookies set from the URL and the Cookie header alone (request-context.server.ts): the language of `?lang=`, the mode of `?modus=`. */
const REPLAYABLE_COOKIES = ['lang', 'shopMode'];

/** A request that names a session: the session cookie or an Authorization header. */
function credentialed(req: ExpressRequest): boolean {
  return SESSION_COOKIE.test(req.headers.cookie ?? '') || req.headers.authorization !== undefined;
}

function cookieName(setCookie: string): string {
  return setCookie.slice(0, Math.max(0, setCookie.indexOf('='))).trim();
}

/** Browsers ask again each time (304 when unchanged); shared caches keep nothing (the page varies by cookie). */
const REVALIDATE = 'private, no-cache';

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: PageCacheOptions) {
  const maxAgeMs = options.maxAgeMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const replayable = new Set(options.replayableCookies ?? REPLAYABLE_COOKIES);
  const entries = new Map<string, Entry>();
  let hits = 0;
  let misses = 0;

  /**
   * A catalogue read of the API asked with a session (cookie or bearer): its answer may be kept
   * for that session once the session is checked (decision 1187); the caller checks it and passes
   * its fingerprint to {@link keyOf}.
   */
  function wantsSession(req: ExpressRequest, url: URL): boolean {
    return req.method === 'GET' && SIGNED_IN_PATH.test(url.pathname) && credentialed(req);
  }

  /**
   * The key of a request whose answer may be kept, else undefined (not a catalogue page or read,
   * not GET; signed in, unless it is an API catalogue read and `session` is the checked session's
   * fingerprint). A signed-in key holds the credential itself (the cookie or the bearer header) and
   * the fingerprint, so an entry is only ever served to the same session with the same facts.
   */
  function keyOf(req: ExpressRequest, url: URL, session?: string): string | undefined {
    if (req.method !== 'GET') return undefined;
    // React Router's client navigations ask for `….data` (streamed loader data): never kept.
    if (!CACHEABLE_PATH.test(url.pathname) || url.pathname.endsWith('.data')) return undefined;
    const cookie = req.headers.cookie ?? '';
    const key = `${url.href}\n${cookie}\n${req.headers['accept-language'] ?? ''}`;
    if (!credentialed(req)) return key;
    if (session === undefined || !SIGNED_IN_PATH.test(url.pathname)) return undefined;
    return `${key}\n${req.headers.authorization ?? ''}\n${session}`;
  }

  /** Sends a kept page with this answer's nonce (or 304 when the browser has it); false if none is current. */
  function serve(key: string, generation: string, req: ExpressRequest, res: ExpressResponse): boolean {
    const entry = entries.get(key);
    if (!entry) return false;
    if (entry.generation !== generation || now() - entry.storedAt > maxAgeMs) {
      entries.delete(key);
      return false;
    }
    hits += 1;
    setRouteLabel(res, entry.route);
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.append(name, value);
    for (const cookie of entry.cookies) res.append('Set-Cookie', cookie);
    sendPage(req, res, entry.etag, () => entry.parts.join(options.nonceOf(res) ?? ''));
    return true;
  }

  /**
   * Keeps a rendered page (200, HTML or JSON, no cookie set but replayable ones) and sends it;
   * pages that may not be kept are sent as they are.
   */
  function store(key: string, generation: string, response: { status: number; headers: Headers }, html: string, req: ExpressRequest, res: ExpressResponse): void {
    const nonce = options.nonceOf(res);
    const cookies = response.headers.getSetCookie();
    const cacheable =
      response.status === 200 && cookies.every((cookie) => replayable.has(cookieName(cookie))) && CACHEABLE_TYPE.test(response.headers.get('content-type') ?? '');
    const headers = [...response.headers.entries()].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()) && name.toLowerCase() !== 'cache-control');
    let etag: string | undefined;
    if (cacheable) {
      misses += 1;
      const parts = nonce ? html.split(nonce) : [html];
      etag = `W/"${createHash('sha1').update(generation).update('\0').update(parts.join('\0')).digest('base64url')}"`;
      entries.delete(key);
      entries.set(key, { generation, storedAt: now(), status: response.status, headers, cookies, parts, etag, route: routeLabelOf(res) });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    res.status(response.status);
    for (const [name, value] of response.headers.entries()) if (name.toLowerCase() !== 'content-length') res.append(name, value);
    if (etag) sendPage(req, res, etag, () => html);
    else res.send(html);
  }

  return {
    keyOf,
    wantsSession,
    serve,
    store,
    generation: options.generation,
    /** Kept pages and how often one was served (operations, tests). */
    stats: () => ({ entries: entries.size, hits, misses }),
    clear: () => entries.clear(),
  };
}

/**
 * Sends a page under its ETag, or 304 when the browser has it. A 304 carries no
 * Content-Security-Policy: the browser keeps the body it has and would pair it with the policy
 * of this answer, whose nonce is not the one in that body (the page may have been rendered anew
 * since: another cookie, an expired entry). Express's own freshness check in `res.send` would
 * answer 304 with the policy, so the condition is decided here.
 */
function sendPage(req: ExpressRequest, res: ExpressResponse, etag: string, body: () => string): void {
  res.set({ ETag: etag, 'Cache-Control': REVALIDATE });
  if (matches(req.headers['if-none-match'], etag)) {
    res.removeHeader('Content-Security-Policy');
    res.status(304).end();
    return;
  }
  res.send(body());
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}
