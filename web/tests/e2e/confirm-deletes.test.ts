import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserTests, useShopBrowser } from './browser';
import { adminCall } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

/**
 * Decision 1099 in Chromium beside the media folder (office-screens.test.ts): a customer's price
 * record on /price2 is deleted only after the one confirm dialog said what goes; Abbrechen and
 * Escape send nothing. Screenshots in SHOTS_DIR (confirm-deletes-*.png), with the shop's texts
 * in their one spelling (exkl. MWST; TWINT and the rest are held by engine/src/one-spelling.test.ts).
 */

const { baseUrl } = shopUnderTest();
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';

describe.skipIf(skipBrowserTests)('destructive actions ask first (decision 1099)', () => {
  const browser = useShopBrowser(baseUrl, { shotsDir: SHOTS_DIR, withoutProductPictures: true });
  const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text }).first().waitFor();
  const shot = (page: Page, name: string, width: number) => page.screenshot({ path: `${SHOTS_DIR}/confirm-deletes-${name}-${width}.png`, fullPage: true });
  const productId = async (articleNumber: string) => ((await (await adminCall('GET', `/api/product?articleNumber=${articleNumber}`)).json()) as { items: { id: number }[] }).items[0]!.id;

  test('R001-2.22 a customer’s price record is deleted only after the dialog names it: Abbrechen and Escape keep it', async () => {
    const id = await productId('PAL_0001');
    const customers = (await (await adminCall('GET', '/api/customers')).json()) as { items: { id: number }[] };
    const customerId = customers.items.at(-1)!.id;
    for (const width of [1400, 375]) {
      const { page, shop } = await browser.staff(width);
      await shop.open(`/admin/product/${id}/price2?customer=${customerId}`);
      // A record of this customer's own: the strategy saved once creates it.
      await page.getByRole('form', { name: 'Strategie' }).getByRole('button', { name: 'Speichern' }).click();
      await toast(page, 'gespeichert');
      const remove = page.getByRole('button', { name: `Preisdatensatz von Kunde ${customerId} löschen` });
      await remove.waitFor();
      const records = page.getByRole('table', { name: 'Preisdatensätze' });
      const row = records.locator('tbody tr', { hasText: `Kunde ${customerId}` });
      expect(await row.count()).toBe(1);
      let deletes = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.postData()?.includes('intent=deleteRecord')) deletes += 1;
      });
      const dialog = page.getByRole('alertdialog', { name: 'Bitte bestätigen' });
      await remove.click();
      await dialog.getByText(`Der Preisdatensatz von Kunde ${customerId} wird mit seiner Preisstrategie, seinen Fixpreis-Zeilen und Stützpunkten gelöscht.`).waitFor();
      expect(await dialog.getByRole('button', { name: 'Abbrechen' }).evaluate((button) => button === document.activeElement)).toBe(true);
      await page.screenshot({ path: `${SHOTS_DIR}/confirm-deletes-price-record-${width}.png` });
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await dialog.waitFor({ state: 'detached' });
      await remove.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(deletes).toBe(0);
      expect(await row.count()).toBe(1);
      // Yes: the dialog's own button names the action; the record is gone.
      await remove.click();
      await dialog.getByRole('button', { name: 'Preisdatensatz löschen' }).click();
      await toast(page, 'Preisdatensatz gelöscht');
      await row.waitFor({ state: 'detached' });
      expect(deletes).toBe(1);
    }
  });

  test('the texts in their one spelling: the product page says exkl. MWST and © the company, the cart MWST 8.1 %; the orders grid at both widths', async () => {
    for (const width of [1400, 375]) {
      const { page, shop } = await browser.open(width);
      await shop.open('/products/PAL_0001');
      await page.getByTestId('product-price').getByText('exkl. MWST').first().waitFor();
      // The footer names the company of the settings, as every mail signs.
      expect(await page.locator('.site-footer__bottom').textContent()).toContain('© Holzwerk Gösgen AG');
      await shot(page, 'product-mwst', width);
      await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      await shop.open('/checkout/');
      await page.locator('.cart-item').first().waitFor();
      expect(await page.locator('.cart-total').textContent()).toContain('MWST 8.1 %');
      await shot(page, 'cart-mwst', width);
      const staff = await browser.staff(width);
      await staff.shop.open('/admin/Orders');
      await staff.page.locator('.admin-page h1').first().waitFor();
      await shot(staff.page, 'orders-grid', width);
    }
  });
});
