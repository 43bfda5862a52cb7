import { RESET_LINK_INVALID_MESSAGE } from '@shop/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../engine/src/auth/password';
import { PasswordResetToken } from '../../engine/src/auth/password-reset-token.entity';
import { User } from '../../engine/src/customers/customer.entity';
import { startTestSmtpServer } from '../../engine/src/mail/test-smtp-server';
import { givenCustomer } from '../../engine/test/world';
import { startHttpShop, type HttpShop } from './http-shop';

/**
 * Password reset end to end: the shop mails through SMTP_URL to a real SMTP
 * server started here; the link in the mail opens the page, sets a new password once, and a link
 * past its lifetime is refused — through the web app's own routes (the app as built for the run, decision 1070).
 */

let shop: HttpShop;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
const EMAIL = 'vergessen@example.ch';
const em = () => shop.em();

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  shop = await startHttpShop({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' });
  const fork = em();
  const { customer } = givenCustomer(fork);
  fork.create(User, { customer, email: EMAIL, passwordHash: await hashPassword('Altes-Passwort-1'), permissions: [] });
  await fork.flush();
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await smtp?.close();
});

const requestReset = (email: string) =>
  fetch(`${shop.web.url}/api/registration/request-password-reset`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

/** Submits the page's form as the browser does (same origin, form-encoded). */
const submitNewPassword = (path: string, token: string, password: string) =>
  fetch(`${shop.web.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shop.web.url },
    body: new URLSearchParams({ token, password, passwordRepeat: password }),
    redirect: 'manual',
  });

const login = (password: string) =>
  fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password }) });

/** The link of the newest mail, as a path of this shop and its token. */
async function linkOfMail(count: number): Promise<{ path: string; token: string }> {
  const mail = (await smtp.waitFor(count)).at(-1)!;
  expect(mail.to).toEqual([EMAIL]);
  const match = mail.text.match(/https:\/\/shop\.example(\/user\/reset-password\?token=([\w-]+))/);
  expect(match, mail.text).not.toBeNull();
  return { path: match![1]!, token: match![2]! };
}

describe('password reset over SMTP and the web pages', () => {
  it('R000-7.07 R000-7.08 R000-2.43 R000-2.44 the mail arrives over SMTP; its link works once, then is refused; an expired link is refused', async () => {
    // The same answer for an unknown e-mail, and no mail for it.
    const unknown = await requestReset('niemand@example.ch');
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ ok: true });
    const known = await requestReset(EMAIL);
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ ok: true });
    expect(smtp.mails.length).toBe(1);
    const { path, token } = await linkOfMail(1);

    const page = await fetch(`${shop.web.url}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Neues Passwort</h1>');
    expect(html).toContain(`value="${token}"`);

    const first = await submitNewPassword(path, token, 'Neues-Passwort-22');
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Ihr Passwort wurde geändert.');
    expect((await login('Neues-Passwort-22')).status).toBe(200);
    expect((await login('Altes-Passwort-1')).status).toBe(401);

    // The link works once.
    const again = await submitNewPassword(path, token, 'Drittes-Passwort-3');
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(RESET_LINK_INVALID_MESSAGE);
    expect((await login('Drittes-Passwort-3')).status).toBe(401);

    // A new link past its lifetime (60 minutes) is refused.
    await requestReset(EMAIL);
    const late = await linkOfMail(2);
    await em().nativeUpdate(PasswordResetToken, { usedAt: null }, { expiresAt: new Date(Date.now() - 60_000) });
    const expired = await submitNewPassword(late.path, late.token, 'Spaetes-Passwort-4');
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain(RESET_LINK_INVALID_MESSAGE);
    expect((await login('Spaetes-Passwort-4')).status).toBe(401);
    expect((await login('Neues-Passwort-22')).status).toBe(200);
  }, 120_000);
});
