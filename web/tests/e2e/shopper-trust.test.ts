import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { skipBrowserTests, useShopBrowser } from './browser';
import type { ShopPage } from './pages';
import { orderByNumber, waitUntil } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

/**
 * What a new shopper checks before trusting the shop, in Chromium at 1400 and 375 px:
 * - FedEx's expected dates are never before the earliest date the delivery step states, nor
 *   before the wish date chosen in its date picker (decision 1141);
 * - the board configurator marks Länge when OSB is longer than the material (decision 1168), and
 *   the pallet bed is sized by its Liegefläche with a price that follows it into the cart
 *   (decision 1169), in German, French and English;
 * - a declined payment leads to paying the same order: the cart names it and its link pays it
 *   (decision 1167), in French and English.
 * Screenshots in SHOTS_DIR (prefix 'trust-').
 */

const { baseUrl } = shopUnderTest();
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';

/** 'Fr., 04.12.2026' (or any text holding a dd.mm.yyyy date) → '2026-12-04'; every date in the text. */
function isoDatesIn(text: string): string[] {
  return [...text.matchAll(/(\d{2})\.(\d{2})\.(\d{4})/g)].map((match) => `${match[3]}-${match[2]}-${match[1]}`);
}

/** 'CHF 1'234.50 pro Stück' → 1234.5 (apostrophe or narrow space as the thousands mark). */
function amountIn(text: string): number {
  const match = text.match(/CHF\s*([\d'’\u202f\u00a0 ]+[.,]\d{2})/);
  if (!match) throw new Error(`no CHF amount in «${text}»`);
  return Number(match[1]!.replace(/['’\u202f\u00a0 ]/g, '').replace(',', '.'));
}

/** The shop's words a test clicks, per language (web/app/i18n/i18n-*.ts, engine/src/i18n/catalogue.ts). */
const WORDS = {
  de: { addToCart: 'In den Warenkorb', toCheckout: 'Zur Kasse', next: 'Weiter', order: 'Bestellen', failed: 'Zahlungsfehler', backToCart: 'Zurück zum Warenkorb', payOrder: 'Bestellung {id} bezahlen', payNow: 'Jetzt bezahlen', completed: 'Vielen Dank für Ihre Bestellung!' },
  fr: { addToCart: 'Ajouter au panier', toCheckout: 'Passer à la caisse', next: 'Continuer', order: 'Commander', failed: 'Erreur de paiement', backToCart: 'Retour au panier', payOrder: 'Payer la commande {id}', payNow: 'Payer maintenant', completed: 'Merci pour votre commande !' },
  en: { addToCart: 'Add to cart', toCheckout: 'Checkout', next: 'Continue', order: 'Order', failed: 'Payment error', backToCart: 'Back to the cart', payOrder: 'Pay order {id}', payNow: 'Pay now', completed: 'Thank you for your order!' },
} as const;
type Lang = keyof typeof WORDS;
const langOf = (locale: string): Lang => locale.slice(0, 2) as Lang;

describe.skipIf(skipBrowserTests)('what a new shopper checks: delivery dates, configurators, a declined payment', () => {
  const browser = useShopBrowser(baseUrl, { lifetime: 'test', shotsDir: SHOTS_DIR, shotPrefix: 'trust-' });

  async function expectNoOverflow(page: Page, what: string) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${what} scrolls sideways`).toBeLessThanOrEqual(0);
  }

  /** On how many lines the text `code` (an order number) stands inside `locator`: 1 when it is whole. */
  async function linesOf(locator: Locator, code: string): Promise<number> {
    return locator.evaluate((element, wanted) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(wanted) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + wanted.length);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    }, code);
  }

  /** One piece of a product into the cart from its page, then the cart's checkout button. */
  async function toCheckout(page: Page, shop: ShopPage, lang: Lang, articleNumber: string) {
    await shop.open(`/products/${articleNumber}`);
    await page.getByRole('button', { name: WORDS[lang].addToCart, exact: true }).click();
    await page.locator('.product-page__info [role="status"]').waitFor();
    await shop.open('/checkout/');
    await page.getByRole('button', { name: WORDS[lang].toCheckout }).click();
  }

  async function next(page: Page, lang: Lang, from: RegExp) {
    await page.waitForURL(from);
    await page.getByRole('button', { name: WORDS[lang].next, exact: true }).click();
    await page.waitForURL((url) => !from.test(url.href));
  }

  /** The summary's FedEx services: each one's expected date; fails when FedEx named none (the check would prove nothing). */
  async function fedexDates(page: Page): Promise<string[]> {
    const services = page.locator('[data-testid^="carrier-"]');
    await services.first().waitFor();
    const dates = (await services.allTextContents()).flatMap(isoDatesIn);
    expect(dates.length, 'FedEx services with an expected date').toBeGreaterThan(0);
    return dates;
  }

  test('R000-3.46 R000-3.47 FedEx’s expected dates are never before the earliest date (1400 px) nor before the wish date picked in the date picker (375 px; decision 1141)', async () => {
    const { page, shop } = await browser.open(1400);
    await shop.login(demoLogins.person);
    await toCheckout(page, shop, 'de', 'KISTE_0002');
    await next(page, 'de', /\/checkout\/invoice$/);
    await page.waitForURL(/\/checkout\/delivery-address$/);
    await page.getByLabel('Versand mit FedEx').check();
    await page.getByLabel('Neue Adresse').check();
    await page.fill('[name="address.name"]', 'Anna Muster c/o Werkstatt Berlin');
    await page.fill('[name="address.street"]', 'Hauptstrasse 5');
    await page.fill('[name="address.zipCode"]', '10115');
    await page.fill('[name="address.city"]', 'Berlin');
    await page.locator('#field-address-country').selectOption('DE');
    const [earliest] = isoDatesIn((await page.locator('#delivery-date-hint').textContent()) ?? '');
    expect(earliest).toBeDefined();
    // The date picker offers nothing before the earliest date.
    const offered = (await page.locator('#field-requestedDeliveryDate option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).filter(Boolean);
    expect(offered.length).toBeGreaterThan(3);
    expect(offered.filter((date) => date < earliest!)).toEqual([]);
    await next(page, 'de', /\/checkout\/delivery-address$/);
    await page.getByLabel('Vorauskasse', { exact: true }).check();
    await next(page, 'de', /\/checkout\/payment$/);
    await page.waitForURL(/\/checkout\/summary$/);
    const asap = await fedexDates(page);
    expect(asap.filter((date) => date < earliest!), `FedEx dates before the earliest ${earliest}`).toEqual([]);
    expect(isoDatesIn((await page.getByTestId('summary-expected').textContent()) ?? '')[0]! >= earliest!).toBe(true);
    await browser.shot(page, 'fedex-asap-1400');

    // At 375 px: back to the delivery step, a wish date a few working days after the earliest.
    await page.setViewportSize({ width: 375, height: 800 });
    await shop.open('/checkout/delivery-address');
    expect(await page.getByLabel('Versand mit FedEx').isChecked()).toBe(true);
    const wish = offered[3]!;
    await page.locator('#field-requestedDeliveryDate').selectOption(wish);
    await expectNoOverflow(page, 'the delivery step');
    await next(page, 'de', /\/checkout\/delivery-address$/);
    await next(page, 'de', /\/checkout\/payment$/);
    await page.waitForURL(/\/checkout\/summary$/);
    const wished = await fedexDates(page);
    expect(wished.filter((date) => date < wish), `FedEx dates before the wish date ${wish}`).toEqual([]);
    expect(isoDatesIn((await page.getByTestId('summary-expected').textContent()) ?? '')[0]! >= wish).toBe(true);
    await expectNoOverflow(page, 'the summary');
    await browser.shot(page, 'fedex-wish-375');
  }, 120_000);

  /** The configurator of a product, opened from its picture. */
  async function openConfigurator(page: Page, shop: ShopPage, articleNumber: string): Promise<Locator> {
    await shop.open(`/products/${articleNumber}`);
    await page.locator('.product-page__image-link').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    return dialog;
  }

  /** The configurator's live price per piece once it reads CHF and differs from `previous`. */
  async function livePrice(dialog: Locator, previous?: number): Promise<number> {
    const price = dialog.getByTestId('live-price-per-one');
    await expect.poll(async () => ((await price.count()) > 0 ? await price.textContent() : ''), { timeout: 30_000 }).toMatch(/CHF/);
    if (previous !== undefined) await expect.poll(async () => amountIn((await price.textContent()) ?? ''), { timeout: 15_000 }).not.toBe(previous);
    return amountIn((await price.textContent()) ?? '');
  }

  const configuratorCases: [locale: string, width: number][] = [
    ['de-CH', 1400],
    ['de-CH', 375],
    ['fr-FR', 375],
    ['en-US', 1400],
  ];
  for (const [locale, width] of configuratorCases) {
    test(`R000-2.81 R000-2.82 in ${locale} at ${width} px: OSB at 3000 mm marks Länge with the reason beside it; the bed’s price follows its Liegefläche into the cart (decisions 1168, 1169)`, async () => {
      const { page, shop } = await browser.open(width, locale);
      const where = `${locale} ${width}`;
      const board = await openConfigurator(page, shop, 'BRETT_0001');
      // Each field its own name: the bundle's board count is not a second 'Quantity' beside the order's.
      const labels = (await board.locator('.field__label').allTextContents()).map((label) => label.replace(/\s*\(.*\)$/, '').trim());
      expect(new Set(labels).size, `labels ${labels.join(', ')} (${where})`).toBe(labels.length);
      const osb = await board.locator('select[name="Material"] option').evaluateAll((options) => options.find((option) => /OSB/.test(option.textContent ?? ''))?.getAttribute('value'));
      expect(osb).toBeTruthy();
      await board.locator('select[name="Material"]').selectOption(osb!);
      const length = board.locator('input[name="Länge"]');
      await length.fill('3000');
      await expect.poll(() => length.getAttribute('aria-invalid')).toBe('true');
      // The reason stands beside the field it is about, in the shopper's language, in view.
      const reason = page.locator(`#${await length.getAttribute('aria-describedby')}`);
      expect(await reason.textContent(), where).toMatch(/2\D?500/);
      if (locale !== 'de-CH') expect(await reason.textContent(), where).not.toMatch(/Länge|höchstens|Material/);
      expect(await length.locator('xpath=ancestor::div[contains(@class, "field")][1]').locator('.field__error').count()).toBe(1);
      await reason.scrollIntoViewIfNeeded();
      const [fieldBox, reasonBox] = [await length.boundingBox(), await reason.boundingBox()];
      expect(reasonBox!.y - (fieldBox!.y + fieldBox!.height), `the reason right under Länge (${where})`).toBeLessThan(40);
      expect(reasonBox!.x + reasonBox!.width, where).toBeLessThanOrEqual(width);
      expect(await board.getByTestId('configurator-price').textContent()).not.toMatch(/CHF/);
      expect(await board.locator('footer button[type="submit"]').isDisabled()).toBe(true);
      await browser.shot(page, `board-length-${langOf(locale)}-${width}`);
      await length.fill('2500');
      await expect.poll(() => length.getAttribute('aria-invalid')).toBeNull();
      await livePrice(board);
      await page.keyboard.press('Escape');
      await board.waitFor({ state: 'detached' });

      const bed = await openConfigurator(page, shop, 'MOEB_0008');
      const size = bed.locator('select[name="Liegefläche"]');
      expect(await size.inputValue()).toBe('160 × 200 cm');
      const wide = await livePrice(bed);
      await size.selectOption('180 × 200 cm');
      const wider = await livePrice(bed, wide);
      expect(wider, `180 costs more than 160 (${where})`).toBeGreaterThan(wide);
      await size.selectOption('90 × 200 cm');
      const single = await livePrice(bed, wider);
      expect(single, `90 costs less than 160 (${where})`).toBeLessThan(wide);
      // 140 and 160 lie on the same two pallets across (decision 1169).
      await size.selectOption('140 × 200 cm');
      expect(await livePrice(bed, single)).toBe(wide);
      await size.selectOption('180 × 200 cm');
      expect(await livePrice(bed, wide)).toBe(wider);
      await expectNoOverflow(page, 'the bed configurator');
      await browser.shot(page, `bed-180-${langOf(locale)}-${width}`);
      await bed.locator('footer button[type="submit"]').click();
      await bed.waitFor({ state: 'detached' });
      // The cart charges what the configurator showed, and names the size.
      await shop.open('/checkout/');
      const line = page.locator('.cart-item').first();
      await line.waitFor();
      const perOne = line.getByTestId('price-per-one');
      await expect.poll(async () => (await perOne.textContent()) ?? '', { timeout: 15_000 }).toMatch(/CHF/);
      expect(amountIn((await perOne.textContent())!), where).toBe(wider);
      expect(await line.textContent()).toContain('180 × 200 cm');
      await expectNoOverflow(page, 'the cart');
      await browser.shot(page, `bed-cart-${langOf(locale)}-${width}`);
    }, 120_000);
  }

  const declinedCases: [locale: string, width: number][] = [
    ['fr-FR', 375],
    ['en-US', 1400],
  ];
  for (const [locale, width] of declinedCases) {
    test(`R000-2.34 R000-2.35 in ${locale} at ${width} px a declined card payment leads to paying the same order: the cart names it and its link pays it (decision 1167)`, async () => {
      const lang = langOf(locale);
      const words = WORDS[lang];
      const { page, shop } = await browser.open(width, locale);
      await shop.login(demoLogins.person);
      await toCheckout(page, shop, lang, 'KISTE_0002');
      await next(page, lang, /\/checkout\/invoice$/);
      await next(page, lang, /\/checkout\/delivery-address$/);
      await page.getByLabel('Visa').check();
      await next(page, lang, /\/checkout\/payment$/);
      await page.waitForURL(/\/checkout\/summary$/);
      await page.locator('input[name="termsAccepted"]').check();
      await page.getByRole('button', { name: words.order, exact: true }).click();
      // The local payment simulator (German, as the provider's page would be).
      await page.getByRole('button', { name: 'Zahlung ablehnen' }).click();
      await page.waitForURL(/\/checkout\/payment-failed/);
      await shop.waitForHeading(words.failed);
      const formattedId = ((await page.getByRole('status').first().textContent()) ?? '').match(/B-\d{4}-\d{6}/)?.[0];
      expect(formattedId).toBeDefined();
      expect(await page.getByRole('link', { name: words.backToCart }).count()).toBe(0);
      // The order number is read and quoted whole: it never breaks at its hyphens (it did at 375 px).
      expect(await linesOf(page.getByRole('status').first(), formattedId!), 'the order number on the payment error').toBe(1);
      await expectNoOverflow(page, 'the payment error');
      await browser.shot(page, `declined-${lang}-${width}`);

      // The cart is empty and names the open order; its link pays that order.
      await shop.open('/checkout/');
      const unpaid = page.getByTestId('cart-unpaid-order');
      await unpaid.waitFor();
      expect(await unpaid.textContent()).toContain(formattedId);
      expect(await page.locator('.cart-item').count()).toBe(0);
      expect(await unpaid.textContent(), 'the notice in the shopper’s language').not.toMatch(/Bestellung|bezahlt/);
      expect(await linesOf(unpaid.locator('p'), formattedId!), 'the order number in the cart’s notice').toBe(1);
      expect(await linesOf(unpaid.getByRole('link'), formattedId!), 'the order number on the pay button').toBe(1);
      await expectNoOverflow(page, 'the cart');
      await browser.shot(page, `declined-cart-${lang}-${width}`);
      await unpaid.getByRole('link', { name: words.payOrder.replace('{id}', formattedId!) }).click();
      await page.getByTestId('pay-again-order').filter({ hasText: formattedId! }).waitFor();
      await shop.waitForHydration();
      await page.getByRole('button', { name: words.payNow }).click();
      await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
      await page.waitForURL(/\/checkout\/completed/);
      await page.getByText(words.completed).waitFor();
      expect(await page.getByTestId('order-number').textContent()).toContain(formattedId);
      expect(await linesOf(page.getByTestId('order-number'), formattedId!), 'the order number on the confirmation').toBe(1);
      await browser.shot(page, `declined-paid-${lang}-${width}`);
      await waitUntil(async () => ((await orderByNumber(formattedId!)).paymentStatusId === 1 ? true : undefined), 'the same order to be paid');
      // Paid: the cart no longer asks for it.
      await shop.open('/checkout/');
      expect(await page.getByTestId('cart-unpaid-order').count()).toBe(0);
    }, 120_000);
  }
});
