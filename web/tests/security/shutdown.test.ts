import { request } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResultPromise } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SentMail } from '../../../engine/src/mail/sent-mail.entity';
import { startTestSmtpServer } from '../../../engine/src/mail/test-smtp-server';
import { createTestDatabase, type TestDatabase } from '../../../engine/test/database';
import { freePort, spawnShop, stop, tail, waitUntilAnswering } from '../e2e/global-setup';
import { waitUntil } from '../e2e/shop-helpers';

/**
 * Graceful shutdown: `npm start`'s script (scripts/start.ts, served from source with
 * `--dev` so no build is needed) with its job runner on this file's database, a request in flight
 * (its body still arriving) and the mail outbox worker in the middle of a delivery (the mail
 * server holds its answer back) when SIGTERM arrives. The shop stops accepting connections, the
 * request completes with 200, the delivery completes and is recorded, the pool is closed and the
 * process exits 0 — within the 10 s the script allows itself.
 */

let db: TestDatabase;
let dataDir = '';
let logFile = '';
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let shop: ResultPromise;
let url = '';

beforeAll(async () => {
  db = await createTestDatabase();
  smtp = await startTestSmtpServer();
  dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  logFile = join(dataDir, 'shop.log');
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  shop = spawnShop(
    logFile,
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      DATABASE_URL: db.url,
      DB_POOL_MAX: '3',
      SESSION_SECRET: 'shutdown-test-secret-0123456789abcdef',
      SEED_DEMO: 'false',
      JOBS: 'on',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
    },
    ['--dev'],
  );
  await waitUntilAnswering(url, shop, logFile);
}, 180_000);

afterAll(async () => {
  if (shop) await stop(shop);
  await smtp?.close();
  await db?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A POST whose body arrives in two parts: the request is in flight until `finish()` is called. */
function slowPost(path: string, body: string) {
  const bytes = Buffer.from(body);
  let settle!: (outcome: { status: number; body: string }) => void;
  let fail!: (error: Error) => void;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => ((settle = resolve), (fail = reject)));
  const req = request(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) } }, (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => settle({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    res.on('error', fail);
  });
  req.on('error', fail);
  req.write(bytes.subarray(0, 4));
  return { response, finish: () => req.end(bytes.subarray(4)) };
}

const connects = () =>
  fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.status,
    () => 'refused' as const,
  );

describe('[ops] graceful shutdown on SIGTERM', () => {
  it('[ops] SIGTERM: new connections are refused, the request in flight answers 200, the mail being delivered is delivered and recorded, the pool closes, exit 0', async () => {
    const cart = JSON.stringify({ cartItems: [] });
    // Compiles the route once (Vite), so that the request below waits only for its body.
    const warm = await fetch(`${url}/api/product/order-price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: cart });
    expect(warm.status).toBe(200);

    // A mail waiting in the outbox; the mail server takes 4 s to accept it.
    smtp.hold(4_000);
    const em = db.orm.em.fork();
    const mail = em.create(SentMail, { to: 'shutdown@example.ch', cc: null, subject: 'Beim Herunterfahren', text: 'Wird noch zugestellt.', html: null, attachments: [], messageId: null, transport: 'smtp', error: null, status: 'queued', attempts: 0, nextAttemptAt: new Date() });
    await em.flush();
    await waitUntil(() => (smtp.receiving > 0 ? true : undefined), 'the outbox worker delivering the mail', 20_000);

    const inFlight = slowPost('/api/product/order-price', cart);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = Date.now();
    shop.kill('SIGTERM');

    // Draining: the listener is closed, a load balancer's new connection is refused.
    await waitUntil(async () => ((await connects()) === 'refused' ? true : undefined), 'new connections refused', 3_000);
    expect(smtp.mails).toHaveLength(0);

    inFlight.finish();
    const answered = await inFlight.response.catch(async (error: unknown) => {
      const failedAt = Date.now() - signalledAt;
      const exit = await Promise.race([shop, new Promise((resolve) => setTimeout(resolve, 12_000))]);
      throw new Error(`the request in flight failed (${String(error)}) after ${failedAt} ms, exit ${JSON.stringify((exit as { exitCode?: number; signal?: string } | undefined)?.exitCode)} ${JSON.stringify((exit as { signal?: string } | undefined)?.signal)}:\n${tail(logFile, 4)}`);
    });
    expect(answered.status, answered.body).toBe(200);

    const exited = await shop;
    expect(exited.exitCode, tail(logFile)).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    // The delivery in progress was finished before the process left, exactly once, and recorded.
    expect(smtp.mails.map((received) => received.to)).toEqual([['shutdown@example.ch']]);
    const stored = await db.orm.em.fork().findOneOrFail(SentMail, { id: mail.id });
    expect(stored.status).toBe('sent');
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('"msg":"shutting down"');
    expect(log).toContain('"msg":"stopped: requests finished, jobs stopped, database closed"');
    expect(log).not.toContain('"level":50');
  }, 60_000);
});
