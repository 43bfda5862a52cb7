import { createHmac, timingSafeEqual } from 'node:crypto';

/** The shop page a 'jetzt bezahlen' link opens (web/app/checkout/pay-again.tsx). */
export const PAY_AGAIN_PATH = '/checkout/bezahlen';

/**
 * Links that reopen the payment of an order from a mail (decision 814): the order id and an HMAC
 * of it under the shop's secret, so a link names exactly one order and cannot be guessed for
 * another. The link only offers to pay what is still open; it shows no customer data.
 *
 * @example createPayLinks({ secret, publicUrl: 'https://shop.example' }).linkFor(42) // 'https://shop.example/checkout/bezahlen/42.Xy…'
 */
export function createPayLinks(options: { secret: string; publicUrl: string }) {
  const base = options.publicUrl.replace(/\/+$/, '');
  const sign = (orderId: number): string => createHmac('sha256', options.secret).update(`pay-again:${orderId}`).digest('base64url').slice(0, 32);
  const tokenFor = (orderId: number): string => `${orderId}.${sign(orderId)}`;
  return {
    tokenFor,
    linkFor: (orderId: number): string => `${base}${PAY_AGAIN_PATH}/${tokenFor(orderId)}`,
    /** The order id a token names, or null when it is malformed or not ours. */
    verify(token: string | null | undefined): number | null {
      const match = /^(\d{1,10})\.([\w-]{32})$/.exec(token ?? '');
      if (!match) return null;
      const orderId = Number(match[1]);
      const expected = Buffer.from(sign(orderId));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? orderId : null;
    },
  };
}
export type PayLinks = ReturnType<typeof createPayLinks>;
