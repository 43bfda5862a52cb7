import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asAdmin, asGuest } from '../../test/world';
import { Permission } from '../auth/permissions';
import { startPaymentHarness } from '../../test/payment-harness';
import { createShopBasics } from '../../test/shop-basics';
import { createMailDesk, MAIL_NOT_RESENT_MESSAGE } from '../mail/mail-desk';
import { createMailer } from '../mail/mailer';
import { SentMail } from '../mail/sent-mail.entity';
import { startTestSmtpServer } from '../mail/test-smtp-server';
import { createOrderMails } from '../orders/order-mails';
import { createOrderService } from '../orders/order-service';
import { Order } from '../requests/request.entity';
import { createPayLinks, PAY_AGAIN_PATH } from '../payments/pay-link';
import { createPricingService } from '../pricing/pricing-service';
import { createCheckoutService, type CheckoutService } from './checkout-service';

/**
 * Decision 814: invoice and prepayment orders are confirmed at once; TWINT and
 * card orders only when the provider's webhook marks them PAID; a declined payment gets a mail
 * whose 'jetzt bezahlen' link reopens the payment of the same order.
 */

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
let harness: Awaited<ReturnType<typeof startPaymentHarness>>;
let checkout: CheckoutService;
let productId = 0;
/** The simulated provider's clock: moved on to let a left payment page time out. */
let providerClock = new Date();
const guest = asGuest();
const payLinks = createPayLinks({ secret: 'test-secret-of-at-least-thirty-two-chars', publicUrl: 'http://shop.test' });
const CONFIRMATION = 'Ihre Bestellung';

const mailsTo = (to: string) => em().find(SentMail, { to }, { orderBy: { id: 'asc' } });
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let mailer: ReturnType<typeof createMailer>;
let orderMails: ReturnType<typeof createOrderMails>;
const orderDesk = asAdmin(Permission.ADMIN_QUOTE);

/**
 * The link of the pay-again mail as the SMTP server received it: the stored copy keeps only a
 * marker (decision 1087), checked here too.
 */
async function payLinkDeliveredTo(email: string): Promise<string | undefined> {
  const delivered = await smtp.waitForMailsTo(email);
  const link = /Jetzt bezahlen: (\S+)/.exec(delivered.at(-1)?.text ?? '')?.[1];
  const stored = (await mailsTo(email)).find((mail) => mail.subject.includes('nicht abgeschlossen'));
  expect(stored?.text).toContain('Jetzt bezahlen: [persönlicher Link – nur im zugestellten Mail]');
  expect(stored?.text).not.toContain(PAY_AGAIN_PATH);
  expect(stored).toMatchObject({ topic: 'order', cause: { kind: 'pay-again' }, deliveryText: null });
  return link;
}

/** The shopper on the simulator's payment page. */
async function press(redirectUrl: string, action: 'pay' | 'fail' | 'abandon'): Promise<void> {
  const response = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  expect(response.status).toBe(303);
}

/** A guest's checkout up to 'Bestellen' with the given method. */
async function guestOrder(email: string, paymentOption: number) {
  const draft = await checkout.saveCart(guest, null, { items: [{ productId, quantity: 2, configuration: {} }] });
  await checkout.saveInvoice(guest, draft.id, {
    address: { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '4600', city: 'Olten', country: 'CH' },
    invoiceEmail: email,
    contact: { firstName: 'Gerda', lastName: 'Gast' },
  });
  await checkout.saveDelivery(guest, draft.id, { deliveryMode: 'DELIVERY', sameAsInvoice: true });
  await checkout.savePayment(guest, draft.id, { paymentOption });
  return { draftId: draft.id!, outcome: await checkout.submit(guest, draft.id, { termsAccepted: true }) };
}

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  const { product } = createShopBasics(fork, { articleNumber: 'PAYMAIL_1' });
  await fork.flush();
  productId = product.id;
  const pricing = createPricingService({ em });
  smtp = await startTestSmtpServer();
  mailer = createMailer({ em, smtpUrl: smtp.url, from: 'shop@holzwerk.example' });
  orderMails = createOrderMails({ em, mailer, shopCopy: 'shop@holzwerk.example', payLink: payLinks.linkFor });
  harness = await startPaymentHarness(em, { simulatorNow: () => providerClock, notify: { paid: (orderId, within) => orderMails.sendOrderConfirmation(orderId, within), failed: (orderId, within) => orderMails.sendPayAgain(orderId, within) } });
  const orders = createOrderService({ em, pricing, confirm: (orderId, within) => orderMails.sendOrderConfirmation(orderId, within) });
  checkout = createCheckoutService({ em, pricing, orders, payments: () => harness.payments, payLinks });
}, 120_000);
afterAll(async () => {
  await harness?.close();
  mailer?.close();
  await smtp?.close();
  await db?.close();
});

describe('payment mails', () => {
  it('R000-9.18 invoice and prepayment orders are confirmed at once', async () => {
    for (const [method, email] of [
      [1, 'rechnung@example.ch'],
      [2, 'voraus@example.ch'],
    ] as const) {
      const { outcome } = await guestOrder(email, method);
      expect(outcome.kind).toBe('completed');
      const mails = await mailsTo(email);
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining(`${CONFIRMATION} ${outcome.order.formattedId}`)]);
    }
  });

  it('R000-3.48 R000-3.51 a TWINT order is confirmed only after the webhook marks it PAID, and the mail says the payment arrived', async () => {
    const { outcome } = await guestOrder('twint@example.ch', 100);
    if (outcome.kind !== 'payment') throw new Error('expected the payment page');
    // Before paying: no 'noch nicht abgeschlossen' confirmation, nothing at all.
    expect(await mailsTo('twint@example.ch')).toEqual([]);
    await press(outcome.redirectUrl, 'pay');
    expect((await em().findOneOrFail(Order, { id: outcome.order.id })).paymentStatusId).toBe(1);
    const mails = await mailsTo('twint@example.ch');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(outcome.order.formattedId);
    expect(mails[0]!.text).toContain('Ihre Zahlung mit TWINT ist eingegangen.');
    expect(mails[0]!.text).not.toContain('noch nicht abgeschlossen');
  });

  it('R000-3.48 a declined card payment gets the pay-again mail, whose link reopens the payment of the same order; paid, the confirmation follows and the link is spent', async () => {
    const { outcome } = await guestOrder('visa@example.ch', 104);
    if (outcome.kind !== 'payment') throw new Error('expected the payment page');
    await press(outcome.redirectUrl, 'fail');
    const [payAgain, ...others] = await mailsTo('visa@example.ch');
    expect(others).toEqual([]);
    expect(payAgain!.subject).toBe(`Ihre Zahlung für die Bestellung ${outcome.order.formattedId} ist nicht abgeschlossen`);
    expect(payAgain!.text).not.toContain('Vielen Dank für Ihre Bestellung');
    const link = await payLinkDeliveredTo('visa@example.ch');
    expect(link?.startsWith(`http://shop.test${PAY_AGAIN_PATH}/`)).toBe(true);
    const token = link!.split('/').at(-1)!;
    // "Erneut senden" in /admin/dev writes the pay-again mail again through sendPayAgain (decision 1087).
    const desk = createMailDesk({ em, mailer, resenders: { 'pay-again': (_ctx, cause) => orderMails.sendPayAgain(cause.orderId) } });
    await desk.resend(orderDesk, payAgain!.id);
    expect((await smtp.waitForMailsTo('visa@example.ch', 2)).at(-1)?.text).toContain(`Jetzt bezahlen: ${link}`);

    // A stranger (another browser, no draft) opens the link: the order number and amount, nothing else.
    expect(await checkout.payLinkOrder(guest, token)).toEqual({ formattedId: outcome.order.formattedId, grandTotal: outcome.order.grandTotal, paymentMethodId: 104 });
    expect(await checkout.payLinkOrder(guest, `${token.slice(0, -1)}x`)).toBeNull();
    const reopened = await checkout.reopenPayment(guest, null, token);
    expect(reopened.redirectUrl).not.toBe(outcome.redirectUrl);
    await press(reopened.redirectUrl, 'pay');
    expect((await em().findOneOrFail(Order, { id: outcome.order.id })).paymentStatusId).toBe(1);
    const confirmation = (await mailsTo('visa@example.ch')).at(-1)!;
    expect(confirmation.subject).toContain(`${CONFIRMATION} ${outcome.order.formattedId}`);
    expect(confirmation.text).toContain('Ihre Zahlung mit Visa ist eingegangen.');
    // The draft of the reopened payment names the order for the completed page.
    expect((await checkout.lastOrder(guest, reopened.draftId))?.id).toBe(outcome.order.id);
    expect(await checkout.payLinkOrder(guest, token)).toBeNull();
    await expect(checkout.reopenPayment(guest, null, token)).rejects.toMatchObject({ kind: 'not_found' });
    // Paid: nothing to pay again, so nothing is re-sent.
    await expect(desk.resend(orderDesk, payAgain!.id)).rejects.toMatchObject({ kind: 'conflict', errors: [{ message: MAIL_NOT_RESENT_MESSAGE }] });
  });

  /** The pay-again mail of an order: one mail, no confirmation, and a link that names this order. */
  async function expectPayAgainOnly(email: string, formattedId: string): Promise<string> {
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Ihre Zahlung für die Bestellung ${formattedId} ist nicht abgeschlossen`);
    expect(mails[0]!.text).not.toContain('Vielen Dank für Ihre Bestellung');
    const link = await payLinkDeliveredTo(email);
    expect(link?.startsWith(`http://shop.test${PAY_AGAIN_PATH}/`)).toBe(true);
    return link!.split('/').at(-1)!;
  }

  it('R000-3.48 a TWINT payment abandoned on the provider’s page (Abbrechen) gets the pay-again mail; its link pays the same order', async () => {
    const { outcome } = await guestOrder('twint-abbruch@example.ch', 100);
    if (outcome.kind !== 'payment') throw new Error('expected the payment page');
    expect(await mailsTo('twint-abbruch@example.ch')).toEqual([]);
    await press(outcome.redirectUrl, 'abandon');
    const token = await expectPayAgainOnly('twint-abbruch@example.ch', outcome.order.formattedId);
    const reopened = await checkout.reopenPayment(guest, null, token);
    await press(reopened.redirectUrl, 'pay');
    expect((await em().findOneOrFail(Order, { id: outcome.order.id })).paymentStatusId).toBe(1);
    expect((await mailsTo('twint-abbruch@example.ch')).at(-1)!.text).toContain('Ihre Zahlung mit TWINT ist eingegangen.');
  });

  it('R000-3.48 a shopper who just leaves the payment page gets the pay-again mail once the provider times the payment out, not before', async () => {
    const { outcome } = await guestOrder('weg@example.ch', 102);
    if (outcome.kind !== 'payment') throw new Error('expected the payment page');
    await fetch(outcome.redirectUrl).then((response) => response.text());
    expect(await harness.simulator.abandonStale()).toBe(0);
    expect(await mailsTo('weg@example.ch')).toEqual([]);
    providerClock = new Date(providerClock.getTime() + 31 * 60_000);
    expect(await harness.simulator.abandonStale()).toBeGreaterThanOrEqual(1);
    await expectPayAgainOnly('weg@example.ch', outcome.order.formattedId);
    expect((await em().findOneOrFail(Order, { id: outcome.order.id })).paymentStatusId).toBe(2);
  });
});
