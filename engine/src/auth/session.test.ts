import { SignJWT } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { createSessionTokens, type SessionPayload } from './session';

const secret = 'x'.repeat(40);
const payload: SessionPayload = { customerId: 7, isCompanyCustomer: true, hasQuickOrder: true, perm: [3, 6], email: 'a@example.ch' };
const holder = { userId: 11, version: 2 };

describe('session tokens', () => {
  it('R000-3.38 R001-3.12 carries customerId, isCompanyCustomer, hasQuickOrder, perm and email', async () => {
    const tokens = createSessionTokens(secret);
    const token = await tokens.sign(payload, holder);
    const verified = await tokens.verify(token);
    expect(verified?.payload).toEqual(payload);
    expect(verified).toMatchObject({ userId: 11, version: 2, shouldRenew: false });
  });

  it('gives a new token at every sign-in', async () => {
    const tokens = createSessionTokens(secret);
    expect(await tokens.sign(payload, holder)).not.toBe(await tokens.sign(payload, holder));
  });

  it('refuses a forged, a tampered, an expired or a foreign token', async () => {
    const tokens = createSessionTokens(secret);
    const token = await tokens.sign(payload, holder);
    expect(await createSessionTokens('y'.repeat(40)).verify(token)).toBeUndefined();
    const [head, , sig] = token.split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...payload, perm: [1, 2, 3, 5, 6, 8] })).toString('base64url');
    expect(await tokens.verify(`${head}.${forgedBody}.${sig}`)).toBeUndefined();
    expect(await createSessionTokens(secret, -10).sign(payload, holder).then((t) => tokens.verify(t))).toBeUndefined();
    const unsigned = await new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(unsigned)).toBeUndefined(); // no issuer
    expect(await tokens.verify('')).toBeUndefined();
    expect(await tokens.verify('not.a.token')).toBeUndefined();
    // A token without its user and session version (signed before revocable sessions) is refused.
    const holderless = await new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS256' }).setIssuer('holzwerk-shop').setExpirationTime('1h').sign(new TextEncoder().encode(secret));
    expect(await tokens.verify(holderless)).toBeUndefined();
  });

  it('asks for renewal past half of the lifetime, and refuses after it', async () => {
    const tokens = createSessionTokens(secret, 100);
    const start = new Date('2026-11-22T10:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start);
      const token = await tokens.sign(payload, holder);
      vi.setSystemTime(new Date(start.getTime() + 40_000));
      expect((await tokens.verify(token))?.shouldRenew).toBe(false);
      vi.setSystemTime(new Date(start.getTime() + 60_000));
      expect((await tokens.verify(token))?.shouldRenew).toBe(true);
      vi.setSystemTime(new Date(start.getTime() + 101_000));
      expect(await tokens.verify(token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
