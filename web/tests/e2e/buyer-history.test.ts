import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { skipBrowserTests, useShopSessions } from './browser';
import { adminCall, placeMusterCrateOrder, shopSql, waitUntil } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();
const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const codes = /SPRUCE_FIR_SAWN|Deckel: true|: true\b/;

/** The text of the PDF a click on the page's download link saves. */
async function downloadedPdfText(page: Page, linkName: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);
  const file = join(tmpdir(), `buyer-history-${Date.now()}.pdf`);
  // The browser runs in another process (decision 978): save a local copy.
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString();
}

/**
 * What the audit found missing: last month's order found by reference and by
 * date range, its PDF and its re-order; 'Jetzt bezahlen' through the payment simulator; a French
 * header search with suggestions for a product name and Muster's own number; the quote detail
 * page with its PDF and the way to order it (decision 1005).
 */
describe.skipIf(skipBrowserTests)('the buyer’s order and quote history', () => {
  const { open, login, shot } = useShopSessions(baseUrl, SHOTS, 'buyer2-');

  test('R000-2.46 Muster finds last month’s order by its reference and by the date range, opens it, downloads the PDF and re-orders it', async () => {
    const { page, shop } = await open();
    await login(page, shop, '/user/profile/bestellungen', demoLogins.company);
    const reference = `Vormonat ${Date.now()}`;
    const placed = await placeMusterCrateOrder(page.request, baseUrl, reference);
    // Set-up: the order moves to the same day last month (no screen does that).
    const [moved] = await shopSql(
      `update shop_order set created_at = created_at - interval '1 month' where formatted_id = $1 returning to_char(created_at at time zone 'Europe/Zurich', 'YYYY-MM-DD') as day`,
      [placed.formattedId],
    );
    const day = String(moved!.day);
    const swissDay = `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

    await page.fill('#history-q', reference);
    await page.locator('form.history-search button[type="submit"]').click();
    await page.waitForURL(/q=/);
    const rows = page.locator('.history-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(placed.formattedId);
    expect(await rows.first().locator('.history-row__date').textContent()).toBe(swissDay);

    await shop.open(`/user/profile/bestellungen?von=${day}&bis=${day}`);
    const inRange = page.locator(`.history-row[data-order="${placed.formattedId}"]`);
    await inRange.waitFor();
    expect(await page.inputValue('#history-from')).toBe(day);
    // Only that day's orders: none of today's.
    for (const date of await page.locator('.history-row__date').allTextContents()) expect(date).toBe(swissDay);
    await shot(page, 'history-last-month-1400');

    await inRange.locator('a.history-row__number').click();
    await page.locator('h1', { hasText: placed.formattedId }).waitFor();
    const lines = await page.locator('.order-lines').textContent();
    expect(lines).toContain('2 Kufen');
    expect(lines).not.toMatch(codes);
    // Money from the engine: the subtotal is the line total, the discount Muster's 5 % of it.
    const totals = await page.locator('.order-totals').textContent();
    expect(totals).toMatch(/Zwischentotal\s*CHF [\d']+\.\d{2}/);
    expect(totals).toMatch(/Rabatt 5 %\s*– CHF [\d']+\.\d{2}/);
    await shot(page, 'order-last-month-1400');

    const pdf = await downloadedPdfText(page, 'PDF herunterladen');
    expect(pdf).toContain(placed.formattedId);
    expect(pdf).toContain(reference);
    expect(pdf).toContain(swissDay);
    expect(pdf).toContain('Sägeroh Fichte/Tanne');
    expect(pdf).not.toContain('SPRUCE_FIR_SAWN');

    await page.getByRole('button', { name: 'Nochmals bestellen' }).click();
    const notice = page.locator('.reorder-notice');
    await notice.waitFor();
    // Today's price beside the one on the order, or that nothing changed.
    expect(await notice.textContent()).toMatch(/zu den heutigen Preisen/);
    expect(await notice.locator('li').count()).toBeGreaterThan(0);
    await notice.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await page.waitForURL(/\/checkout\/?$/);
    const cart = page.locator('.cart-item').first();
    await cart.waitFor();
    expect(await cart.textContent()).toContain('2 Kufen');
    expect(await cart.textContent()).not.toMatch(codes);
  });

  test('R000-2.34 Jetzt bezahlen: an order with an open online payment is paid through the payment simulator from the order history', async () => {
    const { page, shop } = await open();
    await login(page, shop, '/user/profile/bestellungen', demoLogins.company);
    const reference = `TWINT offen ${Date.now()}`;
    const placed = await placeMusterCrateOrder(page.request, baseUrl, reference, { paymentMethodId: 100 });
    await shop.open(`/user/profile/bestellungen?q=${encodeURIComponent(reference)}`);
    const row = page.locator(`.history-row[data-order="${placed.formattedId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Zahlung: Offen');
    await row.getByRole('link', { name: 'Jetzt bezahlen' }).click();
    await page.waitForURL(/\/checkout\/bezahlen\//);
    await page.getByTestId('pay-again-order').filter({ hasText: placed.formattedId }).waitFor();
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/checkout/bezahlen'), { timeout: 15_000 }).catch(async () => {
      throw new Error(`still on the pay-again page: ${await page.locator('main').innerText()}`);
    });
    await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
    await page.waitForURL(/\/checkout\/completed/);
    await waitUntil(async () => {
      const [order] = await shopSql('select payment_status_id from shop_order where formatted_id = $1', [placed.formattedId]);
      return order?.payment_status_id === 1 ? true : undefined;
    }, 'the order to be paid');
    await shop.open(`/user/profile/bestellungen/${encodeURIComponent(placed.formattedId)}`);
    expect(await page.locator('.order-page__head').textContent()).toContain('Zahlung: Bezahlt');
    expect(await page.getByRole('link', { name: 'Jetzt bezahlen' }).count()).toBe(0);
  });

  test('R000-1.04 in French, a shopper finds a product by its French name and Muster by its own article number in the header search with suggestions', async () => {
    const { page, shop } = await open(1400, 'fr-FR');
    await shop.open('/');
    const input = page.locator('.header-search input[name="q"]');
    await input.fill('caisse en bois');
    const suggestions = page.locator('.header-search__list');
    await suggestions.waitFor();
    expect(await suggestions.textContent()).toContain('Caisse en bois');
    expect(await suggestions.textContent()).toContain('KISTE_');

    const { page: muster, shop: musterShop } = await open(375, 'fr-FR');
    await login(muster, musterShop, '/user/profile/bestellungen', demoLogins.company);
    const own = muster.locator('.header-search input[name="q"]');
    await own.fill('ML-EPAL');
    const ownSuggestions = muster.locator('.header-search__list');
    await ownSuggestions.waitFor();
    expect(await ownSuggestions.textContent()).toContain('Votre n° ML-EPAL');
    await shot(muster, 'search-own-number-fr-375');
    await own.press('Enter');
    await muster.waitForURL(/\/suche\?q=ML-EPAL/);
    await muster.locator('h1', { hasText: 'Résultats pour' }).waitFor();
    const card = muster.locator('.product-card[data-article-number="PAL_0001"]');
    await card.waitFor();
    expect(await card.textContent()).toContain('ML-EPAL');
    expect(await pageWidth(muster)).toBeLessThanOrEqual(375);
    await shot(muster, 'search-results-fr-375');
  });

  test('R000-2.47 Muster opens a quote: positions in words, validity, state, the quote PDF and the way to order it; another customer gets nothing', async () => {
    const { page, shop } = await open();
    await login(page, shop, '/user/profile/offerten', demoLogins.company);
    const reference = `Offerte Halle ${Date.now()}`;
    const quote = await placeMusterCrateOrder(page.request, baseUrl, reference, { quote: true });
    const sent = (await (await adminCall('PUT', `/api/quote/${quote.id}/notification`)).json()) as { pin: string };

    await shop.open(`/user/profile/offerten?q=${encodeURIComponent(reference)}`);
    const row = page.locator(`.history-row[data-quote="${quote.formattedId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Offen.*Gültig bis \d{2}\.\d{2}\.\d{4}/);
    await row.locator('a.history-row__number').click();
    await page.locator('h1', { hasText: quote.formattedId }).waitFor();
    expect(await page.getByTestId('quote-state').textContent()).toBe('Offen');
    expect(await page.getByTestId('quote-valid-until').textContent()).toMatch(/^Gültig bis \d{2}\.\d{2}\.\d{4}$/);
    const lines = await page.locator('.order-lines').textContent();
    expect(lines).toContain('2 Kufen');
    expect(lines).toContain('Sägeroh Fichte/Tanne');
    expect(lines).not.toMatch(codes);
    expect(await page.locator('.order-totals').textContent()).toMatch(/Total inkl\. MWST\s*CHF [\d']+\.\d{2}/);
    await shot(page, 'quote-detail-1400');

    const pdf = await downloadedPdfText(page, 'PDF herunterladen');
    expect(pdf).toContain(quote.formattedId);
    expect(pdf).toContain('Sägeroh Fichte/Tanne');
    expect(pdf).not.toContain('SPRUCE_FIR_SAWN');

    await page.getByRole('link', { name: 'Offerte bestellen' }).click();
    await page.waitForURL(/\/checkout-quote\/[0-9a-f-]{36}$/);
    await page.fill('[name="pin"]', sent.pin);
    await page.getByRole('button', { name: 'Offerte öffnen' }).click();
    const positions = page.locator('table.quote-positions');
    await positions.waitFor();
    // The quote order page reads the configuration in words too.
    expect(await positions.textContent()).toContain('Kufen: 2 Kufen');
    expect(await positions.textContent()).not.toMatch(codes);
    await shot(page, 'quote-order-1400');

    const { page: small, shop: smallShop } = await open(375);
    await login(small, smallShop, `/user/profile/offerten/${encodeURIComponent(quote.formattedId)}`, demoLogins.company);
    await small.locator('.order-lines').waitFor();
    expect(await pageWidth(small)).toBeLessThanOrEqual(375);
    await shot(small, 'quote-detail-375');

    // Anna: neither the page nor the PDF of Muster's quote.
    const { page: anna, shop: annaShop } = await open();
    await login(anna, annaShop, '/user/profile/offerten', demoLogins.person);
    expect((await annaShop.open(`/user/profile/offerten/${encodeURIComponent(quote.formattedId)}`)).status()).toBe(404);
    const foreignPdf = await anna.request.get(`${baseUrl}/user/profile/offerten/${encodeURIComponent(quote.formattedId)}/pdf`);
    expect(foreignPdf.status()).toBe(404);
    expect(foreignPdf.headers()['content-type']).not.toBe('application/pdf');
  });

  test('the buyer’s pages to look at: history, order detail, favourites and search at 375 and 1400 px, quick order in German at 1400, a registration refused by the server at 375', async () => {
    for (const width of [1400, 375]) {
      const { page, shop } = await open(width);
      await login(page, shop, '/user/profile/bestellungen', demoLogins.company);
      await placeMusterCrateOrder(page.request, baseUrl, `Ansicht ${width} ${Date.now()}`);
      const pages: [name: string, path: string][] = [
        ['history', '/user/profile/bestellungen'],
        ['quotes', '/user/profile/offerten'],
        ['favourites', '/favoriten/meine-produkte'],
        ['quick-order', '/favoriten/quick-order'],
        ['search', '/suche?q=kiste'],
      ];
      for (const [name, path] of pages) {
        await shop.open(path);
        await shop.heading().waitFor();
        expect(await pageWidth(page), `${name} ${width}`).toBeLessThanOrEqual(width);
        await shot(page, `${name}-${width}`);
      }
      expect(await shop.heading().innerText()).toBe('Suchergebnisse für «kiste»');
      await shop.open('/favoriten/quick-order');
      expect(await shop.heading().innerText()).toBe('Schnellbestellung');
      await shop.open('/user/profile/bestellungen');
      await page.locator('a.history-row__number').first().click();
      await page.locator('.order-lines').waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(width);
      await shot(page, `order-detail-${width}`);
    }
    const { page } = await open(375);
    await page.goto(`${baseUrl}/user/register?type=person`);
    await page.locator('[name="email"]').waitFor();
    await page.fill('[name="email"]', demoLogins.person.email);
    await page.fill('[name="password"]', 'Ein-langes-Passwort-1');
    await page.fill('[name="passwordRepeat"]', 'Ein-langes-Passwort-1');
    await Promise.all([page.waitForLoadState('load'), page.locator('form.account-form button[type="submit"]').click()]);
    await page.locator('.form-field__error, .form-error').first().waitFor();
    expect(await page.inputValue('[name="email"]')).toBe(demoLogins.person.email);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await shot(page, 'register-error-375');
  }, 300_000);
});
