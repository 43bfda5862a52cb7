import { hashPassword } from '../../../engine/src/auth/password';
import { Customer, User } from '../../../engine/src/customers/customer.entity';
import { describe, expect, it } from 'vitest';
import { useSecurityShop } from './harness';

/**
 * Issue 22: behind an https proxy every write was refused (the Origin https://… never matched the
 * http URL the server saw) and the session cookie was never Secure. With TRUST_PROXY the proxy's
 * X-Forwarded-* headers count; without it they are ignored.
 */
const shop = useSecurityShop({ TRUST_PROXY: 'loopback' });

const behindProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example', origin: 'https://shop.example', 'content-type': 'application/json' };

describe('TRUST_PROXY (issue 22)', () => {
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
});
