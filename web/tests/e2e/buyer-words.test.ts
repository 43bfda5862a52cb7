import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { skipBrowserTests, useShopSessions } from './browser';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();
const SHOTS = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';

/** What each language must read in the cart for the bundle of boards. */
const WORDS = {
  'fr-FR': { board: '20 planches · Épicéa/sapin brut de sciage · 1200 × 80 × 18 mm', strapping: 'Cerclage', yes: 'Oui', colour: 'Lasuré blanc', name: 'Botte de planches' },
  'en-US': { board: '20 boards · Sawn spruce/fir · 1200 × 80 × 18 mm', strapping: 'Strapping', yes: 'Yes', colour: 'White glazed', name: 'Bundle of boards' },
} as const;

/**
 * Configurations and catalogue texts as a French and an English buyer sees them: the cart reads a configuration of
 * catalogue attributes in words, the product page names a colour beside its swatch, quick order
 * speaks the language — at 1400 and 375 px.
 */
describe.skipIf(skipBrowserTests)('configurations and catalogue in words', () => {
  const { open, login, shot } = useShopSessions(baseUrl, SHOTS, 'buyer1-');
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  for (const locale of ['fr-FR', 'en-US'] as const) {
    for (const width of [1400, 375]) {
      test(`R000-1.04 R000-3.06 ${locale} at ${width} px: cart, product page and quick order in words, no codes`, async () => {
        const words = WORDS[locale];
        const tag = `${locale.slice(0, 2)}-${width}`;
        const { page, shop } = await open(width, locale);
        await login(page, shop, '/products/BRETT_0002', demoLogins.company);
        expect(await page.locator('main').textContent()).toContain(words.name);
        await page.locator('.product-page__order button[type="submit"]').click();
        await page.getByRole('status').first().waitFor();
        await shot(page, `product-board-${tag}`);

        await shop.open('/checkout/');
        const cart = page.locator('main');
        await expect.poll(async () => cart.textContent()).toContain(words.board);
        const text = (await cart.textContent()) ?? '';
        expect(text).toContain(words.strapping);
        expect(text).toContain(words.yes);
        expect(text).not.toMatch(/\btrue\b|SPRUCE_FIR_SAWN|20!Sägeroh|Umreifung/);
        expect(await pageWidth(page)).toBeLessThanOrEqual(width);
        await shot(page, `cart-${tag}`);

        await shop.open('/products/MOEB_0002');
        const properties = page.locator('.property-list');
        await properties.waitFor();
        expect(await properties.textContent()).toContain(words.colour);
        expect(await properties.textContent()).not.toMatch(/#[0-9A-F]{6}/i);
        expect(await properties.locator('[data-testid="colour-swatch"]').count()).toBe(1);
        await shot(page, `product-colour-${tag}`);

        await shop.open('/favoriten/quick-order');
        await shop.heading().waitFor();
        expect(await page.locator('main').textContent()).not.toMatch(/#[0-9A-F]{6}|Tragkraftklasse|bis \d+ kg/i);
        expect(await pageWidth(page)).toBeLessThanOrEqual(width);
        await shot(page, `quick-order-${tag}`);
      });
    }
  }
});
