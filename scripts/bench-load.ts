/**
 * The mixed load for `npm run bench` (BENCH_ONLY=load): anonymous browsing, a signed-in
 * company's prices and its orders at the same time against one web process, for
 * BENCH_LOAD_SECONDS (default 60; the RSS target is over 300). The requests come from a
 * child process (scripts/load-driver.mjs); this process is the shop, and its resident memory is
 * sampled every 5 s: the target is RSS flat within ± 10 % between the first and the last fifth.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createLogger, type Engine } from '@shop/engine';
import { execa } from 'execa';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

interface LaneResult {
  name: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  firstError?: string;
}

export async function benchLoad(options: { engine: Engine; label: string }): Promise<void> {
  if (!existsSync(`${repoRoot}web/build/server/index.js`)) {
    console.log('\nMixed load: building the web app first (npm run build) …');
    await execa('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  process.env.NODE_ENV = 'production';
  const { startWebServer } = await import('../web/server');
  const web = await startWebServer({ engine: options.engine, host: '127.0.0.1', port: 0, logger: createLogger({ level: 'silent' }) });
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
  try {
    const origin = web.url;
    const login = await fetch(`${web.url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'einkauf@muster-logistik.ch', password: 'Demo-Firma-2026!' }),
    });
    const cookie = (login.headers.getSetCookie?.() ?? []).map((line) => line.split(';')[0]).join('; ');
    if (!cookie) throw new Error(`the demo company could not log in (${login.status})`);
    const json = { 'content-type': 'application/json', origin, cookie };
    const { items } = (await (await fetch(`${web.url}/api/product?page=1&perPage=50`, { headers: { cookie } })).json()) as { items: { id: number; canBeConfigured: boolean; price: string | null }[] };
    const fixed = items.filter((item) => !item.canBeConfigured && item.price !== null).slice(0, 10);
    if (fixed.length === 0) throw new Error('the demo data has no fixed products with a price');
    const cartItems = fixed.map((item, index) => ({ productId: item.id, quantity: 1 + (index % 4), configuration: {} }));
    const address = { name: 'Muster Logistik AG', street: 'Industriestrasse 5', zipCode: '4653', city: 'Obergösgen', country: 'CH' };
    const order = {
      cartItems: cartItems.slice(0, 3),
      invoiceAddress: address,
      deliveryAddress: address,
      invoiceEmail: 'einkauf@muster-logistik.ch',
      deliveryMode: 'DELIVERY',
      requestedDeliveryDate: null,
      paymentMethodId: 1,
      termsAccepted: true,
      contact: { firstName: 'Max', lastName: 'Muster', phone: '+41 62 000 00 00' },
    };
    const lanes = [
      {
        name: 'browse (anonymous): category page, product page, categories',
        workers: 4,
        requests: [{ path: '/produkte/kisten/holzkisten' }, { path: '/products/KISTE_0001' }, { path: '/api/categories' }, { path: '/products/PAL_0001' }],
      },
      {
        name: 'prices (Muster Logistik): list of 50 with prices, 10-line cart price',
        workers: 3,
        requests: [
          { path: '/api/product?page=1&perPage=50&withPrices=true', headers: { cookie } },
          { method: 'POST', path: '/api/product/order-price', headers: json, body: { cartItems } },
        ],
      },
      { name: 'orders (Muster Logistik): POST /api/order, 3 lines', workers: 1, requests: [{ method: 'POST', path: '/api/order', headers: json, body: order, unique: 'idempotencyKey' }] },
    ];
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(process.memoryUsage().rss), 5_000);
    samples.push(process.memoryUsage().rss);
    let stdout: string;
    try {
      ({ stdout } = await execa(process.execPath, [`${repoRoot}scripts/load-driver.mjs`, JSON.stringify({ url: web.url, seconds, lanes })], { reject: true }));
    } finally {
      clearInterval(sampler);
    }
    samples.push(process.memoryUsage().rss);
    const results = (JSON.parse(stdout) as { lanes: LaneResult[] }).lanes;
    console.log(`\nMixed load (${options.label}, one web process, ${seconds} s; requests from a child process)`);
    console.table(
      results.map((lane) => ({
        lane: lane.name,
        requests: lane.requests,
        'req/s': Math.round(lane.requests / seconds),
        'p50 ms': lane.p50.toFixed(1),
        'p99 ms': lane.p99.toFixed(1),
        errors: lane.errors,
      })),
    );
    for (const lane of results) if (lane.firstError) console.log(`first error of ${lane.name.split(' ')[0]}: ${lane.firstError}`);
    const fifth = Math.max(1, Math.floor(samples.length / 5));
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const first = mean(samples.slice(0, fifth));
    const last = mean(samples.slice(-fifth));
    const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
    console.log(
      `RSS of the shop process: first fifth ${mb(first)} MB, last fifth ${mb(last)} MB (${(((last - first) / first) * 100).toFixed(1)} %; target ± 10 % over 300 s), ` +
        `min ${mb(Math.min(...samples))} MB, max ${mb(Math.max(...samples))} MB, ${samples.length} samples`,
    );
  } finally {
    await web.close();
  }
}
