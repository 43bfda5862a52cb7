import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { screenshotPath, skipBrowserTests, useShopBrowser } from './browser';
import type { ShopPage } from './pages';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();

/** The six service pages (000 §1, R000-1.20) and the heading each shows. */
const servicePages: [slug: string, heading: string][] = [
  ['lagern', 'Lagern'],
  ['gefahrgut', 'Gefahrgut'],
  ['transport', 'Transportieren'],
  ['verpacken', 'Verpacken'],
  ['logistik', 'Logistik'],
  ['beratung', 'Verpackungsberatung'],
];

describe('storefront over HTTP', () => {
  test('R000-1.20 the service pages present storage, dangerous goods, transport, packing, logistics and packaging advice', async () => {
    for (const [slug, heading] of servicePages) {
      const response = await fetch(`${baseUrl}/-verpackung/dienstleistungen/${slug}`);
      expect(response.status, slug).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toMatch(/class="content-page__lead">[^<]{20,}</);
    }
  });

  test('R001-1.24 R001-1.25 a locale prefix selects the language by cookie and leads to the page without prefix', async () => {
    const prefixed = await fetch(`${baseUrl}/fr/products/KISTE_0002?menge=2`, { redirect: 'manual' });
    expect(prefixed.status).toBe(302);
    expect(prefixed.headers.get('location')).toBe('/products/KISTE_0002?menge=2');
    expect(prefixed.headers.get('set-cookie')).toMatch(/^lang=fr-FR; Path=\/; Max-Age=31536000/);
    const root = await fetch(`${baseUrl}/en`, { redirect: 'manual' });
    expect(root.headers.get('location')).toBe('/');
    expect(root.headers.get('set-cookie')).toContain('lang=en-US');
    // The page itself, in French once the cookie is there.
    const html = await (await fetch(`${baseUrl}/products/KISTE_0002`, { headers: { cookie: 'lang=fr-FR' } })).text();
    expect(html).toContain('Ajouter au panier');
    expect(html).toContain('<html lang="fr-FR"');
  });

  test('R001-1.28 R001-1.29 the page head names the web shop and describes the supplier', async () => {
    const html = await (await fetch(`${baseUrl}/-verpackung`)).text();
    expect(html).toMatch(/<title>[^<]*Holzwerk Shop<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]*Lieferant[^"]*Holzkisten[^"]*Palettenmöbel"/);
  });
});

describe.skipIf(skipBrowserTests)('storefront in Chromium: cart, forms, languages', () => {
  let page: Page;
  let shop: ShopPage;
  const browser = useShopBrowser(baseUrl, { lifetime: 'test' });

  async function newPage(width = 1280, locale = 'de-CH') {
    ({ page, shop } = await browser.open(width, locale));
    // The cookie banner stays out of the screenshots.
    await page.addInitScript(() => localStorage.setItem('cookie:accepted', 'false'));
  }

  async function addFixedProduct(articleNumber: string) {
    await shop.open(`/products/${articleNumber}`);
    await page.locator('.product-page__order button[type="submit"]').click();
    await page.locator('.product-page [role="status"]').waitFor();
  }

  test('R000-2.69 the filled cart popover shows the items, the total, the position counter and Zur Kasse to /checkout', async () => {
    await newPage();
    await addFixedProduct('KISTE_0002');
    await addFixedProduct('PAL_0001');
    await page.locator('.cart-button').click();
    const panel = page.locator('.cart-popover__panel');
    await panel.waitFor();
    expect(await panel.locator('.cart-popover__item').count()).toBe(2);
    expect(await panel.getByTestId('cart-positions').textContent()).toBe('2 Positionen');
    await page.waitForFunction(() => /Total CHF [\d']+\.\d\d/.test(document.querySelector('.cart-popover__summary')?.textContent ?? ''));
    const checkout = panel.getByRole('link', { name: 'Zur Kasse' });
    expect(await checkout.getAttribute('href')).toBe('/checkout');
    await page.screenshot({ path: screenshotPath('storefront-cart-popover-1280') });
    await checkout.click();
    await page.waitForURL(/\/checkout\/?$/);
  });

  test('R000-5.22 R000-5.23 the cart quantity takes nothing below 1; the reference takes any text', async () => {
    await newPage();
    await addFixedProduct('KISTE_0002');
    await shop.open('/checkout/');
    const card = page.locator('.cart-item').first();
    await card.waitFor();
    const quantity = card.getByLabel('Menge');
    expect(await quantity.getAttribute('min')).toBe('1');
    await quantity.fill('0');
    await card.getByText('Mindestens 1 Stück').waitFor();
    const stored = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cart-item:')).map((key) => JSON.parse(localStorage.getItem(key)!).quantity as number));
    expect(await stored()).toEqual([1]);
    await quantity.fill('5');
    await card.getByText('Mindestens 1 Stück').waitFor({ state: 'detached' });
    expect(await stored()).toEqual([5]);
    const reference = 'Tor 3 / Rampe B – «Umzug» #42';
    await card.getByLabel('Ihre Referenz').fill(reference);
    await page.reload();
    await shop.waitForHydration();
    expect(await page.locator('.cart-item').first().getByLabel('Ihre Referenz').inputValue()).toBe(reference);
  });

  test('R000-5.20 R000-5.21 form fields show a required marker; an error appears once the field is touched', async () => {
    await newPage();
    await shop.open('/user/login');
    const field = page.locator('.form-field').filter({ has: page.locator('input[name="email"]') });
    expect(await field.locator('.form-field__required').textContent()).toBe(' *');
    expect(await field.locator('.form-field__error').count()).toBe(0);
    await field.locator('input').focus();
    await page.locator('input[name="password"]').focus();
    await field.getByText('Eingabe erforderlich').waitFor();
    await field.locator('input').fill(demoLogins.person.email);
    await field.getByText('Eingabe erforderlich').waitFor({ state: 'detached' });
  });

  test('R000-6.12 a logged-in customer’s Versand nach starts with the preferred shipping address’ postal code', async () => {
    await newPage();
    await browser.login(page, shop, '/products/KISTE_0002', demoLogins.company);
    await page.locator('.product-page__order button[type="submit"]').click();
    await shop.open('/checkout/');
    const zip = page.locator('.cart-total').getByLabel('Versand nach');
    // The company's saved order settings prefer the warehouse in Härkingen (4624).
    await expect.poll(() => zip.inputValue()).toBe('4624');
    await page.waitForFunction(() => document.querySelector('[data-testid="shipping-cost"]')?.textContent?.startsWith('CHF'));
    // A code the shopper types stays.
    await zip.fill('8001');
    await page.reload();
    await shop.waitForHydration();
    await expect.poll(() => page.locator('.cart-total').getByLabel('Versand nach').inputValue()).toBe('8001');
  });

  test('R000-1.04 R001-1.23 after switching to French the product page, configurator and cart page speak French', async () => {
    await newPage();
    await shop.open('/products/KISTE_0002');
    await page.locator('form[action="/sprache"] button', { hasText: 'FR' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
    await shop.waitForHydration();
    const info = page.locator('.product-page__info');
    await info.getByRole('button', { name: 'Ajouter au panier' }).waitFor();
    expect(await info.textContent()).toContain('N° d’art.');
    expect(await info.textContent()).not.toContain('In den Warenkorb');
    await info.getByRole('button', { name: 'Ajouter au panier' }).click();
    await info.getByText('dans le panier.').waitFor();
    await page.screenshot({ path: screenshotPath('storefront-product-fr-1280'), fullPage: true });

    await shop.open('/produkte/kisten/holzkisten');
    expect(await page.locator('[data-article-number="KISTE_0001"] .product-card__link').textContent()).toBe('Configurer le produit');
    expect(await page.locator('[data-article-number="KISTE_0002"] .product-card__link').textContent()).toBe('Voir le produit');

    await shop.open('/products/KISTE_0001');
    await page.locator('.product-page__image-link').click();
    const dialog = page.getByRole('dialog', { name: 'Configurer le produit' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).waitFor();
    expect(await dialog.textContent()).toContain('Vue éclatée');
    await dialog.getByRole('button', { name: 'Annuler' }).click();

    await shop.open('/checkout/');
    await shop.waitForHeading('Panier');
    const card = page.locator('.cart-item').first();
    await card.waitFor();
    await card.getByLabel('Quantité').waitFor();
    await card.getByLabel('Votre référence').waitFor();
    const total = page.locator('.cart-total');
    await total.getByLabel('Livraison à').fill('8001');
    await page.waitForFunction(() => document.querySelector('[data-testid="shipping-cost"]')?.textContent?.startsWith('CHF'));
    expect(await total.textContent()).toContain('TVA 8,1 %'); // the decimal comma in French (decision 1165)
    expect(await total.textContent()).toContain('Total général');
    expect(await page.locator('main').textContent()).not.toMatch(/Warenkorb|Versand nach|Gesamttotal/);
    await page.screenshot({ path: screenshotPath('storefront-cart-fr-1280'), fullPage: true });
    await page.locator('.cart-button').click();
    expect(await page.locator('.cart-popover__panel').textContent()).toContain('Passer à la caisse');
  });

  test('R000-2.77 a first visit at 1400 and 375 px: landing, category, product and the cart with a line show the cookie banner, nothing wider than the screen (screenshots, decision 1156)', async () => {
    for (const width of [1400, 375]) {
      // No stored consent: the banner a first visit gets.
      ({ page, shop } = await browser.open(width));
      const pages: [name: string, path: string][] = [
        ['landing', '/-verpackung'],
        ['category', '/produkte/kisten/holzkisten'],
        ['product', '/products/KISTE_0006'],
      ];
      for (const [name, path] of pages) {
        await shop.open(path);
        await expectFirstVisitPage(width, name);
      }
      await page.locator('.product-page__order button[type="submit"]').click();
      await page.locator('.product-page [role="status"]').waitFor();
      await shop.open('/checkout/');
      await page.getByTestId('line-price').filter({ hasText: 'CHF' }).waitFor();
      // 'Ihre Referenz' stands apart from the line's property list, not as its last row.
      const properties = (await page.locator('.cart-item .property-list').boundingBox())!;
      const reference = (await page.locator('.cart-item__reference').boundingBox())!;
      expect(reference.y - (properties.y + properties.height), `${width}px`).toBeGreaterThanOrEqual(8);
      await expectFirstVisitPage(width, 'cart');
    }
  }, 120_000);

  /** The banner on screen, no part of the page wider than the viewport; then the full-page screenshot. */
  async function expectFirstVisitPage(width: number, name: string) {
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    const box = (await banner.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBeLessThanOrEqual(width);
    await browser.shot(page, `first-visit-${name}-${width}`);
  }

  test('screenshots: the configurator at 375 px', async () => {
    await newPage(375);
    await shop.open('/products/KISTE_0001');
    await page.locator('.product-page__image-link').click();
    const dialog = page.getByRole('dialog', { name: 'Produkt Konfigurieren' });
    await dialog.locator('[data-testid="model-3d"] canvas').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath('storefront-configurator-375') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: screenshotPath('storefront-configurator-1280') });
  });
});
