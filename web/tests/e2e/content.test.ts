import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screenshotPath, skipBrowserTests, useShopBrowser } from './browser';
import type { ShopPage } from './pages';
import { shopUnderTest } from './shop-under-test';

const { baseUrl } = shopUnderTest();

/** Content, gallery and service pages with the heading each must show (German, no cookie). */
const contentPages: [id: string, path: string, heading: string][] = [
  ['R000-2.16', '/agb', 'Allgemeine Geschäftsbedingungen'],
  ['R000-2.17', '/datenschutz', 'Datenschutz'],
  ['R000-2.18', '/impressum', 'Impressum'],
  ['R000-2.19', '/kontakt', 'Kontakt'],
  ['R000-2.20', '/labels', 'Labels'],
  ['R000-2.21', '/news', 'News'],
  ['R000-2.22', '/geschichte', 'Geschichte'],
  ['R000-2.03', '/-moebel/gallerie', 'Galerie'],
  ['R000-2.04', '/-verpackung/galerie', 'Galerie'],
  ['R000-2.05', '/-verpackung/dienstleistungen', 'Dienstleistungen'],
  ['R000-2.06', '/-verpackung/dienstleistungen/beratung', 'Verpackungsberatung'],
  ['R000-2.07', '/-verpackung/dienstleistungen/gefahrgut', 'Gefahrgut'],
  ['R000-2.08', '/-verpackung/dienstleistungen/lagern', 'Lagern'],
  ['R000-2.09', '/-verpackung/dienstleistungen/logistik', 'Logistik'],
  ['R000-2.10', '/-verpackung/dienstleistungen/transport', 'Transportieren'],
  ['R000-2.11', '/-verpackung/dienstleistungen/verpacken', 'Verpacken'],
];

describe('content pages over HTTP', () => {
  test.each(contentPages)('%s R000-2.23 %s answers 200 with its heading', async (_id, path, heading) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });

  test('R000-9.18 R000-9.19 R000-9.20 R000-9.21 R000-9.22 R000-9.23 the terms page shows the terms of 000 §9', async () => {
    const html = await (await fetch(`${baseUrl}/agb`)).text();
    for (const part of ['innert 30 Tagen', 'Mahngebühr von CHF 30', 'innert 14 Tagen ab Lieferung', 'Transportschäden sind sofort', 'innert einer Woche', 'Gerichtsstand ist Olten', 'Niedergösgen']) {
      expect(html).toContain(part);
    }
  });

  test('R000-2.56 an unknown service subpage answers 404', async () => {
    expect((await fetch(`${baseUrl}/-verpackung/dienstleistungen/gibt-es-nicht`)).status).toBe(404);
  });

  test('R000-1.04 R000-1.05 R000-1.06 POST /sprache sets the lang cookie for 365 days and redirects back; the page then speaks French', async () => {
    const response = await fetch(`${baseUrl}/sprache`, {
      method: 'POST',
      body: new URLSearchParams({ locale: 'fr-FR', redirectTo: '/agb' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/agb');
    expect(response.headers.get('set-cookie')).toMatch(/^lang=fr-FR; Path=\/; Max-Age=31536000; SameSite=Lax/);
    const html = await (await fetch(`${baseUrl}/agb`, { headers: { cookie: 'lang=fr-FR' } })).text();
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toContain('Conditions générales de vente');
    const english = await (await fetch(`${baseUrl}/agb`, { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text();
    expect(english).toContain('<html lang="en-US"');
    const german = await (await fetch(`${baseUrl}/agb`)).text();
    expect(german).toContain('<html lang="de-CH"');
  });

  test('R000-7.10 R000-5.28 the contact API answers an incomplete form with 400 and the completeness message', async () => {
    const response = await fetch(`${baseUrl}/api/customers/contact/contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.ch', name: 'A', shopType: 1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ message: 'Bitte füllen Sie das Formular vollständig aus.' }] });
  });
});

describe.skipIf(skipBrowserTests)('languages, consent and contact in Chromium', () => {
  let context: BrowserContext;
  let page: Page;
  let shop: ShopPage;
  const browser = useShopBrowser(baseUrl, { lifetime: 'test', errors: 'console' });

  async function newPage(width = 1280) {
    ({ context, page, shop } = await browser.open(width));
  }

  const dataLayer = () => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(entry)) as unknown));
  const events = async () => (await dataLayer()).filter((entry): entry is { event: string; ecommerce?: { items?: unknown[] } } => !!entry && typeof entry === 'object' && 'event' in entry);
  const consentCommands = async () => (await dataLayer()).filter((entry) => entry && typeof entry === 'object' && (entry as Record<string, unknown>)['0'] === 'consent');

  test('R000-1.04 R000-1.05 R000-1.06 switching to French shows French header texts, also after a reload, without a URL prefix', async () => {
    await newPage();
    await shop.open('/-verpackung');
    expect(await shop.header().getByRole('link', { name: 'Registrieren', exact: true }).count()).toBe(1);
    // A plain form POST to /sprache, answered with a redirect back to this page.
    await page.getByRole('button', { name: 'FR', exact: true }).click();
    await page.locator('html[lang="fr-FR"]').waitFor({ state: 'attached' });
    await page.reload();
    await shop.waitForHydration();
    expect(new URL(page.url()).pathname).toBe('/-verpackung');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
    expect(await shop.header().getByRole('link', { name: "S'inscrire", exact: true }).getAttribute('href')).toBe('/user/register');
    expect(await shop.header().getByRole('link', { name: 'Connexion', exact: true }).count()).toBe(1);
    expect(await shop.header().getByRole('link', { name: 'Emballages', exact: true }).count()).toBe(1);
    expect(await page.locator('footer').textContent()).toContain('Mentions légales');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'lang');
    expect(cookie?.value).toBe('fr-FR');
    // Kept 365 days (give or take the seconds of the test).
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86400)).toBe(365);
    await page.screenshot({ path: screenshotPath('content-french-1280'), fullPage: true });
    // And back to German.
    await page.getByRole('button', { name: 'DE', exact: true }).click();
    await page.locator('html[lang="de-CH"]').waitFor({ state: 'attached' });
    await shop.waitForHydration();
  });

  test('R000-2.77 R000-4.50 R000-4.51 R000-4.52 R000-7.43 declining stores false, updates consent to denied and sends no events', async () => {
    await newPage();
    await shop.open('/products/KISTE_0002');
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    await page.screenshot({ path: screenshotPath('content-cookie-banner-1280') });
    expect(await events()).toEqual([]);
    await banner.getByRole('button', { name: 'Ablehnen' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookie:accepted'))).toBe('false');
    const commands = await consentCommands();
    expect(commands.at(-1)).toMatchObject({ 0: 'consent', 1: 'update', 2: { ad_storage: 'denied', analytics_storage: 'denied' } });
    await page.reload();
    await shop.waitForHydration();
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    expect(await events()).toEqual([]);
  });

  test('R000-1.21 R000-2.77 R000-4.52 R000-7.43 R000-7.44 R000-7.45 after accepting, view_item_list, view_item and add_to_cart reach the data layer', async () => {
    await newPage();
    await shop.open('/produkte/kisten/holzkisten');
    expect(await events()).toEqual([]);
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Akzeptieren' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookie:accepted'))).toBe('true');
    expect((await consentCommands()).at(-1)).toMatchObject({ 1: 'update', 2: { ad_storage: 'granted', analytics_storage: 'granted' } });
    // Events only from now on: none was pushed before the choice.
    expect(await events()).toEqual([]);
    await page.reload();
    await shop.waitForHydration();
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((entry) => entry.event === 'view_item_list'));
    const list = (await events()).find((entry) => entry.event === 'view_item_list')!;
    expect(list.ecommerce?.items?.length).toBeGreaterThan(0);
    expect(Object.keys(list.ecommerce!.items![0] as object).sort()).toEqual(['articleNumber', 'id', 'name', 'price', 'quantity']);

    await shop.open('/products/KISTE_0002');
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((entry) => entry.event === 'view_item'));
    await page.getByRole('button', { name: 'In den Warenkorb' }).click();
    await page.waitForFunction(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some((entry) => entry.event === 'add_to_cart'));
    const added = (await events()).find((entry) => entry.event === 'add_to_cart')!;
    expect(added.ecommerce?.items?.[0]).toMatchObject({ articleNumber: 'KISTE_0002', quantity: 1 });
  });

  test('R000-2.19 R000-5.28 R000-3.39 an incomplete contact form shows the completeness message', async () => {
    await newPage();
    await page.addInitScript(() => localStorage.setItem('cookie:accepted', 'false'));
    await shop.open('/kontakt');
    await page.getByLabel('Name').fill('Erika Holz');
    await page.getByLabel('E-Mail').fill('erika@example.ch');
    await page.getByRole('button', { name: 'Senden' }).click();
    await page.getByText('Bitte füllen Sie das Formular vollständig aus.').waitFor();
    await page.screenshot({ path: screenshotPath('content-contact-1280'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: screenshotPath('content-contact-375'), fullPage: true });
  });

  test('R000-2.74 R000-2.03 R000-2.04 services menu and galleries render', async () => {
    await newPage();
    await page.addInitScript(() => localStorage.setItem('cookie:accepted', 'false'));
    await shop.open('/-verpackung/dienstleistungen');
    const menu = page.getByRole('navigation', { name: 'Dienstleistungen' });
    expect((await menu.locator('a').allTextContents()).map((text) => text.trim())).toEqual([
      'Lagern',
      'Gefahrgut',
      'Transportieren',
      'Verpacken',
      'Logistik',
      'Verpackungsberatung',
    ]);
    await page.screenshot({ path: screenshotPath('content-services-1280'), fullPage: true });
    await shop.open('/-moebel/gallerie');
    await page.screenshot({ path: screenshotPath('content-gallery-moebel-1280'), fullPage: true });
    await shop.open('/agb');
    await page.screenshot({ path: screenshotPath('content-agb-moebel-1280'), fullPage: true });
  });
});
