/**
 * The hot reads of `npm run bench` (BENCH_ONLY=hot; docs/performance.md "Hot reads"): the product
 * detail API (guest and signed-in), the SSR product page, the list of 50 with a customer's prices
 * and a warm 50-line cart price, each against a bare node:http server sending the very same bytes
 * in the same run, with Vendure's figures for the same work beside them and the goals checked.
 * Printed, never asserted: the machine's load moves every absolute figure.
 */
import { createServer } from 'node:http';
import type { Engine } from '@shop/engine';
import { autocannon, demoCompanyCookie, listen, median, startBenchShop, type LoadResult } from './bench-storefront';

/**
 * Vendure 3.7.3 doing the same work, measured in the week of 2026-11-30 on this 2-core machine
 * beside the shop (Vendure on Node 26, PostgreSQL 15, 60 products in CHF, autocannon with 20
 * connections; the shop-api GraphQL queries named below). Source: docs/performance.md, "Hot reads
 * against Vendure 3.7.3" — the table the lead measured; constants, not measured by this script.
 */
export const VENDURE_3_7_3 = {
  source: 'Vendure 3.7.3, measured the week of 2026-11-30 on this machine, 20 connections (docs/performance.md)',
  productBySlug: { requestsPerSecond: 143, p50Ms: 125 },
  searchTake50: { requestsPerSecond: 323 },
  productsTake50: { requestsPerSecond: 2.9 },
  addItemToOrder50: { ms: 2049 },
  activeOrder: { requestsPerSecond: 191 },
} as const;

interface HotRow {
  work: string;
  path: string;
  headers: Record<string, string>;
  request?: { method: string; body: string };
  vendure: string;
  /** The goal, checked on the medians of the rounds. */
  goal?: { text: string; met(ratio: number, requestsPerSecond: number): boolean };
}

const LINES = 50;

export async function benchHot(options: { engine: Engine; label: string }): Promise<void> {
  const web = await startBenchShop(options.engine, 'Hot reads');
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  // Vendure was measured with 20 connections: the same here, so its req/s stand beside ours.
  const connections = Number(process.env.BENCH_HOT_CONNECTIONS ?? 20);
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
  try {
    const cookie = await demoCompanyCookie(web.url);
    if (!cookie) throw new Error('the demo company could not log in');
    const { items } = (await (await fetch(`${web.url}/api/product?page=1&perPage=50&withPrices=true`, { headers: { cookie } })).json()) as {
      items: { id: number; canBeConfigured: boolean; price: string | null }[];
    };
    const fixed = items.filter((item) => !item.canBeConfigured && item.price !== null);
    if (fixed.length === 0) throw new Error('the demo data has no fixed products with a price');
    // 50 lines: the demo's fixed products with the company's prices, each again with another quantity when fewer.
    const cartItems = Array.from({ length: LINES }, (_, index) => ({ productId: fixed[index % fixed.length]!.id, quantity: 1 + index, configuration: {} }));
    const json = { 'content-type': 'application/json', origin: web.url, cookie };
    const vendureSlug = `product by slug ${VENDURE_3_7_3.productBySlug.requestsPerSecond} req/s, p50 ${VENDURE_3_7_3.productBySlug.p50Ms} ms`;
    const quarter = { text: '≥ 0.25× bare', met: (ratio: number) => ratio >= 0.25 };
    const rows: HotRow[] = [
      { work: 'product detail API (guest)', path: '/api/product?articleNumber=KISTE_0001', headers: {}, vendure: vendureSlug, goal: quarter },
      { work: 'product detail API (signed-in customer)', path: '/api/product?articleNumber=KISTE_0001', headers: { cookie }, vendure: vendureSlug, goal: quarter },
      { work: 'SSR product page (guest)', path: '/products/KISTE_0001', headers: {}, vendure: vendureSlug },
      {
        work: 'list of 50 with prices (customer)',
        path: '/api/product?page=1&perPage=50&withPrices=true',
        headers: { cookie },
        vendure: `search take 50 ${VENDURE_3_7_3.searchTake50.requestsPerSecond} req/s; products take 50 ${VENDURE_3_7_3.productsTake50.requestsPerSecond} req/s`,
        goal: {
          text: `≥ 10× Vendure's search (${10 * VENDURE_3_7_3.searchTake50.requestsPerSecond} req/s)`,
          met: (_ratio, requestsPerSecond) => requestsPerSecond >= 10 * VENDURE_3_7_3.searchTake50.requestsPerSecond,
        },
      },
      {
        work: `warm order-price, ${LINES} lines (customer)`,
        path: '/api/product/order-price',
        headers: json,
        request: { method: 'POST', body: JSON.stringify({ cartItems }) },
        vendure: `${LINES} × addItemToOrder ${VENDURE_3_7_3.addItemToOrder50.ms} ms; activeOrder ${VENDURE_3_7_3.activeOrder.requestsPerSecond} req/s`,
        goal: { text: '≥ 0.1× bare', met: (ratio) => ratio >= 0.1 },
      },
    ];
    const measured: LoadResult[] = [];
    const summary: Record<string, string | number>[] = [];
    const verdicts: string[] = [];
    for (const row of rows) {
      const init = { method: row.request?.method ?? 'GET', headers: row.headers, ...(row.request ? { body: row.request.body } : {}) };
      const answer = await fetch(`${web.url}${row.path}`, init);
      const bytes = Buffer.from(await answer.arrayBuffer());
      if (answer.status !== 200) throw new Error(`${row.path} answered ${answer.status}: ${bytes.toString().slice(0, 200)}`);
      const type = answer.headers.get('content-type') ?? 'application/json';
      const same = createServer((_request, reply) => {
        reply.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
        reply.end(bytes);
      });
      const sameUrl = await listen(same);
      try {
        // Turns, BENCH_ROUNDS times: the bare server's own rate moves with the machine's load.
        const shopRates: number[] = [];
        const ratios: number[] = [];
        const p50s: number[] = [];
        for (let round = 0; round < rounds; round += 1) {
          const shop = await autocannon(`shop: ${row.work}`, `${web.url}${row.path}`, seconds, connections, row.headers, row.request ?? {});
          const bare = await autocannon(`node:http, same ${bytes.length} bytes`, `${sameUrl}${row.path}`, seconds, connections, {}, row.request ?? {});
          if (shop.errors > 0) throw new Error(`${row.work}: ${shop.errors} errors or non-2xx answers`);
          measured.push(shop, bare);
          shopRates.push(shop.requestsPerSecond);
          p50s.push(shop.latencyP50);
          ratios.push(shop.requestsPerSecond / Math.max(1, bare.requestsPerSecond));
        }
        const ratio = median(ratios);
        const rate = median(shopRates);
        const verdict = row.goal ? (row.goal.met(ratio, rate) ? 'pass' : 'FAIL') : '–';
        summary.push({
          work: row.work,
          bytes: bytes.length,
          'shop req/s': Math.round(rate),
          'p50 ms': median(p50s),
          '× bare': ratio.toFixed(3),
          'Vendure 3.7.3': row.vendure,
          goal: row.goal?.text ?? '–',
          result: verdict,
        });
        if (row.goal) verdicts.push(`${verdict.toUpperCase()} ${row.work}: ${ratio.toFixed(3)}× bare, ${Math.round(rate)} req/s (goal ${row.goal.text}; rounds ${ratios.map((value) => value.toFixed(3)).join(' / ')})`);
      } finally {
        await new Promise<void>((resolve) => same.close(() => resolve()));
      }
    }
    console.log(`\nHot reads against node:http sending the same bytes (${options.label}, ${connections} connections, ${seconds} s each, ${rounds} rounds; autocannon)`);
    console.table(measured.map((r) => ({ target: r.target, 'req/s': Math.round(r.requestsPerSecond), 'p50 ms': r.latencyP50, 'p99 ms': r.latencyP99, errors: r.errors })));
    console.log(`\nHot reads: medians of the rounds; beside them ${VENDURE_3_7_3.source}`);
    console.table(summary);
    for (const line of verdicts) console.log(line);
  } finally {
    await web.close();
  }
}
