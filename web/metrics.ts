import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Engine, Logger } from '@shop/engine';
import type { Request, RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { PageCache } from './page-cache';
import { setRouteLabel, type RequestTable } from './request-metrics';

/**
 * GET /metrics in the Prometheus text format (decision 1096): requests by route pattern, method
 * and status (request-metrics.ts), the connection pool, the mail outbox, the work queue, the
 * jobs' last successes, the read and page caches' hits and misses, and prom-client's default
 * process metrics. What needs the database is read when scraped, in one query within
 * `readingTimeoutMs`; without an answer those series are left out and shop_database_up is 0.
 */

export type MetricsAccess = 'ok' | 'unauthorized' | 'not-found';

/**
 * Who may read /metrics (decision 1096). With METRICS_TOKEN: whoever sends it as a Bearer token,
 * from anywhere; anyone else gets 401. Without: only a client on this machine — its address
 * (Express's req.ip, the client TRUST_PROXY's proxies name) is a loopback address and the request
 * was not relayed by a proxy (no forwarding header; an untrusted proxy on this machine would
 * otherwise make every visitor local) — anyone else gets the shop's 404 page.
 */
export function metricsAccess(request: { token: string | undefined; authorization: string | undefined; clientAddress: string | undefined; relayed: boolean }): MetricsAccess {
  if (request.token !== undefined) return bearerMatches(request.authorization, request.token) ? 'ok' : 'unauthorized';
  return !request.relayed && isLoopback(request.clientAddress) ? 'ok' : 'not-found';
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also IPv4 in IPv6 form (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  return family !== 0 && loopback.check(address!, family === 4 ? 'ipv4' : 'ipv6');
}

/** Compared as digests, in constant time: the token's length is not told either. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** A header a proxy adds when it relays a request. */
function relayed(req: Request): boolean {
  return req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined || req.headers['x-real-ip'] !== undefined;
}

/** prom-client's default metrics (CPU, memory, event loop, GC): one set per process, whatever number of web servers it runs (tests). */
function processRegistry(): Registry {
  const slot = Symbol.for('holzwerk-shop.web.processMetrics');
  const global = globalThis as unknown as Record<symbol, Registry | undefined>;
  let registry = global[slot];
  if (!registry) {
    registry = global[slot] = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}

export interface MetricsRouteOptions {
  engine: Engine;
  logger: Logger;
  requests: RequestTable;
  pageCache?: PageCache | undefined;
  /** Longest wait for the database readings of a scrape (default 1 s). */
  readingTimeoutMs?: number;
}

type Readings = Awaited<ReturnType<Engine['maintenance']['monitorReadings']>>;

export function metricsRoute(options: MetricsRouteOptions): RequestHandler {
  const { engine, logger } = options;
  const timeoutMs = options.readingTimeoutMs ?? 1_000;
  const registry = new Registry();
  const registers = [registry];
  const databaseUp = new Gauge({ name: 'shop_database_up', help: "1 when this scrape's database readings answered within the time limit, else 0.", registers });
  const poolConnections = new Gauge({ name: 'shop_db_pool_connections', help: 'Connections of the database pool, by state (in_use, idle).', labelNames: ['state'], registers });
  const poolWaiting = new Gauge({ name: 'shop_db_pool_waiting', help: 'Callers waiting for a connection of the database pool.', registers });
  const poolMax = new Gauge({ name: 'shop_db_pool_max', help: 'Size of the database pool (DB_POOL_MAX, capped on the embedded database).', registers });
  const outboxMails = new Gauge({ name: 'shop_mail_outbox_mails', help: 'Mails in the outbox, by status (queued: waiting to be sent; failed: given up).', labelNames: ['status'], registers });
  const outboxOldest = new Gauge({ name: 'shop_mail_outbox_oldest_queued_seconds', help: 'Age of the oldest mail waiting to be sent; 0 when none waits.', registers });
  const workItems = new Gauge({ name: 'shop_work_queue_items', help: 'Work queue items by kind and status (queued, running, failed: attempts used up).', labelNames: ['kind', 'status'], registers });
  const workRetrying = new Gauge({ name: 'shop_work_queue_retrying', help: 'Queued work items waiting for a retry after a failed attempt, by kind.', labelNames: ['kind'], registers });
  const workOldest = new Gauge({ name: 'shop_work_queue_oldest_queued_seconds', help: 'Age of the oldest queued work item by kind; 0 when none waits.', labelNames: ['kind'], registers });
  const jobLastSuccess = new Gauge({ name: 'shop_job_last_success_timestamp_seconds', help: 'When each scheduled job last succeeded (Unix time); absent for a job that never did.', labelNames: ['job'], registers });
  const jobFailures = new Gauge({ name: 'shop_job_failures_since_success', help: 'Runs of each job that failed since its last success.', labelNames: ['job'], registers });
  const cacheHits = new Counter({ name: 'shop_cache_hits_total', help: 'Reads answered from memory, by cache (read: the engine read cache by region; page: rendered pages).', labelNames: ['cache', 'region'], registers });
  const cacheMisses = new Counter({ name: 'shop_cache_misses_total', help: 'Reads that had to be loaded or rendered, by cache and region.', labelNames: ['cache', 'region'], registers });
  const cacheEntries = new Gauge({ name: 'shop_cache_entries', help: 'Entries kept now, by cache and region.', labelNames: ['cache', 'region'], registers });

  // At most one reading in flight: a database that does not answer gets no pile of queries.
  let pending: Promise<Readings> | undefined;
  async function readings(): Promise<Readings | undefined> {
    pending ??= engine.maintenance.monitorReadings().finally(() => {
      pending = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([pending, new Promise<undefined>((resolve) => (timer = setTimeout(resolve, timeoutMs, undefined)))]);
    } catch (error) {
      logger.warn({ err: error }, 'metrics: the database readings failed');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async function scrape(): Promise<string> {
    // The pool first: the readings' own query would count as a caller waiting for a connection.
    const pool = await engine.maintenance.poolStats().catch(() => undefined);
    const read = await readings();
    for (const gauge of [poolConnections, poolWaiting, poolMax, outboxMails, outboxOldest, workItems, workRetrying, workOldest, jobLastSuccess, jobFailures]) gauge.reset();
    if (pool) {
      poolConnections.set({ state: 'in_use' }, pool.inUse);
      poolConnections.set({ state: 'idle' }, pool.idle);
      poolWaiting.set(pool.waiting);
      poolMax.set(pool.max);
    }
    databaseUp.set(read ? 1 : 0);
    if (read) {
      outboxMails.set({ status: 'queued' }, read.outbox.queued);
      outboxMails.set({ status: 'failed' }, read.outbox.failed);
      outboxOldest.set(read.outbox.oldestQueuedSeconds);
      for (const work of read.work) {
        for (const status of ['queued', 'running', 'failed'] as const) workItems.set({ kind: work.kind, status }, work[status]);
        workRetrying.set({ kind: work.kind }, work.retrying);
        workOldest.set({ kind: work.kind }, work.oldestQueuedSeconds);
      }
      for (const job of read.jobs) {
        if (job.lastSucceededAt !== null) jobLastSuccess.set({ job: job.name }, job.lastSucceededAt);
        jobFailures.set({ job: job.name }, job.failuresSinceSuccess);
      }
    }
    for (const metric of [cacheHits, cacheMisses, cacheEntries]) metric.reset();
    for (const region of engine.maintenance.readCacheStats()) {
      const labels = { cache: 'read', region: region.region };
      cacheHits.inc(labels, region.hits);
      cacheMisses.inc(labels, region.misses);
      cacheEntries.set(labels, region.entries);
    }
    if (options.pageCache) {
      const page = options.pageCache.stats();
      const labels = { cache: 'page', region: 'all' };
      cacheHits.inc(labels, page.hits);
      cacheMisses.inc(labels, page.misses);
      cacheEntries.set(labels, page.entries);
    }
    return `${await processRegistry().metrics()}\n${await registry.metrics()}\n${options.requests.text()}`;
  }

  return (req, res, next) => {
    if (req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const access = metricsAccess({ token: engine.env.METRICS_TOKEN, authorization: req.headers.authorization, clientAddress: req.ip ?? req.socket.remoteAddress, relayed: relayed(req) });
    // Not for this client: the shop answers as if there were no /metrics.
    if (access === 'not-found') return next();
    setRouteLabel(res, '/metrics');
    res.set('Cache-Control', 'no-store');
    if (access === 'unauthorized') {
      res.status(401).set({ 'WWW-Authenticate': 'Bearer realm="metrics"', 'Content-Type': 'text/plain; charset=utf-8' }).send('Unauthorized\n');
      return;
    }
    scrape().then((text) => {
      res.status(200).set('Content-Type', Registry.PROMETHEUS_CONTENT_TYPE).send(text);
    }, next);
  };
}
