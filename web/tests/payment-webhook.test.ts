import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { anonymousContext, createEngine, loadEnv, silentLogger, type Engine } from '@shop/engine';
import { register } from 'tsx/esm/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../engine/src/requests/request.entity';
import { createTestDatabase, type TestDatabase } from '../../engine/test/database';
import { createTestOrder } from '../../engine/test/payment-harness';
import { startWebServer, type WebServer } from '../server';

/**
 * The payment flow through the shop's own server (docs/payments.md): the simulator mounted under
 * /dev/postfinance by web/server.ts, its webhook through React Router's POST /api/payment/webhook
 * (raw body, signature, CSRF exemption) — the app from source through Vite.
 */
let db: TestDatabase;
let engine: Engine;
let web: WebServer;
let unregister: (() => Promise<void>) | undefined;
const em = () => db.orm.em.fork() as EntityManager;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const port = await freePort();
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'p'.repeat(40),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'payments-')),
    JOBS: 'off',
    LOG_LEVEL: 'silent',
  });
  engine = await createEngine({ env, database: db, logger: silentLogger });
  unregister = register();
  web = await startWebServer({ engine, host: '127.0.0.1', port, logger: silentLogger, dev: true });
}, 120_000);
afterAll(async () => {
  await web?.close();
  await db?.close();
  await unregister?.();
});

describe('payments through the shop server', () => {
  it('R000-3.48 without credentials the simulator plays PostFinance: hosted page, Bezahlen, webhook through /api/payment/webhook, order PAID', async () => {
    expect(engine.paymentSimulator).not.toBeNull();
    const orderId = await createTestOrder(em, { paymentMethodId: 100 });
    const { redirectUrl } = await engine.payments.startPayment(anonymousContext(), { orderId });
    expect(redirectUrl.startsWith(`${web.url}/dev/postfinance/pay/`)).toBe(true);
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('>Bezahlen</button>');
    const paid = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${web.url}/checkout/completed?order=${orderId}`);
    expect((await em().findOneOrFail(Order, { id: orderId })).paymentStatusId).toBe(1);
    expect(engine.paymentSimulator?.delivered.slice(-2).map((entry) => entry.status)).toEqual([200, 200]);
  }, 60_000);

  it('the webhook route: no signature 401, a bad one 403; a signed replay with cross-site headers passes the CSRF check and changes nothing', async () => {
    const body = JSON.stringify({ eventId: 1, entityId: 1, listenerEntityTechnicalName: 'Transaction', spaceId: 1, state: 'FULFILL' });
    const missing = await fetch(`${web.url}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ errors: [{ message: 'Die Signatur der Zahlungsmeldung fehlt oder ist ungültig.' }] });
    // A bad signature on a webhook about one of our transactions (one about nothing of ours is
    // answered 'ignored' before any key is fetched: issue 22).
    const last = engine.paymentSimulator?.delivered.at(-1);
    const bad = await fetch(`${web.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': 'algorithm=SHA256withECDSA, keyId=x, signature=AAAA' },
      body: JSON.stringify(last!.body),
    });
    expect(bad.status).toBe(403);

    const replay = engine.paymentSimulator!.signWebhook(last!.body);
    const response = await fetch(`${web.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': replay.signature, origin: 'https://checkout.postfinance.ch', 'sec-fetch-site': 'cross-site' },
      body: replay.rawBody,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'ignored' });
  }, 60_000);
});
