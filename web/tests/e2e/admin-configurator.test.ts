import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { skipBrowserTests, useShopSessions } from './browser';
import { adminCall, adminLogin } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

/**
 * The staff configurator in the quote's product-select modal (R001-2.32, R001-2.33)
 * in Chromium: Muster Logistik asks for a quote; staff open it, configure a crate, see it priced
 * as Muster (its own EXCEL record: highlighted as individually overridden) beside the price
 * without a record, look at it as another customer through the price selector, and add it to the
 * quote at Muster's price. Screenshots at 1400 and 375 px in SHOTS_DIR.
 */

const { baseUrl } = shopUnderTest();
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';
const json = { 'content-type': 'application/json' };

/** The crate's inner size typed into a configurator (the quote's dialog or /admin/configurator). */
async function fillCrate(scope: Locator, length: number, width: number, height: number): Promise<void> {
  await scope.getByLabel(/^Innenlänge/).fill(String(length));
  await scope.getByLabel(/^Innenbreite/).fill(String(width));
  await scope.getByLabel(/^Innenhöhe/).fill(String(height));
}

/** KISTE_0001 searched in `finder` and its 'Konfigurieren' link followed in `results`. */
async function configureCrate(page: Page, finder: Locator, results: Locator): Promise<void> {
  await finder.getByLabel('Name oder Artikelnummer').fill('KISTE_0001');
  await finder.getByRole('button', { name: 'Suchen' }).click();
  await page.waitForURL(/produkt=KISTE_0001/);
  await results.getByRole('link', { name: /^Konfigurieren: / }).first().click();
}

/**
 * Waits until the staff configurator in `dialog` is drawn for `quantity` pieces of a crate whose
 * configuration holds each of `sizes`: the add form's hidden inputs come from the same loader data
 * as the prices beside them. The address bar changes before React draws that data (a transition),
 * and the price of the configuration before looks alike (CI read it twice), so neither the URL nor
 * the price's text says the new price is on screen.
 */
async function drawnFor(dialog: Locator, quantity: number, sizes: number[]): Promise<void> {
  const add = dialog.locator('form[aria-label$="konfiguriert hinzufügen"]');
  const drawn = () =>
    add.evaluate((form) => [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => `${input.name}=${input.value}`));
  await expect
    .poll(async () => {
      const inputs = await drawn();
      return inputs.includes(`quantity=${quantity}`) && sizes.every((size) => inputs.some((input) => input.startsWith('configuration.') && input.endsWith(`=${size}`)));
    }, { timeout: 30_000 })
    .toBe(true);
}

async function customerQuote(): Promise<{ id: number; formattedId: string }> {
  const auth = (await (await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify(demoLogins.company) })).json()) as { token: string };
  const products = (await (await fetch(`${baseUrl}/api/product?articleNumber=PAL_0001`, { headers: { authorization: `Bearer ${auth.token}` } })).json()) as { items: { id: number }[] };
  const address = { name: 'Muster Logistik AG', street: 'Industriestrasse 12', zipCode: '4653', city: 'Obergösgen', country: 'CH' };
  const response = await fetch(`${baseUrl}/api/quote`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${auth.token}` },
    body: JSON.stringify({
      cartItems: [{ productId: products.items[0]!.id, quantity: 10, configuration: {} }],
      invoiceAddress: address,
      deliveryAddress: address,
      invoiceEmail: 'rechnungen@muster-logistik.ch',
      deliveryMode: 'DELIVERY',
      requestedDeliveryDate: null,
      paymentMethodId: 2,
      termsAccepted: true,
      idempotencyKey: `admin-configurator-${Date.now()}`,
    }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return (JSON.parse(text) as { quote: { id: number; formattedId: string } }).quote;
}

describe.skipIf(skipBrowserTests)('staff configurator in Chromium', () => {
  const sessions = useShopSessions(baseUrl, SHOTS_DIR, 'admin-');

  /** The quote page as the admin the start script created, at `width` px, on `path`. */
  async function staffPage(width: number, path: string) {
    const { page, shop } = await sessions.open(width);
    await page.route('**/api/media/product-overview/**', (route) => route.fulfill({ status: 404, body: '' }));
    await sessions.login(page, shop, path, adminLogin());
    return page;
  }

  test('R001-2.30 R001-2.32 R001-2.33 a crate configured by staff is priced as the quote’s customer, highlighted as its own price, and added to the quote at that price', async () => {
    const quote = await customerQuote();
    const page = await staffPage(1400, `/admin/quote/${quote.id}`);
    await page.getByRole('heading', { name: `Offerte ${quote.formattedId}` }).waitFor();
    await page.getByRole('link', { name: 'Produkt hinzufügen' }).click();
    const select = page.getByRole('dialog', { name: 'Produkt hinzufügen' });
    await configureCrate(page, select, select);

    const dialog = page.getByRole('dialog', { name: 'Produkt konfigurieren' });
    await dialog.waitFor();
    await fillCrate(dialog, 1200, 800, 800);
    await dialog.getByLabel('Menge').fill('2');
    await dialog.getByRole('button', { name: 'Preis berechnen' }).click();
    await page.waitForURL(/menge=2/);
    await drawnFor(dialog, 2, [1200, 800]);
    const customerPrice = dialog.getByTestId('configurator-customer-price');
    // Muster Logistik's own EXCEL record prices the crate: individually overridden, highlighted.
    await customerPrice.filter({ hasText: 'individuell' }).waitFor();
    const shown = ((await customerPrice.textContent()) ?? '').match(/CHF ([\d’']+\.\d{2})/)?.[1];
    expect(shown).toBeTruthy();
    expect(await customerPrice.locator('xpath=ancestor::tr').getAttribute('class')).toContain('admin-highlight');
    expect(await dialog.getByRole('row', { name: /Offertkunde/ }).count()).toBe(1);
    await sessions.shot(page, 'quote-configurator-1400');

    // The customer price selector: an unknown customer number is said at the form, not a broken page.
    await dialog.getByLabel('Preise als Kunde Nr.').fill('999999');
    await dialog.getByRole('button', { name: 'Preis berechnen' }).click();
    await page.waitForURL(/alsKunde=999999/);
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByRole('alert').textContent()).toMatch(/Kunde/);
    await page.goBack();
    await customerPrice.filter({ hasText: 'individuell' }).waitFor();
    await drawnFor(dialog, 2, [1200, 800]);

    // Added to the quote at Muster's price.
    await dialog.getByRole('button', { name: 'Hinzufügen' }).click();
    await page.locator('.toast').filter({ hasText: `hinzugefügt (CHF ${shown}/Stk.)` }).waitFor();
    await dialog.getByRole('link', { name: 'Schliessen' }).click();
    const positions = page.getByRole('table', { name: 'Positionen' });
    await positions.getByText('KISTE_0001').waitFor();
    const row = positions.locator('tbody tr').filter({ hasText: 'KISTE_0001' });
    expect(await row.getByLabel(/^Menge /).inputValue()).toBe('2');
    expect((await row.getByLabel(/^Preis /).inputValue()).replace(/[’']/g, '')).toBe(shown!.replace(/[’']/g, ''));
  });

  test('R001-2.32 R001-7.100 staff create a customer product from a configured crate for Muster Logistik; Muster finds it in “Meine Produkte” at the configured price (decision 976)', async () => {
    const quote = await customerQuote();
    const page = await staffPage(1400, `/admin/quote/${quote.id}?produkt=KISTE_0001`);
    await page.getByRole('dialog', { name: 'Produkt hinzufügen' }).getByRole('link', { name: /^Konfigurieren: / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Produkt konfigurieren' });
    await dialog.waitFor();
    await fillCrate(dialog, 1300, 900, 700);
    const customerPrice = dialog.getByTestId('configurator-customer-price');
    await dialog.getByRole('button', { name: 'Preis berechnen' }).click();
    await page.waitForURL(/Innenl%C3%A4nge=1300|Innenlänge=1300/);
    await drawnFor(dialog, 1, [1300, 900, 700]);
    await customerPrice.filter({ hasText: 'individuell' }).waitFor();
    const shown = ((await customerPrice.textContent()) ?? '').match(/CHF ([\d’']+\.\d{2})/)?.[1];
    expect(shown).toBeTruthy();

    await dialog.getByText('Als Kundenprodukt anlegen', { exact: true }).click();
    const form = dialog.getByRole('form', { name: 'Als Kundenprodukt anlegen' });
    // The customer of the price selector (the quote's: Muster), a name from the configuration, the next article number.
    const musterId = await form.getByLabel('Kunde Nr.').inputValue();
    expect(Number(musterId)).toBeGreaterThan(0);
    expect(await form.getByLabel('Bezeichnung').inputValue()).toMatch(/^Holzkiste nach Mass, .*1300 mm/);
    const articleNumber = await form.getByLabel('Artikelnummer', { exact: true }).inputValue();
    expect(articleNumber).toMatch(/^KISTE_\d{4}$/);
    const name = `Kiste Muster 1300 × 900 × 700 ${Date.now()}`;
    await form.getByLabel('Bezeichnung').fill(name);
    await form.getByLabel('Artikelnummer des Kunden').fill('ML-KI-1300');
    // The dialog scrolls on its own: the form in view, the viewport shot.
    await form.getByRole('button', { name: 'Kundenprodukt anlegen' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/staffprod-create-customer-product-1400.png` });
    await form.getByRole('button', { name: 'Kundenprodukt anlegen' }).click();
    await page.locator('.toast').filter({ hasText: `Kundenprodukt ${articleNumber}` }).waitFor();

    // Muster Logistik sees it in 'Meine Produkte', with its own number and the configured price.
    for (const width of [1400, 375]) {
      const { page: buyer, shop } = await sessions.open(width);
      await buyer.route('**/api/media/product-overview/**', (route) => route.fulfill({ status: 404, body: '' }));
      await sessions.login(buyer, shop, '/favoriten/meine-produkte', demoLogins.company);
      const item = buyer.locator(`li[data-article-number="${articleNumber}"]`).first();
      await item.getByText(name).waitFor();
      expect(await item.textContent()).toContain('ML-KI-1300');
      const price = (await item.getByTestId('favourite-price').textContent()) ?? '';
      expect(price.replace(/[’']/g, '')).toContain(shown!.replace(/[’']/g, ''));
      await item.scrollIntoViewIfNeeded();
      await buyer.screenshot({ path: `${SHOTS_DIR}/staffprod-meine-produkte-${width}.png`, fullPage: false });
      expect(await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    }
  });

  test('the staff configurator at 375 px fits the phone', async () => {
    const quote = await customerQuote();
    const page = await staffPage(375, `/admin/quote/${quote.id}?produkt=KISTE_0001`);
    await page.getByRole('dialog', { name: 'Produkt hinzufügen' }).getByRole('link', { name: /^Konfigurieren: / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Produkt konfigurieren' });
    await dialog.getByTestId('configurator-customer-price').waitFor();
    await sessions.shot(page, 'quote-configurator-375');
    await dialog.getByText('Als Kundenprodukt anlegen', { exact: true }).click();
    const createForm = dialog.getByRole('form', { name: 'Als Kundenprodukt anlegen' });
    await createForm.getByRole('button', { name: 'Kundenprodukt anlegen' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS_DIR}/staffprod-create-customer-product-375.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('R001-2.32 R001-6.01 R001-7.100 staff with only CREATE_PRODUCT_IN_CONFIGURATOR open /admin/configurator from the menu and create a configured crate for Muster Logistik (decision 979)', async () => {
    const login = { email: `nur.konfigurator.${Date.now()}@example.ch`, password: 'Nur-Konfigurator-2026!' };
    const staff = await adminCall('PUT', '/api/customers', { companyInfo: { name: 'Konfigurator Test', invoiceEmail: login.email }, users: { added: [{ email: login.email, password: login.password, permissions: [8] }] } });
    expect(staff.status).toBe(201);
    const muster = (await (await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify(demoLogins.company) })).json()) as { payload: { customerId: number } };
    let articleNumber = '';
    for (const width of [1400, 375]) {
      const { page, shop } = await sessions.open(width);
      await sessions.login(page, shop, '/admin', login);
      const menu = page.getByRole('navigation', { name: 'Back Office' });
      if (width === 375) await page.getByRole('button', { name: /^Menü/ }).click();
      expect(await menu.getByRole('link').allTextContents()).toEqual(['Übersicht', 'Konfigurator']);
      await menu.getByRole('link', { name: 'Konfigurator' }).click();
      await page.getByRole('heading', { name: 'Konfigurator' }).waitFor();
      await configureCrate(page, page.getByRole('search', { name: 'Konfigurierbare Produkte suchen' }), page.getByRole('list', { name: 'Konfigurierbare Produkte' }));
      const configuration = page.getByRole('form', { name: 'Konfiguration' });
      // A width on the attribute's 10 mm step (decision 1088): 2300 and 1280 mm.
      await fillCrate(configuration, 1400, 900 + Math.round(width / 10) * 10, 600);
      await configuration.getByRole('button', { name: 'Übernehmen' }).click();
      await page.waitForURL(/Innenl%C3%A4nge=1400|Innenlänge=1400/);
      const form = page.getByRole('form', { name: 'Als Kundenprodukt anlegen' });
      // The address bar changes before React has drawn the new loader data (a transition): wait for the redrawn name.
      await expect.poll(() => form.getByLabel('Bezeichnung').inputValue(), { timeout: 15_000 }).toMatch(/^Holzkiste nach Mass, .*1400 mm/);
      articleNumber = await form.getByLabel('Artikelnummer', { exact: true }).inputValue();
      expect(articleNumber).toMatch(/^KISTE_\d{4}$/);
      await form.getByLabel('Kunde Nr.').fill(String(muster.payload.customerId));
      await form.getByLabel('Artikelnummer des Kunden').fill(`ML-KONF-${width}`);
      await form.getByRole('button', { name: 'Kundenprodukt anlegen' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS_DIR}/staffcfg-configurator-${width}.png`, fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await form.getByRole('button', { name: 'Kundenprodukt anlegen' }).click();
      await page.locator('.toast').filter({ hasText: `Kundenprodukt ${articleNumber}` }).waitFor();
      await page.screenshot({ path: `${SHOTS_DIR}/staffcfg-configurator-created-${width}.png` });
      // The quote desk stays closed to this user.
      await page.goto(`${baseUrl}/admin/Quotes`);
      await page.waitForURL(/\/user\/login\?redirectTo=/);
    }
    // The last one is Muster's product with its own article number: Muster finds it in 'Meine Produkte'
    // (the customer links are not part of the public /api/product answer, decision 1172).
    const { page: buyer, shop } = await sessions.open(1400);
    await sessions.login(buyer, shop, '/favoriten/meine-produkte', demoLogins.company);
    const item = buyer.locator(`li[data-article-number="${articleNumber}"]`).first();
    await item.waitFor();
    expect(await item.textContent()).toContain('ML-KONF-375');
  });
});
