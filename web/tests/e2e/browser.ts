import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { ShopPage } from './pages';

/** Debian's Chromium (apt-get install chromium); never a browser downloaded by a tool. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumAvailable = existsSync(chromiumPath);
const inCi = process.env.CI === 'true';

/** Browser tests run when Chromium is there, and always under CI (where a missing one fails). */
export const skipBrowserTests = !chromiumAvailable && !inCi;
if (skipBrowserTests) {
  console.warn(`Browser tests skipped: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH).`);
}

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  if (!chromiumAvailable) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it with \`apt-get update && apt-get install -y chromium\` or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** Screenshots for looking at the pages (git-ignored). */
export function screenshotPath(name: string): string {
  const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
  mkdirSync(dir, { recursive: true });
  return `${dir}${name}.png`;
}

/**
 * One browser for a test file, its hooks registered (call inside `describe`): `open` a page at a
 * width and browser language (page errors fail the file), `login` a customer and land on a target
 * path, `shot` a full-page screenshot into `shotsDir` (issue 20's buyer tests).
 */
export function useShopSessions(baseUrl: string, shotsDir: string, shotPrefix: string) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(shotsDir, { recursive: true });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    expect(pageErrors).toEqual([]);
  });
  return {
    async open(width = 1400, locale = 'de-CH'): Promise<{ page: Page; shop: ShopPage }> {
      if (!browser) throw new Error('the browser is not started yet');
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(String(error)));
      return { page, shop: new ShopPage(page, baseUrl) };
    },
    async login(page: Page, shop: ShopPage, target: string, credentials: { email: string; password: string }): Promise<void> {
      await shop.open(`/user/login?redirectTo=${encodeURIComponent(target)}`);
      await page.fill('[name="email"]', credentials.email);
      await page.fill('[name="password"]', credentials.password);
      await Promise.all([page.waitForURL(`${baseUrl}${target}`), page.locator('form:has([name="password"]) button[type="submit"]').click()]);
      await shop.waitForHydration();
    },
    shot: (page: Page, name: string) => page.screenshot({ path: `${shotsDir}/${shotPrefix}${name}.png`, fullPage: true }),
  };
}
