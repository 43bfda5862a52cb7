import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { screenshotPath, skipBrowserTests, useShopBrowser } from './browser';
import { footerLinkTexts, type ShopMode, type ShopPage } from './pages';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();
const modes: ShopMode[] = ['verpackung', 'moebel'];

describe('/api/categories', () => {
  test('R000-7.15 R001-7.012 GET /api/categories answers the flat category list as JSON', async () => {
    const response = await fetch(`${baseUrl}/api/categories?shopMode=verpackung`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { items: { id: number; name: string; url: string; shopTypeId: number }[] };
    expect(Array.isArray(body.items)).toBe(true);
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), url: expect.any(String) }));
      // R000-3.02: the mode's tree holds categories of shop type any (99) or the mode (1).
      expect([1, 99]).toContain(item.shopTypeId);
    }
  });

  test('R000-1.02 shopType 2 lists the moebel categories', async () => {
    const byType = (await (await fetch(`${baseUrl}/api/categories?shopType=2`)).json()) as { items: { id: number }[] };
    const byMode = (await (await fetch(`${baseUrl}/api/categories?shopMode=moebel`)).json()) as { items: { id: number }[] };
    expect(byType.items.map((item) => item.id)).toEqual(byMode.items.map((item) => item.id));
  });

  test('R000-7.39 a bad shopType answers 400 with an errors body', async () => {
    const response = await fetch(`${baseUrl}/api/categories?shopType=7`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { errors: { message: string; field?: string }[] };
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.errors[0]).toEqual(expect.objectContaining({ message: expect.any(String), field: 'shopType' }));
  });
});

describe('/ redirect', () => {
  test('R000-2.02 / redirects to the packaging landing page', async () => {
    const response = await fetch(`${baseUrl}/`, { redirect: 'manual' });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe('/-verpackung');
  });
});

describe.skipIf(skipBrowserTests)('shop shell in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let shop: ShopPage;
  // Hydration errors (React reports them on the console) and other script failures fail the test.
  const browser = useShopBrowser(baseUrl, { lifetime: 'test', errors: 'console' });
  beforeEach(async () => {
    ({ context, page, shop } = await browser.open(1280));
  });

  test.each(modes)(
    'R000-2.01 R000-2.02 R000-2.58 R000-2.59 R000-2.60 R000-2.63 R000-2.72 R000-2.73 R000-2.89 R000-9.43 landing page of %s renders header, navigation and its footer',
    async (mode) => {
      const response = await shop.open(`/-${mode}`);
      expect(response.status()).toBe(200);
      expect(await shop.shopMode()).toBe(mode);
      await expect(page.title()).resolves.toMatch(/Holzwerk Shop/);
      expect(await shop.metaContent('shop-version')).toBe('2021.27.0');
      expect(await shop.metaContent('description')).toBeTruthy();

      // Header (logged out): phone, e-mail, Registrieren, Login.
      expect(await shop.phoneLink().first().getAttribute('href')).toMatch(/^tel:\+41\d+$/);
      expect(await shop.emailLink().first().getAttribute('href')).toMatch(/^mailto:.+@.+/);
      expect(await shop.header().getByRole('link', { name: 'Registrieren', exact: true }).getAttribute('href')).toBe('/user/register');
      expect(await shop.header().getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe('/user/login');

      // Main navigation: the demo's top categories with content.
      expect(await shop.topNavigationLinks().count()).toBeGreaterThan(0);
      await expect(shop.heading().isVisible()).resolves.toBe(true);

      // Footer of the mode, plus a social link.
      expect(await shop.footerInformationLinks().allInnerTexts()).toEqual(footerLinkTexts[mode]);
      expect(await shop.footer().locator('a[href^="https://"]').count()).toBeGreaterThan(0);

      // Not production: the test/dev watermark.
      expect(await page.getByTestId('watermark').innerText()).toBe('test/dev');

      // Visiting a landing page remembers its mode.
      const cookie = (await context.cookies()).find((entry) => entry.name === 'shopMode');
      expect(cookie?.value).toBe(mode);
    },
  );

  test('R000-2.90 the furniture shop has its own colour theme', async () => {
    await shop.open('/-verpackung');
    const packaging = await shop.primaryColour();
    await shop.open('/-moebel');
    const furniture = await shop.primaryColour();
    expect(packaging).not.toBe('');
    expect(furniture).not.toBe(packaging);
    // Decision 1098: a packaging category after the furniture landing is in the packaging theme (the cookie follows).
    await shop.open('/produkte/kisten');
    expect(new URL(page.url()).search).toBe('?modus=verpackung');
    expect(await shop.shopMode()).toBe('verpackung');
    expect(await shop.primaryColour()).toBe(packaging);
    await shop.open('/kontakt');
    expect(await shop.shopMode()).toBe('verpackung');
  });

  test('R000-1.01 switching the shop in the header changes theme, navigation and footer without a reload', async () => {
    await shop.open('/-verpackung');
    const packagingNavigation = await shop.topNavigationLinks().allInnerTexts();
    await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
    await shop.header().getByRole('link', { name: 'Palettenmöbel', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/-moebel');
    await page.locator('html[data-shop-mode="moebel"]').waitFor({ state: 'attached' });
    expect(await shop.footerInformationLinks().allInnerTexts()).toEqual(footerLinkTexts.moebel);
    expect(await shop.topNavigationLinks().allInnerTexts()).not.toEqual(packagingNavigation);
    expect((await context.cookies()).find((entry) => entry.name === 'shopMode')?.value).toBe('moebel');
    expect(await page.evaluate(() => 'samePageMarker' in window)).toBe(true);
  });

  test.each(modes)('R000-2.12 R000-2.63 R000-2.64 following a navigation link of %s opens its category page', async (mode) => {
    await shop.open(`/-${mode}`);
    const link = shop.topCategoryLinks().first();
    expect(await link.count(), 'the demo has a top category with a /produkte/ page').toBe(1);
    const name = (await link.innerText()).trim();
    const href = (await link.getAttribute('href')) ?? '';

    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    // The URL changes when the navigation commits; React renders the page right after.
    await shop.waitForHeading(name);
    await expect(shop.heading().innerText()).resolves.toBe(name);
    await expect(page.title()).resolves.toBe(`${name} | Holzwerk Shop`);
    // The page stays in the shop mode it was opened from.
    expect(await shop.shopMode()).toBe(mode);

    // The same page loaded directly.
    const response = await shop.open(href);
    expect(response.status()).toBe(200);
    await expect(shop.heading().innerText()).resolves.toBe(name);
  });

  test('R000-2.56 R000-2.75 an unknown URL shows the 404 page (in German for a German browser, decision 915)', async () => {
    const response = await shop.open('/diese-seite-gibt-es-nicht');
    expect(response.status()).toBe(404);
    await expect(shop.heading().innerText()).resolves.toBe('Diese Seite wurde nicht gefunden');
    await expect(page.locator('.error-page__status').innerText()).resolves.toBe('404');
    // The shell is still there.
    expect(await shop.phoneLink().count()).toBeGreaterThan(0);

    const unknownCategory = await shop.open('/produkte/diese-kategorie-gibt-es-nicht');
    expect(unknownCategory.status()).toBe(404);
    await expect(shop.heading().innerText()).resolves.toBe('Diese Seite wurde nicht gefunden');
  });

  test('screenshots of both landing pages (desktop 1280, mobile 375)', async () => {
    for (const mode of modes) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await shop.open(`/-${mode}`);
        await page.screenshot({ path: screenshotPath(`landing-${mode}-${width}`), fullPage: true });
      }
    }
    // The phone menu, opened.
    await page.setViewportSize({ width: 375, height: 812 });
    await shop.open('/-verpackung');
    await shop.mainNavigation().getByRole('button', { name: 'Produkte' }).click();
    await shop.topNavigationLinks().first().waitFor({ state: 'visible' });
    await page.screenshot({ path: screenshotPath('menu-verpackung-375') });

    await page.setViewportSize({ width: 1280, height: 900 });
    await shop.open('/-verpackung');
    const href = await shop.topNavigationLinks().first().getAttribute('href');
    if (href) {
      await shop.open(href);
      await page.screenshot({ path: screenshotPath('category-1280'), fullPage: true });
    }
    await shop.open('/nicht-vorhanden');
    await page.screenshot({ path: screenshotPath('not-found-1280'), fullPage: true });
  });
});
