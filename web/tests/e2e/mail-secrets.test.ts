import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { skipBrowserTests, useShopBrowser } from './browser';
import type { ShopPage } from './pages';
import { adminCall, adminLogin, decodedMailsTo, waitUntil } from './shop-helpers';
import { shopUnderTest } from './shop-under-test';

/**
 * The probe of decision 1087 in Chromium: someone asks for a password reset of the admin on the
 * public 'Passwort vergessen' page; staff holding only ADMIN_QUOTE or only ADMIN_CUSTOMER open every
 * mail in "Mails & Betrieb" (/admin/dev) — nothing there opens the admin's account. The reset link
 * reaches the admin's mailbox (the SMTP server's .eml) only; customer care may send it again,
 * which mails a new link. Screenshots of /admin/dev as the quote clerk at 1400 and 375 px.
 */

const { baseUrl } = shopUnderTest();
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/work/wt/notes/shots';
const RESET_LINK = /\/user\/reset-password\?token=([A-Za-z0-9_-]+)/;
/** Anything of the kind in a page: a reset token, a pay-again token, a quote PIN. */
const ANY_SECRET = /reset-password\?token=|\/checkout\/bezahlen\/\d+\.|Ihre PIN: \d|Votre code PIN\s: \d|Your PIN: \d/;

/** A staff login holding exactly these permissions, made through the back office's /api as the admin. */
async function staffLogin(name: string, permissions: number[]): Promise<{ email: string; password: string }> {
  const login = { email: `${name}.${Date.now()}@example.ch`, password: 'Nur-Eine-Berechtigung-2026!' };
  const created = await adminCall('PUT', '/api/customers', { companyInfo: { name: `Innendienst ${name}`, invoiceEmail: login.email }, users: { added: [{ email: login.email, password: login.password, permissions }] } });
  expect(created.status).toBe(201);
  return login;
}

/** The ids of every mail listed on /admin/dev, all pages. */
interface ListedMail {
  id: number;
  to: string;
  subject: string;
}

/** Every mail /admin/dev lists to the logged-in staff member, page after page, with its recipient and subject. */
async function listedMails(page: Page, shop: ShopPage): Promise<ListedMail[]> {
  const mails: ListedMail[] = [];
  await shop.open('/admin/dev');
  for (;;) {
    const rows = await page
      .getByRole('table', { name: 'Mails' })
      .locator('tbody tr:has(a[href*="mail="])')
      .evaluateAll((trs) => trs.map((tr) => ({ href: tr.querySelector('a')?.getAttribute('href') ?? '', to: tr.children[1]?.textContent ?? '', subject: tr.querySelector('a')?.textContent ?? '' })));
    mails.push(...rows.map((row) => ({ id: Number(new URLSearchParams(row.href.split('?')[1]).get('mail')), to: row.to.trim(), subject: row.subject.trim() })));
    const older = page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Ältere ›' });
    if ((await older.count()) === 0) return mails;
    // Each page opened by its own address and waited for: a click during a client navigation raced the next read.
    const next = new URL((await older.getAttribute('href'))!, page.url());
    await shop.open(`${next.pathname}${next.search}`);
  }
}

const json = { 'content-type': 'application/json' };
const guestAddress = { name: 'Geheim Test AG', street: 'Industriestrasse 5', zipCode: '4653', city: 'Obergösgen', country: 'CH' };

/** Mails of the order desk's topics with their own secrets: an order confirmation and a quote mailed with link and PIN. */
async function orderAndQuoteMails(): Promise<void> {
  const products = (await (await fetch(`${baseUrl}/api/product?articleNumber=KISTE_0002`)).json()) as { items: { id: number }[] };
  const request = (kind: string, email: string) => ({
    cartItems: [{ productId: products.items[0]!.id, quantity: 3, configuration: {} }],
    invoiceAddress: guestAddress,
    deliveryAddress: guestAddress,
    invoiceEmail: email,
    deliveryMode: 'DELIVERY',
    requestedDeliveryDate: null,
    paymentMethodId: 2,
    termsAccepted: true,
    idempotencyKey: `mail-secrets-${kind}-${Date.now()}`,
    contact: { firstName: 'Gina', lastName: 'Geheim', phone: '+41 62 000 00 00' },
  });
  const order = await fetch(`${baseUrl}/api/order`, { method: 'POST', headers: json, body: JSON.stringify(request('order', 'geheim.bestellung@example.ch')) });
  expect(order.status).toBe(200);
  const quote = await fetch(`${baseUrl}/api/quote`, { method: 'POST', headers: json, body: JSON.stringify(request('quote', 'geheim.offerte@example.ch')) });
  expect(quote.status).toBe(200);
  const { quote: placed } = (await quote.json()) as { quote: { id: number; formattedId: string } };
  expect((await adminCall('PUT', `/api/quote/${placed.id}/notification`)).status).toBe(200);
  const mailed = await waitUntil(() => decodedMailsTo('geheim.offerte@example.ch').find((text) => text.includes(`Ihre Offerte ${placed.formattedId}`)), 'the quote mail');
  expect(mailed).toMatch(/Ihre PIN: \d{6}/);
}

describe.skipIf(skipBrowserTests)('no mail in the back office opens someone else’s account (decision 1087)', () => {
  const browser = useShopBrowser(baseUrl, { shotsDir: SHOTS_DIR, withoutProductPictures: true });
  const admin = adminLogin();
  let token = '';

  test('R000-7.07 R000-2.43 a reset of the admin asked for on the public page: the link goes to the admin’s mailbox only', async () => {
    const { page, shop } = await browser.open(1400);
    await shop.open('/user/request-password-reset');
    await page.getByRole('heading', { name: 'Passwort vergessen' }).waitFor();
    await page.fill('[name="email"]', admin.email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await page.getByRole('status').filter({ hasText: 'Falls zu dieser E-Mail ein Konto besteht' }).waitFor();
    const mail = await waitUntil(() => decodedMailsTo(admin.email).find((text) => RESET_LINK.test(text)), 'the admin’s reset mail');
    token = RESET_LINK.exec(mail)![1]!;
    await orderAndQuoteMails();
  });

  for (const [who, permissions] of [
    ['quote clerk (ADMIN_QUOTE only)', [5]],
    ['customer care (ADMIN_CUSTOMER only)', [6]],
  ] as const) {
    test(`R001-2.13 R001-6.12 the ${who} opens every mail on /admin/dev: no token, no reset link, no PIN`, async () => {
      expect(token).not.toBe('');
      const { page, shop } = await browser.staff(1400, await staffLogin(permissions[0] === 5 ? 'nur.offerten' : 'nur.kunden', [...permissions]));
      const mails = await listedMails(page, shop);
      expect(mails.length).toBeGreaterThan(0);
      // Every mail's page as the server sends it, with this staff member's session: no secret in any.
      for (const { id } of mails) {
        const answer = await page.request.get(`${baseUrl}/admin/dev?mail=${id}`);
        expect(answer.status(), `mail ${id}`).toBe(200);
        const html = await answer.text();
        expect(html, `mail ${id}`).toContain('aria-label="Mail"');
        expect(html, `mail ${id}`).not.toContain(token);
        expect(html, `mail ${id}`).not.toMatch(ANY_SECRET);
      }
      // In Chromium (and so checked by axe), one mail of each kind and every mail to the admin: what the page shows once drawn.
      const kinds = new Map<string, ListedMail>();
      for (const mail of mails) if (!kinds.has(mail.subject.replace(/\d+/g, '#'))) kinds.set(mail.subject.replace(/\d+/g, '#'), mail);
      const drawn = new Set([...kinds.values(), ...mails.filter((mail) => mail.to === admin.email)]);
      for (const { id } of drawn) {
        await shop.open(`/admin/dev?mail=${id}`);
        const article = page.getByRole('article', { name: 'Mail' });
        await article.waitFor();
        const html = await page.content();
        expect(html, `mail ${id}`).not.toContain(token);
        expect(html, `mail ${id}`).not.toMatch(ANY_SECRET);
      }
      const seen = mails.map((mail) => `${mail.subject} → ${mail.to}`);
      const adminReset = seen.filter((line) => line === `Passwort zurücksetzen → ${admin.email}`);
      if (permissions[0] === 5) {
        // Account mails are not the order desk's: the admin's reset mail is not even listed.
        expect(adminReset).toEqual([]);
        await page.screenshot({ path: `${SHOTS_DIR}/admin-dev-quote-clerk-1400.png`, fullPage: true });
      } else {
        // Customer care reads it, with a marker where the link was, and sends it again: a new link to the admin only.
        expect(adminReset.length).toBeGreaterThan(0);
        await shop.open(`/admin/dev?q=${encodeURIComponent(admin.email)}`);
        const article = page.getByRole('article', { name: 'Mail' });
        await article.getByText('[persönlicher Link – nur im zugestellten Mail]').waitFor();
        await article.getByTestId('mail-personal').waitFor();
        const before = decodedMailsTo(admin.email).length;
        await article.getByRole('button', { name: 'Erneut senden' }).click();
        await page.locator('.toast').filter({ hasText: 'Ausgeführt' }).first().waitFor();
        const fresh = await waitUntil(() => decodedMailsTo(admin.email).slice(before).find((text) => RESET_LINK.test(text)), 'the new reset mail');
        expect(RESET_LINK.exec(fresh)![1]).not.toBe(token);
        expect(await page.content()).not.toMatch(ANY_SECRET);
        await page.screenshot({ path: `${SHOTS_DIR}/admin-dev-customer-care-1400.png`, fullPage: true });
      }
      // Every listed mail is read: the full browser pass has sent many by now.
    }, 300_000);
  }

  for (const [who, permission, shot] of [
    ['quote clerk', 5, 'quote-clerk'],
    ['customer care', 6, 'customer-care'],
  ] as const) {
    test(`R001-2.35 R001-6.12 /admin/dev of the ${who} at 375 px: no secret, every subject in sight, nothing wider than the phone`, async () => {
      const { page, shop } = await browser.staff(375, await staffLogin(`nur.${shot}.schmal`, [permission]));
      await shop.open('/admin/dev');
      await page.locator('.admin-page h1').first().waitFor();
      expect(await page.content()).not.toMatch(ANY_SECRET);
      // Account mails are customer care's (decision 1087): listed for them, with the link left out; not for the quote clerk.
      if (permission === 5) expect(await page.getByRole('table', { name: 'Mails' }).getByText('Passwort zurücksetzen').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // Every mail's subject, the link that opens it, in sight on the phone — not beyond a scrolled table's edge.
      const subjects = page.getByRole('table', { name: 'Mails' }).locator('a[href*="mail="]');
      expect(await subjects.count()).toBeGreaterThan(0);
      for (const box of await subjects.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(375);
      }
      await subjects.first().click();
      await page.getByRole('article', { name: 'Mail' }).waitFor();
      expect(await page.content()).not.toMatch(ANY_SECRET);
      await page.screenshot({ path: `${SHOTS_DIR}/admin-dev-${shot}-375.png`, fullPage: true });
    });
  }
});
