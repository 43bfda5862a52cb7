/**
 * figures for `npm run bench` (called from scripts/bench.ts, printed, never asserted):
 * - the cart price (POST /api/product/order-price) of a 50-line cart against a raw SQL fetch of
 *   the same 50 products;
 * - the merchant feed export of BENCH_FEED_ROWS (default 100 000) generated products against
 *   PostgreSQL's `COPY (select …) TO STDOUT` of the same rows through the plain pg client (its
 *   copy data is counted, not kept), or, where COPY is not answered, one `select` of the rows.
 */
import { anonymousContext, type Database, type Engine } from '@shop/engine';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';

export interface BenchResult {
  name: string;
  iterations: number;
  opsPerSecond: number;
  p50: number;
  p99: number;
}

export interface PricingBenchOptions {
  engine: Engine;
  database: Database;
  url: string;
  measure: (name: string, iterations: number, fn: () => Promise<unknown>) => Promise<BenchResult>;
  printTable: (title: string, results: BenchResult[]) => void;
  label: string;
  iterations: number;
}

const CART_LINES = 50;

/** A writable that drops what it gets and counts the bytes. */
function byteCounter(): { sink: Writable; bytes: () => number } {
  let bytes = 0;
  return {
    sink: new Writable({
      write(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback();
      },
    }),
    bytes: () => bytes,
  };
}

/** Runs `copy (sql) to stdout` on the plain pg client, counting the copy data; undefined if not answered in time. */
async function copyOut(client: pg.Client, sql: string, timeoutMs: number): Promise<number | undefined> {
  let bytes = 0;
  const query = new pg.Query(`copy (${sql}) to stdout with (format csv, header true)`);
  (query as unknown as { handleCopyData: (msg: { chunk: Buffer }) => void }).handleCopyData = (msg) => {
    bytes += msg.chunk.length;
  };
  const done = new Promise<void>((resolve, reject) => {
    query.on('end', () => resolve());
    query.on('error', reject);
  });
  client.query(query);
  const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs).unref());
  return (await Promise.race([done.then(() => 'ok' as const), timer])) === 'ok' ? bytes : undefined;
}

export async function benchPricing(options: PricingBenchOptions): Promise<void> {
  const { engine, database, measure, printTable } = options;
  const connection = database.orm.em.getConnection();
  const feedRows = Number(process.env.BENCH_FEED_ROWS ?? 100_000);

  // Products of one bench type, generated in one statement.
  const [type] = await connection.execute<{ id: number }[]>(
    `insert into product_type (name, created_at, updated_at) values ('Bench-Kiste', now(), now()) returning id`,
  );
  const typeId = Number(type?.id);
  const insertStarted = performance.now();
  await connection.execute(
    `insert into product (name, article_number, product_type_id, kind_code, description, published, publicly_available, list_price, created_at, updated_at)
     select 'Bench-Kiste ' || i, 'BENCH_' || lpad(i::text, 7, '0'), ?, 1, 'Einwegpalette ' || i || ', 1200 x 800 mm', true, true, (10 + (i % 500) + 0.25)::numeric(12,2), now(), now()
       from generate_series(1, ?) as i`,
    [typeId, Math.max(feedRows, CART_LINES)],
  );
  const insertMs = performance.now() - insertStarted;
  await connection.execute('analyze product');
  const cartIds = (await connection.execute<{ id: number }[]>('select id from product where product_type_id = ? order by id limit ?', [typeId, CART_LINES])).map((row) =>
    Number(row.id),
  );
  const cart = { cartItems: cartIds.map((productId, i) => ({ productId, quantity: 1 + (i % 7), configuration: {} })) };
  const ctx = anonymousContext();
  const n = Math.max(20, Math.round(options.iterations / 2));
  // The warm price and the raw fetch take about a millisecond: enough samples that the p99 is not
  // the single slowest call (with 100 it was the maximum).
  const samples = Math.max(1000, n * 10);

  const warm = await measure('order-price, 50 lines (engine, cached)', samples, () => engine.pricing.orderPrice(ctx, cart));
  const cold = await measure('order-price, 50 lines (engine, cache cleared)', Math.max(10, Math.round(n / 4)), async () => {
    await engine.pricing.invalidatePrices({ productTypeId: typeId });
    return engine.pricing.orderPrice(ctx, cart);
  });
  const raw = await measure('50 products (raw SQL)', samples, () => connection.execute(`select p.* from product p where p.id in (${cartIds.join(',')}) and p.deleted_at is null`));
  printTable(`Cart price, ${CART_LINES} lines (${options.label}, ${n} iterations each)`, [warm, cold, raw]);
  // targets: warm ≥ 0.25× raw, cold ≥ 0.05×, p99 within 3× p50.
  console.log(
    `order-price warm: ${(warm.opsPerSecond / raw.opsPerSecond).toFixed(3)}× raw SQL (target ≥ 0.25×), p99/p50 ${(warm.p99 / Math.max(0.001, warm.p50)).toFixed(1)} (≤ 3); ` +
      `cold: ${(cold.opsPerSecond / raw.opsPerSecond).toFixed(3)}× (target ≥ 0.05×)`,
  );

  // The feed: every published product of shop 1 (the bench's and the demo's).
  const feedSql = `select p.id, p.name, p.description, p.article_number, p.list_price from product p
    where p.deleted_at is null and p.published and p.publicly_available and p.kind_code in (1, 99) and p.list_price is not null order by p.id`;
  const runs = Number(process.env.BENCH_FEED_RUNS ?? 3);
  let feedBytes = 0;
  let feedRowsWritten = 0;
  const feed = await measure(`feed CSV export (engine, streamed)`, runs, async () => {
    const counter = byteCounter();
    let rows = 0;
    await pipeline(engine.feeds.publishedPrices(ctx, { shop: 1 }).toNodeStream({ onRow: (count) => (rows = count) }), counter.sink);
    feedBytes = counter.bytes();
    feedRowsWritten = rows;
  });
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  let copyBytes: number | undefined;
  const results = [feed];
  try {
    copyBytes = await copyOut(client, feedSql, 60_000);
    if (copyBytes !== undefined) {
      results.push(
        await measure('COPY (select …) TO STDOUT (pg, csv)', runs, async () => {
          copyBytes = await copyOut(client, feedSql, 600_000);
        }),
      );
    } else {
      results.push(await measure('select of the same rows (pg; COPY not answered)', runs, () => client.query(feedSql)));
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  printTable(`Feed export, ${feedRowsWritten} rows (${options.label}; ${feedRows} generated in ${Math.round(insertMs)} ms, ${runs} runs each)`, results);
  const perRun = (r: BenchResult) => (r.opsPerSecond > 0 ? 1000 / r.opsPerSecond : 0);
  const copy = results[1];
  if (copy) console.log(`feed export: ${(perRun(feed) / Math.max(0.001, perRun(copy))).toFixed(1)}× the time of ${copyBytes === undefined ? 'a select' : 'COPY'} (target ≤ 3×)`);
  console.log(
    `feed: ${Math.round(feedRowsWritten / (perRun(feed) / 1000))} rows/s, ${feedBytes} bytes` +
      (copyBytes === undefined ? '; COPY TO STDOUT not answered, compared with one select' : `; COPY: ${copyBytes} bytes`),
  );
}
