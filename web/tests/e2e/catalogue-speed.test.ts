import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { initialScripts } from '../../../scripts/bench-storefront';
import { screenshotPath, skipBrowserTests, useShopBrowser } from './browser';
import type { ShopPage } from './pages';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();

/**
 * Decision 986: the category page's first JavaScript stays under a budget, and a
 * catalogue page kept in memory for guests still hydrates after the browser revalidates it (304
 * without a new CSP policy: the nonce in the body it keeps must still be the policy's).
 */

/**
 * gzip bytes of a category page's first JavaScript: 125 kB since decision 1079 (was 187, then
 * 135); the target is 120 kB, React, React DOM and React Router alone are 107.5 kB.
 */
const CATEGORY_INITIAL_JS_BUDGET = 128_000;

describe('category page JavaScript', () => {
  test('the first JavaScript of /produkte/kisten/holzkisten stays under its gzip budget; the cart panel and the 3D view are not in it', async () => {
    const html = await (await fetch(`${baseUrl}/produkte/kisten/holzkisten`)).text();
    const scripts = initialScripts(html);
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = await Promise.all(scripts.map(async (src) => gzipSync(Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer()), { level: 9 }).length));
    expect(sizes.reduce((total, size) => total + size, 0)).toBeLessThanOrEqual(CATEGORY_INITIAL_JS_BUDGET);
    expect(scripts.filter((src) => /CartPopoverContent|Model3D|ConfiguratorDialog|three/i.test(src))).toEqual([]);
  });

  test('R000-1.04 the first JavaScript holds the texts of the page\'s language only (decision 1079)', async () => {
    const html = await (await fetch(`${baseUrl}/produkte/kisten/holzkisten`, { headers: { cookie: 'lang=en-US' } })).text();
    const code = (await Promise.all(initialScripts(html).map(async (src) => (await fetch(new URL(src, baseUrl))).text()))).join('\n');
    expect(code).toContain('Skip to content');
    expect(code).not.toContain('Zum Inhalt springen');
    expect(code).not.toContain('Aller au contenu');
  });
});

describe.skipIf(skipBrowserTests)('a kept catalogue page in Chromium', () => {
  const browser = useShopBrowser(baseUrl, { lifetime: 'test', errors: 'console' });
  let page: Page;
  let shop: ShopPage;

  test('R000-2.12 R000-2.68 reloaded, the category page is revalidated (304) and still hydrates under its first policy', async () => {
    ({ page, shop } = await browser.open(1400));
    const first = await shop.open('/produkte/kisten/holzkisten');
    expect(first.status()).toBe(200);
    expect(await first.headerValue('etag')).toMatch(/^W\//);
    const reloaded = await page.reload({ waitUntil: 'load' });
    await shop.waitForHydration();
    // Chromium asks with If-None-Match; the server's 304 reaches the page as the kept 200.
    const request = reloaded!.request();
    expect(await request.headerValue('if-none-match')).toBe(await first.headerValue('etag'));
    // Hydrated: the header cart opens its panel (no CSP error in the console, checked by the fixture).
    await page.locator('.cart-button').click();
    await page.locator('.cart-popover__panel').getByText('Warenkorb leer').waitFor();
    await page.keyboard.press('Escape');
    await page.screenshot({ path: screenshotPath('perfweb-category-1400'), fullPage: false });
  });

  test('R001-1.24 R000-1.04 a client navigation to /fr/… shows the page in French: the page loads anew with the French texts', async () => {
    ({ page, shop } = await browser.open(1400));
    await shop.open('/produkte/kisten/holzkisten');
    await page.locator('.cart-button', { hasText: 'Warenkorb' }).waitFor();
    // React Router's own navigation, as a link inside the shop would make it.
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate('/fr/produkte/kisten/holzkisten'));
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
    await page.waitForURL(/\/produkte\/kisten\/holzkisten$/);
    await shop.waitForHydration();
    await page.locator('.cart-button', { hasText: 'Panier' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Caisses en bois' }).waitFor();
    await page.screenshot({ path: screenshotPath('perfweb-category-fr-1400'), fullPage: false });
  });

  test('R000-2.68 with an item in the cart the header panel shows it at once (its chunk loaded beforehand); at 375 px the icon goes to the cart', async () => {
    ({ page, shop } = await browser.open(1400));
    await shop.open('/products/KISTE_0002');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('status').filter({ hasText: 'im Warenkorb' }).waitFor();
    await shop.open('/produkte/kisten/holzkisten');
    await page.locator('.cart-button').click();
    await page.locator('.cart-popover__panel').getByText('Holzkiste 800 × 600 × 500 mm mit Deckel').waitFor();
    await page.screenshot({ path: screenshotPath('perfweb-category-cart-1400'), fullPage: false });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator('.cart-button').click();
    await page.waitForURL(/\/checkout\/?$/);
    await page.screenshot({ path: screenshotPath('perfweb-cart-375'), fullPage: false });
  });
});
