import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test } from 'vitest';
import { captchaQuestions } from '../../../fixtures/demo/company';
import { demoLogins } from '../../../fixtures/demo/customers';
import { launchBrowser, skipBrowserTests } from './browser';

const { baseUrl } = inject('e2e');
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

  test('30 wrong passwords in a minute for one account are limited (401) and never log in', async () => {
    const email = 'brute-force-e2e@example.ch';
    const messages: string[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: `guess-${i}` }) });
      expect(response.status).toBe(401);
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
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-CH' });
    page = await context.newPage();
  });
  afterEach(async () => {
    await context?.close();
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

  test('R000-2.55 R000-2.65 R000-2.66 the address book needs a login; the demo company sees Schnellbestellung', async () => {
    await page.goto(`${baseUrl}/user/profile/adressen`);
    expect(new URL(page.url()).pathname).toBe('/user/login');
    await page.fill('[name="email"]', demoLogins.company.email);
    await page.fill('[name="password"]', 'falsch-falsch');
    await page.click('button[type="submit"]');
    await expect(page.locator('.form-error').textContent()).resolves.toContain('E-Mail oder Passwort falsch');
    await page.fill('[name="email"]', demoLogins.company.email);
    await page.fill('[name="password"]', demoLogins.company.password);
    await Promise.all([page.waitForURL(`${baseUrl}/user/profile/adressen`), page.click('button[type="submit"]')]);
    await expect(page.locator('.address-card').count()).resolves.toBeGreaterThan(0);
    await expect(header().innerHTML()).resolves.toContain('Schnellbestellung');
    await expect(header().innerHTML()).resolves.not.toContain('Adminbereich');
  });
});
