import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemotePriceStrategy } from './default-remote-price';
import { subject } from './test-subject';

/** A local price service: /fast answers, /slow never in time, /error 500, /bad no JSON, /zero a price of 0. */
let server: Server;
let base: string;
const hits = new Map<string, number>();
const seen: URL[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    seen.push(url);
    const json = (status: number, body: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    switch (url.pathname) {
      case '/fast': {
        const quantity = Number(url.searchParams.get('quantity'));
        const length = Number(url.searchParams.get('length') ?? 1000);
        return json(200, JSON.stringify({ price: quantity >= 10 ? (length / 10).toFixed(2) : length / 8 }));
      }
      case '/slow':
        return void setTimeout(() => json(200, '{"price": 10}'), 1000);
      case '/error':
        return json(500, '{"error":"boom"}');
      case '/bad':
        return json(200, '<html>nonsense');
      case '/zero':
        return json(200, '{"price": 0}');
      default:
        return json(404, '{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const record = (path: string, samplingPoints: number[] = []) => ({
  remote: { url: `${base}${path}?token=abc`, apiParamNames: { Innenlänge: 'length', Material: 'material' }, samplingPoints },
});
const configured = (path: string, samplingPoints?: number[]) =>
  subject({ configuration: { Innenlänge: '1200', Material: 'OSB', Farbe: 'rot' } }, record(path, samplingPoints));

describe('REMOTE price strategy', () => {
  it('R001-3.22 asks the url with the configuration under apiParamNames plus the quantity', async () => {
    const remote = createRemotePriceStrategy({ timeoutMs: 500 });
    const quote = await remote.price(configured('/fast', [1, 10]), 3);
    expect(quote).toEqual({
      available: true,
      pricePerOne: '150.00',
      graduatedPrice: [
        { quantity: 1, price: '150.00' },
        { quantity: 10, price: '120.00' },
      ],
    });
    const asked = seen.find((url) => url.pathname === '/fast' && url.searchParams.get('quantity') === '3');
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ token: 'abc', length: '1200', material: 'OSB', quantity: '3' });
  });

  it('caches answers: the same question is asked once', async () => {
    const remote = createRemotePriceStrategy({ timeoutMs: 500 });
    const before = hits.get('/fast') ?? 0;
    await remote.price(configured('/fast'), 7);
    await remote.price(configured('/fast'), 7);
    expect((hits.get('/fast') ?? 0) - before).toBe(1);
    remote.clearCache();
    await remote.price(configured('/fast'), 7);
    expect((hits.get('/fast') ?? 0) - before).toBe(2);
  });

  it('a slow service times out, is retried once, and the price is unavailable — not zero', async () => {
    const remote = createRemotePriceStrategy({ timeoutMs: 150, retries: 1 });
    // /slow answers a price after a second: had the limit not cut both tries, the price would be there.
    const quote = await remote.price(configured('/slow'), 1);
    expect(quote).toMatchObject({ available: false, reason: 'remote_unreachable' });
    expect(hits.get('/slow')).toBe(2);
    // The failure is remembered for a while: no third request.
    await remote.price(configured('/slow'), 1);
    expect(hits.get('/slow')).toBe(2);
  });

  it('an error status, bad JSON or a price of 0 make the price unavailable', async () => {
    const remote = createRemotePriceStrategy({ timeoutMs: 500 });
    expect(await remote.price(configured('/error'), 1)).toMatchObject({ available: false, reason: 'remote_unreachable', detail: 'HTTP 500' });
    expect(hits.get('/error')).toBe(2);
    expect(await remote.price(configured('/bad'), 1)).toMatchObject({ available: false, reason: 'remote_invalid_answer' });
    expect(await remote.price(configured('/zero'), 1)).toMatchObject({ available: false, reason: 'remote_invalid_answer' });
    const refused = createRemotePriceStrategy({ timeoutMs: 500 });
    const closed = subject({}, { remote: { url: 'http://127.0.0.1:1/price', apiParamNames: {}, samplingPoints: [] } });
    expect(await refused.price(closed, 1)).toMatchObject({ available: false, reason: 'remote_unreachable' });
    const notHttp = subject({}, { remote: { url: 'file:///etc/passwd', apiParamNames: {}, samplingPoints: [] } });
    expect(await refused.price(notHttp, 1)).toMatchObject({ available: false, reason: 'strategy_not_configured' });
  });
});
