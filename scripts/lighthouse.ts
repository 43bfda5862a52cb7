/**
 * `npm run lighthouse`: Lighthouse (the npm package, Debian's Chromium) on the running shop's pages,
 * mobile and desktop, three runs each, and the medians as a table (decision 1157). Never asserted
 * in tests: the figures move with the machine's load (see docs/performance.md).
 *
 *   npm run build && DATA_DIR=/tmp/dd PORT=3991 npx tsx scripts/start.ts   # the shop, elsewhere
 *   BASE_URL=http://127.0.0.1:3991 npm run lighthouse -- [--runs 3] [--form mobile,desktop] [--pages landing,cart] [--reports DIR]
 *
 * Every run starts a browser with an empty profile: a first visit (no consent stored, the cookie
 * banner shows). Some pages need a walk in that browser first: the cart gets one piece of the fixed
 * product from its page's button (the line as a shopper's is stored), the checkout's invoice step is
 * reached as a guest from that cart ('Zur Kasse', 'Als Gast bestellen'), /admin/orders after logging
 * in as the admin (ADMIN_EMAIL, default admin@holzwerk.example, and ADMIN_PASSWORD: the password
 * the first start printed). After a walk the browser's cache is emptied (cookies and local storage
 * stay), so Lighthouse still loads every asset as on a first visit. Each row is checked against the
 * targets of decision 1157 (performance ≥ 95 on mobile for the public pages; accessibility, best practices and SEO 100;
 * CLS ≤ 0.02; on the pages robots.txt keeps out of search engines SEO without `is-crawlable`,
 * decision 1179) and the audits that kept a category below 100 are named; the exit code is 1 when a
 * row fails. `--reports DIR` keeps every run's Lighthouse JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Page } from 'playwright-core';

interface PageSpec {
  name: string;
  path: string;
  /** Only public pages have a performance target (decision 1157). */
  public: boolean;
  /** Kept out of search engines on purpose (robots.txt, decision 1094): SEO is counted without `is-crawlable` (decision 1179). */
  private?: boolean;
  /** A walk in the run's browser before Lighthouse loads the page (the browser cache is emptied after it). */
  prepare?: (page: Page) => Promise<void>;
}

/** One piece of the fixed product into the cart from its page ('In den Warenkorb'). */
async function addFixedProduct(page: Page): Promise<void> {
  await page.goto(new URL('/products/KISTE_0006', baseUrl).href, { waitUntil: 'networkidle' });
  await page.locator('.product-page__order button[type="submit"]').click();
  await page.locator('.notice[role="status"]').waitFor();
}

/** With that line from the cart as a guest to the invoice step ('Zur Kasse', 'Als Gast bestellen', in the browser's language). */
async function toInvoiceStep(page: Page): Promise<void> {
  await addFixedProduct(page);
  await page.goto(new URL('/checkout/', baseUrl).href);
  await page.locator('.checkout-start__button:enabled').click();
  await page.waitForURL(/\/checkout\/signin$/);
  await page.locator('.checkout-choice form button[type="submit"]').first().click();
  await page.waitForURL(/\/checkout\/invoice$/);
}

async function logInAsAdmin(page: Page): Promise<void> {
  const password = process.env.ADMIN_PASSWORD;
  if (!password) throw new Error('ADMIN_PASSWORD is not set: the admin password the first start printed (or --pages without admin)');
  await page.goto(new URL('/user/login', baseUrl).href);
  await page.fill('[name="email"]', process.env.ADMIN_EMAIL ?? 'admin@holzwerk.example');
  await page.fill('[name="password"]', password);
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith('/user/login')), page.press('[name="password"]', 'Enter')]);
}

const PAGES: PageSpec[] = [
  { name: 'landing', path: '/-verpackung', public: true },
  { name: 'category', path: '/produkte/kisten/holzkisten', public: true },
  { name: 'product (configurable)', path: '/products/KISTE_0001', public: true },
  { name: 'product (fixed)', path: '/products/KISTE_0006', public: true },
  { name: 'cart (1 line)', path: '/checkout/', public: true, private: true, prepare: addFixedProduct },
  { name: 'checkout invoice', path: '/checkout/invoice', public: true, private: true, prepare: toInvoiceStep },
  { name: 'login', path: '/user/login', public: true, private: true },
  { name: 'admin orders', path: '/admin/orders', public: false, private: true, prepare: logInAsAdmin },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    form: { type: 'string', default: 'mobile,desktop' },
    pages: { type: 'string' },
    reports: { type: 'string' },
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

/** The page's walk before the run, in the run's own browser. */
async function prepareBrowser(port: number, prepare: (page: Page) => Promise<void>): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = browser.contexts()[0]!.pages()[0] ?? (await browser.contexts()[0]!.newPage());
  await prepare(page);
  // Cookies (the session, the checkout draft) and local storage (the cart) stay; the assets the walk loaded go.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
  // Leaves the browser running: a CDP connection closed by close() would end it.
  await browser.close().catch(() => undefined);
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** SEO as the targets count it: without `is-crawlable` on a private page (decision 1179). */
  seoCounted: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Audits below a full score in the accessibility, best-practices and SEO categories. */
  failing: string[];
}

class FailedRun extends Error {}

/** One run, again (at most twice more) when Lighthouse could not record it; a zero would sink the median. */
async function measure(spec: PageSpec, form: 'mobile' | 'desktop', run: number): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(spec, form, run);
    } catch (error) {
      if (!(error instanceof FailedRun) || attempt === 3) throw error;
      console.error(`${spec.name} | ${form} | run ${run + 1} not recorded (${error.message}), again`);
    }
  }
}

async function runOnce(spec: PageSpec, form: 'mobile' | 'desktop', run: number): Promise<Scores> {
  const profile = await mkdtemp(join(tmpdir(), 'lighthouse-'));
  const chrome = await startChromium(profile);
  try {
    if (spec.prepare) await prepareBrowser(chrome.port, spec.prepare);
    const result = await lighthouse(
      new URL(spec.path, baseUrl).href,
      { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
      form === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('lighthouse gave no result');
    // A run Lighthouse could not record (NO_NAVSTART, NO_FCP on a busy machine) has no scores.
    if (result.lhr.runtimeError) throw new FailedRun(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    if (args.reports) {
      await mkdir(args.reports, { recursive: true });
      await writeFile(join(args.reports, `${spec.name.replace(/\W+/g, '-')}-${form}-${run + 1}.json`), JSON.stringify(result.lhr));
    }
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((key) =>
      (categories[key]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => (spec.private && ref.id === 'is-crawlable' ? 'is-crawlable (robots.txt, as meant)' : ref.id)),
    );
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    const seoRefs = (categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && !(spec.private && ref.id === 'is-crawlable'));
    const seoWeight = seoRefs.reduce((sum, ref) => sum + ref.weight, 0);
    const seoCounted = Math.round((seoRefs.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 0), 0) / (seoWeight || 1)) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      seoCounted,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      failing,
    };
  } finally {
    chrome.process.kill();
    await new Promise((resolve) => chrome.process.once('exit', resolve).once('error', resolve));
    // Chromium's helpers may still write into the profile a moment after it ended.
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(() => undefined);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The targets of decision 1157 a row of medians misses; empty when it meets them all. */
function missedTargets(spec: PageSpec, form: 'mobile' | 'desktop', of: (key: Exclude<keyof Scores, 'failing'>) => number): string[] {
  const missed: string[] = [];
  if (spec.public && form === 'mobile' && of('performance') < 95) missed.push('perf < 95');
  if (of('accessibility') < 100) missed.push('a11y < 100');
  if (of('bestPractices') < 100) missed.push('best < 100');
  if (of('seoCounted') < 100) missed.push('seo < 100');
  if (!(of('cls') <= 0.02)) missed.push('CLS > 0.02');
  return missed;
}

const rows: string[][] = [];
let failed = false;
for (const form of forms) {
  for (const spec of pages) {
    const results: Scores[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(spec, form, run));
    const of = (key: Exclude<keyof Scores, 'failing'>) => median(results.map((result) => result[key]));
    const missed = missedTargets(spec, form, of);
    if (missed.length) failed = true;
    const audits = [...new Set(results.flatMap((result) => result.failing))];
    const row = [spec.name, form, String(of('performance')), String(of('accessibility')), String(of('bestPractices')), of('seo') === of('seoCounted') ? String(of('seo')) : `${of('seo')} (${of('seoCounted')} without is-crawlable)`, of('cls').toFixed(3), String(Math.round(of('lcpMs'))), String(Math.round(of('tbtMs'))), results.map((result) => result.performance).join('/'), missed.length ? `FAIL: ${missed.join(', ')}` : 'pass', audits.join(', ') || '–'];
    rows.push(row);
    console.error(row.join(' | '));
  }
}
const header = ['page', 'form', 'perf', 'a11y', 'best', 'seo', 'CLS', 'LCP ms', 'TBT ms', 'perf runs', 'targets', 'audits below 100'];
console.log(`\nLighthouse medians of ${runs} run(s), ${baseUrl}; targets (decision 1157): mobile performance ≥ 95 on public pages, accessibility, best practices, SEO 100, CLS ≤ 0.02\n`);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
console.log(failed ? '\nSome targets missed.' : '\nEvery target met.');
process.exitCode = failed ? 1 : 0;
