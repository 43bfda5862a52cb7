import { describe, expect, test } from 'vitest';
import { screenshotPath, skipBrowserTests, useShopBrowser } from './browser';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();

/**
 * Operations on the built shop: the Content-Security-Policy admits exactly the scripts React Router
 * writes (they carry the response's nonce) — pages hydrate, the 3D configurator runs, and the
 * browser reports no refused script, style or connection.
 */
describe('[ops] security headers on the built shop (decision 871)', () => {
  test('[ops] a page and an /api call carry CSP with a fresh nonce per response, nosniff, frame protection, Referrer-Policy', async () => {
    const first = await fetch(`${baseUrl}/-verpackung`);
    const second = await fetch(`${baseUrl}/-verpackung`);
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    const html = await first.text();
    // Every script that runs carries the nonce; schema.org data blocks (type application/ld+json,
    // decision 1094) are not run, and CSP's script-src does not apply to them.
    const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((script) => !script.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    const api = await fetch(`${baseUrl}/api/categories?shopMode=verpackung`);
    for (const response of [first, api]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  describe.skipIf(skipBrowserTests)('in Chromium', () => {
    // The browser's CSP complaints are what these tests check; other page errors are not theirs.
    const browser = useShopBrowser(baseUrl, { errors: 'none' });

    /** A de-CH page of this width that collects the browser's CSP complaints. */
    async function watchedPage(width: number) {
      const { context, page, shop } = await browser.open(width);
      const refused: string[] = [];
      // A refused eval inside a try (zod's probe for `new Function`) logs nothing; the event names it.
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => console.warn(`Content Security Policy refused ${event.violatedDirective}: ${event.blockedURI}`));
      });
      page.on('console', (message) => {
        // Permissions-Policy: Chromium warns of a feature it does not know (decision 1090).
        if (/Content Security Policy|Refused to|unsafe-eval|Permissions-Policy/i.test(message.text())) refused.push(message.text());
      });
      return { context, page, shop, refused };
    }

    test('[ops] pages hydrate and the configurator renders with no CSP violation (1400 and 375 px)', async () => {
      for (const width of [1400, 375]) {
        const { context, page, shop, refused } = await watchedPage(width);
        for (const path of ['/-verpackung', '/produkte/kisten/holzkisten', '/user/login', '/kontakt', '/products/KISTE_0001']) {
          const response = await shop.open(path);
          expect(response.status(), path).toBe(200);
        }
        // The configurator's 3D view (three.js modules loaded by the nonce'd entry script).
        await page.locator('.product-page__image-link').click();
        const canvas = await page
          .getByRole('dialog', { name: 'Produkt Konfigurieren' })
          .locator('[data-testid="model-3d"] canvas')
          .waitFor({ state: 'attached' })
          .then(() => true, () => false);
        await page.screenshot({ path: screenshotPath(`ops-csp-configurator-${width}`) });
        expect(refused).toEqual([]);
        expect(canvas, `${width}px`).toBe(true);
        await page.screenshot({ path: screenshotPath(`ops-csp-configurator-${width}`) });
        expect(refused).toEqual([]);
        await context.close();
      }
    }, 120_000);

    test('[ops] /api/docs shows the API reference from /api/openapi.json under the CSP (1400 and 375 px, decision 874)', async () => {
      for (const width of [1400, 375]) {
        const { context, page, refused } = await watchedPage(width);
        // Deep link to the order-price call (its operationId): the reference opens it.
        const response = await page.goto(`${baseUrl}/api/docs#/product/postApiProductOrderPrice`);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-security-policy']).toContain("'nonce-");
        await page.getByText('Holzwerk Shop API').first().waitFor();
        // Its guard and its request shape from the engine's schema.
        const operation = page.locator('#operations-product-postApiProductOrderPrice');
        await operation.waitFor();
        await expect.poll(() => operation.textContent()).toContain('Guard: public.');
        await expect.poll(() => operation.textContent()).toContain('cartItems');
        await page.screenshot({ path: screenshotPath(`ops-api-docs-${width}`) });
        expect(refused).toEqual([]);
        await context.close();
      }
    }, 120_000);
  });
});
