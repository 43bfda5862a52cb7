import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { pdfAttachmentsOf, readQrBill } from '../../../engine/test/qr-bill';
import { demoLogins } from '../../../fixtures/demo/customers';
import { screenshotPath, skipBrowserTests, useShopBrowser } from './browser';
import type { ShopPage } from './pages';
import { adminToken, fillGuestInvoiceFields, waitUntil } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();
const mailDir = shopUnderTest().mailDir;
const COMPLETED = 'Vielen Dank für Ihre Bestellung! Sie erhalten eine Bestätigung per E-Mail.';

interface ApiOrder {
  id: number;
  formattedId: string;
  customerId: number;
  paymentMethodId: number;
  paymentStatusId: number;
  grandTotal: string;
  invoiceEmail: string;
  hasVat: boolean;
}

/** An order as the back office's /api reads it. */
async function orderByNumber(formattedId: string): Promise<ApiOrder> {
  const id = Number(formattedId.split('-').at(-1));
  const response = await fetch(`${baseUrl}/api/order?id=${id}`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as ApiOrder[] | { items?: ApiOrder[] };
  const order = (Array.isArray(body) ? body : (body.items ?? []))[0];
  if (!order) throw new Error(`order ${formattedId} not found`);
  return order;
}

/** The .eml files the test SMTP server received for a recipient. */
function mailsTo(address: string): string[] {
  return readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(mailDir, name), 'latin1'))
    .filter((raw) => raw.toLowerCase().includes(address.toLowerCase()));
}

const waitFor = waitUntil;

describe('checkout over HTTP', () => {
  test('R000-2.36 a direct jump to a later step with no draft redirects to the cart', async () => {
    for (const path of ['/checkout/summary', '/checkout/payment', '/checkout/delivery-address', '/checkout/invoice']) {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/checkout/');
    }
    // The outcome pages are outside the guard (decision 106).
    expect((await fetch(`${baseUrl}/checkout/completed`, { redirect: 'manual' })).status).toBe(200);
    const failed = await fetch(`${baseUrl}/checkout/payment-failed`, { redirect: 'manual' });
    expect(failed.status).toBe(200);
    const html = await failed.text();
    expect(html).toContain('Zahlungsfehler');
    expect(html).toContain('Zurück zum Warenkorb');
  });
});

describe.skipIf(skipBrowserTests)('checkout in Chromium', () => {
  let page: Page;
  let shop: ShopPage;
  const browser = useShopBrowser(baseUrl, { lifetime: 'test', withoutProductPictures: true });

  async function newPage(width = 1280) {
    ({ page, shop } = await browser.open(width));
  }

  /** A screenshot of the page at desktop width and at 375 px. */
  async function snap(name: string) {
    await page.screenshot({ path: screenshotPath(`checkout-${name}-1280`), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: screenshotPath(`checkout-${name}-375`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  /** Puts a product into the cart from its page and presses 'Zur Kasse' on the cart page. */
  async function toCheckout(articleNumber = 'KISTE_0002') {
    await shop.open(`/products/${articleNumber}`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('status').filter({ hasText: 'im Warenkorb' }).waitFor();
    await shop.open('/checkout/');
    const button = page.getByRole('button', { name: 'Zur Kasse' });
    await button.waitFor();
    await snap('1-cart');
    await button.click();
  }

  async function next() {
    await page.getByRole('button', { name: 'Weiter' }).click();
  }

  async function order() {
    await page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.').check();
    await page.getByRole('button', { name: 'Bestellen' }).click();
  }

  test('R000-1.13 R000-2.28 R000-2.29 R000-2.30 R000-2.31 R000-2.32 R000-2.33 R000-2.38 R000-5.27 R000-8.15 R000-7.24 a guest orders with invoice: order in the database, the confirmation mail reached the SMTP server and its PDF carries a valid QR-bill', async () => {
    await newPage();
    await toCheckout();
    await page.waitForURL(/\/checkout\/signin$/);
    await shop.waitForHeading('Anmelden');
    expect(await page.getByRole('navigation', { name: 'Schritte der Bestellung' }).textContent()).toContain('Anmelden');
    await snap('2-signin');
    await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
    await page.waitForURL(/\/checkout\/invoice$/);
    await shop.waitForHeading('Rechnungsadresse');
    // Server-side validation in the user's language, per field.
    await next();
    await page.locator('.form-field__error').first().waitFor();
    expect(await page.locator('.form-field__error').first().textContent()).toBe('Eingabe erforderlich');
    await snap('3-invoice-errors');
    const invoiceEmail = `gast-${Date.now()}@example.ch`;
    await fillGuestInvoiceFields(page, invoiceEmail);
    await next();
    await page.waitForURL(/\/checkout\/delivery-address$/);
    await shop.waitForHeading('Lieferadresse');
    const dateOptions = await page.locator('#field-requestedDeliveryDate option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(dateOptions[0]).toBe('');
    expect(dateOptions.length).toBeGreaterThan(20);
    await page.selectOption('#field-requestedDeliveryDate', dateOptions[1]!);
    await snap('4-delivery');
    await next();
    await page.waitForURL(/\/checkout\/payment$/);
    await shop.waitForHeading('Bezahlung');
    await page.getByLabel('Rechnung', { exact: true }).check();
    await snap('5-payment');
    await next();
    await page.waitForURL(/\/checkout\/summary$/);
    await shop.waitForHeading('Zusammenfassung');
    expect(await page.getByTestId('summary-vat').textContent()).not.toBe('CHF 0.00');
    const grandTotal = (await page.getByTestId('summary-grand-total').textContent())!.replace(/[^\d.]/g, '');
    await page.fill('[name="orderReference"]', 'E2E-GAST-1');
    await page.getByRole('button', { name: 'Bestellen' }).click();
    await page.getByText('Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.').waitFor();
    await snap('6-summary-terms');
    await order();
    await page.waitForURL(/\/checkout\/completed$/);
    await page.getByText(COMPLETED).waitFor();
    await snap('7-completed');
    const formattedId = (await page.getByTestId('order-number').textContent())!.match(/B-\d{4}-\d{6}/)![0];
    // The local cart is emptied.
    await page.waitForFunction(() => Object.keys(localStorage).every((key) => !key.startsWith('cart-item:')));

    const placed = await orderByNumber(formattedId);
    expect(placed).toMatchObject({ paymentMethodId: 1, paymentStatusId: 2, invoiceEmail, hasVat: true, grandTotal });

    const mail = await waitFor(() => mailsTo(invoiceEmail)[0], `the confirmation mail to ${invoiceEmail}`);
    expect(mail).toContain(formattedId);
    const [pdf] = pdfAttachmentsOf(mail);
    expect(pdf).toBeDefined();
    const bill = await readQrBill(pdf!.content);
    expect(bill).toMatchObject({ currency: 'CHF', amount: grandTotal, referenceType: 'QRR' });
  });

  test('R000-2.37 R000-6.03 a registered customer skips sign-in and pays with TWINT through the simulator: the order becomes PAID', async () => {
    await newPage();
    await shop.login(demoLogins.person);
    await toCheckout();
    // Logged in: the sign-in step is left out, on to the invoice address with the saved address and the suggested e-mail.
    await page.waitForURL(/\/checkout\/invoice$/);
    expect(await page.getByRole('navigation', { name: 'Schritte der Bestellung' }).textContent()).not.toContain('Anmelden');
    expect(await page.inputValue('[name="invoiceEmail"]')).toBe(demoLogins.person.email);
    await next();
    await page.waitForURL(/\/checkout\/delivery-address$/);
    // The saved address that is the invoice address is offered once, as 'Wie Rechnungsadresse' (decision 1086).
    const offered = await page.locator('label.checkout-option address').allTextContents();
    expect(offered.length).toBeGreaterThan(0);
    expect(new Set(offered).size, offered.join(' | ')).toBe(offered.length);
    await next();
    await page.waitForURL(/\/checkout\/payment$/);
    expect(await page.getByLabel('Rechnung', { exact: true }).count()).toBe(0);
    await page.getByLabel('TWINT').check();
    await next();
    await page.waitForURL(/\/checkout\/summary$/);
    await order();
    await page.getByRole('button', { name: 'Bezahlen', exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('checkout-8-simulator-1280'), fullPage: true });
    await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
    await page.waitForURL(/\/checkout\/completed/);
    await page.getByText(COMPLETED).waitFor();
    const formattedId = (await page.getByTestId('order-number').textContent())!.match(/B-\d{4}-\d{6}/)![0];
    const paid = await waitFor(async () => {
      const found = await orderByNumber(formattedId);
      return found.paymentStatusId === 1 ? found : undefined;
    }, 'the order to be paid');
    expect(paid).toMatchObject({ paymentMethodId: 100, paymentStatusId: 1 });
  });

  test('R000-2.34 R000-2.35 a failed payment lands on Zahlungsfehler, the cart emptied into the open order, and the order can be paid afterwards', async () => {
    await newPage();
    await shop.login(demoLogins.person);
    await toCheckout();
    await page.waitForURL(/\/checkout\/invoice$/);
    await next();
    await page.waitForURL(/\/checkout\/delivery-address$/);
    await next();
    await page.waitForURL(/\/checkout\/payment$/);
    await page.getByLabel('Visa').check();
    await next();
    await page.waitForURL(/\/checkout\/summary$/);
    await order();
    await page.getByRole('button', { name: 'Zahlung ablehnen' }).click();
    await page.waitForURL(/\/checkout\/payment-failed/);
    await shop.waitForHeading('Zahlungsfehler');
    // The goods are in the open order: no way back to a cart that would order them twice, but on to shopping (decision 1167).
    expect(await page.getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Zurück zum Warenkorb' }).count()).toBe(0);
    await snap('9-payment-failed');
    const formattedId = (await page.getByRole('status').textContent())!.match(/B-\d{4}-\d{6}/)![0];
    expect((await orderByNumber(formattedId)).paymentStatusId).toBe(2);
    await page.getByRole('button', { name: 'Erneut bezahlen' }).click();
    await page.waitForURL(/\/pay\//);
    await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
    await page.waitForURL(/\/checkout\/completed/);
    await page.getByText(COMPLETED).waitFor();
    const paid = await waitFor(async () => {
      const found = await orderByNumber(formattedId);
      return found.paymentStatusId === 1 ? found : undefined;
    }, 'the order to be paid');
    expect(paid.paymentMethodId).toBe(104);
  });

  test('R000-2.36 R000-2.37 a direct jump to the summary with an empty draft redirects to the cart', async () => {
    await newPage(375);
    await shop.open('/checkout/summary');
    expect(new URL(page.url()).pathname).toBe('/checkout/');
    await shop.waitForHeading('Warenkorb');
  });
});
