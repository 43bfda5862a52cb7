import { beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutStack, createShopBasics } from '../../test/shop-basics';
import { asAdmin, asCustomer, asGuest, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { ContactPerson, Customer, PaymentTerm } from '../customers/customer.entity';
import { loadCompanyProfile } from '../settings/company-settings';
import { loadOrderDocumentData, renderOrderPdf } from '../documents/order-pdf';
import { SentMail } from '../mail/sent-mail.entity';
import { Order } from '../requests/request.entity';
import { Setting } from '../settings/setting.entity';
import { PICKUP_SLOTS } from '../calendar/pickup';
import type { CheckoutService } from './checkout-service';
import { QUOTE_FREIGHT_MISSING_MESSAGE } from '../quotes/quote-schemas';
import type { QuoteService } from '../quotes/quote-service';

/**
 * Pickup at the company site (decision 810): the delivery step as a browser posts
 * it — with the (hidden or, before JavaScript, shown) new-address fields empty — is accepted for
 * guests and customers; the order carries the company site, the date and the slot, and the PDF
 * and the confirmation mail name them.
 */

const em = useTestDatabase();
let checkout: CheckoutService;
let quotes: QuoteService;
const ids = { product: 0, person: 0 };
const guest = asGuest();
const as = asCustomer;
const invoice = { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
/** What the delivery form posts for pickup: the empty new-address fields come along. */
const emptyAddress = { name: '', addition: '', street: '', zipCode: '', city: '', country: 'CH' };
/** The company site as staff set it in the settings (company.contact): not the default's Niedergösgen, so the pickup place must follow it (decision 1097). */
const site = { name: 'Holzwerk Testsite AG', street: 'Werkstrasse 7', zipCode: '5012', city: 'Schönenwerd', country: 'CH' };

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
  const fork = em();
  const { product } = createShopBasics(fork, { articleNumber: 'PICKUP_1' });
  const net30 = fork.create(PaymentTerm, { name: '30 Tage netto', days: 30 });
  const person = fork.create(Customer, { paymentTerm: net30 });
  fork.create(ContactPerson, { customer: person, email: 'anna@example.ch', firstName: 'Anna' });
  fork.create(Setting, { key: 'company.contact', value: site });
  await fork.flush();
  Object.assign(ids, { product: product.id, person: person.id });
  ({ checkout, quotes } = createCheckoutStack(em));
}, 120_000);

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
    // The pickup place is the company city of the settings (decision 1097), nowhere the default's.
    expect(text).toContain('Abholung in Schönenwerd');
    expect(text).not.toContain('Niedergösgen');
    expect(text).toContain(`Abholung am ${swiss}, ${slot} Uhr`);
    expect(text).toContain('Werkstrasse 7');
    const mail = await em().findOneOrFail(SentMail, { subject: { $like: `%${outcome.order.formattedId}%` } });
    expect(mail.text).toContain(`Abholung: ${swiss}, ${slot} Uhr bei Holzwerk Testsite AG, Werkstrasse 7, 5012 Schönenwerd.`);
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

  it('R000-9.24 R000-2.39 a quote ordered for pickup carries the site, date and slot like the main checkout; PDF and mail name them; without a slot it is refused on the field', async () => {
    const placed = await quotes.placeQuote(as(ids.person), {
      cartItems: [{ productId: ids.product, quantity: 3, configuration: {} }],
      invoiceAddress: invoice,
      deliveryAddress: invoice,
      invoiceEmail: 'offerte-abholer@example.ch',
      deliveryMode: 'PICKUP',
      requestedDeliveryDate: null,
      paymentMethodId: 1,
      idempotencyKey: 'pickup-quote-request-1',
    });
    const { pin } = await quotes.notifyQuote(asAdmin(Permission.ADMIN_QUOTE), placed.quote.id);
    const access = await quotes.openQuoteForCheckout({ uuid: placed.quote.uuid, pin: pin! });
    if (access.kind !== 'ok') throw new Error(`expected the quote, got ${access.kind}`);
    // The quote checkout offers what the delivery step offers: the slots and the company site.
    expect(access.quote.pickupSlots).toEqual([...PICKUP_SLOTS]);
    expect(access.quote.pickupSite).toMatchObject(site);
    const date = access.quote.allowedDeliveryDates[3]!;
    const slot = PICKUP_SLOTS[2]!;
    const base = { uuid: placed.quote.uuid, pin: pin!, invoiceAddress: invoice, invoiceEmail: 'offerte-abholer@example.ch', deliveryMode: 'PICKUP' as const, paymentMethodId: 1, termsAccepted: true };
    // What the page posts for pickup: the hidden delivery fields empty; without date and slot both fields say why.
    await expect(checkout.orderFromQuote(as(ids.person), null, { ...base, deliveryAddress: emptyAddress as never, requestedDeliveryDate: null, idempotencyKey: 'pickup-quote-order-0' })).rejects.toMatchObject({
      kind: 'invalid',
      errors: [
        { message: 'Bitte wählen Sie ein Abholdatum.', field: 'requestedDeliveryDate' },
        { message: 'Bitte wählen Sie eine Abholzeit.', field: 'pickupSlot' },
      ],
    });
    // A pickup quote carries no freight: switched to delivery it is refused on the mode, never delivered for CHF 0.00.
    await expect(
      checkout.orderFromQuote(as(ids.person), null, { ...base, deliveryMode: 'DELIVERY', deliveryAddress: invoice, requestedDeliveryDate: null, idempotencyKey: 'pickup-quote-order-d' }),
    ).rejects.toMatchObject({ kind: 'invalid', errors: [{ message: QUOTE_FREIGHT_MISSING_MESSAGE, field: 'deliveryMode' }] });
    const outcome = await checkout.orderFromQuote(as(ids.person), null, { ...base, deliveryAddress: emptyAddress as never, requestedDeliveryDate: date, pickupSlot: slot, idempotencyKey: 'pickup-quote-order-1' });
    expect(outcome.order).toMatchObject({ deliveryType: 1, requestedDeliveryDate: date, pickupSlot: slot, deliveryCost: '0.00' });
    const order = await em().findOneOrFail(Order, { id: outcome.order.id });
    expect(order.deliveryAddress).toMatchObject(site);
    const swiss = `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
    const text = await pdfText(outcome.order.id);
    expect(text).toContain(`Abholung am ${swiss}, ${slot} Uhr`);
    expect(text).toContain('Werkstrasse 7');
    const mail = await em().findOneOrFail(SentMail, { to: 'offerte-abholer@example.ch', subject: { $like: `%${outcome.order.formattedId}%` } });
    expect(mail.text).toContain(`Abholung: ${swiss}, ${slot} Uhr bei Holzwerk Testsite AG, Werkstrasse 7, 5012 Schönenwerd.`);
  });

  it('R000-9.24 R000-5.27 a quote priced for delivery and picked up instead shows and charges no freight and no VAT', async () => {
    const placed = await quotes.placeQuote(as(ids.person), {
      cartItems: [{ productId: ids.product, quantity: 4, configuration: {} }],
      invoiceAddress: invoice,
      deliveryAddress: invoice,
      invoiceEmail: 'lieferung-abgeholt@example.ch',
      deliveryMode: 'DELIVERY',
      requestedDeliveryDate: null,
      paymentMethodId: 1,
      idempotencyKey: 'delivery-quote-request-1',
    });
    expect(Number(placed.quote.deliveryCost)).toBeGreaterThan(0);
    const { pin } = await quotes.notifyQuote(asAdmin(Permission.ADMIN_QUOTE), placed.quote.id);
    const access = await quotes.openQuoteForCheckout({ uuid: placed.quote.uuid, pin: pin! });
    if (access.kind !== 'ok') throw new Error(`expected the quote, got ${access.kind}`);
    expect(access.quote.subtotal).toBe(access.quote.total);
    expect(access.quote.discountAmount).toBe('0.00');
    expect(access.quote.pickupTotals).toEqual({ deliveryCost: '0.00', vatAmount: '0.00', grandTotal: access.quote.total });
    const date = access.quote.allowedDeliveryDates[1]!;
    const outcome = await checkout.orderFromQuote(as(ids.person), null, {
      uuid: placed.quote.uuid,
      pin: pin!,
      invoiceAddress: invoice,
      invoiceEmail: 'lieferung-abgeholt@example.ch',
      deliveryMode: 'PICKUP',
      requestedDeliveryDate: date,
      pickupSlot: PICKUP_SLOTS[0]!,
      paymentMethodId: 1,
      termsAccepted: true,
      idempotencyKey: 'delivery-quote-order-1',
    });
    expect(outcome.order).toMatchObject({ deliveryType: 1, deliveryCost: '0.00', vatAmount: '0.00', grandTotal: access.quote.pickupTotals!.grandTotal });
  });
});
