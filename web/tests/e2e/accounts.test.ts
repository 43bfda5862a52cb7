import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { captchaQuestions } from '../../../fixtures/demo/company';
import { demoLogins } from '../../../fixtures/demo/customers';
import { screenshotPath, skipBrowserTests, useShopBrowser } from './browser';
import { shopUnderTest } from './shop-under-test';

const { baseUrl, logFile } = shopUnderTest();
const json = { 'content-type': 'application/json' };

/** The accepted answer of a seeded security question, by its German text. */
function answerOf(question: string): string {
  const found = captchaQuestions.find((q) => question.includes(q.questionDe));
  if (!found) throw new Error(`unknown captcha question: ${question}`);
  return found.answers[0]!;
}

describe('accounts over HTTP (built shop, demo data)', () => {
  test('R000-7.03 R000-7.04 the demo company logs in: token, payload with company and quick order', async () => {
    const response = await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify(demoLogins.company) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; payload: Record<string, unknown> };
    expect(body.payload).toMatchObject({ email: demoLogins.company.email, isCompanyCustomer: true, hasQuickOrder: true, perm: [] });
    expect(response.headers.get('set-cookie')).toMatch(/^session=.+; Path=\/; HttpOnly; SameSite=Lax/);
  });

  test('30 wrong passwords in a minute for one account are limited (401, then 429 with Retry-After) and never log in', async () => {
    const email = 'brute-force-e2e@example.ch';
    const messages: string[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: `guess-${i}` }) });
      expect(response.status).toBe(i < 5 ? 401 : 429);
      expect(response.headers.get('set-cookie')).toBeNull();
      messages.push(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message);
    }
    expect(messages.filter((m) => m.startsWith('Zu viele Anmeldeversuche')).length).toBe(25);
  });

  test('R000-7.09 GET /api/registration/captcha and POST validate-captcha', async () => {
    const challenge = (await (await fetch(`${baseUrl}/api/registration/captcha?locale=de-CH`)).json()) as { questionId: number; question: string };
    const check = (answer: string) =>
      fetch(`${baseUrl}/api/registration/validate-captcha`, { method: 'POST', headers: json, body: JSON.stringify({ questionId: challenge.questionId, answer }) }).then((r) => r.json());
    expect(await check(answerOf(challenge.question))).toEqual({ valid: true });
    expect(await check('falsch')).toEqual({ valid: false });
  });
});

describe('visitors over HTTP (built shop, demo data)', () => {
  const get = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  const post = (path: string, body: unknown) => fetch(`${baseUrl}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body), redirect: 'manual' });

  test('R000-6.01 R000-1.07 visitor/guest rights without a login: browse, cart, guest checkout, register, log in — not the profile', async () => {
    // Browse: the landing page, a category listing and a product page.
    expect((await get('/-verpackung')).status).toBe(200);
    const products = (await (await get('/api/product?perPage=5')).json()) as { items: { id: number; articleNumber: string }[] };
    expect(products.items.length).toBeGreaterThan(0);
    const product = products.items[0]!;
    expect((await get(`/products/${encodeURIComponent(product.articleNumber)}`)).status).toBe(200);
    // Cart: the cart page and its prices.
    expect((await get('/checkout')).status).toBe(200);
    const price = await post('/api/product/order-price', { cartItems: [{ productId: product.id, quantity: 1, configuration: {} }] });
    expect(price.status).toBe(200);
    // Guest checkout: placing an order needs no login (an empty order is refused by validation, not by a guard).
    const order = await post('/api/order', {});
    expect([401, 403]).not.toContain(order.status);
    // Register and log in.
    expect((await get('/user/register')).status).toBe(200);
    expect((await get('/api/registration/captcha?locale=de-CH')).status).toBe(200);
    expect((await get('/user/login')).status).toBe(200);
    expect((await post('/api/auth', demoLogins.person)).status).toBe(200);
    // The profile and the favourites are for logged-in users only.
    for (const path of ['/user/profile/konto', '/favoriten/meine-produkte']) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe('/user/login');
    }
  });
});

describe('account pages over HTTP (built shop, demo data)', () => {
  const page = (path: string, cookie?: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const loginPath = (response: Response) => new URL(response.headers.get('location') ?? '', baseUrl).pathname;

  test('R000-2.43 R000-2.44 the password pages are open to visitors', async () => {
    const request = await page('/user/request-password-reset');
    expect(request.status).toBe(200);
    expect(await request.text()).toContain('<h1>Passwort vergessen</h1>');
    const reset = await page('/user/reset-password?token=unbekannt');
    expect(reset.status).toBe(200);
    expect(await reset.text()).toContain('<h1>Neues Passwort</h1>');
  });

  test('R000-1.04 R000-1.05 with the French language cookie, login and registration show French headings and buttons', async () => {
    const login = await (await page('/user/login', 'lang=fr-FR')).text();
    expect(login).toContain('<h1>Connexion</h1>');
    expect(login).toContain('Se connecter');
    expect(login).toContain('Mot de passe oublié ?');
    const register = await (await page('/user/register', 'lang=fr-FR')).text();
    expect(register).toContain('<h1>S&#x27;inscrire</h1>');
    expect(register).toContain('Particulier');
    expect(register).toContain('Question de sécurité :');
  });

  test('R000-1.15 R000-1.16 R000-6.02 R000-2.47 R000-2.51 R000-2.52 R000-2.54 logged in, the profile subpages and the favourites open; a visitor is sent to the login', async () => {
    const login = await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify(demoLogins.company) });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^session=./);
    const pages: [string, string][] = [
      ['/user/profile/bestellungen', 'Bestellungen'],
      ['/user/profile/offerten', 'Offerten'],
      ['/user/profile/konto', 'Konto'],
      ['/user/profile/zugangsdaten', 'Zugangsdaten'],
      ['/user/profile/adressen', 'Adressen'],
      ['/favoriten/meine-produkte', 'Meine Produkte'],
      ['/favoriten/zuletzt-bestellt', 'Zuletzt bestellt'],
    ];
    for (const [path, heading] of pages) {
      const response = await page(path, cookie);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(`<h1>${heading}</h1>`);
      const anonymous = await page(path);
      expect(loginPath(anonymous), path).toBe('/user/login');
    }
    // /favoriten starts at meine-produkte.
    const favourites = await page('/favoriten', cookie);
    expect(new URL(favourites.headers.get('location') ?? '', baseUrl).pathname).toBe('/favoriten/meine-produkte');
    expect(loginPath(await page('/favoriten'))).toBe('/user/login');
  });
});

describe.skipIf(skipBrowserTests)('accounts in Chromium', () => {
  let page: Page;
  const browser = useShopBrowser(baseUrl, { lifetime: 'test', errors: 'none' });
  beforeEach(async () => {
    ({ page } = await browser.open(1280));
  });

  const header = () => page.locator('.topbar__account');

  test('R000-1.14 R000-2.42 R000-2.41 R000-2.50 R000-2.61 R000-2.62 registers a company (captcha), adds and edits an address, logs out and in again', async () => {
    const email = `firma-${Date.now()}@example.ch`;
    const password = 'Kisten-Passwort-2026';
    await page.goto(`${baseUrl}/user/register?type=company`);
    await page.fill('[name="name"]', 'E2E Kisten AG');
    await page.fill('[name="invoiceEmail"]', `rechnung-${email}`);
    await page.fill('[name="contactPerson.firstName"]', 'Eva');
    await page.fill('[name="contactPerson.lastName"]', 'Brett');
    // Company registration takes the invoice address.
    await page.fill('[name="address.street"]', 'Firmenweg 8');
    await page.fill('[name="address.zipCode"]', '5013');
    await page.fill('[name="address.city"]', 'Niedergösgen');
    await page.fill('[name="email"]', email);
    await page.fill('[name="password"]', password);
    await page.fill('[name="passwordRepeat"]', password);
    const question = (await page.locator('label[for="field-captcha-answer"]').textContent()) ?? '';
    // A wrong answer first: the spec's message, nothing registered.
    await page.fill('[name="captcha.answer"]', 'falsch');
    await page.click('button[type="submit"]');
    await expect(page.locator('.form-error').textContent()).resolves.toContain('Die Sicherheitsanfrage wurde falsch beantwortet.');

    for (const [name, value] of Object.entries({ name: 'E2E Kisten AG', invoiceEmail: `rechnung-${email}`, 'contactPerson.firstName': 'Eva', 'contactPerson.lastName': 'Brett', email, password, passwordRepeat: password })) {
      await page.fill(`[name="${name}"]`, value);
    }
    const retryQuestion = (await page.locator('label[for="field-captcha-answer"]').textContent()) ?? question;
    await page.fill('[name="captcha.answer"]', answerOf(retryQuestion));
    await Promise.all([page.waitForURL(`${baseUrl}/user/profile/adressen`), page.click('button[type="submit"]')]);
    await expect(header().textContent()).resolves.toContain(email);
    await expect(header().textContent()).resolves.toContain('Logout');

    await page.fill('[name="name"]', 'E2E Kisten AG Lager');
    await page.fill('[name="street"]', 'Industriestrasse 5');
    await page.fill('[name="zipCode"]', '5013');
    await page.fill('[name="city"]', 'Niedergösgen');
    await page.click('text=Adresse speichern');
    await page.locator('.address-card', { hasText: 'Industriestrasse 5' }).waitFor();

    // Edit the new address: a wrong ZIP is refused at its field, then a changed street is saved.
    const card = page.locator('.address-card', { hasText: 'Industriestrasse 5' });
    await Promise.all([page.waitForURL(/bearbeiten=\d+$/), card.locator('a', { hasText: 'Bearbeiten' }).click()]);
    await expect(page.inputValue('[name="street"]')).resolves.toBe('Industriestrasse 5');
    await page.fill('[name="zipCode"]', '12');
    await page.click('text=Änderungen speichern');
    await page.locator('.form-field__error').first().waitFor();
    await expect(page.getAttribute('[name="zipCode"]', 'aria-invalid')).resolves.toBe('true');
    await page.fill('[name="zipCode"]', '5013');
    await page.fill('[name="street"]', 'Industriestrasse 7');
    await page.click('text=Änderungen speichern');
    await expect(page.locator('[role="status"]', { hasText: 'Änderungen gespeichert' }).textContent()).resolves.toContain('Änderungen gespeichert');
    await page.reload();
    await page.locator('.address-card', { hasText: 'Industriestrasse 7' }).waitFor();
    await expect(page.locator('.address-card', { hasText: 'Industriestrasse 5' }).count()).resolves.toBe(0);

    await Promise.all([page.waitForURL(/\/-verpackung$|\/$/), header().locator('button', { hasText: 'Logout' }).click()]);
    await expect(header().textContent()).resolves.toContain('Login');
    await expect(header().textContent()).resolves.not.toContain(email);

    await page.goto(`${baseUrl}/user/login?redirectTo=%2Fuser%2Fprofile%2Fadressen`);
    await page.fill('[name="email"]', email);
    await page.fill('[name="password"]', password);
    await Promise.all([page.waitForURL(`${baseUrl}/user/profile/adressen`), page.click('button[type="submit"]')]);
    await page.locator('.address-card', { hasText: 'Industriestrasse 7' }).waitFor();
  });

  /** The admin the start script created; its generated password is printed once into the shop's log. */
  function adminLogin(): { email: string; password: string } {
    const match = readFileSync(logFile, 'utf8').match(/e-mail:\s+(\S+)\s+password:\s+(\S+)/);
    if (!match) throw new Error('no admin login in the shop log');
    return { email: match[1]!, password: match[2]! };
  }

  const storage = () =>
    page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])) as Record<string, string | null>);
  const hydrated = () => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const analyticsEvents = () =>
    page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event).filter((event) => event !== undefined));

  test('R000-4.47 R001-4.02 R000-9.14 R001-9.16 R000-2.53 registers a company (captcha), adds and edits an address, uses quick order once enabled, logs out: client state is reset at login and logout', async () => {
    const email = `schnell-${Date.now()}@example.ch`;
    const password = 'Schnell-Passwort-2026';
    await page.goto(`${baseUrl}/user/register?type=company`);
    await hydrated();
    // What a visitor left in this browser: a cart line with a (visitor's) stored price and a per-user entry.
    await page.evaluate(() => {
      localStorage.setItem('cart-item:visitor', JSON.stringify({ product: { id: 1, name: 'Kiste', articleNumber: 'KISTE_0001' }, configuration: {}, quantity: 2, pricePerOne: '99.00' }));
      localStorage.setItem('checkout:entwurf', 'visitor draft');
      localStorage.setItem('cookie:accepted', 'true');
    });
    for (const [name, value] of Object.entries({ name: 'Schnell Kisten AG', invoiceEmail: `rechnung-${email}`, 'contactPerson.firstName': 'Sina', 'contactPerson.lastName': 'Schnell', 'address.street': 'Firmenweg 9', 'address.zipCode': '5013', 'address.city': 'Niedergösgen', email, password, passwordRepeat: password })) {
      await page.fill(`[name="${name}"]`, value);
    }
    await page.selectOption('[name="contactPerson.title"]', '2');
    await page.screenshot({ path: screenshotPath('accounts-register-company-1280'), fullPage: true });
    await page.fill('[name="captcha.answer"]', answerOf((await page.locator('label[for="field-captcha-answer"]').textContent()) ?? ''));
    await Promise.all([page.waitForURL(`${baseUrl}/user/profile/adressen`), page.click('button[type="submit"]')]);
    await hydrated();

    // Logged in: the per-user entry is gone, the cart line stays without the stored price.
    await expect.poll(async () => (await storage())['checkout:entwurf'] ?? null).toBeNull();
    const afterLogin = await storage();
    expect(JSON.parse(afterLogin['cart-item:visitor']!)).toEqual({ product: { id: 1, name: 'Kiste', articleNumber: 'KISTE_0001' }, configuration: {}, quantity: 2 });
    expect(afterLogin['client-state:owner']).toMatch(/^customer:\d+$/);
    // With consent, the registration is reported as sign_up (R000-7.44), not as a login.
    await expect.poll(() => analyticsEvents()).toContain('sign_up');
    expect(await analyticsEvents()).not.toContain('login');

    // A new address form carries the default id -1 (unsaved); saving creates, the edit form carries the saved id.
    await expect(page.inputValue('form:has([name="name"]) input[name="addressId"]')).resolves.toBe('-1');
    await page.fill('[name="name"]', 'Schnell Kisten AG');
    await page.fill('[name="street"]', 'Werkstrasse 1');
    await page.fill('[name="zipCode"]', '5013');
    await page.fill('[name="city"]', 'Niedergösgen');
    await page.click('text=Adresse speichern');
    const card = page.locator('.address-card', { hasText: 'Werkstrasse 1' });
    await card.waitFor();
    await Promise.all([page.waitForURL(/bearbeiten=\d+$/), card.locator('a', { hasText: 'Bearbeiten' }).click()]);
    const savedId = new URL(page.url()).searchParams.get('bearbeiten')!;
    await page.locator('h2', { hasText: 'Adresse bearbeiten' }).waitFor();
    await expect(page.inputValue('form:has([name="street"]) input[name="addressId"]')).resolves.toBe(savedId);
    await page.fill('[name="street"]', 'Werkstrasse 2');
    await page.click('text=Änderungen speichern');
    await page.locator('[role="status"]', { hasText: 'Änderungen gespeichert' }).waitFor();
    // The invoice address of the registration and the one added here.
    await expect(page.locator('.address-card').count()).resolves.toBe(2);
    await page.locator('.address-card', { hasText: 'Werkstrasse 2' }).waitFor();
    await page.screenshot({ path: screenshotPath('accounts-adressen-1280'), fullPage: true });

    // Without the right, quick order sends to the login.
    await page.goto(`${baseUrl}/favoriten/quick-order`);
    expect(new URL(page.url()).pathname).toBe('/user/login');

    // The back office enables quick order for the new company (POST /api/customers, ADMIN_CUSTOMER).
    const own = (await (await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) })).json()) as { payload: { customerId: number; hasQuickOrder: boolean } };
    expect(own.payload.hasQuickOrder).toBe(false);
    const admin = (await (await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify(adminLogin()) })).json()) as { token: string };
    const enable = await fetch(`${baseUrl}/api/customers`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ id: own.payload.customerId, quickOrderSetting: { isActive: true, truckId: null } }),
    });
    expect(enable.status).toBe(200);

    // Logging in again gives a token with hasQuickOrder: back on quick order, a line goes into the cart.
    await page.fill('[name="email"]', email);
    await page.fill('[name="password"]', password);
    await Promise.all([page.waitForURL(`${baseUrl}/favoriten/quick-order`), page.locator('form:has([name="password"]) button[type="submit"]').click()]);
    await page.locator('h1', { hasText: 'Schnellbestellung' }).waitFor();
    await hydrated();
    await page.fill('#quick-order-lines', 'KISTE_0002 3');
    await page.click('text=Artikel prüfen');
    await page.locator('table[aria-label="Quick-Order-Positionen"] tbody tr').first().waitFor();
    await page.click('button:has-text("In den Warenkorb")');
    await page.locator('[role="status"]', { hasText: 'in den Warenkorb gelegt' }).waitFor();
    expect(Object.values(await storage()).some((value) => value?.includes('KISTE_0002'))).toBe(true);

    // Logout: home, a full reload, and the browser forgets the customer's cart and state.
    await Promise.all([page.waitForURL(/\/-verpackung$|\/$/), header().locator('button', { hasText: 'Logout' }).click()]);
    await hydrated();
    await expect(header().textContent()).resolves.toContain('Login');
    await expect.poll(async () => (await storage())['client-state:owner']).toBe('visitor');
    const afterLogout = await storage();
    expect(Object.keys(afterLogout).filter((key) => key.startsWith('cart-item:'))).toEqual([]);
    expect(Object.values(afterLogout).some((value) => value?.includes('KISTE_0002'))).toBe(false);
  });

  test('R000-2.55 R000-2.65 R000-2.66 R000-7.44 the address book needs a login (reported as login with consent); the demo company sees Schnellbestellung', async () => {
    await page.goto(`${baseUrl}/user/profile/adressen`);
    expect(new URL(page.url()).pathname).toBe('/user/login');
    await hydrated();
    await page.evaluate(() => localStorage.setItem('cookie:accepted', 'true'));
    await page.fill('[name="email"]', demoLogins.company.email);
    await page.fill('[name="password"]', 'falsch-falsch');
    await page.click('button[type="submit"]');
    await expect(page.locator('.form-error').textContent()).resolves.toContain('E-Mail oder Passwort falsch');
    await page.fill('[name="email"]', demoLogins.company.email);
    await page.fill('[name="password"]', demoLogins.company.password);
    await Promise.all([page.waitForURL(`${baseUrl}/user/profile/adressen`), page.click('button[type="submit"]')]);
    await expect(page.locator('.address-card').count()).resolves.toBeGreaterThan(0);
    // With consent, the login is reported to analytics once (R000-7.44).
    await expect.poll(() => analyticsEvents()).toContain('login');
    expect((await analyticsEvents()).filter((event) => event === 'login' || event === 'sign_up')).toEqual(['login']);
    await expect(header().innerHTML()).resolves.toContain('Schnellbestellung');
    await expect(header().innerHTML()).resolves.not.toContain('Adminbereich');
  });
});
