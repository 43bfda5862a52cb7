/**
 * `npm run lighthouse`: Lighthouse (the npm package, Debian's Chromium) on the running shop's pages,
 * mobile and desktop, three runs each, and the medians as a table (decision 1157). Never asserted
 * in tests: the figures move with the machine's load (see docs/performance.md).
 *
 *   npm run build && DATA_DIR=/tmp/dd PORT=3991 npx tsx scripts/start.ts   # the shop, elsewhere
 *   BASE_URL=http://127.0.0.1:3991 npm run lighthouse -- [--runs 3] [--form mobile,desktop] [--pages landing,cart]
 *
 * Every run starts a browser with an empty profile: a first visit (no consent stored, the cookie
 * banner shows). The cart page gets one line in local storage before Lighthouse loads it (set on
 * /favicon.svg, so no page asset is cached before the run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CART_ITEM_STORAGE_PREFIX } from '@shop/engine/browser';

interface PageSpec {
  name: string;
  path: string;
  /** Local storage written before the run. */
  storage?: Record<string, string>;
}

const cartLine = { product: { id: 2, name: 'Holzkiste 800 × 600 × 500 mm mit Deckel', articleNumber: 'KISTE_0002' }, configuration: {}, quantity: 1, productImageUrl: '/api/media/product-overview/KISTE_0002' };

const PAGES: PageSpec[] = [
  { name: 'landing', path: '/-verpackung' },
  { name: 'category', path: '/produkte/kisten/holzkisten' },
  { name: 'product (configurable)', path: '/products/KISTE_0002' },
  { name: 'product (fixed)', path: '/products/KISTE_0006' },
  { name: 'cart (1 line)', path: '/checkout/', storage: { [`${CART_ITEM_STORAGE_PREFIX}2:{}`]: JSON.stringify(cartLine) } },
  { name: 'login', path: '/user/login' },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    form: { type: 'string', default: 'mobile,desktop' },
    pages: { type: 'string' },
  },
});
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3991';
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(args.runs));
const forms = (args.form ?? '').split(',').filter((form): form is 'mobile' | 'desktop' => form === 'mobile' || form === 'desktop');
const wanted = args.pages?.split(',');
const pages = wanted ? PAGES.filter((page) => wanted.some((name) => page.name.startsWith(name))) : PAGES;

/** Chromium with a fresh profile and a debugging port; resolves to the port. */
async function startChromium(profile: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(chromePath, ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}): ${text.slice(-500)}`)));
  });
  return { port, process: child };
}

async function writeStorage(port: number, storage: Record<string, string>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage());
  await page.goto(new URL('/favicon.svg', baseUrl).href);
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.goto('about:blank');
  // Leaves the browser running: a CDP connection closed by close() would end it.
  await browser.close().catch(() => undefined);
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

async function runOnce(spec: PageSpec, form: 'mobile' | 'desktop'): Promise<Scores> {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  const chrome = await startChromium(profile);
  try {
    if (spec.storage) await writeStorage(chrome.port, spec.storage);
    const result = await lighthouse(
      new URL(spec.path, baseUrl).href,
      { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
      form === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('lighthouse gave no result');
    const { categories, audits } = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    };
  } finally {
    chrome.process.kill();
    await new Promise((resolve) => chrome.process.once('exit', resolve).once('error', resolve));
    await rm(profile, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const rows: string[][] = [];
for (const form of forms) {
  for (const spec of pages) {
    const results: Scores[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await runOnce(spec, form));
    const of = (key: keyof Scores) => median(results.map((result) => result[key]));
    const row = [spec.name, form, String(of('performance')), String(of('accessibility')), String(of('bestPractices')), String(of('seo')), of('cls').toFixed(3), String(Math.round(of('lcpMs'))), String(Math.round(of('tbtMs'))), results.map((result) => result.performance).join('/')];
    rows.push(row);
    console.error(row.join(' | '));
  }
}
const header = ['page', 'form', 'perf', 'a11y', 'best', 'seo', 'CLS', 'LCP ms', 'TBT ms', 'perf runs'];
console.log(`\nLighthouse medians of ${runs} run(s), ${baseUrl}\n`);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
