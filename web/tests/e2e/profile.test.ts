import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { skipBrowserTests, useShopBrowser } from './browser';
import type { ShopPage } from './pages';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();

describe.skipIf(skipBrowserTests)('profile and quick order in Chromium (demo data)', () => {
  let page: Page;
  let shop: ShopPage;
  const browser = useShopBrowser(baseUrl, { lifetime: 'test', errors: 'none' });
  beforeEach(async () => {
    ({ page, shop } = await browser.open(1280));
  });
  const login = (target: string, credentials: { email: string; password: string }) => browser.login(page, shop, target, credentials);

  test('R000-2.53 R000-6.04 R000-1.17 the demo company opens quick order and adds a line to the cart', async () => {
    await login('/favoriten/quick-order', demoLogins.company);
    await page.locator('h1', { hasText: 'Schnellbestellung' }).waitFor();
    await page.fill('#quick-order-lines', 'KISTE_0002 3');
    await page.click('text=Artikel prüfen');
    const grid = page.locator('table[aria-label="Quick-Order-Positionen"]');
    await grid.waitFor();
    expect(await grid.locator('tbody tr').count()).toBe(1);
    expect(await grid.locator('tbody tr td').first().textContent()).toBe('KISTE_0002');
    await page.click('button:has-text("In den Warenkorb")');
    const status = page.locator('[role="status"]', { hasText: 'in den Warenkorb gelegt' });
    await status.waitFor();
    expect(await status.textContent()).toBe('1 Position in den Warenkorb gelegt.');
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cart-item:')).map((key) => localStorage.getItem(key)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain('KISTE_0002');
    expect(JSON.parse(stored[0]!)).toMatchObject({ quantity: 3 });
  });

  test('R000-2.55 R000-6.04 R000-2.45 R000-2.46 the demo person has a profile but cannot open quick order: sent to /user/login', async () => {
    await login('/user/profile/bestellungen', demoLogins.person);
    await page.locator('h1', { hasText: 'Bestellungen' }).waitFor();
    await page.goto(`${baseUrl}/favoriten/quick-order`);
    expect(new URL(page.url()).pathname).toBe('/user/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/favoriten/quick-order');
    await page.goto(`${baseUrl}/favoriten/meine-produkte`);
    await page.locator('h1', { hasText: 'Meine Produkte' }).waitFor();
    expect(await page.locator('nav[aria-label="Favoriten"]').textContent()).not.toContain('Schnellbestellung');
  });

  test('R000-1.04 R000-2.49 R000-2.50 after switching to French the address book and login details speak French', async () => {
    await login('/user/profile/adressen', demoLogins.person);
    await page.locator('h1', { hasText: 'Adressen' }).waitFor();
    await page.locator('form[action="/sprache"] button', { hasText: 'FR' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
    await page.goto(`${baseUrl}/user/profile/adressen`);
    await page.locator('h1', { hasText: 'Adresses' }).waitFor();
    expect(await page.locator('h2').allTextContents()).toContain('Nouvelle adresse');
    expect(await page.title()).toContain('Adresses');
    await page.goto(`${baseUrl}/user/profile/zugangsdaten`);
    await page.locator('h1', { hasText: 'Identifiants' }).waitFor();
    expect(await page.locator('h2').allTextContents()).toEqual(expect.arrayContaining(['Modifier l’e-mail', 'Modifier le mot de passe']));
    expect(await page.locator('main, body').first().textContent()).not.toContain('Passwort ändern');
  });
});
