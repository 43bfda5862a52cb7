import { Writable } from 'node:stream';
import { createLogger } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../engine/src/auth/password';
import { Customer, User } from '../../../engine/src/customers/customer.entity';
import { PERMISSIONS_POLICY } from '../../operations';
import { useSecurityShop } from './harness';

/** Probes for a load balancer, request ids in the logs, security headers, 429 from limits. */

const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});
const shop = useSecurityShop({}, { logger: createLogger({ level: 'info', destination: sink }) });

describe('[ops] operations over HTTP', () => {
  it('[ops] GET /health answers while the process runs; GET /ready checks database, migrations and jobs', async () => {
    const health = await fetch(`${shop.web.url}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const ready = await fetch(`${shop.web.url}/ready`);
    const body = (await ready.json()) as { ready: boolean; checks: Record<string, { ok: boolean }> };
    expect(ready.status, JSON.stringify(body)).toBe(200);
    expect(body.checks).toMatchObject({ database: { ok: true }, migrations: { ok: true }, mailOutbox: { ok: true }, shutdown: { ok: true } });
  });

  it('[ops] the public files (favicon, /images) and the hashed assets are served with their lifetimes; other paths reach the app', async () => {
    const favicon = await fetch(`${shop.web.url}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
    const image = await fetch(`${shop.web.url}/images/no-image.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const page = await (await fetch(`${shop.web.url}/-verpackung`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(page)?.[0];
    expect(asset).toBeDefined();
    const script = await fetch(`${shop.web.url}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Not a public file: the app answers (its 404 page), not a file lookup.
    const missing = await fetch(`${shop.web.url}/images/gibt-es-nicht.png`);
    expect(missing.status).toBe(404);
    expect((await fetch(`${shop.web.url}/api/categories`)).status).toBe(200);
  });

  it('[ops] every response has an X-Request-Id (a load balancer’s is kept), and its request log line carries it', async () => {
    const fresh = await fetch(`${shop.web.url}/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await fetch(`${shop.web.url}/api/categories`, { headers: { 'x-request-id': 'lb-1234' } });
    expect(given.headers.get('x-request-id')).toBe('lb-1234');
    const forged = await fetch(`${shop.web.url}/health`, { headers: { 'x-request-id': 'bad id\u00e4' } });
    expect(forged.headers.get('x-request-id')).not.toContain('bad');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines.find((line) => line.msg === 'request' && line.url === '/api/categories' && line.reqId === 'lb-1234')).toMatchObject({ status: given.status });
  });

  it('[ops] security headers on a page and an /api call: nosniff, frame protection, Referrer-Policy, no HSTS outside production', async () => {
    for (const path of ['/-verpackung', '/api/categories']) {
      const response = await fetch(shop.web.url + path);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      expect(response.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('[ops] decision 1090: a Permissions-Policy on pages, /api, public files, hashed assets and refusals, denying what the shop does not use', async () => {
    const page = await fetch(`${shop.web.url}/-verpackung`);
    const asset = /\/assets\/[\w.-]+\.js/.exec(await page.text())?.[0];
    const paths = ['/-verpackung', '/products/gibt-es-nicht', '/api/categories', '/api/product/summary', '/favicon.svg', asset!, '/products/%00'];
    for (const path of paths) {
      const response = await fetch(shop.web.url + path);
      await response.arrayBuffer();
      expect(response.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
    }
    const denied = new Set(PERMISSIONS_POLICY.split(', '));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics', 'interest-cohort', 'fullscreen']) expect(denied.has(`${feature}=()`), feature).toBe(true);
  });

  it('[ops] decision 1090: the request log names no pay-again token, quote uuid or reset token', async () => {
    const secrets = ['4711.c2VjcmV0LXNpZ25hdHVyZQ', '9f1c2d3e-0000-4000-8000-000000000001', 'reset-token-abc'];
    for (const path of [`/checkout/bezahlen/${secrets[0]}`, `/checkout-quote/${secrets[1]}`, `/user/reset-password?token=${secrets[2]}`]) {
      const response = await fetch(shop.web.url + path, { redirect: 'manual' });
      await response.arrayBuffer();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = lines.filter((line) => line.msg === 'request').map((line) => String(line.url));
    expect(logged).toEqual(expect.arrayContaining(['/checkout/bezahlen/[redacted]', '/checkout-quote/[redacted]', '/user/reset-password?token=[redacted]']));
    const everything = JSON.stringify(lines);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });

  it('[ops] the login limit answers 429 with Retry-After (not 401) once an account has 5 failures', async () => {
    const em = shop.em();
    em.create(User, { customer: em.create(Customer, {}), email: 'limit429@example.ch', passwordHash: await hashPassword('Richtig-Passwort-1'), permissions: [] });
    await em.flush();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 7; i++) {
      last = await fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'limit429@example.ch', password: `falsch-${i}` }) });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(((await last!.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Zu viele Anmeldeversuche/);
  });

  it('[ops] the contact form (it sends mail) is limited per client address: the 6th post in 15 minutes answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 6; i++) {
      last = await fetch(`${shop.web.url}/api/customers/contact/contact-form`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: `n${i}` }) });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 5).every((status) => status !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(((await last!.json()) as { errors: { params: { minutes: number } }[] }).errors[0]!.params.minutes).toBe(15);
  });

  it('[ops] GET /api/openapi.json answers the OpenAPI 3.1 document of every /api call (R001-7.132, decision 874)', async () => {
    const response = await fetch(`${shop.web.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { summary: string }>> };
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/api/product/order-price']?.['post']?.summary).toContain('price of a cart');
    expect(document.paths['/api/openapi.json']?.['get']).toBeDefined();
  });

  it('[ops] GET /api/docs is the readable reference: Swagger UI served from our origin, other package files refused', async () => {
    const page = await fetch(`${shop.web.url}/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    expect(html).not.toMatch(/<script>(?!<)/);
    const bundle = await fetch(`${shop.web.url}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    const init = await fetch(`${shop.web.url}/api/docs/init.js`);
    expect(await init.text()).toContain("url: '/api/openapi.json'");
    expect((await fetch(`${shop.web.url}/api/docs/package.json`)).status).toBe(404);
    expect([400, 404]).toContain((await fetch(`${shop.web.url}/api/docs/..%2F..%2Fpackage.json`)).status);
  });
});
