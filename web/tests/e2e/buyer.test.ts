import { describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { skipBrowserTests, useShopSessions } from './browser';
import { placeMusterCrateOrder } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();
const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';

/** What a buyer uses every day — readable configurations, order history, favourites, search. */
describe.skipIf(skipBrowserTests)('the buyer’s daily pages in Chromium', () => {
  const { open, login, shot } = useShopSessions(baseUrl, SHOTS, 'buyer-');

  test('R000-3.35 R000-2.46 Muster orders a configured crate, finds the order by its reference, reads the configuration in words, downloads the PDF and re-orders it', async () => {
    const { page, shop } = await open();
    await login(page, shop, '/user/profile/bestellungen', demoLogins.company);
    const reference = `Lager Ost ${Date.now()}`;
    const order = await placeMusterCrateOrder(page.request, baseUrl, reference);

    await shop.open(`/user/profile/bestellungen`);
    await page.fill('#history-q', reference);
    await page.locator('form[role="search"].history-search button[type="submit"]').click();
    await page.waitForURL(/q=/);
    const rows = page.locator('.history-row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(order.formattedId);
    await shot(page, 'history-1400');

    await rows.first().locator('a.history-row__number').click();
    await page.locator('h1', { hasText: order.formattedId }).waitFor();
    const lines = await page.locator('.order-lines').textContent();
    expect(lines).toContain('2 Kufen');
    expect(lines).toContain('Sägeroh Fichte/Tanne');
    expect(lines).toContain('1200 mm');
    expect(lines).toContain('Ja');
    expect(lines).not.toContain('SPRUCE_FIR_SAWN');
    expect(lines).not.toContain('true');
    await shot(page, 'order-detail-1400');

    const pdf = await page.request.get(`${baseUrl}/user/profile/bestellungen/${encodeURIComponent(order.formattedId)}/pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.locator('button', { hasText: 'Nochmals bestellen' }).click();
    const notice = page.locator('.reorder-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('zu den heutigen Preisen');
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cart-item:')).map((key) => localStorage.getItem(key) ?? ''));
    expect(stored.some((item) => item.includes('"Kufen":"2"'))).toBe(true);
    await shop.open('/checkout');
    const cart = await page.locator('.cart-item').first().textContent();
    expect(cart).toContain('2 Kufen');
    expect(cart).not.toContain('SPRUCE_FIR_SAWN');
    await shot(page, 'cart-reorder-1400');

    // Zuletzt bestellt: the crate with its configuration in words, to order again.
    await shop.open('/favoriten/zuletzt-bestellt');
    const recent = page.locator('.my-product[data-article-number="KISTE_0001"]').first();
    await recent.waitFor();
    expect(await recent.textContent()).toContain('Kufen: 2 Kufen');
    expect(await recent.textContent()).toContain(order.formattedId);
    await shot(page, 'recent-1400');

    // Another customer's order number reads as missing.
    const { page: annaPage, shop: annaShop } = await open();
    await login(annaPage, annaShop, '/user/profile/bestellungen', demoLogins.person);
    const foreign = await annaShop.open(`/user/profile/bestellungen/${encodeURIComponent(order.formattedId)}`);
    expect(foreign.status()).toBe(404);
  });

  test('order history and detail fit a 375 px screen', async () => {
    const { page, shop } = await open(375);
    await login(page, shop, '/user/profile/bestellungen', demoLogins.company);
    await page.locator('.history-row').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'history-375');
    await page.locator('a.history-row__number').first().click();
    await page.locator('.order-lines').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'order-detail-375');
    await shop.open('/user/profile/offerten');
    await page.locator('form.history-search').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'quotes-375');
  });

  test('R000-3.04 Anna marks a favourite on a product page and finds it in Meine Produkte', async () => {
    const { page, shop } = await open();
    await login(page, shop, '/favoriten/meine-produkte', demoLogins.person);
    await shop.open('/products/PAL_0001');
    const toggle = page.locator('.product-page__heading .favourite-toggle__button');
    const before = await toggle.getAttribute('aria-pressed');
    if (before === 'true') {
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    }
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await page.waitForLoadState('networkidle');
    await shop.open('/favoriten/meine-produkte');
    const favourites = page.locator('ul[aria-label="Favoriten"]');
    await favourites.locator('[data-article-number="PAL_0001"]').waitFor();
    expect(await favourites.locator('[data-article-number="PAL_0001"]').textContent()).toContain('CHF');
    await shot(page, 'favourites-1400');
    await favourites.locator('[data-article-number="PAL_0001"] button', { hasText: 'In den Warenkorb' }).click();
    await page.locator('.my-product__added').waitFor();
    const { page: small, shop: smallShop } = await open(375);
    await login(small, smallShop, '/favoriten/meine-produkte', demoLogins.person);
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(small, 'favourites-375');
  });

  test('a French shopper searches by a product name; Muster finds a product by its own article number', async () => {
    const { page, shop } = await open(1400, 'fr-FR');
    await shop.open('/');
    // The first Tab reaches the skip link, which jumps to the content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#inhalt');
    await page.locator('form[action="/sprache"] button', { hasText: 'FR' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR');
    // The catalogue speaks French: navigation and category names.
    const navigation = await page.locator('.main-nav').textContent();
    expect(navigation).toContain('Caisses');
    expect(navigation).toContain('Palettes');
    expect(navigation).not.toContain('Kisten');
    const input = page.locator('.header-search input[name="q"]');
    await input.fill('Europalette');
    const suggestions = page.locator('.header-search__list');
    await suggestions.waitFor();
    expect(await suggestions.textContent()).toContain('PAL_0001');
    await shot(page, 'search-suggestions-1400');
    await input.press('Enter');
    await page.waitForURL(/\/suche\?q=Europalette/);
    await page.locator('h1', { hasText: 'Résultats pour' }).waitFor();
    expect(await page.locator('.product-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.product-card').first().textContent()).toContain('Palette Europe EPAL');
    await shot(page, 'search-results-1400');

    const { page: muster, shop: musterShop } = await open(375);
    await login(muster, musterShop, '/user/profile/bestellungen', demoLogins.company);
    await musterShop.open('/suche?q=ML-EPAL');
    const card = muster.locator('.product-card[data-article-number="PAL_0001"]');
    await card.waitFor();
    expect(await card.textContent()).toContain('ML-EPAL');
    expect(await muster.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(muster, 'search-results-375');
  });

  test('R000-2.53 quick order ("Schnellbestellung") takes Muster’s own article number, shows the price and fits 375 px', async () => {
    const { page, shop } = await open(375);
    await login(page, shop, '/favoriten/quick-order', demoLogins.company);
    await page.locator('h1', { hasText: 'Schnellbestellung' }).waitFor();
    await page.fill('#quick-order-lines', 'ML-EPAL 4');
    await page.locator('form.account-form button[type="submit"]').click();
    const row = page.locator('table.quick-order-grid tbody tr').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Europalette');
    expect(await row.textContent()).toContain('PAL_0001');
    expect(await row.locator('[data-testid="quick-price-per-one"]').textContent()).toMatch(/^\d+\.\d{2}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'quick-order-375');
  });

  test('a registration refused by the server keeps every value but the passwords, and the same security question', async () => {
    const { page, shop } = await open(1400);
    await shop.open('/user/register?type=company');
    const question = await page.locator('label[for="field-captcha-answer"]').textContent();
    await page.fill('[name="name"]', 'Holzfreunde GmbH');
    await page.fill('[name="invoiceEmail"]', 'rechnung@holzfreunde.ch');
    await page.fill('[name="contactPerson.firstName"]', 'Rita');
    await page.fill('[name="contactPerson.lastName"]', 'Rüegg');
    await page.fill('[name="address.street"]', 'Sägeweg 3');
    await page.fill('[name="address.zipCode"]', '4600');
    await page.fill('[name="address.city"]', 'Olten');
    await page.selectOption('[name="address.country"]', 'LI');
    await page.fill('[name="email"]', demoLogins.person.email);
    await page.fill('[name="password"]', 'Ein-langes-Passwort-1');
    await page.fill('[name="passwordRepeat"]', 'Ein-langes-Passwort-1');
    await page.fill('[name="captcha.answer"]', 'sicher falsch');
    await Promise.all([page.waitForLoadState('load'), page.locator('form.account-form button[type="submit"]').click()]);
    await page.locator('.form-field__error, .form-error').first().waitFor();
    expect(await page.inputValue('[name="name"]')).toBe('Holzfreunde GmbH');
    expect(await page.inputValue('[name="contactPerson.lastName"]')).toBe('Rüegg');
    expect(await page.inputValue('[name="address.street"]')).toBe('Sägeweg 3');
    expect(await page.inputValue('[name="address.country"]')).toBe('LI');
    expect(await page.inputValue('[name="email"]')).toBe(demoLogins.person.email);
    expect(await page.inputValue('[name="password"]')).toBe('');
    expect(await page.locator('label[for="field-captcha-answer"]').textContent()).toBe(question);
    // Countries by name, Switzerland and Liechtenstein first.
    const options = await page.locator('[name="address.country"] option').allTextContents();
    expect(options.slice(0, 2)).toEqual(['Schweiz', 'Liechtenstein']);
    await shot(page, 'register-error-1400');
    const { page: small, shop: smallShop } = await open(375);
    await smallShop.open('/user/register?type=company');
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(small, 'register-375');
  });
});
