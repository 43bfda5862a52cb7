import { randomBytes } from 'node:crypto';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

/**
 * The page memory's answers under a real Content-Security-Policy (the HTTP tests run on Vite,
 * which has none): whatever the browser ends up showing — a body sent now, or the one it kept
 * after a 304 — its scripts carry the nonce of the policy that applies to it.
 */

let server: Server;
let base = '';
let renders = 0;
let generation = 'g1';
const cache = createPageCache({ generation: async () => generation, nonceOf: (res) => res.locals.nonce as string });

/** The page as React Router renders it: the same for every visitor but for the nonce. */
const render = (nonce: string) => `<!DOCTYPE html><html><body><p>Kiste</p><script nonce="${nonce}">hydrate()</script></body></html>`;

beforeAll(async () => {
  const app = express();
  app.use((_req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    res.set('Content-Security-Policy', `script-src 'nonce-${res.locals.nonce}' 'strict-dynamic'`);
    next();
  });
  app.get('/products/:id', async (req, res) => {
    const url = new URL(req.url, base);
    const key = cache.keyOf(req, url)!;
    const current = await cache.generation();
    if (cache.serve(key, current, req, res)) return;
    renders += 1;
    const response = new Response(null, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    cache.store(key, current, response, render(res.locals.nonce as string), req, res);
  });
  // A page whose answer sets the cookie `?setCookie=` names (as the request middleware sets lang and shopMode).
  app.get('/produkte/:id', async (req, res) => {
    const url = new URL(req.url, base);
    const key = cache.keyOf(req, url)!;
    const current = await cache.generation();
    if (cache.serve(key, current, req, res)) return;
    renders += 1;
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    const setCookie = url.searchParams.get('setCookie');
    if (setCookie) headers.append('Set-Cookie', `${setCookie}; Path=/`);
    cache.store(key, current, new Response(null, { status: 200, headers }), render(res.locals.nonce as string), req, res);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  policy: string | undefined;
  etag: string | undefined;
  cookies: string[];
  body: string;
}

/** A GET with exactly these headers, as a browser sends it (fetch() adds Cache-Control: no-cache to conditional requests). */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, policy: res.headers['content-security-policy'] as string | undefined, etag: res.headers.etag, cookies: res.headers['set-cookie'] ?? [], body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page a browser shows after this answer, with the policy that governs it, given the copy it kept. */
function shown(answer: Answer, kept: Answer): { body: string; policy: string | undefined } {
  // On a 304 the browser keeps its body and updates its stored headers with the ones sent.
  if (answer.status === 304) return { body: kept.body, policy: answer.policy ?? kept.policy };
  return { body: answer.body, policy: answer.policy };
}

function expectScriptsAllowed(page: { body: string; policy: string | undefined }): void {
  const nonce = /nonce="([^"]+)"/.exec(page.body)?.[1];
  expect(nonce).toBeDefined();
  expect(page.policy).toContain(`'nonce-${nonce}'`);
}

describe('page memory under a Content-Security-Policy (decision 986)', () => {
  it('R000-2.12 a kept page is sent with the nonce of its policy; a 304 sends no policy', async () => {
    const first = await get('/products/A');
    expect(first.status).toBe(200);
    expectScriptsAllowed(shown(first, first));
    const hit = await get('/products/A');
    expect(hit.body).not.toBe(first.body);
    expectScriptsAllowed(shown(hit, hit));
    const revalidated = await get('/products/A', { 'if-none-match': first.etag! });
    expect(revalidated.status).toBe(304);
    expectScriptsAllowed(shown(revalidated, first));
  });

  it('a page rendered anew for an ETag the browser has (another cookie, an expired or new generation) answers 304 without the new policy', async () => {
    const kept = await get('/products/B');
    const rendersBefore = renders;
    // A cookie the browser got since (not a session) makes another key: the page is rendered again.
    const again = await get('/products/B', { 'if-none-match': kept.etag!, cookie: 'seen=1' });
    expect(renders).toBe(rendersBefore + 1);
    expect(again.status).toBe(304);
    expect(again.policy).toBeUndefined();
    expectScriptsAllowed(shown(again, kept));
  });

  it('a stale ETag gets the whole page with its own nonce', async () => {
    const kept = await get('/products/C');
    generation = 'g2';
    const after = await get('/products/C', { 'if-none-match': kept.etag! });
    expect(after.status).toBe(200);
    expectScriptsAllowed(shown(after, kept));
  });
});

describe('answers that set a cookie (decision 1094)', () => {
  it('R000-1.05 one setting only the language or mode cookie (derived from URL and Cookie header, both in the key) is kept and sent again with that cookie', async () => {
    const first = await get('/produkte/X?setCookie=lang=fr-FR');
    const rendersBefore = renders;
    const hit = await get('/produkte/X?setCookie=lang=fr-FR');
    expect(renders).toBe(rendersBefore);
    expect(hit.etag).toBe(first.etag);
    expect(hit.cookies).toEqual(['lang=fr-FR; Path=/']);
    // Another URL is another key: never this answer nor its cookie.
    const other = await get('/produkte/X');
    expect(renders).toBe(rendersBefore + 1);
    expect(other.cookies).toEqual([]);
    await get('/produkte/M?setCookie=shopMode=moebel');
    const mode = await get('/produkte/M?setCookie=shopMode=moebel');
    expect(renders).toBe(rendersBefore + 2);
    expect(mode.cookies).toEqual(['shopMode=moebel; Path=/']);
  });

  it('one setting any other cookie (a session, a checkout draft) is never kept', async () => {
    for (const cookie of ['session=abc', 'draft=1']) {
      const rendersBefore = renders;
      await get(`/produkte/Y?setCookie=${cookie}`);
      const again = await get(`/produkte/Y?setCookie=${cookie}`);
      expect(renders).toBe(rendersBefore + 2);
      expect(again.cookies).toEqual([`${cookie}; Path=/`]);
    }
  });
});

describe('which requests the page memory keys (decisions 986, 1187)', () => {
  const url = (path: string) => new URL(path, 'http://shop.test');
  const request = (headers: Record<string, string>, method = 'GET') => ({ method, headers }) as unknown as Parameters<typeof cache.keyOf>[0];

  it("keys a guest's catalogue page and API read; never a POST or a client navigation's data", () => {
    expect(cache.keyOf(request({}), url('/products/KISTE_0001'))).toBeDefined();
    expect(cache.keyOf(request({}), url('/api/product?perPage=50'))).toBeDefined();
    expect(cache.keyOf(request({}, 'POST'), url('/api/product'))).toBeUndefined();
    expect(cache.keyOf(request({}), url('/products/KISTE_0001.data'))).toBeUndefined();
    expect(cache.wantsSession(request({}), url('/api/product'))).toBe(false);
  });

  it('keys a signed-in API catalogue read only with its checked session, and never a signed-in page', () => {
    for (const headers of [{ cookie: 'lang=fr; session=tok-1' }, { authorization: 'Bearer tok-1' }] as Record<string, string>[]) {
      expect(cache.wantsSession(request(headers), url('/api/product?perPage=50'))).toBe(true);
      expect(cache.wantsSession(request(headers), url('/api/categories'))).toBe(true);
      expect(cache.wantsSession(request(headers), url('/products/KISTE_0001'))).toBe(false);
      expect(cache.keyOf(request(headers), url('/api/product?perPage=50'))).toBeUndefined();
      expect(cache.keyOf(request(headers), url('/products/KISTE_0001'), '[1,0,{}]')).toBeUndefined();
      const key = cache.keyOf(request(headers), url('/api/product?perPage=50'), '[1,0,{}]');
      expect(key).toContain('tok-1');
      expect(key).toContain('[1,0,{}]');
      // Another session's facts, another credential: another key.
      expect(cache.keyOf(request(headers), url('/api/product?perPage=50'), '[2,0,{}]')).not.toBe(key);
    }
    expect(cache.keyOf(request({ authorization: 'Bearer tok-2' }), url('/api/product'), '[1,0,{}]')).not.toBe(cache.keyOf(request({ authorization: 'Bearer tok-1' }), url('/api/product'), '[1,0,{}]'));
  });
});
