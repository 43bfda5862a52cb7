import { writeFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserTests, useShopBrowser } from './browser';
import { adminCall, adminToken } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

/**
 * More's screens in Chromium (audit items, decisions 898, 1010, 1011): a customer's
 * files and logo, a product's delivery and internal-price tabs, the /price2 preview of a typed
 * configuration, and customer create/edit by a user with only ADMIN_CUSTOMER at 375 px.
 * Screenshots in SHOTS_DIR (office-screens-*.png).
 */

const { baseUrl } = shopUnderTest();
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAHElEQVR4nGP4z8BAEmIY1TCqYVTDqIZRDdRSAAD5f/8BRqJ4ZgAAAABJRU5ErkJggg==', 'base64');

describe.skipIf(skipBrowserTests)('back office screens in Chromium (audit)', () => {
  const browser = useShopBrowser(baseUrl, { shotsDir: SHOTS_DIR, withoutProductPictures: true });
  const shot = (page: Page, name: string, width = 1400) => page.screenshot({ path: `${SHOTS_DIR}/office-screens-${name}-${width}.png`, fullPage: true });
  const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text }).first().waitFor();
  const productId = async (articleNumber: string) => ((await (await adminCall('GET', `/api/product?articleNumber=${articleNumber}`)).json()) as { items: { id: number }[] }).items[0]!.id;

  test("R001-2.12 a customer's files: upload a picture, set it as the logo, see it", async () => {
    const customers = (await (await adminCall('GET', '/api/customers')).json()) as { items: { id: number }[] };
    const customerId = customers.items[0]!.id;
    const { page, shop } = await browser.staff();
    await shop.open(`/admin/customer/${customerId}/media`);
    await page.locator('input[type="file"]').setInputFiles({ name: 'Firmenlogo E2E.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await toast(page, 'hochgeladen');
    const item = page.getByRole('list', { name: 'Dateien' }).locator('li', { hasText: 'Firmenlogo-E2E.png' });
    await item.getByRole('button', { name: 'Als Logo' }).click();
    await toast(page, 'Logo gesetzt');
    const logo = page.locator('img.admin-customer-logo');
    await logo.waitFor();
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(16);
    await shot(page, 'customer-media');
  });

  test('R001-2.14 decision 1099 a media folder is deleted only after the dialog says what goes: Abbrechen and Escape keep it', async () => {
    const folder = `BESTAETIGEN-${Date.now()}`;
    const zipPath = `${SHOTS_DIR}/../confirm-upload.zip`;
    writeFileSync(zipPath, Buffer.from(zipSync({ [`${folder}/a.png`]: PNG, [`${folder}/b.png`]: PNG })));
    for (const width of [1400, 375]) {
      const { page, shop } = await browser.staff(width);
      await shop.open('/admin/Media');
      const files = page.getByRole('table', { name: 'Dateien' });
      await files.waitFor();
      if (width === 1400) {
        await page.getByRole('form', { name: 'Hochladen' }).locator('input[type="file"]').setInputFiles(zipPath);
        await page.getByRole('button', { name: 'Hochladen' }).click();
        await toast(page, '2 Datei(en) hochgeladen');
      }
      const row = files.locator('tr', { has: page.getByRole('link', { name: new RegExp(folder) }) });
      const dialog = page.getByRole('alertdialog', { name: 'Bitte bestätigen' });
      let deletes = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.postData()?.includes('intent=delete')) deletes += 1;
      });
      // No: the button, then Abbrechen (the focused answer); then Escape.
      await row.getByRole('button', { name: 'Löschen' }).click();
      await dialog.getByText(`Der Ordner „${folder}“ wird mit allen Dateien und Unterordnern darin gelöscht.`).waitFor();
      expect(await dialog.getByRole('button', { name: 'Abbrechen' }).evaluate((button) => button === document.activeElement)).toBe(true);
      await page.screenshot({ path: `${SHOTS_DIR}/office-screens-confirm-folder-${width}.png` });
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row.getByRole('button', { name: 'Löschen' }).click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(deletes).toBe(0);
      expect(await row.count()).toBe(1);
      if (width === 375) {
        // Yes: the dialog's own button names the action; the folder and its files are gone.
        await row.getByRole('button', { name: 'Löschen' }).click();
        await dialog.getByRole('button', { name: 'Ordner löschen' }).click();
        await row.waitFor({ state: 'detached' });
        expect(deletes).toBe(1);
      }
    }
  });

  test('R001-2.08 R001-2.11 every demo customer’s edit page hydrates without a mismatch (a form inside a paragraph broke it, React #418)', async () => {
    const customers = (await (await adminCall('GET', '/api/customers')).json()) as { items: { id: number }[] };
    expect(customers.items.length).toBeGreaterThan(1);
    const { page, shop } = await browser.staff();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { id } of customers.items.slice(0, 5)) {
      await shop.open(`/admin/customer/${id}/edit`);
      await page.locator('.admin-page h1').first().waitFor();
    }
    expect(errors).toEqual([]);
  });

  test('R001-2.18 R001-2.20 a product’s delivery and internal-price tabs', async () => {
    const id = await productId('KISTE_0001');
    const { page, shop } = await browser.staff();
    for (const tab of ['delivery', 'internal-price']) {
      await shop.open(`/admin/product/${id}/${tab}`);
      await page.locator('.admin-page h1').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await shot(page, `product-${tab}`);
    }
  });

  test('R001-2.22 R001-2.33 the /price2 preview prices a typed crate size, and a different size a different price', async () => {
    const id = await productId('KISTE_0001');
    const { page, shop } = await browser.staff();
    await shop.open(`/admin/product/${id}/price2?q=1,10`);
    const form = page.getByRole('form', { name: 'Konfiguration der Vorschau' });
    const priceAt = async (length: number) => {
      await form.getByLabel(/^Innenlänge/).fill(String(length));
      await form.getByLabel(/^Innenbreite/).fill('600');
      await form.getByLabel(/^Innenhöhe/).fill('400');
      await form.getByRole('button', { name: 'Vorschau rechnen' }).click();
      await page.waitForURL(new RegExp(`=${length}(&|$)`));
      // The address bar changes before React draws the new preview (a transition): the 'Kunde wählen'
      // form carries the drawn page's configuration, so its length says the preview beside it is the new one.
      const drawn = page.getByRole('form', { name: 'Kunde wählen' }).locator(`input[type=hidden][name^="cfg."][value="${length}"]`);
      await expect.poll(() => drawn.count(), { timeout: 30_000 }).toBe(1);
      await page.getByRole('table', { name: 'Preisvorschau' }).waitFor();
      return page.getByTestId('preview-default-1').textContent();
    };
    const small = await priceAt(800);
    expect(small).toMatch(/\d/);
    const large = await priceAt(1600);
    expect(large).toMatch(/\d/);
    expect(large).not.toBe(small);
    await shot(page, 'product-price2-configuration');
    // Choosing a customer keeps the typed configuration (the 'Kunde wählen' form carries the cfg.* values).
    const customers = (await (await adminCall('GET', '/api/customers')).json()) as { items: { id: number }[] };
    const customer = customers.items[0]!.id;
    const choose = page.getByRole('form', { name: 'Kunde wählen' });
    await choose.getByLabel(/^Kunde/).fill(String(customer));
    await choose.getByRole('button', { name: 'Anzeigen' }).click();
    await page.waitForURL(new RegExp(`customer=${customer}`));
    expect(new URL(page.url()).search).toMatch(/=1600(&|$)/);
    await expect.poll(() => form.getByLabel(/^Innenlänge/).inputValue()).toBe('1600');
    expect(await page.getByTestId('preview-default-1').textContent()).toBe(large);
  });

  test('R001-2.22 R001-2.32 the /price2 preview starts from a saved configuration (a customer product of the same type)', async () => {
    const id = await productId('KISTE_0001');
    const customers = (await (await adminCall('GET', '/api/customers')).json()) as { items: { id: number }[] };
    const name = `Vorschau-Kiste ${Date.now()}`;
    // 'Als Kundenprodukt anlegen' of the staff configurator, posted as its form does.
    const made = await fetch(`${baseUrl}/admin/configurator.data`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
      body: new URLSearchParams({ intent: 'createCustomerProduct', productId: String(id), customerId: String(customers.items[0]!.id), name, 'configuration.Innenlänge': '1700', 'configuration.Innenbreite': '600', 'configuration.Innenhöhe': '400' }),
    });
    expect(await made.text()).toContain('Kundenprodukt');
    const { page, shop } = await browser.staff();
    await shop.open(`/admin/product/${id}/price2?q=1,10`);
    const saved = page.getByRole('form', { name: 'Gespeicherte Konfiguration' });
    const option = saved.locator('option').filter({ hasText: name });
    await saved.getByRole('combobox').selectOption((await option.getAttribute('value'))!);
    await saved.getByRole('button', { name: 'Übernehmen' }).click();
    await page.waitForURL(/saved=\d+/);
    const form = page.getByRole('form', { name: 'Konfiguration der Vorschau' });
    await expect.poll(() => form.getByLabel(/^Innenlänge/).inputValue()).toBe('1700');
    expect(await page.getByTestId('preview-default-1').textContent()).toMatch(/\d/);
    await shot(page, 'product-price2-saved-configuration');
  });

  test('R001-2.08 R001-2.11 R001-6.12 a user with only ADMIN_CUSTOMER at 375 px creates a customer and edits it', async () => {
    const login = { email: `nur.kunden.${Date.now()}@example.ch`, password: 'Nur-Kunden-2026!' };
    const made = await adminCall('PUT', '/api/customers', { companyInfo: { name: 'Kundendienst Test', invoiceEmail: login.email }, users: { added: [{ email: login.email, password: login.password, permissions: [6] }] } });
    expect(made.status).toBe(201);
    const { page, shop } = await browser.staff(375, login);
    await shop.open('/admin/customer/create');
    await page.getByRole('heading', { name: 'Kunde erfassen' }).waitFor();
    const email = `moebel-${Date.now()}@example.ch`;
    await page.getByLabel('E-Mail des Logins').fill(email);
    await page.getByLabel('Link der Mail in den Shop').selectOption('moebel');
    const form = page.getByRole('form', { name: 'Kunde erfassen' });
    await form.getByLabel('Vorname').fill('Mia');
    await form.getByLabel('Nachname').fill('Möbel');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'customer-create', 375);
    await page.getByRole('button', { name: 'Kunde anlegen' }).click();
    await page.waitForURL(/\/admin\/customer\/\d+\/edit\?created=1/);
    await page.getByText('Kunde angelegt.').waitFor();
    await page.getByLabel('Rabatt %').fill('5');
    await page.getByRole('button', { name: 'Speichern' }).first().click();
    await toast(page, 'Änderungen gespeichert');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await shot(page, 'customer-edit', 375);
  });
});
