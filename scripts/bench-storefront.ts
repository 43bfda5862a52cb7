/**
 * Storefront benchmarks of `npm run bench` (docs/storefront.md):
 * - the product page's server render throughput (autocannon in a child process) against a bare
 *   node:http server sending the very same bytes — the cost of React Router, the loaders and React;
 * - the product page's Largest Contentful Paint in Debian's Chromium (PerformanceObserver);
 * - the gzip size of a category page's initial JavaScript (its modulepreload links and entry
 *   imports; the lazily loaded 3D chunk is not among them and is reported apart).
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createLogger, type Engine } from '@shop/engine';
import { execa } from 'execa';
import { chromium } from 'playwright-core';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const PRODUCT_PATH = '/products/KISTE_0001';
const CATEGORY_PATH = '/produkte/kisten/holzkisten';
/** Chunks of the 3D view (three, @react-three/fiber): loaded only when the configurator opens. */
const THREE_D_CHUNK = /Model3D|three|fiber|ConfiguratorDialog/i;

export interface LoadResult {
  target: string;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  bytesPerSecond: number;
  errors: number;
}

/** autocannon in a child process (its requests do not share the shop's event loop); `request`: a POST with its body. */
export async function autocannon(
  name: string,
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
  request: { method?: string; body?: string } = {},
): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  const requestArgs = [...(request.method ? ['-m', request.method] : []), ...(request.body !== undefined ? ['-b', request.body] : [])];
  const { stdout } = await execa(process.execPath, [`${repoRoot}node_modules/autocannon/autocannon.js`, '-c', String(connections), '-d', String(seconds), ...headerArgs, ...requestArgs, '-j', url], {
    reject: true,
  });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    throughput: { average: number };
    errors: number;
    non2xx: number;
  };
  return {
    target: name,
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    bytesPerSecond: result.throughput.average,
    errors: result.errors + result.non2xx,
  };
}

export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** Asset URLs a page loads before it runs: modulepreload links and the entry script's imports. */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="modulepreload"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(match[1]!);
  for (const script of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of (script[1] ?? '').matchAll(/import(?:[^"']*from)?\s*\(?\s*["']([^"']+\.js)["']/g)) urls.add(match[1]!);
  }
  return [...urls];
}

async function largestContentfulPaint(url: string, runs: number): Promise<number[]> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) return [];
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
  const values: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      // A fresh context each time: nothing cached, like a first visit.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let latest = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) latest = Math.max(latest, entry.startTime);
            }).observe({ type: 'largest-contentful-paint' as never, buffered: true });
            setTimeout(() => resolve(latest), 500);
          }),
      );
      values.push(lcp);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return values;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The shop's web server on a free port, built first when there is no build. */
export async function startBenchShop(engine: Engine, part: string) {
  if (!existsSync(`${repoRoot}web/build/server/index.js`)) {
    console.log(`\n${part}: building the web app first (npm run build) …`);
    await execa('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  // React's production build, as `npm start` in production serves it (the development build
  // renders several times slower); set before React is first loaded.
  process.env.NODE_ENV = 'production';
  const { startWebServer } = await import('../web/server');
  return startWebServer({ engine, host: '127.0.0.1', port: 0, logger: createLogger({ level: 'silent' }) });
}

/** The session cookie of the demo company's buyer (fixtures/demo), logged in through POST /api/auth. */
export async function demoCompanyCookie(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'einkauf@muster-logistik.ch', password: 'Demo-Firma-2026!' }),
  });
  return (login.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
}

export async function benchStorefront(options: { engine: Engine }): Promise<void> {
  const web = await startBenchShop(options.engine, 'Storefront');
  const seconds = Number(process.env.BENCH_SECONDS ?? 5);
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
  let bare: Server | undefined;
  try {
    const productUrl = `${web.url}${PRODUCT_PATH}`;
    const response = await fetch(productUrl);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${PRODUCT_PATH} answered ${response.status}`);
    const contentType = response.headers.get('content-type') ?? 'text/html; charset=utf-8';
    bare = createServer((_request, reply) => {
      reply.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
      reply.end(body);
    });
    const bareUrl = await listen(bare);

    const shop = await autocannon(`shop ${PRODUCT_PATH} (SSR)`, productUrl, seconds, connections);
    const baseline = await autocannon('node:http, same bytes', `${bareUrl}${PRODUCT_PATH}`, seconds, connections);
    console.log(`\nProduct page server render (${body.length} bytes of HTML, ${connections} connections, ${seconds} s each; autocannon)`);
    console.table(
      [shop, baseline].map((r) => ({
        target: r.target,
        'req/s': Math.round(r.requestsPerSecond),
        'p50 ms': r.latencyP50,
        'p99 ms': r.latencyP99,
        'MB/s': (r.bytesPerSecond / 1e6).toFixed(1),
        errors: r.errors,
      })),
    );
    console.log(`SSR reaches ${((shop.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)) * 100).toFixed(1)} % of the bare server's rate.`);

    // The product API (detail, list of 50 with the signed-in customer's prices) against a
    // bare node:http server sending the very same bytes; target ≥ 0.05×.
    const cookie = await demoCompanyCookie(web.url);
    const apiRows: LoadResult[] = [];
    const ratios: string[] = [];
    for (const [label, path, headers] of [
      ['GET /api/product?articleNumber=KISTE_0001 (guest)', '/api/product?articleNumber=KISTE_0001', {}],
      ['GET /api/product?page=1&perPage=50&withPrices=true (customer)', '/api/product?page=1&perPage=50&withPrices=true', cookie ? { cookie } : {}],
      // An anonymous catalogue page (kept per data generation, decision 986).
      [`SSR ${CATEGORY_PATH} (guest)`, CATEGORY_PATH, {}],
    ] as const) {
      const answer = await fetch(`${web.url}${path}`, { headers });
      const bytes = Buffer.from(await answer.arrayBuffer());
      const type = answer.headers.get('content-type') ?? 'application/json';
      const same = createServer((_request, reply) => {
        reply.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
        reply.end(bytes);
      });
      const sameUrl = await listen(same);
      try {
        // The shop and the bare server take turns, BENCH_ROUNDS times (default 3): on a machine of
        // two cores the bare server's own rate varied 19 000–47 000 req/s between single runs.
        const perRound: number[] = [];
        for (let round = 0; round < rounds; round += 1) {
          const measured = await autocannon(`shop ${label}`, `${web.url}${path}`, seconds, connections, headers);
          const floor = await autocannon(`node:http, same ${bytes.length} bytes`, `${sameUrl}${path}`, seconds, connections);
          apiRows.push(measured, floor);
          perRound.push(measured.requestsPerSecond / Math.max(1, floor.requestsPerSecond));
        }
        ratios.push(`${label}: ${median(perRound).toFixed(3)}× the bare server (median of ${rounds} rounds: ${perRound.map((ratio) => ratio.toFixed(3)).join(' / ')}; target ≥ 0.05×)`);
      } finally {
        await new Promise<void>((resolve) => same.close(() => resolve()));
      }
    }
    console.log(`\nProduct API and a category page against node:http sending the same bytes (${connections} connections, ${seconds} s each; autocannon)`);
    console.table(apiRows.map((r) => ({ target: r.target, 'req/s': Math.round(r.requestsPerSecond), 'p50 ms': r.latencyP50, 'p99 ms': r.latencyP99, errors: r.errors })));
    console.log(`SSR ${PRODUCT_PATH}: ${(shop.requestsPerSecond / Math.max(1, baseline.requestsPerSecond)).toFixed(3)}× the bare server (target ≥ 0.05×)`);
    for (const line of ratios) console.log(line);

    const lcp = await largestContentfulPaint(productUrl, Number(process.env.BENCH_LCP_RUNS ?? 5));
    if (lcp.length === 0) console.log('\nLCP: skipped (no Chromium; set CHROMIUM_PATH).');
    else console.log(`\nProduct page LCP in Chromium (${lcp.length} cold loads): median ${median(lcp).toFixed(0)} ms, all ${lcp.map((v) => v.toFixed(0)).join(' / ')} ms`);

    const categoryHtml = await (await fetch(`${web.url}${CATEGORY_PATH}`)).text();
    const scripts = initialScripts(categoryHtml);
    const rows = await Promise.all(
      scripts.map(async (src) => {
        const code = Buffer.from(await (await fetch(new URL(src, web.url))).arrayBuffer());
        return { script: src.replace(/^.*\/assets\//, ''), bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
      }),
    );
    const initial = rows.filter((row) => !THREE_D_CHUNK.test(row.script));
    const excluded = rows.filter((row) => THREE_D_CHUNK.test(row.script));
    const sum = (list: typeof rows, field: 'bytes' | 'gzip') => list.reduce((total, row) => total + row[field], 0);
    console.log(`\nInitial JavaScript of ${CATEGORY_PATH} (modulepreload + entry imports, gzip -9)`);
    console.table([...initial.sort((a, b) => b.gzip - a.gzip), { script: 'total', bytes: sum(initial, 'bytes'), gzip: sum(initial, 'gzip') }]);
    console.log(
      excluded.length
        ? `3D chunks found among them and excluded: ${excluded.map((row) => row.script).join(', ')}`
        : 'The 3D chunk (three, @react-three/fiber) is not among them: it loads only when the configurator opens.',
    );
  } finally {
    await new Promise<void>((resolve) => (bare ? bare.close(() => resolve()) : resolve()));
    await web.close();
  }
}
