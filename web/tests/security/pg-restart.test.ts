import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execa } from 'execa';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect, DATABASE_UNAVAILABLE_MESSAGE, migrate } from '@shop/engine';
import { demoDataset } from '../../../fixtures/demo/index';
import { freePort } from '../e2e/global-setup';
import { startSecurityShop, type SecurityShop } from './harness';

/**
 * A fault test on a real PostgreSQL server: a throwaway cluster (Debian's binaries, run as
 * user postgres, on a free port) is stopped and started again (`pg_ctl -m fast`, about 2 s down)
 * while guests browse, price carts and place orders. During the gap calls answer 503 with the
 * catalogue's "try again later" and Retry-After — none hangs, none 500s; afterwards the same shop,
 * not restarted, answers again, no connection stays checked out; no order is half written. Runs in the PostgreSQL pass
 * (TEST_DATABASE_URL); the embedded database's variant is db-restart.test.ts.
 */
const provided = inject('testDatabase');
const pgBin = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions.at(-1)!, 'bin') : undefined;
})();
const skipReason =
  provided.kind !== 'postgres'
    ? 'PostgreSQL pass only (TEST_DATABASE_URL): PGlite has no server to restart, see db-restart.test.ts'
    : pgBin
      ? undefined
      : 'no PostgreSQL server binaries in /usr/lib/postgresql/*/bin';

let dir = '';
let port = 0;
let shop: SecurityShop | undefined;

/** initdb and pg_ctl refuse root: as root they run as user postgres. */
function asPostgres(command: string, args: string[]) {
  const binary = join(pgBin!, command);
  return process.getuid?.() === 0 ? execa('runuser', ['-u', 'postgres', '--', binary, ...args]) : execa(binary, args);
}
const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', join(dir, 'data'), '-w', '-t', '60', ...args]);
const startServer = () => pgCtl('-l', join(dir, 'server.log'), '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`, 'start');

interface Outcome {
  kind: 'categories' | 'price' | 'order';
  status: number;
  ms: number;
  message?: string;
  retryAfter?: string | null;
  formattedId?: string;
  at: number;
}

describe.skipIf(skipReason !== undefined)(`[ops] fault: PostgreSQL restarted under traffic${skipReason ? ` — skipped: ${skipReason}` : ''}`, () => {
  let productId = 0;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pg-restart-'));
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    }
    port = await freePort();
    await asPostgres('initdb', ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
    await startServer();
    const admin = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query('create database shop');
    await admin.end();

    const db = await connect(`postgresql://postgres@127.0.0.1:${port}/shop`, { poolMax: 5 });
    await migrate(db.orm);
    shop = await startSecurityShop({ GUEST_ORDERS_PER_CLIENT_PER_HOUR: '100000', GUEST_ORDERS_PER_EMAIL_PER_HOUR: '100000' }, { database: { ...db, engine: 'postgres' } });
    await shop.engine.fixtures.seed(demoDataset);
    const products = (await (await fetch(`${shop.web.url}/api/product?articleNumber=PAL_0001`)).json()) as { items: { id: number }[] };
    productId = products.items[0]!.id;
  }, 180_000);

  afterAll(async () => {
    // Bounded: should a connection still be held, stopping the server ends the wait.
    const closing = shop?.close();
    const closedInTime = await Promise.race([closing?.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000).unref())]);
    if (!closedInTime) console.warn('pg-restart: the shop did not close within 20 s after the restart; stopping PostgreSQL first');
    if (dir) await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
    await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 20_000).unref())]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  const json = { 'content-type': 'application/json' };
  let serial = 0;

  async function call(kind: Outcome['kind']): Promise<Outcome> {
    const cartItems = [{ productId, quantity: 4, configuration: {} }];
    const address = { name: 'Neustart AG', street: 'Industriestrasse 5', zipCode: '4653', city: 'Obergösgen', country: 'CH' };
    const request: [string, RequestInit] =
      kind === 'categories'
        ? ['/api/categories', {}]
        : kind === 'price'
          ? ['/api/product/order-price', { method: 'POST', headers: json, body: JSON.stringify({ cartItems }) }]
          : [
              '/api/order',
              {
                method: 'POST',
                headers: json,
                body: JSON.stringify({
                  cartItems,
                  invoiceAddress: address,
                  deliveryAddress: address,
                  invoiceEmail: 'neustart@example.ch',
                  deliveryMode: 'DELIVERY',
                  requestedDeliveryDate: null,
                  paymentMethodId: 1,
                  termsAccepted: true,
                  idempotencyKey: `pg-restart-${process.pid}-${++serial}`,
                  contact: { firstName: 'Nora', lastName: 'Neustart', phone: '+41 62 000 00 00' },
                }),
              },
            ];
    const started = Date.now();
    try {
      const response = await fetch(`${shop!.web.url}${request[0]}`, { ...request[1], signal: AbortSignal.timeout(20_000) });
      const body = (await response.json().catch(() => null)) as { errors?: { message: string }[]; order?: { formattedId: string } } | null;
      return {
        kind,
        status: response.status,
        ms: Date.now() - started,
        at: started,
        retryAfter: response.headers.get('retry-after'),
        ...(body?.errors?.[0] ? { message: body.errors[0].message } : {}),
        ...(body?.order ? { formattedId: body.order.formattedId } : {}),
      };
    } catch (error) {
      // -1: no answer in time (a hang); 0: the connection was dropped.
      return { kind, status: error instanceof Error && error.name === 'TimeoutError' ? -1 : 0, ms: Date.now() - started, at: started };
    }
  }

  const round = () => Promise.all((['categories', 'price', 'order'] as const).map((kind) => call(kind)));

  it('[ops] during the gap calls answer 503 "try again later" with Retry-After, none hangs; afterwards all succeed; no order is half written', async () => {
    expect((await round()).map((outcome) => outcome.status)).toEqual([200, 200, 200]);

    const outcomes: Outcome[] = [];
    let running = true;
    const traffic = Promise.all(
      [0, 1, 2].map(async () => {
        while (running) outcomes.push(...(await round()));
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await pgCtl('-m', 'fast', 'stop');
    const gapStart = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await startServer();
    const gapEnd = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    running = false;
    await traffic;
    const after: Outcome[] = [];
    for (let i = 0; i < 3; i++) after.push(...(await round()));

    const failed = outcomes.filter((outcome) => outcome.status !== 200);
    // No hang, no dropped connection, no 500: every failure is the clean 503.
    expect(outcomes.filter((outcome) => outcome.status <= 0)).toEqual([]);
    expect(failed.filter((outcome) => outcome.status !== 503 || outcome.message !== DATABASE_UNAVAILABLE_MESSAGE || !outcome.retryAfter)).toEqual([]);
    expect(failed.length).toBeGreaterThan(0);
    expect(outcomes.some((outcome) => outcome.status === 503 && outcome.at >= gapStart && outcome.at < gapEnd)).toBe(true);
    expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(10_000);
    // The pool replaced its dead connections: the last round answers as before the restart.
    expect(after.slice(-3).map((outcome) => outcome.status)).toEqual([200, 200, 200]);
    // No connection stays checked out: those cut inside a transaction gave their slot back (decision 960).
    const pool = await (shop!.db.orm.em.getConnection() as unknown as { getNativeClient(): Promise<{ totalCount: number; idleCount: number }> }).getNativeClient();
    for (let i = 0; i < 50 && pool.totalCount - pool.idleCount > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pool.totalCount - pool.idleCount).toBe(0);

    // No half-written order: every stored order has its positions; every confirmed one is stored.
    const client = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/shop` });
    await client.connect();
    try {
      const { rows } = await client.query<{ formatted_id: string; positions: number }>(
        'select o.formatted_id, count(p.id)::int as positions from shop_order o left join order_position p on p.order_id = o.id group by o.id',
      );
      expect(rows.filter((row) => row.positions === 0)).toEqual([]);
      const stored = new Set(rows.map((row) => row.formatted_id));
      const confirmed = [...outcomes, ...after].filter((outcome) => outcome.formattedId).map((outcome) => outcome.formattedId!);
      expect(confirmed.length).toBeGreaterThan(0);
      expect(confirmed.filter((formattedId) => !stored.has(formattedId))).toEqual([]);
    } finally {
      await client.end();
    }
  }, 120_000);
});
