import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestSmtpServer } from '../../../engine/src/mail/test-smtp-server';
import { createDatabase, freePort, spawnShop, stop, waitUntilAnswering } from './global-setup';
import { waitUntil } from './shop-helpers';

/**
 * Two job runners and two web instances of the built shop, four
 * processes on one database (a fresh PostgreSQL database with TEST_DATABASE_URL, else the first
 * runner's embedded database, which the others reach through its socket), one SESSION_SECRET,
 * one mail server. What one instance does, the others see; each job tick runs on one runner. On
 * PostgreSQL each instance has a DATA_DIR of its own, as on four servers: the kept files are in the
 * database (decision 1174).
 */

const json = { 'content-type': 'application/json' };
const SESSION_SECRET = 'instances-test-secret-0123456789abcdef';

interface Instance {
  url: string;
  child: ResultPromise;
  logFile: string;
}

/** Both runners tick this harmless job every second (tests only, decision 1050). */
const JOBS_SCHEDULE_OVERRIDE = 'purge-rate-limits=* * * * * *';

let dataDir: string;
let database: { url: string; drop(): Promise<void> } | undefined;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
const instances: Instance[] = [];

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = join(dataDir, `${name}.log`);
  const child = spawnShop(logFile, {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    // The embedded database is reached through its owner's folder; PostgreSQL needs no shared one.
    DATA_DIR: join(dataDir, database ? `data-${name}` : 'data'),
    DATABASE_URL: database?.url ?? '',
    PGLITE_PORT: '0',
    SESSION_SECRET,
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'info',
    ...env,
  });
  const instance = { url, child, logFile };
  instances.push(instance);
  await waitUntilAnswering(url, child, logFile);
  return instance;
}

let runner: Instance;
let runnerB: Instance;
let webA: Instance;
let webB: Instance;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-instances-'));
  database = process.env.TEST_DATABASE_URL ? await createDatabase(process.env.TEST_DATABASE_URL) : undefined;
  smtp = await startTestSmtpServer();
  // The job runner migrates and seeds first; the web instances only serve.
  runner = await startInstance('runner', { JOBS: 'on', SEED_DEMO: 'true', JOBS_SCHEDULE_OVERRIDE });
  [webA, webB, runnerB] = await Promise.all([
    startInstance('web-a', { JOBS: 'off', SEED_DEMO: 'false' }),
    startInstance('web-b', { JOBS: 'off', SEED_DEMO: 'false' }),
    startInstance('runner-b', { JOBS: 'on', SEED_DEMO: 'false', JOBS_SCHEDULE_OVERRIDE }),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => stop(instance.child)));
  await smtp?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** The `job finished` lines of a job in an instance's log (pino JSON lines among the start-up text). */
function finishedRuns(instance: Instance, job: string): { slot: string; time: string }[] {
  return readFileSync(instance.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; job?: string; slot?: string; time: string })
    .filter((line) => line.msg === 'job finished' && line.job === job)
    .map((line) => ({ slot: line.slot!, time: line.time }));
}

describe('[ops] two web instances and two job runners on one database', () => {
  test('[ops] every instance is ready; only the runners run jobs', async () => {
    for (const instance of [runner, runnerB, webA, webB]) {
      const ready = await fetch(`${instance.url}/ready`);
      expect(ready.status, instance.url).toBe(200);
    }
    const jobsOf = async (instance: Instance) => ((await (await fetch(`${instance.url}/ready`)).json()) as { checks: Record<string, unknown> }).checks['jobs'];
    expect(await jobsOf(runner)).toEqual({ ok: true, detail: 'this process' });
    expect(await jobsOf(runnerB)).toEqual({ ok: true, detail: 'this process' });
    expect(await jobsOf(webA)).toEqual({ ok: true, detail: 'off in this process' });
  });

  test('[ops] a session made on one instance is valid on the other, and a logout on it ends it on both', async () => {
    const login = await fetch(`${webA.url}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify({ email: 'anna.muster@example.ch', password: 'Demo-Person-2026!' }) });
    expect(login.status).toBe(200);
    const { token, payload } = (await login.json()) as { token: string; payload: { customerId: number } };
    const cookie = { cookie: `session=${token}` };
    const onB = await fetch(`${webB.url}/api/customer/${payload.customerId}/address`, { headers: cookie });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    const logout = await fetch(`${webB.url}/api/auth/logout`, { method: 'POST', headers: { ...json, ...cookie, origin: webB.url } });
    expect(logout.status).toBeLessThan(300);
    expect((await fetch(`${webA.url}/api/customer/${payload.customerId}/address`, { headers: cookie })).status).toBe(401);
  });

  test('[ops] a cart priced on one instance is ordered on the other at that price; its mail, held back while the mail server refuses, is delivered once by the runner', async () => {
    const products = (await (await fetch(`${webA.url}/api/product?articleNumber=PAL_0001`)).json()) as { items: { id: number }[] };
    const cartItems = [{ productId: products.items[0]!.id, quantity: 12, configuration: {} }];
    const priceOn = async (instance: Instance) =>
      (await (await fetch(`${instance.url}/api/product/order-price`, { method: 'POST', headers: json, body: JSON.stringify({ cartItems }) })).json()) as {
        cartPrice: { productPriceWithDiscount: string };
      };
    const pricedOnA = await priceOn(webA);
    expect((await priceOn(webB)).cartPrice).toEqual(pricedOnA.cartPrice);

    smtp.refuse(true);
    const address = { name: 'Gast Instanzen AG', street: 'Industriestrasse 5', zipCode: '4653', city: 'Obergösgen', country: 'CH' };
    const placed = await fetch(`${webB.url}/api/order`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        cartItems,
        invoiceAddress: address,
        deliveryAddress: address,
        invoiceEmail: 'gast-instanzen@example.ch',
        deliveryMode: 'DELIVERY',
        requestedDeliveryDate: null,
        paymentMethodId: 1,
        termsAccepted: true,
        idempotencyKey: `instances-${Date.now()}`,
        contact: { firstName: 'Gina', lastName: 'Gast', phone: '+41 62 000 00 00' },
      }),
    });
    expect(placed.status).toBe(200);
    const order = ((await placed.json()) as { order: { formattedId: string; total: string } }).order;
    expect(order.total).toBe(pricedOnA.cartPrice.productPriceWithDiscount);
    await waitUntil(() => (smtp.refused > 0 ? true : undefined), 'the refused delivery attempt', 20_000);
    const mailsTo = () => smtp.mails.filter((mail) => mail.to.includes('gast-instanzen@example.ch'));
    expect(mailsTo()).toHaveLength(0);

    smtp.refuse(false);
    // An outbox worker of a runner retries after its backoff (30 s); no instance sends it twice.
    const delivered = await waitUntil(() => (mailsTo().length > 0 ? mailsTo() : undefined), 'the order confirmation after the mail server recovered', 90_000);
    expect(delivered[0]?.text).toContain(order.formattedId);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(mailsTo()).toHaveLength(1);
  }, 150_000);

  test('[ops] each tick of a job runs once across the two runners (schedule every second through JOBS_SCHEDULE_OVERRIDE; decision 1050)', async () => {
    const bothUp = new Date().toISOString();
    const runs = () => [...finishedRuns(runner, 'purge-rate-limits'), ...finishedRuns(runnerB, 'purge-rate-limits')];
    await waitUntil(() => (runs().filter((run) => run.slot > bothUp).length >= 3 ? true : undefined), 'three ticks of purge-rate-limits while both runners run', 30_000);
    const slots = runs().map((run) => run.slot);
    expect(new Set(slots).size, `a tick ran twice: ${slots.sort().join(', ')}`).toBe(slots.length);
  }, 60_000);

  test('[ops] decision 1174 a product image uploaded through one web instance is served by the other (on PostgreSQL from its own DATA_DIR)', async () => {
    const match = readFileSync(runner.logFile, 'utf8').match(/e-mail:\s+(\S+)\s+password:\s+(\S+)/);
    expect(match, 'the admin login in the runner log').not.toBeNull();
    const login = await fetch(`${webA.url}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify({ email: match![1], password: match![2] }) });
    const { token } = (await login.json()) as { token: string };
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 9)]);
    const form = new FormData();
    form.set('directory', 'INSTANZEN_1');
    form.append('files', new Blob([new Uint8Array(png)]), 'vorne.png');
    const uploaded = await fetch(`${webA.url}/api/file`, { method: 'POST', headers: { authorization: `Bearer ${token}`, origin: webA.url }, body: form });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const served = await fetch(`${webB.url}/api/media/INSTANZEN_1/vorne.png`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  test('[ops] /metrics of each web instance counts its own requests and reports the shared database (decision 1096)', async () => {
    const scrape = async (instance: Instance) => {
      const response = await fetch(`${instance.url}/metrics`);
      expect(response.status, instance.url).toBe(200);
      return (await response.text()).split('\n');
    };
    const sample = (lines: string[], start: string) => lines.find((line) => line.startsWith(start));
    const [onA, onB] = await Promise.all([scrape(webA), scrape(webB)]);
    // The order was placed on B only; both priced the cart.
    const order = 'shop_http_requests_total{route="/api/order",method="POST",status="200"}';
    expect(sample(onB, order)).toBe(`${order} 1`);
    expect(sample(onA, order)).toBeUndefined();
    for (const lines of [onA, onB]) {
      expect(sample(lines, 'shop_http_requests_total{route="/api/product/order-price",method="POST",status="200"}')).toMatch(/ [1-9]\d*$/);
      expect(sample(lines, 'shop_database_up ')).toBe('shop_database_up 1');
      // The runners' ticks, read from the one database by instances that run no jobs.
      expect(sample(lines, 'shop_job_last_success_timestamp_seconds{job="purge-rate-limits"}')).toMatch(/ \d{10}(\.\d+)?$/);
      expect(sample(lines, 'shop_mail_outbox_mails{status="queued"}')).toBe('shop_mail_outbox_mails{status="queued"} 0');
    }
  });
});
