import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { screenshotPath, skipBrowserTests, useShopBrowser } from './browser';
import type { ShopPage } from './pages';
import { adminCall, decodedMailsTo, waitUntil } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();
const COMPLETED = 'Vielen Dank für Ihre Bestellung! Sie erhalten eine Bestätigung per E-Mail.';
const guestAddress = { name: 'Quote E2E AG', street: 'Industriestrasse 7', zipCode: '4600', city: 'Olten', country: 'CH' };

const mailsTo = decodedMailsTo;
const waitFor = waitUntil;

async function productId(articleNumber: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/product?articleNumber=${articleNumber}`);
  const body = (await response.json()) as { items: { id: number }[] };
  const id = body.items[0]?.id;
  if (!id) throw new Error(`no product ${articleNumber}`);
  return id;
}

interface PlacedQuote {
  quote: { id: number; formattedId: string; uuid: string; state: string };
  created: boolean;
}

describe('quotes over HTTP', () => {
  test('R000-7.28 R001-5.26 R001-7.078 GET /api/quote/for-checkout answers 200 with an empty (null) body for an unknown quote or PIN', async () => {
    const response = await fetch(`${baseUrl}/api/quote/for-checkout?uuid=${crypto.randomUUID()}&pin=0000`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('null');
    const garbage = await fetch(`${baseUrl}/api/quote/for-checkout`);
    expect(garbage.status).toBe(200);
    expect(await garbage.json()).toBeNull();
  });

  test('R001-7.075 GET /api/quote needs a login; quote administration needs ADMIN_QUOTE', async () => {
    expect((await fetch(`${baseUrl}/api/quote`)).status).toBe(401);
    expect((await fetch(`${baseUrl}/api/quote/1/notification`, { method: 'PUT' })).status).toBe(401);
    expect((await adminCall('GET', '/api/quote')).status).toBe(200);
  });
});

describe.skipIf(skipBrowserTests)('quote checkout in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let shop: ShopPage;
  const browser = useShopBrowser(baseUrl, { lifetime: 'test', withoutProductPictures: true });

  async function newPage(options: { javaScriptEnabled?: boolean } = {}) {
    ({ context, page, shop } = await browser.open(1280, 'de-CH', { javaScriptEnabled: options.javaScriptEnabled ?? true }));
  }

  /** A guest requests a quote from the shop page (POST /api/quote, as the checkout does). */
  async function requestQuote(invoiceEmail: string): Promise<PlacedQuote> {
    const id = await productId('KISTE_0002');
    return page.evaluate(
      async ({ id, invoiceEmail, address }) => {
        const response = await fetch('/api/quote', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            cartItems: [{ productId: id, quantity: 4, configuration: {} }],
            invoiceAddress: address,
            deliveryAddress: address,
            invoiceEmail,
            deliveryMode: 'DELIVERY',
            paymentMethodId: 2,
            idempotencyKey: `e2e-quote-${crypto.randomUUID()}`,
            contact: { firstName: 'Quirin', lastName: 'Offerte' },
          }),
        });
        if (response.status !== 200) throw new Error(`POST /api/quote ${response.status}: ${await response.text()}`);
        return (await response.json()) as PlacedQuote;
      },
      { id, invoiceEmail, address: guestAddress },
    );
  }

  /** The admin sends the quote; the link and the PIN are read from the mail the SMTP server got. */
  async function sendQuote(quote: PlacedQuote['quote'], invoiceEmail: string): Promise<{ link: string; pin: string }> {
    const response = await adminCall('PUT', `/api/quote/${quote.id}/notification`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ sentToCustomer: true });
    const mail = await waitFor(() => mailsTo(invoiceEmail).find((text) => text.includes(`Ihre Offerte ${quote.formattedId}`)), `the quote mail to ${invoiceEmail}`);
    const link = mail.match(/https?:\/\/\S+\/checkout-quote\/[0-9a-f-]{36}/)?.[0];
    const pin = mail.match(/Ihre PIN: (\d+)/)?.[1];
    if (!link || !pin) throw new Error(`no link or PIN in the mail:\n${mail}`);
    expect(link).toBe(`${baseUrl}/checkout-quote/${quote.uuid}`);
    return { link, pin };
  }

  /** Logs in as the demo person and requests a quote through the checkout's summary ('Offerte anfordern'). */
  async function requestQuoteThroughCheckout(): Promise<PlacedQuote> {
    await shop.open('/user/login');
    await page.fill('[name="email"]', demoLogins.person.email);
    await page.fill('[name="password"]', demoLogins.person.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
    await shop.open('/products/KISTE_0002');
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('status').filter({ hasText: 'im Warenkorb' }).waitFor();
    await shop.open('/checkout/');
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/checkout\/invoice$/);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/\/checkout\/delivery-address$/);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/\/checkout\/payment$/);
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/\/checkout\/summary$/);
    await page.getByRole('button', { name: 'Offerte anfordern' }).click();
    await page.waitForURL(/\/checkout\/completed\?offerte=/);
    const formattedId = new URL(page.url()).searchParams.get('offerte')!;
    expect(formattedId).toMatch(/^O-\d{4}-\d{6}$/);
    const listed = await adminCall('GET', `/api/quote?id=${Number(formattedId.split('-').at(-1))}`);
    const [quote] = ((await listed.json()) as { items: PlacedQuote['quote'][] }).items;
    expect(quote).toMatchObject({ formattedId, state: 'OPEN' });
    return { quote: quote!, created: true };
  }

  test('R000-1.18 R000-1.19 R001-1.11 R001-1.12 R000-2.39 R000-2.40 R000-7.25 R000-7.26 R000-7.27 R000-7.28 R001-7.065 R001-7.074 R001-7.079 R000-4.42 a quote is requested from the checkout summary, mailed with link and PIN, opened with its PIN and ordered; a wrong PIN shows nothing', async () => {
    await newPage();
    const email = demoLogins.person.email;
    const placed = await requestQuoteThroughCheckout();
    await context.close();
    await newPage();
    const { link, pin } = await sendQuote(placed.quote, email);

    // The API answers nothing for a wrong PIN, the quote for the right one.
    const wrongApi = await fetch(`${baseUrl}/api/quote/for-checkout?uuid=${placed.quote.uuid}&pin=000000`);
    expect(await wrongApi.json()).toBeNull();

    await shop.open(new URL(link).pathname);
    await shop.waitForHeading('Offerte Bestellen');
    // A wrong PIN: no quote data on the page.
    await page.fill('[name="pin"]', pin === '111111' ? '222222' : '111111');
    await page.getByRole('button', { name: 'Offerte öffnen' }).click();
    await page.getByRole('alert').filter({ hasText: 'PIN ist falsch' }).waitFor();
    expect(await page.locator('table.quote-positions').count()).toBe(0);
    expect(await page.content()).not.toContain(placed.quote.formattedId);

    // The right PIN: the positions, prepayment chosen, then 'Bestellen'.
    await page.fill('[name="pin"]', pin);
    await page.getByRole('button', { name: 'Offerte öffnen' }).click();
    await page.locator('table.quote-positions').waitFor();
    await expect(page.locator('h2').textContent()).resolves.toBe(`Offerte ${placed.quote.formattedId}`);
    await expect(page.locator('table.quote-positions tbody tr').count()).resolves.toBe(1);
    await expect(page.locator('table.quote-positions').textContent()).resolves.toContain('fest');
    await expect(page.locator('input[name="paymentMethodId"][value="2"]').isChecked()).resolves.toBe(true);
    await expect(page.locator('input[name="invoiceAddress.name"]').inputValue()).resolves.toBe('Anna Muster');
    await page.screenshot({ path: screenshotPath('quote-checkout-1280'), fullPage: true });
    // Without the terms the spec's message.
    await page.getByRole('button', { name: 'Bestellen' }).click();
    await page.getByRole('alert').filter({ hasText: 'Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.' }).waitFor();
    await page.check('input[name="termsAccepted"]');
    await page.getByRole('button', { name: 'Bestellen' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/completed');
    await page.getByText(COMPLETED).waitFor();
    // The completed page names the order placed from the quote (the draft cookie remembers it).
    await page.getByTestId('order-number').waitFor();

    const listed = await adminCall('GET', `/api/quote?id=${placed.quote.id}`);
    const [quote] = ((await listed.json()) as { items: { state: string; orderId: number | null }[] }).items;
    expect(quote).toMatchObject({ state: 'ORDERED' });
    const orderResponse = await adminCall('GET', `/api/order?id=${quote!.orderId}`);
    const [order] = ((await orderResponse.json()) as { items: { paymentMethodId: number; invoiceEmail: string }[] }).items;
    expect(order).toMatchObject({ paymentMethodId: 2, invoiceEmail: email });
    // Ordered once: the link now shows nothing, even with the right PIN.
    expect(await (await fetch(`${baseUrl}/api/quote/for-checkout?uuid=${placed.quote.uuid}&pin=${pin}`)).json()).toBeNull();
  });

  test('R000-1.15 R000-2.47 a logged-in customer’s own quotes are listed in the profile with state, validity and the link to order', async () => {
    await newPage();
    await shop.open('/user/login');
    await page.fill('[name="email"]', demoLogins.person.email);
    await page.fill('[name="password"]', demoLogins.person.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/user/login'));
    const placed = await requestQuote(demoLogins.person.email);
    await shop.open('/user/profile/offerten');
    const item = page.locator(`li[data-quote-state="OPEN"]`).filter({ hasText: placed.quote.formattedId });
    await item.waitFor();
    await expect(item.textContent()).resolves.toMatch(/Offen.*Gültig bis \d{2}\.\d{2}\.\d{4}/);
    // Requested, not yet sent by staff: nothing to order yet (decision 813).
    await expect(item.textContent()).resolves.toContain('in Bearbeitung');
    expect(await item.getByRole('link', { name: 'Offerte bestellen' }).count()).toBe(0);
    expect((await adminCall('PUT', `/api/quote/${placed.quote.id}/notification`)).status).toBe(200);
    await shop.open('/user/profile/offerten');
    await expect(item.getByRole('link', { name: 'Offerte bestellen' }).getAttribute('href')).resolves.toBe(`/checkout-quote/${placed.quote.uuid}`);
    await page.screenshot({ path: screenshotPath('quote-profile-1280'), fullPage: true });
  });

  /**
   * Submits a form of a page without JavaScript and waits until the answer's document has loaded
   * whole. (`waitForLoadState('load')` beside the click answers at once for the page already
   * loaded, and the answer streams in: the table can be there before the buttons below it.)
   */
  async function submitWithoutJavaScript(buttonName: string): Promise<void> {
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: buttonName }).click()]);
  }

  test('R000-2.39 the PIN form works before JavaScript, also without a uuid in the path; an expired quote says so and offers no order button', async () => {
    await newPage();
    await shop.open('/');
    const email = `offerte-abgelaufen-${Date.now()}@example.ch`;
    const placed = await requestQuote(email);
    const { pin } = await sendQuote(placed.quote, email);
    await context.close();

    await newPage({ javaScriptEnabled: false });
    await page.goto(`${baseUrl}/checkout-quote`);
    await expect(page.locator('main h1').textContent()).resolves.toBe('Offerte Bestellen');
    await page.fill('[name="uuid"]', placed.quote.uuid);
    await page.fill('[name="pin"]', pin);
    await submitWithoutJavaScript('Offerte öffnen');
    await page.locator('table.quote-positions').waitFor();
    await expect(page.getByRole('button', { name: 'Bestellen' }).count()).resolves.toBe(1);

    // The back office shortens the validity to 0 days: the quote has expired.
    expect((await adminCall('PUT', `/api/quote/${placed.quote.id}`, { validityDuration: 0 })).status).toBe(200);
    await page.goto(`${baseUrl}/checkout-quote/${placed.quote.uuid}`);
    await page.fill('[name="pin"]', pin);
    await submitWithoutJavaScript('Offerte öffnen');
    await page.getByText('Diese Offerte ist abgelaufen und kann nicht mehr bestellt werden.').waitFor();
    await expect(page.getByRole('button', { name: 'Bestellen' }).count()).resolves.toBe(0);
  });
});
