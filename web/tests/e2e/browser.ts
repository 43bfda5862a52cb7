import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { checkAccessibility, takeAccessibilityViolations } from './axe';
import { chromiumArgs, chromiumAvailable, chromiumPath } from './chromium';
import { ShopPage } from './pages';
import { adminLogin } from './shop-helpers';

export { chromiumAvailable, chromiumPath };
const inCi = process.env.CI === 'true';

/** Browser tests run when Chromium is there, and always under CI (where a missing one fails). */
export const skipBrowserTests = !chromiumAvailable && !inCi;
if (skipBrowserTests) {
  console.warn(`Browser tests skipped: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH).`);
}

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumAvailable) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it with \`apt-get update && apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
  }
  // The suite's one Chromium (global setup, chromium.ts); closing the returned browser disconnects
  // and closes this file's contexts. A file run without that setup launches its own.
  const shared = inject('chromiumWsEndpoint');
  return shared ? chromium.connect(shared) : chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Screenshots for looking at the pages (git-ignored). */
export function screenshotPath(name: string): string {
  const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  return `${dir}${name}.png`;
}

export interface ShopBrowserOptions {
  /**
   * When a page and its context end. 'file' (default): open until the file ends, page errors checked
   * then. 'test': closed after each test, its page errors checked then (a fresh page per test).
   */
  lifetime?: 'file' | 'test';
  /**
   * Which failures of the page fail the test: 'page' (default) uncaught script errors; 'console'
   * also console errors (React reports hydration mismatches there), but not a failed load such
   * as a 404 picture falling back to no-image; 'none' nothing.
   */
  errors?: 'page' | 'console' | 'none';
  /** Product overview pictures answer 404, so pages do not wait for them to be drawn. */
  withoutProductPictures?: boolean;
  /** Screenshot folder (created before the first test) and file prefix for `shot`. */
  shotsDir?: string;
  shotPrefix?: string;
}

/**
 * The one page fixture of the browser tests: one Chromium for a test file, its hooks registered
 * (call inside `describe`). `open` a page at a width and browser language, `login` a customer and
 * land on a target path, `staff` a page logged in as the shop's admin, `shot` a full-page
 * screenshot into `shotsDir`. axe checks every page it opens, shoots or leaves open (decision 1098):
 * a violation fails the test it was found in.
 */
/** React's recoverable hydration errors as the production build logs them (react.dev/errors/418, 419, 423, 425). */
const HYDRATION_ERROR = /Minified React error #(418|419|423|425)\b|Hydration failed|hydrat(ed|ing|ion) .*(mismatch|did not match)/i;

export function useShopBrowser(baseUrl: string, options: ShopBrowserOptions = {}) {
  const { lifetime = 'file', errors = 'page', shotsDir, shotPrefix = '' } = options;
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  /** axe on the pages still open (the last state a test left), then its findings fail the test. */
  async function checkOpenPages(): Promise<void> {
    for (const context of contexts) {
      for (const page of context.pages()) {
        // A page in the middle of a navigation is checked where it lands, by the next open or shot.
        await checkAccessibility(page).catch(() => undefined);
      }
    }
    expect(takeAccessibilityViolations()).toEqual([]);
  }
  async function closeAndCheck(): Promise<void> {
    await checkOpenPages();
    const open = contexts;
    contexts = [];
    for (const context of open) await context.close();
    const seen = pageErrors.splice(0);
    expect(seen).toEqual([]);
  }
  beforeAll(async () => {
    browser = await launchBrowser();
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  });
  if (lifetime === 'test') afterEach(closeAndCheck);
  else afterEach(() => expect(takeAccessibilityViolations()).toEqual([]));
  afterAll(async () => {
    try {
      await closeAndCheck();
    } finally {
      await browser?.close();
    }
  });
  /** A page of its own context; `pageOptions.withoutProductPictures` overrides the file's choice for it. */
  async function open(
    width = 1400,
    locale = 'de-CH',
    pageOptions: { javaScriptEnabled?: boolean; withoutProductPictures?: boolean } = {},
  ): Promise<{ page: Page; shop: ShopPage; context: BrowserContext }> {
    if (!browser) throw new Error('the browser is not started yet');
    const { withoutProductPictures = options.withoutProductPictures, ...contextOptions } = pageOptions;
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale, ...contextOptions });
    contexts.push(context);
    const page = await context.newPage();
    if (errors !== 'none') page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    if (errors !== 'none') {
      page.on('console', (message) => {
        if (message.type() !== 'error' || message.text().startsWith('Failed to load resource')) return;
        // Server HTML the browser renders differently (React's #418/#425 and their kin) fails every page, whatever the file's mode.
        if (errors === 'console' || HYDRATION_ERROR.test(message.text())) pageErrors.push(`${page.url()}: ${message.text()}`);
      });
    }
    if (withoutProductPictures) await page.route('**/api/media/product-overview/**', (route) => route.fulfill({ status: 404, body: '' }));
    return { page, shop: new ShopPage(page, baseUrl), context };
  }
  return {
    open,
    async login(page: Page, shop: ShopPage, target: string, credentials: { email: string; password: string }): Promise<void> {
      await shop.open(`/user/login?redirectTo=${encodeURIComponent(target)}`);
      await page.fill('[name="email"]', credentials.email);
      await page.fill('[name="password"]', credentials.password);
      await Promise.all([
        page.waitForURL(`${baseUrl}${target}`).catch(async (error: unknown) => {
          // Shows what the login page said instead of only a timeout.
          throw new Error(`login as ${credentials.email} did not reach ${target}: ${await page.locator('.form-error').allTextContents()}`, { cause: error });
        }),
        page.locator('form:has([name="password"]) button[type="submit"]').click(),
      ]);
      await shop.waitForHydration();
      await checkAccessibility(page);
    },
    /** A page logged in as the shop's admin (or the login given), past the login page. */
    async staff(width = 1400, credentials: { email: string; password: string } = adminLogin()): Promise<{ page: Page; shop: ShopPage }> {
      const opened = await open(width);
      await opened.shop.login(credentials);
      return opened;
    },
    async shot(page: Page, name: string): Promise<void> {
      await checkAccessibility(page, `shot ${name}`);
      await page.screenshot({ path: shotsDir ? `${shotsDir}/${shotPrefix}${name}.png` : screenshotPath(`${shotPrefix}${name}`), fullPage: true });
    },
  };
}

/** The buyer tests' name for the fixture: pages kept for the file, screenshots as `${shotPrefix}name.png`. */
export function useShopSessions(baseUrl: string, shotsDir: string, shotPrefix: string) {
  return useShopBrowser(baseUrl, { shotsDir, shotPrefix });
}
