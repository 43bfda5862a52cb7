import { anonymousContext, silentLogger, type Engine } from '@shop/engine';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { conditionalJson, INVALID_JSON_MESSAGE, isJsonContentType, JSON_BYTE_ORDER_MARK_MESSAGE, JSON_REQUIRED_MESSAGE } from '../api.server';
import { engineContext } from '../../server/engine-context';
import { requestContext } from '../../server/request-context.server';
import * as categories from './categories';
import * as copyOrder from './order-copy';
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

type ApiModule = { action: (args: { request: Request; context: RouterContextProvider; params: Record<string, string> }) => Promise<Response> };

async function send(module: ApiModule, method: string, path: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const context = new RouterContextProvider();
  context.set(engineContext, engine);
  context.set(requestContext, admin);
  const response = await module.action({ request: new Request(`http://shop.test${path}`, { method, body, headers }), context, params: {} });
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

describe('decision 1091: only application/json is read as JSON, without a byte order mark', () => {
  const routes = [
    { module: copyOrder, method: 'POST', path: '/api/order/copy' },
    { module: customers, method: 'PUT', path: '/api/customers' },
    { module: getRates, method: 'POST', path: '/api/fedex/get-rates' },
  ];

  it.each([
    ['text/plain', { 'content-type': 'text/plain;charset=UTF-8' }],
    ['no Content-Type', {}],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['JSON in another charset', { 'content-type': 'application/json; charset=iso-8859-1' }],
    ['a +json type', { 'content-type': 'application/merge-patch+json' }],
  ])('R001-8.01 a JSON body sent as %s answers 415 with the errors body, before the engine is asked', async (_label, headers) => {
    for (const route of routes) {
      expect(await send(route.module, route.method, route.path, '{"id":1}', headers)).toEqual({ status: 415, body: { errors: [{ message: JSON_REQUIRED_MESSAGE }] } });
    }
  });

  it('R001-8.01 a byte order mark before the JSON answers 400 and names it', async () => {
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"id":1}')]);
    for (const route of routes) {
      expect(await send(route.module, route.method, route.path, bom)).toEqual({ status: 400, body: { errors: [{ message: JSON_BYTE_ORDER_MARK_MESSAGE }] } });
    }
  });

  it('R001-8.01 bytes that are no UTF-8 answer the invalid-body 400', async () => {
    expect(await send(copyOrder, 'POST', '/api/order/copy', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))).toEqual({ status: 400, body: { errors: [{ message: INVALID_JSON_MESSAGE }] } });
  });

  it('R001-7.062 R001-7.026 application/json with a UTF-8 charset is read; a boolean id and an empty customer answer 400 per field', async () => {
    const copied = await send(copyOrder, 'POST', '/api/order/copy', '{"id":true}', { 'content-type': 'Application/JSON; charset="utf-8"' });
    expect(copied).toEqual({ status: 400, body: { errors: [expect.objectContaining({ field: 'id', rule: 'validation.invalid' })] } });
    const empty = await send(customers, 'PUT', '/api/customers', '{}');
    expect(empty.status).toBe(400);
    expect((empty.body as { errors: { field: string; message: string }[] }).errors).toEqual([
      { field: 'companyInfo.name', message: 'Firma, Kontaktperson oder Login angeben', rule: 'validation.customerNamed', params: { rule: 'customerNamed' } },
      { field: 'contactPersons.added.0.lastName', message: 'Firma, Kontaktperson oder Login angeben', rule: 'validation.customerNamed', params: { rule: 'customerNamed' } },
      { field: 'users.added.0.email', message: 'Firma, Kontaktperson oder Login angeben', rule: 'validation.customerNamed', params: { rule: 'customerNamed' } },
    ]);
  });

  it('an empty body needs no Content-Type (a call without a body)', async () => {
    expect((await send(customers, 'PUT', '/api/customers', '', {})).status).toBe(400);
    expect(await send(copyOrder, 'POST', '/api/order/copy', '', {})).toEqual({ status: 400, body: { errors: [expect.objectContaining({ field: 'id' })] } });
  });

  it('tells JSON content types', () => {
    expect(['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON;CHARSET=UTF-8', 'application/json; charset="UTF-8"'].every(isJsonContentType)).toBe(true);
    expect([null, '', 'text/plain', 'text/json', 'application/jsonx', 'application/json; charset=latin1', 'application/json; foo=bar', 'application/ld+json'].some(isJsonContentType)).toBe(false);
  });
});

describe('R000-7.29 reads answer with a validator', () => {
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
