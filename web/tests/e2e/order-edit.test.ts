import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { skipBrowserTests, useShopBrowser } from './browser';
import { adminCall, decodedMailsTo, placeMusterCrateOrder, waitUntil } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

/**
 * An order's positions edited after the customer's phone call (R001-7.066, decisions 1145–1147), in
 * Chromium: the admin changes a quantity and a price, adds a product through the product-select
 * modal and a free position, removes one and tells the customer; a user with only ADMIN_QUOTE in a
 * second browser with the old version gets the conflict, nothing lost; the customer's order page,
 * the order PDF and the mail agree with the desk. Screenshots at 1400 px in SHOTS_DIR.
 */

const { baseUrl } = shopUnderTest();
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';
const MUSTER_MAIL = 'rechnungen@muster-logistik.ch';

describe.skipIf(skipBrowserTests)('order positions edited in the back office', () => {
  const browser = useShopBrowser(baseUrl, { shotsDir: SHOTS_DIR, withoutProductPictures: true });
  const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text }).first().waitFor();
  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS_DIR}/admin-${name}-1400.png`, fullPage: true });

  test('R001-7.066 change quantity and price, add a product and a free position, remove one; conflict for a second tab; customer page, PDF and mail agree', async () => {
    // Muster orders a crate (its own session), then phones the office.
    const { page: buyer, shop: buyerShop } = await browser.open(1400);
    await browser.login(buyer, buyerShop, '/user/profile/bestellungen', demoLogins.company);
    const order = await placeMusterCrateOrder(buyer.request, baseUrl, `Telefon ${Date.now()}`);

    const { page, shop } = await browser.staff(1400);
    const orderPath = `/admin/order/${order.id}`;
    await shop.open(orderPath);
    const positions = page.getByRole('table', { name: 'Positionen' });
    await positions.waitFor();

    // A free position with name and price.
    const free = page.getByRole('form', { name: 'Freie Position hinzufügen' });
    await free.getByLabel('Freie Position').fill('Montage vor Ort');
    await free.getByLabel('Preis/Stk. CHF').fill('120.00');
    await free.getByRole('button', { name: 'Position hinzufügen' }).click();
    await toast(page, 'Änderungen gespeichert');
    await positions.getByText('Montage vor Ort').waitFor();

    // A product through the product-select modal, at Muster's price.
    await page.getByRole('link', { name: 'Produkt hinzufügen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Produkt hinzufügen' });
    await dialog.getByLabel('Name oder Artikelnummer').fill('KISTE_0002');
    await dialog.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/produkt=KISTE_0002/);
    const choice = dialog.getByRole('table', { name: 'Produkte' }).getByRole('row').nth(1);
    await choice.waitFor();
    const offered = (await choice.locator('td.num').textContent())?.trim() ?? '';
    expect(offered).toMatch(/^\d/);
    await choice.getByRole('spinbutton').fill('2');
    await choice.getByRole('button', { name: 'Hinzufügen' }).click();
    await toast(page, 'hinzugefügt');
    await shot(page, 'order-edit-product-select');
    await shop.open(orderPath);
    await expect.poll(() => positions.getByRole('row').count()).toBe(4);
    const addedRow = positions.getByRole('row').filter({ hasText: 'KISTE_0002' });
    expect(await addedRow.getByRole('textbox', { name: /^Preis / }).inputValue()).toBe(offered.replace(/[’']/g, ''));

    // A second staff member (only ADMIN_QUOTE) opens the same order now: it holds this version.
    const login = { email: `telefon.desk.${Date.now()}@example.ch`, password: 'Nur-Offerten-2026!' };
    const created = await adminCall('PUT', '/api/customers', { companyInfo: { name: 'Innendienst Telefon', invoiceEmail: login.email }, users: { added: [{ email: login.email, password: login.password, permissions: [5] }] } });
    expect(created.status).toBe(201);
    const second = await browser.staff(1400, login);
    await second.shop.open(orderPath);

    // The crate: quantity 2 → 3 and a new price; the free position removed; the customer told.
    const crate = positions.getByRole('row').nth(1);
    await crate.getByRole('spinbutton', { name: /^Menge / }).fill('3');
    await crate.getByRole('textbox', { name: /^Preis / }).fill('95.00');
    await positions.getByRole('checkbox', { name: 'Entfernen Montage vor Ort' }).check();
    await page.getByLabel('Kunde über die Änderungen informieren').check();
    // The positions fit the 1400 px page: no sideways scrolling.
    expect(await page.evaluate(() => { const grid = document.querySelector('table[aria-label="Positionen"]')!.parentElement!; return grid.scrollWidth - grid.clientWidth; })).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Positionen speichern' }).click();
    await toast(page, 'Kunde informiert');
    await expect.poll(() => positions.getByRole('row').count()).toBe(3);
    await shot(page, 'order-edit-saved');

    // The second tab saves with the old version: the conflict, nothing of the first change lost.
    const secondPositions = second.page.getByRole('table', { name: 'Positionen' });
    await secondPositions.getByRole('row').nth(1).getByRole('spinbutton', { name: /^Menge / }).fill('7');
    await second.page.getByRole('button', { name: 'Positionen speichern' }).click();
    await second.page.getByRole('alert').filter({ hasText: 'Der Eintrag wurde inzwischen geändert' }).first().waitFor();
    await second.shop.open(orderPath);
    expect(await secondPositions.getByRole('row').nth(1).getByRole('spinbutton', { name: /^Menge / }).inputValue()).toBe('3');
    expect(await secondPositions.getByText('Montage vor Ort').count()).toBe(0);
    await shot(second.page, 'order-edit-conflict-reloaded');

    // The desk's totals, the customer's page, the PDF and the mail say the same.
    const grandTotal = ((await page.getByTestId('order-grand-total').textContent()) ?? '').replace('CHF', '').trim();
    const lineTotal = (Number(offered.replace(/[’']/g, '')) * 2 + 3 * 95).toFixed(2);
    const totals = ((await page.getByTestId('order-totals').textContent()) ?? '').replace(/[’']/g, '');
    // Muster's customer discount applies to the positions' total.
    const stored = (await (await adminCall('GET', `/api/order?id=${order.id}`)).json()) as { items: { discount: string; total: string }[] };
    expect(Number(stored.items[0]!.total)).toBeCloseTo(Number(lineTotal) * (1 - Number(stored.items[0]!.discount)), 1);
    expect(totals).toContain(`Total PositionenCHF ${stored.items[0]!.total}`);
    await buyerShop.open(`/user/profile/bestellungen/${encodeURIComponent(order.formattedId)}`);
    const customerPage = (await buyer.locator('.order-page').textContent()) ?? '';
    expect(customerPage).toContain(grandTotal);
    expect(customerPage).toContain('800 × 600 × 500');
    expect(customerPage).not.toContain('Montage vor Ort');
    await buyer.screenshot({ path: `${SHOTS_DIR}/order-edit-customer-page-1400.png`, fullPage: true });
    const pdf = await page.request.get(`${baseUrl}${orderPath}/pdf`);
    expect(pdf.status()).toBe(200);
    const file = join(tmpdir(), `order-edit-${order.id}.pdf`);
    writeFileSync(file, await pdf.body());
    const pdfText = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(pdfText).toContain(grandTotal);
    expect(pdfText).not.toContain('Montage vor Ort');
    const mail = await waitUntil(() => decodedMailsTo(MUSTER_MAIL).find((text) => text.includes(`Ihre Bestellung ${order.formattedId} wurde geändert`)), 'the change mail');
    expect(mail).toContain('Menge 2 → 3');
    expect(mail).toContain('→ CHF 95.00');
    expect(mail).toContain('Neu: 2 ×');
    expect(mail).toContain(`CHF ${grandTotal}`);
    // The free position was added and removed before the customer was told: both lines are in the mail.
    expect(mail).toContain('Neu: 1 × Montage vor Ort');
    expect(mail).toContain('Entfernt: 1 × Montage vor Ort');
  }, 150_000);
});
