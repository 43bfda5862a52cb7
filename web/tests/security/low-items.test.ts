import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { INVALID_TEXT_MESSAGE } from '../../app/kit/invalid-text.server';
import { useSecurityShop } from './harness';

/** Low items over HTTP: bad characters, TRACE. */
const shop = useSecurityShop();

const post = (path: string, body: string, method = 'POST') =>
  fetch(shop.web.url + path, { method, headers: { 'content-type': 'application/json', origin: shop.web.url }, body });

describe('invalid text is invalid input, not a server error', () => {
  it('NUL bytes and lone surrogates in JSON answer 400 with a message', async () => {
    const cases: [string, string, string?][] = [
      ['/api/customers/contact/contact-form', '{"firstName":"A\\u0000B","lastName":"x","email":"a@b.ch","message":"m"}'],
      ['/api/auth', '{"email":"\\ud800@example.ch","password":"x"}'],
      ['/api/registration/request-password-reset', '{"email":"a\\u0000@example.ch"}', 'PUT'],
      ['/api/order', '{"items":[{"configuration":{"\\udfff":"x"}}]}'],
    ];
    for (const [path, body, method] of cases) {
      const response = await post(path, body, method);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ errors: [{ message: INVALID_TEXT_MESSAGE }] });
    }
  });

  it('a NUL in the query string answers 400', async () => {
    const response = await fetch(`${shop.web.url}/api/category-product?search=%00`);
    expect(response.status).toBe(400);
  });
});

describe('methods the shop does not speak', () => {
  it('TRACE answers 405 with Allow, without a stack trace or paths', async () => {
    for (const path of ['/api/categories', '/', '/user/login']) {
      // fetch refuses TRACE itself: a plain HTTP request, as a probe sends it.
      const { status, allow, text } = await new Promise<{ status: number; allow: string; text: string }>((resolve, reject) => {
        const req = request(shop.web.url + path, { method: 'TRACE' }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, allow: String(res.headers.allow ?? ''), text: body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(405);
      expect(allow).toContain('GET');
      expect(text).not.toMatch(/\bat\s|\/work\/|node_modules|Error:/);
    }
  });
});

describe('HEAD answers like GET without a body', () => {
  it('a public GET /api route and an admin one keep their status and guard under HEAD', async () => {
    const publicHead = await fetch(shop.web.url + '/api/categories', { method: 'HEAD' });
    expect(publicHead.status).toBe(200);
    expect(await publicHead.text()).toBe('');
    const adminHead = await fetch(shop.web.url + '/api/product/summary', { method: 'HEAD' });
    expect(adminHead.status).toBe(401);
  });
});
