import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { skipBrowserTests, useShopBrowser } from './browser';
import { adminCall } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

/**
 * A price record's own workbook on /admin/product/{id}/price2 in Chromium (decision 977):
 * staff choose Muster Logistik's EXCEL record of KISTE_0001, upload a workbook, see it named on the
 * record with its download link, download it, and a file that is no workbook is refused under the
 * field. Screenshots at 1400 and 375 px in SHOTS_DIR (staffprod-price2-workbook-*.png).
 */

const { baseUrl } = shopUnderTest();
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';
const WORKBOOK = new URL('../../../fixtures/workbooks/kiste.xlsx', import.meta.url);

describe.skipIf(skipBrowserTests)('a price record’s own workbook in Chromium', () => {
  const browser = useShopBrowser(baseUrl, { shotsDir: SHOTS_DIR, withoutProductPictures: true });

  async function mustersRecordPage(): Promise<string> {
    const product = (await (await adminCall('GET', '/api/product?articleNumber=KISTE_0001')).json()) as { items: { id: number; customers: { customerId: number }[] }[] };
    const item = product.items[0]!;
    const customers = (await (await adminCall('GET', '/api/customers')).json()) as { items: { id: number; companyInfo?: { name?: string } | null }[] };
    const muster = customers.items.find((customer) => customer.companyInfo?.name === 'Muster Logistik AG');
    expect(muster).toBeDefined();
    return `/admin/product/${item.id}/price2?customer=${muster!.id}&q=1,10`;
  }

  test('R001-2.22 R001-3.20 upload, name on the record, download; a false file is refused under the field', async () => {
    const path = await mustersRecordPage();
    const { page, shop } = await browser.staff(1400);
    await shop.open(path);
    const panel = page.getByRole('form', { name: 'Eigene Arbeitsmappe' });
    await panel.waitFor();
    await panel.locator('input[type=file]').setInputFiles({ name: 'preise.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('<html>kein Excel</html>') });
    await panel.getByRole('button', { name: 'Hochladen und Excel aktiv setzen' }).click();
    await panel.locator('.field-error').filter({ hasText: 'keine lesbare Kalkulations-Arbeitsmappe' }).waitFor();

    await panel.locator('input[type=file]').setInputFiles({ name: 'Muster Preise 2027.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: readFileSync(WORKBOOK) });
    await panel.getByRole('button', { name: 'Hochladen und Excel aktiv setzen' }).click();
    await page.locator('.toast').filter({ hasText: /Arbeitsmappe kalkulation\/preis-\d+-kunde-\d+\.xlsx gespeichert/ }).first().waitFor();
    const link = panel.getByRole('link', { name: /^kalkulation\/preis-\d+-kunde-\d+\.xlsx$/ });
    await link.waitFor();
    await page.getByRole('table', { name: 'Preisdatensätze' }).getByText(/kalkulation\/preis-\d+-kunde-\d+\.xlsx/).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^preis-\d+-kunde-\d+\.xlsx$/);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/staffprod-price2-workbook-1400.png`, fullPage: true });

    const phone = await browser.staff(375);
    await phone.shop.open(path);
    await phone.page.getByRole('form', { name: 'Eigene Arbeitsmappe' }).scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: `${SHOTS_DIR}/staffprod-price2-workbook-375.png` });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
