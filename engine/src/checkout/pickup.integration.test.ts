import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createCheckoutStack, createShopBasics } from '../../test/shop-basics';
import { anonymousContext, type RequestContext } from '../context';
import { ContactPerson, Customer, PaymentTerm } from '../customers/customer.entity';
import { loadCompanyProfile } from '../settings/company-settings';
import { loadOrderDocumentData, renderOrderPdf } from '../documents/order-pdf';
import { SentMail } from '../mail/sent-mail.entity';
import { Order } from '../requests/request.entity';
import { Setting } from '../settings/setting.entity';
import { PICKUP_SLOTS, type CheckoutService } from './checkout-service';

/**
 * Pickup at the company site (issue 12 item 1, decision 810): the delivery step as a browser posts
 * it — with the (hidden or, before JavaScript, shown) new-address fields empty — is accepted for
 * guests and customers; the order carries the company site, the date and the slot, and the PDF
 * and the confirmation mail name them.
 */

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
let checkout: CheckoutService;
const ids = { product: 0, person: 0 };
const guest = anonymousContext();
const as = (customerId: number): RequestContext => anonymousContext({ customerId });
const invoice = { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
/** What the delivery form posts for pickup: the empty new-address fields come along. */
const emptyAddress = { name: '', addition: '', street: '', zipCode: '', city: '', country: 'CH' };
const site = { name: 'Holzwerk Testsite AG', street: 'Werkstrasse 7', zipCode: '5013', city: 'Niedergösgen', country: 'CH' };

async function pdfText(orderId: number): Promise<string> {
  const pdf = await renderOrderPdf(await loadOrderDocumentData(em(), orderId), await loadCompanyProfile(em()));
  const mupdf = await import('mupdf');
  const document = mupdf.Document.openDocument(new Uint8Array(pdf), 'application/pdf');
  try {
    const page = document.loadPage(0);
    return page.toStructuredText('preserve-whitespace').asText();
  } finally {
    document.destroy();
  }
}

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  const { product } = createShopBasics(fork, { articleNumber: 'PICKUP_1' });
  const net30 = fork.create(PaymentTerm, { name: '30 Tage netto', days: 30 });
  const person = fork.create(Customer, { paymentTerm: net30 });
  fork.create(ContactPerson, { customer: person, email: 'anna@example.ch', firstName: 'Anna' });
  fork.create(Setting, { key: 'company.contact', value: site });
  await fork.flush();
  Object.assign(ids, { product: product.id, person: person.id });
  checkout = createCheckoutStack(em).checkout;
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe('pickup at the company site', () => {
  it.each([
    ['a guest', guest],
    ['a registered customer', null],
  ] as const)('R000-9.24 R000-5.36 %s picks up: the empty address fields of the form do not block the step, the order carries the site, date and slot', async (_who, fixed) => {
    const ctx = fixed ?? as(ids.person);
    const draft = await checkout.saveCart(ctx, null, { items: [{ productId: ids.product, quantity: 2, configuration: {} }] });
    await checkout.saveInvoice(ctx, draft.id, {
      address: invoice,
      invoiceEmail: 'abholer@example.ch',
      ...(ctx.customerId === undefined ? { contact: { firstName: 'Peter', lastName: 'Abholer' } } : {}),
    });
    const { dates, pickupSlots, pickupSite } = await checkout.deliveryDates(ctx);
    expect(pickupSite).toMatchObject(site);
    const date = dates[2]!;
    const slot = pickupSlots[1]!;
    // Exactly what the page posts: the mode, date and slot, plus the unused new-address fields.
    const saved = await checkout.saveDelivery(ctx, draft.id, { deliveryMode: 'PICKUP', requestedDeliveryDate: date, pickupSlot: slot, address: emptyAddress, sameAsInvoice: false });
    expect(saved).toMatchObject({ isPickup: true, pickupSlot: slot, requestedDeliveryDate: date, deliveryAddress: expect.objectContaining(site) });
    await checkout.savePayment(ctx, draft.id, { paymentOption: 1 });
    const summary = await checkout.summary(ctx, draft.id);
    expect(summary.totals).toMatchObject({ deliveryCost: '0.00', vat: '0.00' });
    const outcome = await checkout.submit(ctx, draft.id, { termsAccepted: true });
    expect(outcome.order).toMatchObject({ deliveryType: 1, requestedDeliveryDate: date, pickupSlot: slot, comment: null });
    const order = await em().findOneOrFail(Order, { id: outcome.order.id });
    expect(order.deliveryAddress).toMatchObject(site);
    const swiss = `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
    const text = await pdfText(outcome.order.id);
    expect(text).toContain('Abholung in Niedergösgen');
    expect(text).toContain(`Abholung am ${swiss}, ${slot} Uhr`);
    expect(text).toContain('Werkstrasse 7');
    const mail = await em().findOneOrFail(SentMail, { subject: { $like: `%${outcome.order.formattedId}%` } });
    expect(mail.text).toContain(`Abholung: ${swiss}, ${slot} Uhr bei Holzwerk Testsite AG, Werkstrasse 7, 5013 Niedergösgen.`);
  });

  it('R000-5.36 a pickup without date or slot is refused with a message on each field, never a bare 400', async () => {
    const draft = await checkout.saveCart(guest, null, { items: [{ productId: ids.product, quantity: 1, configuration: {} }] });
    await checkout.saveInvoice(guest, draft.id, { address: invoice, invoiceEmail: 'a@example.ch', contact: { firstName: 'A', lastName: 'B' } });
    await expect(checkout.saveDelivery(guest, draft.id, { deliveryMode: 'PICKUP', address: emptyAddress, pickupSlot: '17:00' })).rejects.toMatchObject({
      kind: 'invalid',
      errors: [
        { message: 'Bitte wählen Sie ein Abholdatum.', field: 'requestedDeliveryDate' },
        { message: 'Bitte wählen Sie eine Abholzeit.', field: 'pickupSlot' },
      ],
    });
    expect(PICKUP_SLOTS).not.toContain('17:00');
  });
});
