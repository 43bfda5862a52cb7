import { describe, expect, it } from 'vitest';
import { asGuest, guestOrderInput, useDemoEngine } from '../../test/world';
import { EngineError } from '../errors';
import { translateError } from '../i18n/translate';
import { Order } from '../requests/request.entity';
import { GUEST_ORDERS_LIMITED_MESSAGE } from './order-placement';

const demo = useDemoEngine({ GUEST_ORDERS_PER_CLIENT_PER_HOUR: '4' });


async function confirmationsTo(email: string): Promise<{ subject: string; attachments: string[] }[]> {
  const mails = await demo.engine.mail.listSentMails({ to: email, limit: 100 });
  return mails.map((mail) => ({ subject: mail.subject, attachments: mail.attachments }));
}

const guestOrder = (invoiceEmail: string, key: string) => guestOrderInput(demo.engine, invoiceEmail, key);

/** The refusal of a guest order beyond a limit: 429 with the wait, a sentence in every language. */
function expectLimited(error: unknown) {
  expect(EngineError.is(error)).toBe(true);
  expect(error).toMatchObject({ kind: 'too_many_requests', errors: [{ message: GUEST_ORDERS_LIMITED_MESSAGE }] });
  expect((error as EngineError).retryAfterSeconds).toBeGreaterThan(0);
  expect(translateError(GUEST_ORDERS_LIMITED_MESSAGE, { minutes: 60 }, 'fr-FR')).toContain('60 minutes');
}

describe('guest orders cannot mail their PDF to any address without end (decision 815)', () => {
  it('R000-7.24 a fourth guest order within the hour to one invoice e-mail is refused before anything is written: no order, no mail; a retry of an earlier one still answers', async () => {
    const email = 'opfer@example.ch';
    for (let i = 1; i <= 3; i++) await demo.engine.orders.placeOrder(asGuest(), await guestOrder(email, `guest-limit-email-${i}`), { clientAddress: `198.51.100.${i}` });
    const refused = await demo.engine.orders.placeOrder(asGuest(), await guestOrder(email.toUpperCase(), 'guest-limit-email-4'), { clientAddress: '198.51.100.9' }).catch((error: unknown) => error);
    expectLimited(refused);
    // The same submission as the first again is answered with its order (idempotency before the limit).
    const again = await demo.engine.orders.placeOrder(asGuest(), await guestOrder(email, 'guest-limit-email-1'), { clientAddress: '198.51.100.1' });
    expect(again.order.invoiceEmail).toBe(email);
    expect(await demo.engine.database.orm.em.fork().count(Order, { invoiceEmail: { $ilike: email } })).toBe(3);
    await expect.poll(() => confirmationsTo(email), { timeout: 10_000 }).toHaveLength(3);
  });

  it('R000-7.24 one client address places at most the configured guest orders per hour (to different addresses); another client still orders', async () => {
    for (let i = 1; i <= 4; i++) await demo.engine.orders.placeOrder(asGuest(), await guestOrder(`kunde-${i}@example.ch`, `guest-limit-client-${i}`), { clientAddress: '203.0.113.7' });
    expectLimited(await demo.engine.orders.placeOrder(asGuest(), await guestOrder('kunde-5@example.ch', 'guest-limit-client-5'), { clientAddress: '203.0.113.7' }).catch((error: unknown) => error));
    const other = await demo.engine.orders.placeOrder(asGuest(), await guestOrder('kunde-5@example.ch', 'guest-limit-client-6'), { clientAddress: '203.0.113.8' });
    expect(other.order.formattedId).toMatch(/^B-/);
  });
});

describe('order confirmation for every placed order', () => {
  it('R001-1.10 an order placed through POST /api/order (not the checkout pages) gets one confirmation mail with its PDF, also on a retry', async () => {
    const input = await guestOrderInput(demo.engine, 'api-gast@example.ch', 'api-confirmation-1', { name: 'API Gast AG', quantity: 2 });
    const placed = await demo.engine.orders.placeOrder(asGuest(), input);
    await expect.poll(() => confirmationsTo('api-gast@example.ch'), { timeout: 10_000 }).toHaveLength(1);
    const [mail] = await confirmationsTo('api-gast@example.ch');
    expect(mail?.subject).toContain(placed.order.formattedId);
    expect(mail?.attachments.some((name) => name.endsWith('.pdf'))).toBe(true);
    // The way of delivery and its freight, as the PDF names them (decision 1140).
    const [sent] = await demo.engine.mail.listSentMails({ to: 'api-gast@example.ch', limit: 1 });
    expect(sent?.text).toMatch(/^Lieferart: Lieferung per Lastwagen, Fracht CHF \d+\.\d{2}\.$/m);

    // The same submission again answers the same order and sends nothing more.
    await demo.engine.orders.placeOrder(asGuest(), input);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await confirmationsTo('api-gast@example.ch')).toHaveLength(1);
  });
});
