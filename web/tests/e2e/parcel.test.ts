import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { checkAccessibility, takeAccessibilityViolations } from './axe';
import { skipBrowserTests, useShopBrowser } from './browser';
import type { ShopPage } from './pages';
import { fillGuestInvoice, orderByNumber } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

/**
 * Parcels by Swiss Post beside the truck (decision 1140) and the one delivery-date rule
 * (decision 1141), in Chromium and in German: two small crates (KISTE_0004, 15 kg, 600 × 400 ×
 * 400 mm inside, so 65 × 45 × 45 cm outside) to 2000 Neuchâtel. The summary offers the parcel and
 * the truck, cheaper first, each with its CHF price and expected date; choosing the parcel
 * re-prices the freight; the order, its PDF and the back office's order desk name the parcel; no
 * expected date is before the earliest date the delivery step states. Anna (prepayment) at
 * 1400 px, a guest (invoice) at 375 px; screenshots in SHOTS_DIR.
 */

const { baseUrl } = shopUnderTest();
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';
const COMPLETED = 'Vielen Dank für Ihre Bestellung! Sie erhalten eine Bestätigung per E-Mail.';
/** The parcel's name in the shop, on the PDF and at the desk (engine/src/shipping/delivery.ts, decision 1140). */
const PARCEL = 'Paket (Post)';
const CRATE = 'KISTE_0004';
const NEUCHATEL = { name: 'Atelier Lac SA', street: 'Rue du Seyon 10', zipCode: '2000', city: 'Neuchâtel' };

/** 'Fr., 04.12.2026' (or any text holding a dd.mm.yyyy date) → '2026-12-04'. */
function isoDateIn(text: string): string {
  const match = text.match(/(\d{2})\.(\d{2})\.(\d{4})/);
  if (!match) throw new Error(`no date in «${text}»`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** 'CHF 1'234.50' → 1234.5. */
const amountIn = (text: string): number => Number(text.match(/CHF\s*([\d'’]+\.\d{2})/)![1]!.replace(/['’]/g, ''));

describe.skipIf(skipBrowserTests)('parcels by Swiss Post in the checkout (decisions 1140, 1141)', () => {
  const browser = useShopBrowser(baseUrl, { lifetime: 'test', withoutProductPictures: true, shotsDir: SHOTS_DIR, shotPrefix: 'parcel-' });
  const next = (page: Page) => page.getByRole('button', { name: 'Weiter' }).click();

  /** The page has no sideways scrolling (the 375 px screenshots must not hide an overflow). */
  async function expectNoOverflow(page: Page, what: string) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(0);
  }

  /** Two crates into the cart (the cart's quantity), the cart page open. */
  async function twoCratesInCart(page: Page, shop: ShopPage) {
    await shop.open(`/products/${CRATE}`);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.getByRole('status').filter({ hasText: 'im Warenkorb' }).waitFor();
    await shop.open('/checkout/');
    const card = page.locator('.cart-item').first();
    await card.waitFor();
    await card.getByLabel('Menge').fill('2');
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cart-item:')).map((key) => (JSON.parse(localStorage.getItem(key)!) as { quantity?: number }).quantity))).toEqual([2]);
  }

  /** On the delivery step: a new address in Neuchâtel, as soon as possible; the earliest date the step states ('Frühestens …'). */
  async function deliverToNeuchatel(page: Page): Promise<string> {
    await page.waitForURL(/\/checkout\/delivery-address$/);
    await page.getByLabel('Neue Adresse').check();
    await page.fill('[name="address.name"]', NEUCHATEL.name);
    await page.fill('[name="address.street"]', NEUCHATEL.street);
    await page.fill('[name="address.zipCode"]', NEUCHATEL.zipCode);
    await page.fill('[name="address.city"]', NEUCHATEL.city);
    await page.locator('#field-address-country').selectOption('CH');
    const hint = (await page.locator('#delivery-date-hint').textContent()) ?? '';
    expect(hint).toMatch(/^Frühestens /);
    await next(page);
    return isoDateIn(hint);
  }

  /**
   * The summary's choice (decision 1140) and dates (decision 1141), then the parcel chosen and
   * ordered; answers the order number and the parcel's freight.
   */
  async function chooseParcelAndOrder(page: Page, width: number, earliest: string): Promise<{ formattedId: string; parcelPrice: number }> {
    await page.waitForURL(/\/checkout\/summary$/);
    const way = page.getByRole('region', { name: 'Versandweg' });
    await way.waitFor();
    // Cheaper first: the parcel (2 × CHF 24.00 by the default tariff) before the truck.
    expect(await way.locator('[data-testid^="way-"]').evaluateAll((labels) => labels.map((label) => label.getAttribute('data-testid')))).toEqual(['way-PARCEL', 'way-DELIVERY']);
    const parcelText = (await page.getByTestId('way-PARCEL').textContent()) ?? '';
    const truckText = (await page.getByTestId('way-DELIVERY').textContent()) ?? '';
    expect(parcelText).toMatch(new RegExp(`^${PARCEL.replace(/[()]/g, '\\$&')}CHF [\\d']+\\.\\d{2}2 Pakete · Zustellung voraussichtlich \\S+ \\d{2}\\.\\d{2}\\.\\d{4}$`));
    expect(truckText).toMatch(/^Lieferung mit LastwagenCHF [\d']+\.\d{2}Zustellung voraussichtlich \S+ \d{2}\.\d{2}\.\d{4}$/);
    const parcelPrice = amountIn(parcelText);
    const truckPrice = amountIn(truckText);
    expect(parcelPrice).toBe(48);
    expect(parcelPrice).toBeLessThan(truckPrice);
    // Never before the earliest date (decision 1141): the truck on it, the parcel a working day after.
    const parcelDate = isoDateIn(parcelText);
    const truckDate = isoDateIn(truckText);
    expect(truckDate >= earliest, `truck ${truckDate} before the earliest ${earliest}`).toBe(true);
    expect(parcelDate > earliest, `parcel ${parcelDate} not after the earliest ${earliest}`).toBe(true);

    // The truck is what the delivery step chose: its freight stands in the totals so far.
    const shipping = page.getByTestId('summary-shipping');
    expect(amountIn((await shipping.textContent())!)).toBe(truckPrice);
    const truckTotal = (await page.getByTestId('summary-grand-total').textContent())!;
    expect(isoDateIn((await page.getByTestId('summary-expected').textContent())!)).toBe(truckDate);
    await expectNoOverflow(page, 'the summary');
    await browser.shot(page, `summary-truck-${width}`);

    // Choosing the parcel re-prices the freight at once.
    await page.getByTestId('way-PARCEL').click();
    await expect.poll(() => shipping.textContent(), { timeout: 15_000 }).toBe('CHF 48.00');
    expect(await page.getByTestId('way-PARCEL').locator('input').isChecked()).toBe(true);
    const parcelTotal = (await page.getByTestId('summary-grand-total').textContent())!;
    expect(parcelTotal).not.toBe(truckTotal);
    expect(amountIn(truckTotal) - amountIn(parcelTotal)).toBeGreaterThan(truckPrice - parcelPrice);
    // The delivery block names the parcel, and its expected date is the parcel's (decision 1141).
    const deliveryBlock = page.locator('.checkout-summary__block').filter({ has: page.getByRole('heading', { name: 'Lieferadresse' }) });
    expect(await deliveryBlock.textContent()).toContain(PARCEL);
    expect(await deliveryBlock.textContent()).toContain(`${NEUCHATEL.zipCode} ${NEUCHATEL.city}`);
    const expected = isoDateIn((await page.getByTestId('summary-expected').textContent())!);
    expect(expected).toBe(parcelDate);
    expect(expected >= earliest).toBe(true);
    // axe on the summary with the parcel chosen, here rather than only at the end of the test.
    await checkAccessibility(page, 'parcel chosen');
    expect(takeAccessibilityViolations()).toEqual([]);
    await expectNoOverflow(page, 'the summary with the parcel');
    await browser.shot(page, `summary-parcel-${width}`);

    await page.getByLabel('Ich akzeptiere die Allgemeinen Geschäftsbedingungen.').check();
    await page.getByRole('button', { name: 'Bestellen' }).click();
    await page.waitForURL(/\/checkout\/completed$/);
    await page.getByText(COMPLETED).waitFor();
    await expectNoOverflow(page, 'the confirmation');
    await browser.shot(page, `completed-${width}`);
    const formattedId = (await page.getByTestId('order-number').textContent())!.match(/B-\d{4}-\d{6}/)![0];
    // The confirmation names the way the goods travel.
    expect(await page.getByTestId('order-delivery').textContent()).toBe('Lieferart: Paket (Post)');
    return { formattedId, parcelPrice };
  }

  /** The stored order, its PDF and the back office's order desk name the parcel (type MAIL 3, decision 1140). */
  async function expectParcelOrder(formattedId: string, paymentMethodId: number) {
    const order = await orderByNumber(formattedId);
    expect(order).toMatchObject({ deliveryType: 3, deliveryCost: '48.00', paymentMethodId });
    expect(order.deliveryAddress).toMatchObject({ zipCode: NEUCHATEL.zipCode, city: NEUCHATEL.city });

    const { page, shop } = await browser.staff(1400);
    await shop.open(`/admin/order/${order.id}`);
    const deliveryType = page.getByRole('form', { name: 'Kopfdaten' }).locator('select[name="deliveryType"]');
    await deliveryType.waitFor();
    expect(await deliveryType.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(PARCEL);
    await browser.shot(page, `desk-${formattedId}-1400`);
    await shop.open(`/admin/orders?q=${encodeURIComponent(formattedId)}`);
    const row = page.getByRole('row').filter({ hasText: formattedId });
    await row.first().waitFor();
    expect(await row.first().textContent()).toContain(PARCEL);

    const pdf = await page.request.get(`${baseUrl}/admin/order/${order.id}/pdf`);
    expect(pdf.status()).toBe(200);
    const file = join(tmpdir(), `parcel-${order.id}.pdf`);
    writeFileSync(file, await pdf.body());
    const pdfText = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(pdfText).toContain(PARCEL);
    expect(pdfText).toContain(`${NEUCHATEL.zipCode} ${NEUCHATEL.city}`);
    expect(pdfText).toContain('48.00');
    expect(pdfText).not.toContain('Lastwagen');
  }

  test('R000-3.47 Anna orders two crates to Neuchâtel at 1400 px: parcel cheaper than the truck, chosen, paid in advance; order, PDF and desk name the parcel', async () => {
    const { page, shop } = await browser.open(1400);
    await shop.login(demoLogins.person);
    await twoCratesInCart(page, shop);
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/checkout\/invoice$/);
    await next(page);
    const earliest = await deliverToNeuchatel(page);
    await page.waitForURL(/\/checkout\/payment$/);
    await page.getByLabel('Vorauskasse', { exact: true }).check();
    await next(page);
    const { formattedId } = await chooseParcelAndOrder(page, 1400, earliest);

    // Anna's own order page names the parcel too.
    await shop.open(`/user/profile/bestellungen/${encodeURIComponent(formattedId)}`);
    expect(await page.locator('.order-page').textContent()).toContain(PARCEL);
    await browser.shot(page, 'customer-order-1400');
    await expectParcelOrder(formattedId, 2);
  }, 120_000);

  test('R000-3.47 a guest orders two crates to Neuchâtel at 375 px: parcel cheaper than the truck, chosen, on invoice; order, PDF and desk name the parcel', async () => {
    const { page, shop } = await browser.open(375);
    await twoCratesInCart(page, shop);
    await fillGuestInvoice(page, `paket-${Date.now()}@example.ch`);
    await next(page);
    const earliest = await deliverToNeuchatel(page);
    await page.waitForURL(/\/checkout\/payment$/);
    await page.getByLabel('Rechnung', { exact: true }).check();
    await next(page);
    const { formattedId } = await chooseParcelAndOrder(page, 375, earliest);
    await expectParcelOrder(formattedId, 1);
  }, 120_000);
});
