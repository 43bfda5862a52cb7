import { createHash } from 'node:crypto';
import { allPermissions, anonymousContext, createSessionTokens, Permission } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../engine/src/auth/password';
import { PasswordResetToken } from '../../../engine/src/auth/password-reset-token.entity';
import { Customer, User } from '../../../engine/src/customers/customer.entity';
import { useSecurityShop } from './harness';

/**
 * Sessions that cannot be revoked: a token must stop working when its customer is
 * deleted, its user deactivated, its rights removed, its password reset, or the user logs out —
 * on the next request and at renewal, not when the token expires.
 */

const shop = useSecurityShop();
const PASSWORD = 'Sitzung-Passwort-1';
const admin = anonymousContext({ customerId: 999_999, email: 'root@example.ch', permissions: [...allPermissions] });

/** A customer with one user that logs in over HTTP; its token and ids. */
async function loggedIn(email: string, permissions: number[] = []) {
  const em = shop.em();
  const customer = em.create(Customer, {});
  const user = em.create(User, { customer, email, passwordHash: await hashPassword(PASSWORD), permissions });
  await em.flush();
  const response = await fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { token, customerId: customer.id, userId: user.id };
}

const get = (path: string, token: string) => fetch(shop.web.url + path, { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });

describe('revocable sessions', () => {
  it('a deleted customer’s token stops working (API 401, profile pages back to the login)', async () => {
    const { token, customerId } = await loggedIn('geloescht@example.ch');
    expect((await get(`/api/customer/${customerId}/address`, token)).status).toBe(200);
    await shop.engine.customers.admin.deleteCustomer(admin, customerId);
    expect((await get(`/api/customer/${customerId}/address`, token)).status).toBe(401);
    const konto = await get('/user/profile/konto', token);
    expect(konto.status).toBe(302);
    expect(konto.headers.get('location')).toMatch(/^\/user\/login/);
  });

  it('a deactivated user’s token stops working', async () => {
    const { token, customerId, userId } = await loggedIn('inaktiv@example.ch');
    await shop.engine.customers.admin.updateUser(admin, userId, { active: false });
    expect((await get(`/api/customer/${customerId}/address`, token)).status).toBe(401);
  });

  it('removed rights take effect on the next request', async () => {
    const { token, userId } = await loggedIn('rechte@example.ch', [Permission.ADMIN_CUSTOMER]);
    expect((await get('/api/customers', token)).status).toBe(200);
    await shop.db.orm.em.fork().nativeUpdate(User, { id: userId }, { permissions: [] });
    // Even without the version bump (a change straight in the database) the rights come from the database.
    const denied = await get('/api/customers', token);
    expect([401, 403]).toContain(denied.status);
    await shop.engine.customers.admin.updateUser(admin, userId, { permissions: [] });
    expect((await get('/api/customers', token)).status).toBe(401);
  });

  it('a token from before a password reset stops working; the new password gives a working one', async () => {
    const { token, customerId, userId } = await loggedIn('zurueckgesetzt@example.ch');
    const em = shop.em();
    const resetToken = 'reset-token-for-the-session-test-0123456789';
    em.create(PasswordResetToken, { user: userId, tokenHash: createHash('sha256').update(resetToken).digest('hex'), expiresAt: new Date(Date.now() + 600_000) });
    await em.flush();
    const reset = await fetch(`${shop.web.url}/api/registration/reset-password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: resetToken, password: 'Neues-Passwort-22', passwordRepeat: 'Neues-Passwort-22' }),
    });
    expect(reset.status).toBe(200);
    expect((await get(`/api/customer/${customerId}/address`, token)).status).toBe(401);
    const login = await fetch(`${shop.web.url}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'zurueckgesetzt@example.ch', password: 'Neues-Passwort-22' }) });
    const fresh = ((await login.json()) as { token: string }).token;
    expect((await get(`/api/customer/${customerId}/address`, fresh)).status).toBe(200);
  });

  it('logout ends the token, not only the cookie', async () => {
    const { token, customerId } = await loggedIn('abgemeldet@example.ch');
    const logout = await fetch(`${shop.web.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}`, origin: shop.web.url } });
    expect(logout.status).toBe(200);
    expect((await get(`/api/customer/${customerId}/address`, token)).status).toBe(401);
  });

  it('renewal reads the database: an active user gets a fresh token, a deactivated one none', async () => {
    const { customerId, userId } = await loggedIn('erneuert@example.ch');
    // A token past half of its lifetime (same secret, shorter lifetime) asks for renewal.
    const old = await createSessionTokens(shop.engine.env.SESSION_SECRET, 60 * 60).sign(
      { customerId, email: 'erneuert@example.ch', perm: [], isCompanyCustomer: false, hasQuickOrder: false },
      { userId, version: 0 },
    );
    const renewed = await get(`/api/customer/${customerId}/address`, old);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('set-cookie')).toMatch(/^session=ey/);
    await shop.engine.customers.admin.updateUser(admin, userId, { active: false });
    const refused = await get(`/api/customer/${customerId}/address`, old);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie') ?? '').not.toMatch(/session=ey/);
  });
});
