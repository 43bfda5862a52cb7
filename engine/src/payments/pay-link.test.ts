import { describe, expect, it } from 'vitest';
import { createPayLinks, PAY_AGAIN_PATH } from './pay-link';

describe('pay-again links', () => {
  const links = createPayLinks({ secret: 'a-secret-of-at-least-thirty-two-characters', publicUrl: 'https://shop.example/' });

  it('name one order under the shop secret and cannot be turned into another', () => {
    const link = links.linkFor(42);
    expect(link.startsWith(`https://shop.example${PAY_AGAIN_PATH}/42.`)).toBe(true);
    const token = link.split('/').at(-1)!;
    expect(links.verify(token)).toBe(42);
    expect(links.verify(token.replace(/^42/, '43'))).toBeNull();
    expect(links.verify(`42.${'A'.repeat(32)}`)).toBeNull();
    expect(links.verify('garbage')).toBeNull();
    expect(links.verify(undefined)).toBeNull();
    expect(createPayLinks({ secret: 'another-secret-of-thirty-two-characters!', publicUrl: 'https://shop.example' }).verify(token)).toBeNull();
  });
});
