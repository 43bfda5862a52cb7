import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserTests, useShopBrowser } from './browser';
import { shopUnderTest } from './shop-under-test';

/**
 * The back office's import screen in Chromium: a malformed auction invoice is refused
 * with its lines; a good one is checked (the buyer found among the customers), imported and ends
 * on its quote with the lump sums and delivery cost 0; the file is kept in the list. 1400 and
 * 375 px screenshots in SHOTS_DIR.
 */

const { baseUrl } = shopUnderTest();
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';
const sample = (name: string) => resolve(import.meta.dirname, '../../../fixtures/imports', name);

describe.skipIf(skipBrowserTests)('imports in Chromium [imports]', () => {
  const browser = useShopBrowser(baseUrl, { shotsDir: SHOTS_DIR });

  async function staffPage(width: number): Promise<Page> {
    const { page, shop } = await browser.staff(width);
    await shop.open('/admin/Imports');
    await shop.waitForHydration();
    return page;
  }
  const shot = (page: Page, name: string, width = 1400) => page.screenshot({ path: `${SHOTS_DIR}/imports-${name}-${width}.png`, fullPage: true });

  test('R001-1.20 R001-4.19 R001-7.045 a refused invoice names its lines; a good one is checked, imported and ends on its quote', async () => {
    const page = await staffPage(1400);
    await page.getByRole('link', { name: 'Importe' }).first().waitFor();
    await page.locator('select[name="kind"]').selectOption('koller');
    await page.setInputFiles('input[name="file"]', sample('koller-invoice-bad.csv'));
    await page.getByRole('button', { name: 'Prüfen (Probelauf)' }).click();
    const problems = page.getByRole('table', { name: 'Fehlerhafte Zeilen' });
    await problems.waitFor();
    expect(await problems.locator('tbody tr td:first-child').allTextContents()).toEqual(['3', '4', '5']);
    await expect(problems.textContent()).resolves.toContain('Das Feld «lineTotal» ist keine Zahl: «zwölfhundert».');
    await shot(page, 'refused');

    await page.setInputFiles('input[name="file"]', sample('koller-invoice-ch.csv'));
    await page.getByRole('button', { name: 'Prüfen (Probelauf)' }).click();
    await page.getByText('Probelauf: bereit zum Import').waitFor();
    await page.getByText('Rechnung R-2026-04711, Auktion A-219: 3 Lose').waitFor();
    const anna = page.getByRole('radio', { name: /Anna Muster, anna\.muster@example\.ch/ });
    expect(await anna.isChecked()).toBe(true);
    await shot(page, 'preview');
    await page.getByRole('button', { name: 'Importieren' }).click();
    await page.waitForURL(/\/admin\/quote\/\d+/);
    await page.getByText('Kunsttransport ab Auktion').first().waitFor();
    await page.getByText('Transportversicherung').first().waitFor();
    await shot(page, 'quote');

    await page.goto(`${baseUrl}/admin/Imports`);
    const kept = page.getByRole('table', { name: 'Importierte Dateien' });
    await kept.getByRole('link', { name: 'koller-invoice-ch.csv' }).waitFor();
    await kept.getByRole('link', { name: /^Offerte O-/ }).first().waitFor();
    await shot(page, 'list');
  });

  test('R001-7.052 an order spreadsheet chosen as «Bestellung» is checked, imported and ends on the new order', async () => {
    const page = await staffPage(1400);
    await page.locator('select[name="kind"]').selectOption('template');
    await page.setInputFiles('input[name="file"]', sample('bestellvorlage-muster-logistik.xlsx'));
    await page.locator('select[name="target"]').selectOption('ORDER');
    await page.getByRole('button', { name: 'Prüfen (Probelauf)' }).click();
    await page.getByText('Probelauf: bereit zum Import').waitFor();
    await page.getByText('Bestellbetrag CHF').waitFor();
    expect(await page.getByText('Offertbetrag').count()).toBe(0);
    await shot(page, 'template-preview');
    await page.getByRole('button', { name: 'Importieren' }).click();
    await page.waitForURL(/\/admin\/order\/\d+/);
    await page.getByRole('heading', { name: /^Bestellung B-/ }).waitFor();
    await page.getByText('Maschinenkiste ML-4').first().waitFor();
    expect(await page.locator('input[value="Muster Logistik AG"]').count()).toBeGreaterThan(0);
    await shot(page, 'template-order');
    await page.goto(`${baseUrl}/admin/Imports`);
    const kept = page.getByRole('table', { name: 'Importierte Dateien' });
    await kept.getByRole('link', { name: /^Bestellung B-/ }).first().waitFor();
  });

  test('R001-7.051 an ERP status file with unknown orders is refused; the screen at 375 px', async () => {
    const page = await staffPage(375);
    await page.locator('select[name="kind"]').selectOption('ax-status');
    await page.setInputFiles('input[name="file"]', sample('ax-order-status-bad.csv'));
    await page.getByRole('button', { name: 'Importieren' }).click();
    const problems = page.getByRole('table', { name: 'Fehlerhafte Zeilen' });
    await problems.waitFor();
    expect(await problems.locator('tbody tr td:first-child').allTextContents()).toEqual(['2', '3', '4']);
    await page.getByText('abgelehnt, nichts geschrieben').first().waitFor();
    await shot(page, 'ax-refused', 375);
  });

  test('R001-7.050 an ERP file is queued, followed until the job runner is done, kept, and listed on /admin/dev (decision 980)', async () => {
    const page = await staffPage(1400);
    await page.locator('select[name="kind"]').selectOption('ax-file');
    await page.setInputFiles('input[name="file"]', sample('ax-orders.csv'));
    await page.getByRole('button', { name: 'Importieren' }).click();
    const work = page.getByRole('status', { name: 'ax-orders.csv' });
    await work.waitFor();
    await work.getByText(/Fertig in \d+\.\d s/).waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'ax-orders.csv: importiert' }).waitFor();
    await page.getByRole('table', { name: 'Importierte Dateien' }).getByRole('link', { name: 'ax-orders.csv' }).first().waitFor();
    await page.screenshot({ path: `${SHOTS_DIR}/workjobs-import-done-1400.png`, fullPage: true });
    await page.goto(`${baseUrl}/admin/dev`);
    const queue = page.getByRole('table', { name: 'Arbeiten' });
    const row = queue.locator('tbody tr', { hasText: 'ERP-Bestellungen (AX): ax-orders.csv' }).first();
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/erledigt.*\d+\.\d s.*importiert/);
    await page.screenshot({ path: `${SHOTS_DIR}/workjobs-dev-1400.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS_DIR}/workjobs-dev-375.png`, fullPage: true });
  });
});
