import { anonymousContext, silentLogger, type Engine } from '@shop/engine';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { conditionalJson, INVALID_JSON_MESSAGE } from '../../lib/api.server';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import * as categories from './categories';
import * as customers from './customers';
import * as getRates from './fedex-get-rates';
import * as registerPerson from './registration-register-person';

/**
 * Every /api module reads its body through apiRoute (lib/api.server.ts): a body that is not a JSON
 * object answers the same 400 error body whichever route it was sent to. The body is refused
 * before the engine is asked: any engine operation called here fails the test (answers 500).
 */
const notCalled = (): never => {
  throw new Error('the engine must not be asked');
};
const services = new Proxy({}, { get: () => new Proxy({}, { get: () => notCalled }) });
const engine = new Proxy({ logger: silentLogger }, { get: (target, name) => (name === 'logger' ? target.logger : Reflect.get(services, name)) }) as unknown as Engine;
const admin = anonymousContext({ shopMode: 'verpackung', locale: 'de-CH', customerId: 1, permissions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] });

async function send(module: { action: (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => Promise<Response> }, method: string, path: string, body: string) {
  const context = new RouterContextProvider();
  context.set(engineContext, engine);
  context.set(requestContext, admin);
  const response = await module.action({ request: new Request(`http://shop.test${path}`, { method, body, headers: { 'content-type': 'application/json' } }), context, params: {} });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('apiRoute reads the JSON body once, the same way for every /api module', () => {
  const routes = [
    { module: categories, method: 'POST', path: '/api/categories' },
    { module: customers, method: 'PUT', path: '/api/customers' },
    { module: getRates, method: 'POST', path: '/api/fedex/get-rates' },
    { module: registerPerson, method: 'POST', path: '/api/registration/register-person' },
  ];

  it.each(['{"name": ', 'not json', '[1, 2]', '42', 'null'])('R001-8.01 R000-7.39 the body %j answers the same 400 error body on every route', async (body) => {
    const answers = await Promise.all(routes.map((route) => send(route.module, route.method, route.path, body)));
    for (const answer of answers) expect(answer).toEqual({ status: 400, body: { errors: [{ message: INVALID_JSON_MESSAGE }] } });
    expect(INVALID_JSON_MESSAGE).toBe('Die Eingaben sind ungültig.');
  });
});

describe('R000-7.29 reads answer with a validator (issue 18)', () => {
  it('an unchanged answer costs a 304 without a body; a changed one is sent whole; never cached for others', async () => {
    const first = conditionalJson(new Request('http://shop.test/api/product'), { items: [{ id: 1, price: '12.50' }] });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    expect(await first.json()).toEqual({ items: [{ id: 1, price: '12.50' }] });

    const again = conditionalJson(new Request('http://shop.test/api/product', { headers: { 'if-none-match': `"other", ${etag}` } }), { items: [{ id: 1, price: '12.50' }] });
    expect([again.status, await again.text(), again.headers.get('etag')]).toEqual([304, '', etag]);

    const changed = conditionalJson(new Request('http://shop.test/api/product', { headers: { 'if-none-match': etag } }), { items: [{ id: 1, price: '13.00' }] });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });
});
