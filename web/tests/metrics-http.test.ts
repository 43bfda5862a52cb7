import { networkInterfaces } from 'node:os';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../../engine/src/database';
import { embeddedUrl } from '../../engine/src/db/embedded';
import { freePort } from './e2e/global-setup';
import { startHttpShop, useHttpShop, type HttpShop } from './http-shop';

/**
 * GET /metrics (decision 1096): scraped under traffic, the request counters move under route
 * patterns (never a raw URL), the database readings (outbox, work queue, jobs), the pool, the
 * caches and the process metrics are there; a client that is neither local nor holds the token
 * is refused; with the database gone a scrape still answers what it can.
 */

const TOKEN = 'monitor-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a text-format answer (comments left out). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1]!, pair[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

const requestsOf = (samples: Sample[], route: string, status: string) =>
  samples.filter((sample) => sample.name === 'shop_http_requests_total' && sample.labels.route === route && sample.labels.status === status).reduce((sum, sample) => sum + sample.value, 0);

/** This machine's first address other than loopback, if it has one. */
const otherAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe('[ops] GET /metrics without METRICS_TOKEN: this machine only (decision 1096)', () => {
  const shop = useHttpShop({}, { pageCache: true, host: '0.0.0.0' });
  const local = () => shop.web.url.replace('0.0.0.0', '127.0.0.1');
  const scrape = async () => {
    const response = await fetch(`${local()}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    return samplesOf(await response.text());
  };

  it('[ops] scraped under traffic, the request counters move, labelled by route pattern and status', async () => {
    // Rendered once: the page cache keeps it for the traffic's two.
    expect((await fetch(`${local()}/api/categories`)).status).toBe(200);
    const before = await scrape();
    const traffic = [
      ...Array.from({ length: 6 }, (_, index) => `/api/product/${900 + index}/gallery-images`),
      ...Array.from({ length: 4 }, (_, index) => `/products/NO-SUCH-${index}`),
      ...Array.from({ length: 3 }, (_, index) => `/gibt-es-nicht-${index}`),
      '/api/categories',
      '/api/categories',
    ];
    // The scrapes run while the traffic is in flight; a request counts once its answer is complete.
    const call = async (path: string) => {
      const response = await fetch(`${local()}${path}`);
      await response.arrayBuffer();
      return response.status;
    };
    const [answers, during] = await Promise.all([Promise.all(traffic.map(call)), Promise.all([scrape(), scrape()])]);
    expect(during).toHaveLength(2);
    const after = await scrape();
    const statusOf = (prefix: string) => answers[traffic.findIndex((path) => path.startsWith(prefix))]!;
    const delta = (route: string, status: number) => requestsOf(after, route, String(status)) - requestsOf(before, route, String(status));
    expect(delta('/api/product/:id/gallery-images', statusOf('/api/product/'))).toBe(6);
    expect(delta('/products/:articleNumber', statusOf('/products/'))).toBe(4);
    expect(delta('/api/categories', 200)).toBe(2);
    // A path no page has: the catch-all route's pattern.
    expect(delta('/*', statusOf('/gibt-es-nicht'))).toBe(3);
    expect(requestsOf(after, '/metrics', '200') - requestsOf(before, '/metrics', '200')).toBeGreaterThanOrEqual(3);
    // The histogram counts the same requests; label values are patterns, never a path that was asked.
    const series = { route: '/products/:articleNumber', method: 'GET', status: String(statusOf('/products/')) };
    expect(valueOf(after, 'shop_http_request_duration_seconds_count', series)).toBe(valueOf(after, 'shop_http_requests_total', series));
    expect(valueOf(after, 'shop_http_request_duration_seconds_bucket', { ...series, le: '+Inf' })).toBe(valueOf(after, 'shop_http_requests_total', series));
    const routes = new Set(after.filter((sample) => sample.name === 'shop_http_requests_total').map((sample) => sample.labels.route));
    for (const route of routes) expect(route).not.toMatch(/NO-SUCH|gibt-es-nicht|\/9\d\d\//);
    // The traffic's /api/categories came from the page cache, counted under their pattern all the same.
    expect((valueOf(after, 'shop_cache_hits_total', { cache: 'page', region: 'all' }) ?? 0) - (valueOf(before, 'shop_cache_hits_total', { cache: 'page', region: 'all' }) ?? 0)).toBe(2);
  });

  it('[ops] reports the outbox, the work queue, each job\'s last success, the pool, the read cache and the process', async () => {
    const sql = (query: string) => shop.em().getConnection().execute(query);
    await sql(`insert into sent_mail ("to", subject, text, transport, status, created_at) values ('metrics@example.ch', 'Test', 'x', 'smtp', 'queued', now() - interval '2 hours')`);
    await sql(`insert into work_item (kind, input, status, attempts, max_attempts, run_after, created_at, error) values ('import', '{}', 'failed', 3, 3, now(), now(), 'kaputt')`);
    await sql(`insert into work_item (kind, input, status, attempts, max_attempts, run_after, created_at, error) values ('import', '{}', 'queued', 1, 3, now(), now() - interval '10 minutes', 'einmal')`);
    await sql(
      `insert into job_lock (name, last_succeeded_at, failures_since_success) values ('purge-rate-limits', '2026-11-30T02:55:00Z', 0), ('purge-sent-mails', null, 2)
       on conflict (name) do update set last_succeeded_at = excluded.last_succeeded_at, failures_since_success = excluded.failures_since_success`,
    );
    // Anonymous reads with another language cookie: not the page cache's copy, the read cache's.
    for (const lang of ['fr-CH', 'en-CH']) expect((await fetch(`${local()}/api/categories`, { headers: { cookie: `lang=${lang}` } })).status).toBe(200);
    const samples = await scrape();
    expect(valueOf(samples, 'shop_database_up')).toBe(1);
    expect(valueOf(samples, 'shop_mail_outbox_mails', { status: 'queued' })).toBe(1);
    expect(valueOf(samples, 'shop_mail_outbox_oldest_queued_seconds')).toBeGreaterThanOrEqual(7_190);
    expect(valueOf(samples, 'shop_work_queue_items', { kind: 'import', status: 'failed' })).toBe(1);
    expect(valueOf(samples, 'shop_work_queue_items', { kind: 'import', status: 'queued' })).toBe(1);
    expect(valueOf(samples, 'shop_work_queue_items', { kind: 'render-pictures', status: 'queued' })).toBe(0);
    expect(valueOf(samples, 'shop_work_queue_retrying', { kind: 'import' })).toBe(1);
    expect(valueOf(samples, 'shop_work_queue_oldest_queued_seconds', { kind: 'import' })).toBeGreaterThanOrEqual(590);
    expect(valueOf(samples, 'shop_job_last_success_timestamp_seconds', { job: 'purge-rate-limits' })).toBe(Date.parse('2026-11-30T02:55:00Z') / 1000);
    expect(valueOf(samples, 'shop_job_last_success_timestamp_seconds', { job: 'purge-sent-mails' })).toBeUndefined();
    expect(valueOf(samples, 'shop_job_failures_since_success', { job: 'purge-sent-mails' })).toBe(2);
    expect(valueOf(samples, 'shop_job_failures_since_success', { job: 'import-order-status' })).toBe(0);
    expect(valueOf(samples, 'shop_db_pool_max')).toBe(5);
    expect(valueOf(samples, 'shop_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, 'shop_db_pool_waiting')).toBe(0);
    const readHits = samples.filter((sample) => sample.name === 'shop_cache_hits_total' && sample.labels.cache === 'read');
    expect(readHits.reduce((sum, sample) => sum + sample.value, 0)).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('[ops] refuses a request relayed by a proxy, and a client on another address, with the shop\'s 404 page', async () => {
    const relayed = await fetch(`${local()}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(relayed.status).toBe(404);
    expect(await relayed.text()).not.toContain('shop_http_requests_total');
    if (otherAddress) {
      const remote = await fetch(`${shop.web.url.replace('0.0.0.0', otherAddress)}/metrics`);
      expect(remote.status).toBe(404);
      expect(await remote.text()).not.toContain('shop_http_requests_total');
    }
  });
});

describe('[ops] GET /metrics with METRICS_TOKEN (decision 1096)', () => {
  const shop = useHttpShop({ METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback' });

  it('[ops] answers the Bearer token from anywhere and 401 without it, also on this machine', async () => {
    const bare = await fetch(`${shop.web.url}/metrics`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await bare.text()).not.toContain('shop_');
    expect((await fetch(`${shop.web.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const scraped = await fetch(`${shop.web.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' } });
    expect(scraped.status).toBe(200);
    expect(valueOf(samplesOf(await scraped.text()), 'shop_database_up')).toBe(1);
  });
});

const provided = inject('testDatabase');

describe.skipIf(provided.kind !== 'pglite')('[ops] GET /metrics while the database is gone (decision 1096)', () => {
  let pglite: PGlite;
  let socket: PGLiteSocketServer;
  let shop: HttpShop;
  beforeAll(async () => {
    if (provided.kind !== 'pglite') return;
    pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(provided.dumpFile)]) });
    const port = await freePort();
    socket = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port, maxConnections: 12 });
    await socket.start();
    const database = { ...(await connect(embeddedUrl(port), { poolMax: 5 })), engine: 'pglite' as const };
    shop = await startHttpShop({}, { database });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await socket?.stop().catch(() => undefined);
    await pglite?.close();
  });

  it('[ops] a scrape still answers quickly with the pool and the requests, and shop_database_up 0', async () => {
    expect(valueOf(samplesOf(await (await fetch(`${shop.web.url}/metrics`)).text()), 'shop_database_up')).toBe(1);
    await socket.stop();
    const started = Date.now();
    const response = await fetch(`${shop.web.url}/metrics`, { signal: AbortSignal.timeout(10_000) });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    const samples = samplesOf(await response.text());
    expect(valueOf(samples, 'shop_database_up')).toBe(0);
    expect(valueOf(samples, 'shop_db_pool_max')).toBe(5);
    expect(valueOf(samples, 'shop_mail_outbox_mails', { status: 'queued' })).toBeUndefined();
    expect(requestsOf(samples, '/metrics', '200')).toBeGreaterThanOrEqual(1);
  }, 30_000);
});
