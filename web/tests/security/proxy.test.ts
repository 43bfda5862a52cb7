import { hashPassword } from '../../../engine/src/auth/password';
import { Customer, User } from '../../../engine/src/customers/customer.entity';
import { describe, expect, it } from 'vitest';
import { useSecurityShop } from './harness';

/**
 * Behind an https proxy every write was refused (the Origin https://… never matched the
 * http URL the server saw) and the session cookie was never Secure. With TRUST_PROXY the proxy's
 * X-Forwarded-* headers count; without it they are ignored.
 */
const shop = useSecurityShop({ TRUST_PROXY: 'loopback' });

const behindProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example', origin: 'https://shop.example', 'content-type': 'application/json' };

describe('TRUST_PROXY', () => {
  it('a login through the https proxy is accepted and sets a Secure cookie', async () => {
    const em = shop.em();
    const customer = em.create(Customer, {});
    em.create(User, { customer, email: 'proxy@example.ch', passwordHash: await hashPassword('Proxy-Passwort-1'), permissions: [] });
    await em.flush();
    const response = await fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: behindProxy, body: JSON.stringify({ email: 'proxy@example.ch', password: 'Proxy-Passwort-1' }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/session=ey[^;]+;.*Secure/);
  });

  it('a foreign origin is still refused through the proxy', async () => {
    const response = await fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: { ...behindProxy, origin: 'https://evil.example' }, body: '{}' });
    expect(response.status).toBe(403);
  });

  it('the login limits count the client the proxy names: 5 wrong passwords from one client, the owner still logs in from another (decision 1089)', async () => {
    const em = shop.em();
    em.create(User, { customer: em.create(Customer, {}), email: 'zwei-clients@example.ch', passwordHash: await hashPassword('Zwei-Clients-1'), permissions: [] });
    await em.flush();
    const from = (client: string) => ({ ...behindProxy, 'x-forwarded-for': client });
    const login = (client: string, password: string) =>
      fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: from(client), body: JSON.stringify({ email: 'zwei-clients@example.ch', password }) });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login('203.0.113.5', `falsch-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await login('203.0.113.5', 'Zwei-Clients-1');
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^Zu viele Anmeldeversuche/);
    expect((await login('198.51.100.9', 'Zwei-Clients-1')).status).toBe(200);
    // The login page's form counts the same way.
    const page = (client: string) =>
      fetch(`${shop.web.url}/user/login`, {
        method: 'POST',
        headers: { ...from(client), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'zwei-clients@example.ch', password: 'Zwei-Clients-1' }),
        redirect: 'manual',
      });
    expect((await page('203.0.113.5')).status).toBe(429);
    const other = await page('198.51.100.10');
    expect(other.status).toBe(302);
    expect(other.headers.get('set-cookie')).toMatch(/^session=ey/);
  });
});
