import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { csrfMiddleware, isCrossSiteRequest } from './csrf.server';

const url = 'http://shop.test/api/auth';
const request = (method: string, headers: Record<string, string> = {}) => new Request(url, { method, headers });
/** What React Router hands a middleware for a request. */
const argsOf = (request: Request) => ({ request, url: new URL(request.url), context: new RouterContextProvider(), params: {}, pattern: '' });

describe('cross-site requests', () => {
  it('refuses state-changing requests from other sites by Sec-Fetch-Site or Origin', () => {
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteRequest(request('PUT', { 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSiteRequest(request('DELETE', { origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteRequest(request('POST', { origin: 'null' }))).toBe(true);
  });

  it('lets same-origin, safe-method and non-browser requests through', () => {
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'same-origin', origin: 'http://shop.test' }))).toBe(false);
    expect(isCrossSiteRequest(request('POST', { 'sec-fetch-site': 'none' }))).toBe(false);
    expect(isCrossSiteRequest(request('GET', { 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isCrossSiteRequest(request('POST'))).toBe(false);
    expect(isCrossSiteRequest(request('POST', { origin: 'https://shop.example' }), ['https://shop.example'])).toBe(false);
  });

  it('answers 403 with the errors body and never runs the route', async () => {
    let ran = false;
    const next = async () => {
      ran = true;
      return new Response('ok');
    };
    const middleware = csrfMiddleware();
    const refused = (await middleware(argsOf(request('POST', { origin: 'https://evil.example' })), next)) as Response;
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ errors: [{ message: 'Sie haben keine Berechtigung für diese Aktion.' }] });
    expect(ran).toBe(false);
    await middleware(argsOf(request('POST', { origin: 'http://shop.test' })), next);
    expect(ran).toBe(true);
  });

  it('lets the signed payment webhook through whatever its headers say, and only that path', async () => {
    const next = async () => new Response('ok');
    const middleware = csrfMiddleware();
    const webhook = new Request('http://shop.test/api/payment/webhook', { method: 'POST', headers: { origin: 'https://provider.example', 'sec-fetch-site': 'cross-site' } });
    expect(((await middleware(argsOf(webhook), next)) as Response).status).toBe(200);
    const other = new Request('http://shop.test/api/payment/webhook/x', { method: 'POST', headers: { origin: 'https://provider.example' } });
    expect(((await middleware(argsOf(other), next)) as Response).status).toBe(403);
  });
});
