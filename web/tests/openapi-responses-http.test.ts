import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { demoLogins } from '../../fixtures/demo/customers';
import { demoDataset } from '../../fixtures/demo/index';
import { guestOrderInput } from '../../engine/test/world';
import { apiDocs } from '../app/api/api-docs';
import { Permission } from '@shop/engine';
import { sessionOf, useHttpShop } from './http-shop';

/**
 * The answers the OpenAPI document declares (api-responses.ts, decision 874) are the answers the
 * shop gives: each call with a `response` schema is made on the seeded demo shop and its body
 * parsed with that schema. A field renamed or retyped in the engine fails here.
 */
const shop = useHttpShop();
beforeAll(async () => {
  await shop.engine.fixtures.seed(demoDataset, {});
}, 300_000);

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  const response = await fetch(shop.web.url + path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, json: await response.json() };
}

function declared(key: string): ZodType {
  const schema = apiDocs[key]?.response;
  if (!schema) throw new Error(`${key} declares no response`);
  return schema;
}

describe('[ops] the declared answers of the main /api calls (R001-7.132, decision 874)', () => {
  it('[ops] login, products, categories, delivery calendar, orders and quotes answer what /api/openapi.json declares', async () => {
    const answers = new Map<string, { status: number; json: unknown }>();
    const made = async (key: string, path: string, body?: unknown, headers?: Record<string, string>) => {
      const answer = await call(key.split(' ')[0]!, path, body, headers);
      answers.set(key, answer);
      return answer;
    };
    const login = await made('POST /api/auth', '/api/auth', demoLogins.company);
    const company = { authorization: `Bearer ${(login.json as { token: string }).token}` };
    await made('GET /api/product', '/api/product?perPage=5', undefined, company);
    await made('GET /api/categories', '/api/categories');
    await made('GET /api/order/delivery-information', '/api/order/delivery-information', undefined, company);
    await made('POST /api/order', '/api/order', await guestOrderInput(shop.engine, 'einkauf@muster-logistik.ch', 'openapi-order-1'), company);
    await made('GET /api/order', '/api/order', undefined, company);
    await made('POST /api/quote', '/api/quote', await guestOrderInput(shop.engine, 'einkauf@muster-logistik.ch', 'openapi-quote-1'), company);
    await made('GET /api/quote', '/api/quote', undefined, company);
    // The quote checkout: null for an unknown quote (R000-7.27, R001-7.078), the quote once staff sent it with its PIN.
    const unknownQuote = await call('GET', '/api/quote/for-checkout?uuid=00000000-0000-4000-8000-000000000000&pin=123456');
    expect(unknownQuote).toEqual({ status: 200, json: null });
    const quoteId = (answers.get('POST /api/quote')!.json as { quote: { id: number } }).quote.id;
    const admin = await shop.bearer(sessionOf(1, [Permission.ADMIN_QUOTE, Permission.ADMIN_PRODUCT]));
    const sent = await made('PUT /api/quote/:id/notification', `/api/quote/${quoteId}/notification`, undefined, admin);
    const { uuid, pin, version } = sent.json as { uuid: string; pin: string; version: number };
    await made('PUT /api/quote/:id', `/api/quote/${quoteId}`, { version, timeToDeliver: 5, comment: 'Bitte mit Stapler abladen' }, admin);
    await made('POST /api/quote/copy', '/api/quote/copy', { id: quoteId }, admin);
    await made('GET /api/quote/for-checkout', `/api/quote/for-checkout?uuid=${uuid}&pin=${pin}`);
    expect(answers.get('GET /api/quote/for-checkout')!.json).toMatchObject({ uuid });

    // Catalogue reads.
    await made('GET /api/product-types', '/api/product-types');
    await made('GET /api/product-types/with-attributes', '/api/product-types/with-attributes');
    await made('GET /api/attribute', '/api/attribute');
    await made('GET /api/category-product', '/api/category-product');
    await made('GET /api/product/product-kind', '/api/product/product-kind');
    await made('GET /api/product/summary', '/api/product/summary', undefined, admin);
    await made('GET /api/order/carriers', '/api/order/carriers', undefined, admin);
    await made('GET /api/openapi.json', '/api/openapi.json');
    // The company's address book, payment term and skonto.
    const customerId = (login.json as { payload: { customerId: number } }).payload.customerId;
    const address = { name: 'Lager Nord', street: 'Industriestrasse 4', zipCode: '8400', city: 'Winterthur', country: 'CH' };
    const created = await made('PUT /api/customer/:id/address', `/api/customer/${customerId}/address`, address, company);
    expect(created.status).toBe(201);
    const addressId = (created.json as { id: number }).id;
    await made('GET /api/customer/:id/address', `/api/customer/${customerId}/address`, undefined, company);
    await made('GET /api/customer/:id/address/:addressId', `/api/customer/${customerId}/address/${addressId}`, undefined, company);
    await made('POST /api/customer/:id/address/:addressId', `/api/customer/${customerId}/address/${addressId}`, { ...address, addition: 'Rampe 2' }, company);
    await made('GET /api/payment-term', '/api/payment-term', undefined, company);
    await made('GET /api/skonto', '/api/skonto', undefined, company);

    // Small answers.
    await made('GET /api/attribute-type', '/api/attribute-type');
    const productId = (answers.get('GET /api/product')!.json as { items: { id: number }[] }).items[0]!.id;
    await made('GET /api/product/:id/gallery-images', `/api/product/${productId}/gallery-images`);
    await made('GET /api/customers/:id/customer-order-settings', `/api/customers/${customerId}/customer-order-settings`, undefined, company);
    await made('POST /api/registration/validate-captcha', '/api/registration/validate-captcha', { questionId: 1, answer: 'vielleicht' });
    await made('PUT /api/registration/request-password-reset', '/api/registration/request-password-reset', { email: 'niemand@example.ch' });
    await made('POST /api/file/refresh-resources', '/api/file/refresh-resources', undefined, admin);
    await made('POST /api/product/clear-price-cache', '/api/product/clear-price-cache', undefined, admin);
    // Last: it ends the company's session.
    await made('POST /api/auth/logout', '/api/auth/logout', undefined, company);

    // Every call that declares its answer is made here (and every HTTP test's answers are checked, decision 1172).
    const withResponse = Object.entries(apiDocs)
      .filter(([, doc]) => doc.response)
      .map(([key]) => key)
      .sort();
    expect([...answers.keys()].sort()).toEqual(withResponse);
    for (const [key, answer] of answers) {
      expect(answer.status, `${key}: ${JSON.stringify(answer.json).slice(0, 300)}`).toBeLessThan(300);
      const parsed = declared(key).safeParse(answer.json);
      expect(parsed.success ? [] : parsed.error.issues, key).toEqual([]);
    }
    // Not empty lists: the company sees its order and quote, and products with prices.
    expect((answers.get('GET /api/order')!.json as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect((answers.get('GET /api/quote')!.json as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect((answers.get('GET /api/product')!.json as { items: unknown[] }).items.length).toBeGreaterThan(0);
    for (const key of ['GET /api/product-types', 'GET /api/attribute', 'GET /api/category-product', 'GET /api/order/carriers', 'GET /api/customer/:id/address']) {
      expect((answers.get(key)!.json as { items: unknown[] }).items.length, key).toBeGreaterThan(0);
    }
    expect((answers.get('GET /api/product-types')!.json as { items: object[] }).items[0]).not.toHaveProperty('excelFilePath');
    // The back office's fields stay out of the public list (decision 1172).
    for (const field of ['localFilePath', 'deletedAt', 'customers']) expect((answers.get('GET /api/product')!.json as { items: object[] }).items[0]).not.toHaveProperty(field);
  }, 120_000);
});

describe('/api requests matched against the /api routes only (decision 1076)', () => {
  it('an /api call in another letter case or with an escape still reaches its route; an unknown one gets the JSON 404; a page the HTML 404', async () => {
    for (const path of ['/API/categories', '/%61pi/categories']) {
      const answer = await fetch(shop.web.url + path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
    }
    for (const path of ['/api/gibt-es-nicht', '/API', '/api/a/b/c']) {
      const unknownCall = await fetch(shop.web.url + path);
      expect(unknownCall.status, path).toBe(404);
      expect(await unknownCall.json(), path).toEqual({ errors: [{ message: 'Not Found' }] });
    }
    const unknownPage = await fetch(`${shop.web.url}/gibt-es-nicht`);
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.headers.get('content-type')).toContain('text/html');
    const page = await fetch(`${shop.web.url}/products/KISTE_0001`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('KISTE_0001');
  });
});
