import { describe, expect, it } from 'vitest';
import { draftCookie, draftIdOf } from './checkout.server';

describe('checkout pages on the server', () => {
  it('names the draft in an HttpOnly, SameSite=Lax cookie, Secure over https', () => {
    expect(draftCookie('abc', new Request('http://shop.test/checkout/start'))).toBe('checkout=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000');
    expect(draftCookie('abc', new Request('https://shop.test/checkout/start'))).toContain('; Secure');
    expect(draftIdOf(new Request('http://shop.test/', { headers: { cookie: 'lang=de-CH; checkout=abc' } }))).toBe('abc');
  });
});
