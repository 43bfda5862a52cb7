import { describe, expect, inject, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { skipBrowserTests, useShopSessions } from './browser';
import { adminLogin } from './shop-helpers';

/**
 * The staff configurator in the quote's product-select modal (issues 13/19, R001-2.32, R001-2.33)
 * in Chromium: Muster Logistik asks for a quote; staff open it, configure a crate, see it priced
 * as Muster (its own EXCEL record: highlighted as individually overridden) beside the price
 * without a record, look at it as another customer through the price selector, and add it to the
 * quote at Muster's price. Screenshots at 1400 and 375 px in SHOTS_DIR.
 */

const { baseUrl } = inject('e2e');
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';
const json = { 'content-type': 'application/json' };

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
    await select.getByLabel('Name oder Artikelnummer').fill('KISTE_0001');
    await select.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/produkt=KISTE_0001/);
    await select.getByRole('link', { name: /^Konfigurieren: / }).first().click();

    const dialog = page.getByRole('dialog', { name: 'Produkt konfigurieren' });
    await dialog.waitFor();
    await dialog.getByLabel(/^Innenlänge/).fill('1200');
    await dialog.getByLabel(/^Innenbreite/).fill('800');
    await dialog.getByLabel(/^Innenhöhe/).fill('800');
    await dialog.getByLabel('Menge').fill('2');
    await dialog.getByRole('button', { name: 'Preis berechnen' }).click();
    await page.waitForURL(/menge=2/);
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

  test('the staff configurator at 375 px fits the phone', async () => {
    const quote = await customerQuote();
    const page = await staffPage(375, `/admin/quote/${quote.id}?produkt=KISTE_0001`);
    await page.getByRole('dialog', { name: 'Produkt hinzufügen' }).getByRole('link', { name: /^Konfigurieren: / }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Produkt konfigurieren' });
    await dialog.getByTestId('configurator-customer-price').waitFor();
    await sessions.shot(page, 'quote-configurator-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
