import { beforeAll, describe, expect, it } from 'vitest';
import { pdfAttachmentsOf, readQrBill } from '../../test/qr-bill';
import { asCustomer, asGuest, givenCatalog, givenTruck, useTestDatabase } from '../../test/world';
import { qrReferenceForOrder } from '../documents/qr-reference';
import { createMailer } from '../mail/mailer';
import { SentMail } from '../mail/sent-mail.entity';
import { startTestSmtpServer } from '../mail/test-smtp-server';
import { createPricingService } from '../pricing/pricing-service';
import { Setting } from '../settings/setting.entity';
import { createOrderMails } from './order-mails';
import { createOrderService } from './order-service';
import { Order } from '../requests/request.entity';
import { type PlaceOrderInput } from '../requests/request-schema';

const em = useTestDatabase();
let orders: ReturnType<typeof createOrderService>;
let productId = 0;
let keyCounter = 0;
const SHOP = 'Holzwerk Shop <shop@holzwerk.example>';

const guestAddress = { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
function checkout(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    cartItems: [{ productId, quantity: 12, configuration: {} }],
    invoiceAddress: guestAddress,
    deliveryAddress: guestAddress,
    invoiceEmail: 'gast@example.ch',
    deliveryMode: 'DELIVERY',
    requestedDeliveryDate: null,
    paymentMethodId: 1,
    orderReference: 'PO-1',
    orderComment: '',
    termsAccepted: true,
    idempotencyKey: `mail-test-${Date.now()}-${++keyCounter}`,
    contact: { firstName: 'Gerda', lastName: 'Gast' },
    ...overrides,
  };
}

beforeAll(async () => {
  const fork = em();
  givenTruck(fork);
  const { product } = givenCatalog(fork, { product: { articleNumber: 'MAIL_PAL_1' } }).products;
  // The shop's bank account from the settings (a real QR-IBAN of the SIX examples, another one than the default).
  fork.create(Setting, { key: 'company.bank', value: { qrIban: 'CH21 3080 8001 2345 6782 7', vatNumber: 'CHE-111.222.333 MWST' } });
  await fork.flush();
  productId = product.id;
  orders = createOrderService({ em, pricing: createPricingService({ em }) });
}, 120_000);

describe('order confirmation mail', () => {
  it('R000-9.18 R000-9.19 a guest invoice order: mail to the invoice e-mail, shop in copy, PDF attached whose QR-bill reads back', async () => {
    const smtp = await startTestSmtpServer();
    const mailer = createMailer({ em, smtpUrl: smtp.url, from: SHOP });
    try {
      const { order } = await orders.placeOrder(asGuest(), checkout());
      await createOrderMails({ em, mailer, shopCopy: SHOP }).sendOrderConfirmation(order.id);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to.sort()).toEqual(['gast@example.ch', 'shop@holzwerk.example']);
      expect(mail!.text).toContain(`vielen Dank für Ihre Bestellung ${order.formattedId} über CHF 1'459.35`);
      expect(mail!.text).toContain('innert 30 Tagen');
      const [attachment] = pdfAttachmentsOf(mail!.raw);
      expect(attachment?.filename).toBe(`Bestellung-${order.formattedId}.pdf`);
      const bill = await readQrBill(attachment!.content);
      expect(bill).toMatchObject({
        amount: order.grandTotal,
        currency: 'CHF',
        referenceType: 'QRR',
        reference: qrReferenceForOrder(order.id),
        account: 'CH2130808001234567827',
        debtorName: 'Gast AG',
      });
      const row = await em().findOneOrFail(SentMail, { to: 'gast@example.ch' }, { orderBy: { id: 'desc' } });
      expect(row.attachments).toEqual([`Bestellung-${order.formattedId}.pdf`]);
      expect(row.subject).toBe(`Ihre Bestellung ${order.formattedId} bei Holzwerk Gösgen AG`);
      expect((await em().findOneOrFail(Order, { id: order.id })).confirmationSentAt).toBeInstanceOf(Date);

      // Sent once: a second call (a retried request, a second tab) sends nothing.
      await createOrderMails({ em, mailer, shopCopy: SHOP }).sendOrderConfirmation(order.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails).toHaveLength(1);
    } finally {
      mailer.close();
      await smtp.close();
    }
  }, 60_000);

  it('in the order’s language; a failing mail server keeps it in the outbox (decision 870) and the retry sends it once', async () => {
    const { order } = await orders.placeOrder(asCustomer(undefined, [], 'fr-FR'), checkout({ paymentMethodId: 2, invoiceEmail: 'client@example.fr' }));
    const smtp = await startTestSmtpServer({ reject: true });
    const mailer = createMailer({ em, smtpUrl: smtp.url, from: SHOP, backoffMs: () => 0 });
    try {
      const mails = createOrderMails({ em, mailer, shopCopy: 'kopie@holzwerk.example' });
      expect(await mails.sendOrderConfirmation(order.id)).toBe('sent');
      expect(await mails.sendOrderConfirmation(order.id)).toBe('already_sent');
      expect(smtp.refused).toBe(1);
      smtp.refuse(false);
      expect(await mailer.deliverDue()).toMatchObject({ sent: 1 });
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to.sort()).toEqual(['client@example.fr', 'kopie@holzwerk.example']);
      expect(mail!.text).toContain(`merci pour votre commande ${order.formattedId}`);
      const [attachment] = pdfAttachmentsOf(mail!.raw);
      expect(attachment?.filename).toBe(`Commande-${order.formattedId}.pdf`);
      expect((await readQrBill(attachment!.content)).amount).toBe(order.grandTotal);
    } finally {
      mailer.close();
      await smtp.close();
    }
  }, 60_000);

  it('an online order gets its confirmation once paid (decision 814), without a QR-bill; unknown orders are not found', async () => {
    const { order } = await orders.placeOrder(asCustomer(undefined, [], 'en-US'), checkout({ paymentMethodId: 100, invoiceEmail: 'buyer@example.com' }));
    const smtp = await startTestSmtpServer();
    const mailer = createMailer({ em, smtpUrl: smtp.url, from: SHOP });
    try {
      const mails = createOrderMails({ em, mailer, shopCopy: SHOP });
      // Not paid yet: nothing is sent, nothing claimed.
      await expect(mails.sendOrderConfirmation(order.id)).resolves.toBe('deferred');
      await em().nativeUpdate(Order, { id: order.id }, { paymentStatusId: 1 });
      await expect(mails.sendOrderConfirmation(order.id)).resolves.toBe('sent');
      const [mail] = await smtp.waitFor(1);
      expect(mail!.text).toContain('Your payment with TWINT has been received.');
      const [attachment] = pdfAttachmentsOf(mail!.raw);
      expect(attachment?.filename).toBe(`Order-${order.formattedId}.pdf`);
      await expect(readQrBill(attachment!.content)).rejects.toThrow('no Swiss QR code');
      await expect(mails.sendOrderConfirmation(987654321)).rejects.toMatchObject({ kind: 'not_found' });
    } finally {
      mailer.close();
      await smtp.close();
    }
  }, 60_000);
});
