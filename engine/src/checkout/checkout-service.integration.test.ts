import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayOfWeek } from '../calendar/iso-date';
import { asCustomer, asGuest, givenCatalog, givenCustomer, givenTruck, useTestDatabase } from '../../test/world';
import { CompanyInfo, ContactPerson, Customer, PaymentTerm } from '../customers/customer.entity';
import { Order } from '../requests/request.entity';
import { createMailer } from '../mail/mailer';
import { Quote } from '../requests/request.entity';
import { createOrderService } from '../orders/order-service';
import { createQuoteService } from '../quotes/quote-service';
import { createPricingService } from '../pricing/pricing-service';
import { Setting } from '../settings/setting.entity';
import { CheckoutDraft } from './checkout-draft.entity';
import { PICKUP_SLOTS } from '../calendar/pickup';
import { createCheckoutService, type CheckoutService } from './checkout-service';
import { EngineError } from '../errors';
import { createRateLimits, QUOTE_REQUEST_LIMITS } from '../limits/rate-limits';

const em = useTestDatabase();
let checkout: CheckoutService;
const ids = { product: 0, person: 0, company: 0, personHome: 0, personBerlin: 0 };
const guest = asGuest();
const as = asCustomer;

const address = { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
const cart = () => ({ items: [{ productId: ids.product, quantity: 3, configuration: {} }] });

/** A draft that went through cart and invoice as a guest. */
async function guestDraftAtDelivery(): Promise<string> {
  const draft = await checkout.saveCart(guest, null, cart());
  await checkout.saveInvoice(guest, draft.id, { address, invoiceEmail: 'gast@example.ch', contact: { firstName: 'Gerda', lastName: 'Gast' } });
  return draft.id!;
}

beforeAll(async () => {
  const fork = em();
  givenTruck(fork);
  const { product } = givenCatalog(fork, { product: { articleNumber: 'CHECKOUT_1' } }).products;
  const prepayment = fork.create(PaymentTerm, { name: 'Vorauskasse', days: 0 });
  const net30 = fork.create(PaymentTerm, { name: '30 Tage netto', days: 30 });
  const { customer: person, addresses: { personHome, personBerlin } } = givenCustomer(fork, { paymentTerm: prepayment }, {
    personHome: { name: 'Anna Muster', street: 'Weg 1', zipCode: '5012', city: 'Schönenwerd' },
    personBerlin: { name: 'Anna Muster', street: 'Allee 3', zipCode: '10115', city: 'Berlin', country: 'DE', fixedDeliveryCost: '80.00' },
  });
  fork.create(ContactPerson, { customer: person, email: 'anna@example.ch', firstName: 'Anna' });
  const { customer: company } = givenCustomer(fork, { paymentTerm: net30 });
  fork.create(CompanyInfo, { customer: company, name: 'Firma AG', invoiceEmail: 'rechnungen@firma.ch' });
  fork.create(ContactPerson, { customer: company, email: 'einkauf@firma.ch' });
  await fork.flush();
  Object.assign(ids, { product: product.id, person: person.id, company: company.id, personHome: personHome.id, personBerlin: personBerlin.id });
  const pricing = createPricingService({ em });
  // The mail catcher (no SMTP_URL): quote mails are recorded, none leaves the machine.
  const quotes = createQuoteService({ em, pricing, mailer: createMailer({ em, from: 'shop@holzwerk.example' }), publicUrl: 'http://shop.test' });
  checkout = createCheckoutService({ em, pricing, orders: createOrderService({ em, pricing }), quotes: () => quotes });
}, 120_000);

describe('checkout draft (server side)', () => {
  it('R000-2.36 R000-2.37 R000-3.11 R000-4.18 R000-4.20 R000-4.21 R000-4.22 R000-4.24 R000-4.27 a skipped step is refused on the server, and a submit before the summary is reachable too', async () => {
    const empty = await checkout.getDraft(guest, null);
    for (const field of ['orderReference', 'orderComment', 'invoiceAddress', 'deliveryAddress', 'invoiceEmail', 'paymentOption', 'deliveryMode', 'requestedDeliveryDate', 'isPickup']) {
      expect(empty).toHaveProperty(field);
    }
    expect(empty).toMatchObject({ id: null, paymentOption: 2, deliveryMode: 'DELIVERY', orderReference: '', progress: { cartItemCount: 0, isLoggedIn: false } });
    const draft = await checkout.saveCart(guest, null, cart());
    expect(draft.progress.cartItemCount).toBe(1);
    await expect(checkout.saveDelivery(guest, draft.id, { deliveryMode: 'DELIVERY', address })).rejects.toMatchObject({
      kind: 'conflict',
      errors: [expect.objectContaining({ params: { step: 'Rechnungsadresse' } })],
    });
    await expect(checkout.submit(guest, draft.id, { termsAccepted: true })).rejects.toMatchObject({ kind: 'conflict' });
    // A draft id that is not a draft, or none, is the start state: nothing is reachable but the cart.
    await expect(checkout.saveInvoice(guest, '00000000-0000-4000-8000-000000000000', { address, invoiceEmail: 'a@b.ch' })).rejects.toMatchObject({ kind: 'conflict' });
    expect(await em().count(Order, {})).toBe(0);
  });

  it('ignores a price the browser sends: the draft holds the server’s prices', async () => {
    const draft = await checkout.saveCart(guest, null, { items: [{ productId: ids.product, quantity: 3, configuration: {}, pricePerOne: '0.01', price: '0.01' } as never] });
    expect(draft.cart.items[0]).toMatchObject({ productId: ids.product, name: 'Europalette', articleNumber: 'CHECKOUT_1', pricePerOne: '100.00', linePrice: '300.00' });
    const summary = await checkout.summary(guest, draft.id);
    expect(summary.totals.total).toBe('300.00');
  });

  it('R000-9.24 R000-9.07 VAT is 0 for pickup at Niedergösgen and for a delivery abroad, 8.1 % in Switzerland', async () => {
    const id = await guestDraftAtDelivery();
    const { dates } = await checkout.deliveryDates(guest);
    const swiss = await checkout.saveDelivery(guest, id, { deliveryMode: 'DELIVERY', sameAsInvoice: true });
    expect(swiss.deliveryAddress).toMatchObject({ id: 0, city: 'Zürich' });
    expect((await checkout.summary(guest, id)).totals).toMatchObject({ vatRate: '0.081' });
    const pickup = await checkout.saveDelivery(guest, id, { deliveryMode: 'PICKUP', requestedDeliveryDate: dates[0], pickupSlot: PICKUP_SLOTS[0] });
    expect(pickup).toMatchObject({ isPickup: true, deliveryAddress: { city: 'Niedergösgen', zipCode: '5013' } });
    expect((await checkout.summary(guest, id)).totals).toMatchObject({ vatRate: '0', vat: '0.00', deliveryCost: '0.00', grandTotal: '300.00' });
    await checkout.saveDelivery(guest, id, { deliveryMode: 'DELIVERY', address: { ...address, zipCode: '10115', city: 'Berlin', country: 'DE' } });
    expect((await checkout.summary(guest, id)).totals).toMatchObject({ vatRate: '0', vat: '0.00' });
  });

  it('R000-5.36 offers pickup slots only up to hour 16 and refuses a pickup without date or slot', async () => {
    expect(PICKUP_SLOTS.every((slot) => Number(slot.slice(0, 2)) <= 16)).toBe(true);
    expect(PICKUP_SLOTS).not.toContain('17:00');
    const id = await guestDraftAtDelivery();
    await expect(checkout.saveDelivery(guest, id, { deliveryMode: 'PICKUP', pickupSlot: '17:00' })).rejects.toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ field: 'requestedDeliveryDate' }), expect.objectContaining({ field: 'pickupSlot' })],
    });
  });

  it('R000-5.29 R000-5.30 R000-5.31 offers only selectable dates (no weekends, no closure days) and refuses any other', async () => {
    const before = await checkout.deliveryDates(guest);
    expect(before.dates.length).toBeGreaterThan(40);
    expect(before.dates[0]).toBe(before.earliest);
    expect(before.dates.some((date) => [0, 6].includes(dayOfWeek(date)))).toBe(false);
    const closed = before.dates[4]!;
    const fork = em();
    await fork.upsert(Setting, { key: 'company.closures', value: [closed] });
    const after = await checkout.deliveryDates(guest);
    expect(after.dates).not.toContain(closed);
    const id = await guestDraftAtDelivery();
    const friday = before.dates.find((date) => dayOfWeek(date) === 5)!;
    const weekend = addDays(friday, 1);
    for (const date of [closed, '2020-01-06', weekend]) {
      await expect(checkout.saveDelivery(guest, id, { deliveryMode: 'DELIVERY', address, requestedDeliveryDate: date })).rejects.toMatchObject({
        kind: 'invalid',
        errors: [expect.objectContaining({ message: 'Das Lieferdatum {date} kann nicht gewählt werden.', field: 'requestedDeliveryDate' })],
      });
    }
    const saved = await checkout.saveDelivery(guest, id, { deliveryMode: 'DELIVERY', address, requestedDeliveryDate: after.dates[0] });
    expect(saved.requestedDeliveryDate).toBe(after.dates[0]);
    await em().nativeDelete(Setting, { key: 'company.closures' });
  });

  it('R000-1.13 R000-5.27 R000-7.24 R000-8.14 submitting twice with one key places one order; a guest order writes a GUEST customer; terms are required', async () => {
    const id = await guestDraftAtDelivery();
    await checkout.saveDelivery(guest, id, { deliveryMode: 'DELIVERY', sameAsInvoice: true });
    await checkout.savePayment(guest, id, { paymentOption: 1 });
    const { submissionKey } = await checkout.getDraft(guest, id);
    await expect(checkout.submit(guest, id, { termsAccepted: false, submissionKey })).rejects.toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ message: 'Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.' })],
    });
    const before = await em().count(Order, {});
    const [first, second] = await Promise.all([
      checkout.submit(guest, id, { termsAccepted: true, submissionKey, orderReference: 'PO-7' }),
      checkout.submit(guest, id, { termsAccepted: true, submissionKey, orderReference: 'PO-7' }),
    ]);
    const third = await checkout.submit(guest, id, { termsAccepted: true, submissionKey, orderReference: 'PO-7' });
    expect(first.order.id).toBe(second.order.id);
    expect(third.order.id).toBe(first.order.id);
    expect([first.isNew, second.isNew, third.isNew].filter(Boolean)).toHaveLength(1);
    expect(first.kind).toBe('completed');
    expect(await em().count(Order, {})).toBe(before + 1);
    expect(first.order).toMatchObject({ paymentMethodId: 1, orderReference: 'PO-7', invoiceEmail: 'gast@example.ch', hasVat: true, paymentStatusId: 2 });
    const customer = await em().findOneOrFail(Customer, { id: first.order.customerId }, { populate: ['contactPersons'] });
    expect(customer.kind).toBe('GUEST');
    expect(customer.contactPersons.getItems()).toEqual([expect.objectContaining({ email: 'gast@example.ch', firstName: 'Gerda', lastName: 'Gast' })]);
    // The draft's cart is emptied: the steps are closed again, the order stays readable.
    const after = await checkout.getDraft(guest, id);
    expect(after).toMatchObject({ orderId: first.order.id, progress: { cartItemCount: 0 } });
    expect((await checkout.lastOrder(guest, id))?.id).toBe(first.order.id);
  });

  it('R000-5.38 a logged-in customer gets the invoice e-mail suggestion, saved addresses and the options of the payment terms; a draft stays its owner’s', async () => {
    const company = as(ids.company);
    const draft = await checkout.saveCart(company, null, cart());
    expect(await checkout.getDraft(company, draft.id)).toMatchObject({ invoiceEmail: 'rechnungen@firma.ch', isLoggedIn: true });
    expect((await checkout.paymentChoices(company)).options).toEqual([1, 2, 100, 101, 102, 103, 104, 105]);
    expect(await checkout.paymentChoices(company)).toMatchObject({ paymentTerm: { name: '30 Tage netto', days: 30 } });
    const person = as(ids.person);
    expect((await checkout.paymentChoices(person)).options).toEqual([2, 100, 101, 102, 103, 104, 105]);
    expect((await checkout.paymentChoices(guest)).options).toContain(1);
    // Another customer (or a guest) does not see the company's draft.
    expect((await checkout.getDraft(person, draft.id)).id).toBeNull();
    expect((await checkout.getDraft(guest, draft.id)).id).toBeNull();
    const personDraft = await checkout.saveCart(person, null, cart());
    expect((await checkout.getDraft(person, personDraft.id)).invoiceEmail).toBe('anna@example.ch');
    await checkout.saveInvoice(person, personDraft.id, { addressId: ids.personHome, invoiceEmail: 'anna@example.ch' });
    await expect(checkout.savePayment(person, personDraft.id, { paymentOption: 1 })).rejects.toMatchObject({ kind: 'conflict' });
    await checkout.saveDelivery(person, personDraft.id, { deliveryMode: 'DELIVERY', addressId: ids.personBerlin });
    await expect(checkout.savePayment(person, personDraft.id, { paymentOption: 1 })).rejects.toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ message: 'Diese Zahlungsart ist für Sie nicht verfügbar.' })],
    });
    await expect(checkout.savePayment(person, personDraft.id, { paymentOption: 7 })).rejects.toThrow();
    await expect(checkout.saveDelivery(person, personDraft.id, { deliveryMode: 'BOAT' as never, addressId: ids.personHome })).rejects.toThrow();
    const summary = await checkout.summary(person, personDraft.id);
    expect(summary.totals).toMatchObject({ vatRate: '0', deliveryCost: '80.00' });
  });

  it('a guest draft is adopted by the customer who logs in; drafts older than 30 days are purged', async () => {
    const draft = await checkout.saveCart(guest, null, cart());
    expect((await checkout.getDraft(as(ids.person), draft.id)).id).toBe(draft.id);
    expect((await em().findOneOrFail(CheckoutDraft, { id: draft.id! })).customer?.id).toBe(ids.person);
    await em().nativeUpdate(CheckoutDraft, { id: draft.id! }, { updatedAt: new Date(Date.now() - 31 * 86_400_000) });
    expect((await checkout.getDraft(as(ids.person), draft.id)).id).toBeNull();
    expect(await checkout.purgeDrafts()).toBeGreaterThanOrEqual(1);
    expect(await em().count(CheckoutDraft, { id: draft.id! })).toBe(0);
  });

  it("R000-7.26 'Offerte anfordern' places a quote with the checkout's data and keeps the cart", async () => {
    const id = await guestDraftAtDelivery();
    await checkout.saveDelivery(guest, id, { deliveryMode: 'DELIVERY', sameAsInvoice: true });
    const before = await em().count(Quote, {});
    const quote = await checkout.requestQuote(guest, id, { termsAccepted: true, orderReference: 'ANFRAGE-1' });
    const again = await checkout.requestQuote(guest, id, { termsAccepted: true, orderReference: 'ANFRAGE-1' });
    expect(again.id).toBe(quote.id);
    expect(await em().count(Quote, {})).toBe(before + 1);
    expect((await em().findOneOrFail(Quote, { id: quote.id })).invoiceEmail).toBe('gast@example.ch');
    expect((await checkout.getDraft(guest, id)).progress.cartItemCount).toBe(1);
  });

  it("[ops] 'Offerte anfordern' is limited per guest invoice e-mail and per client address: 429 with Retry-After beyond (decision 1023)", async () => {
    const pricing = createPricingService({ em });
    const quotes = createQuoteService({ em, pricing, mailer: createMailer({ em, from: 'shop@holzwerk.example' }), publicUrl: 'http://shop.test' });
    const limited = createCheckoutService({ em, pricing, orders: createOrderService({ em, pricing }), quotes: () => quotes, limits: createRateLimits({ em }) });
    const id = await guestDraftAtDelivery();
    await limited.saveDelivery(guest, id, { deliveryMode: 'DELIVERY', sameAsInvoice: true });
    const ask = (n: number, clientAddress?: string) => limited.requestQuote(guest, id, { termsAccepted: true, submissionKey: `limit-key-${n}` }, clientAddress ? { clientAddress } : {});
    for (let n = 0; n < QUOTE_REQUEST_LIMITS.perEmail.max; n++) await ask(n);
    const before = await em().count(Quote, {});
    const refused = await ask(99).catch((error: unknown) => error);
    expect(EngineError.is(refused) && refused.kind).toBe('too_many_requests');
    expect((refused as EngineError).retryAfterSeconds).toBeGreaterThan(3_000);
    expect((refused as EngineError).errors[0]?.params).toEqual({ minutes: 60 });
    expect(await em().count(Quote, {})).toBe(before);

    // Per address every attempt counts, even one without a draft; the next is refused first.
    const kinds: string[] = [];
    for (let n = 0; n <= QUOTE_REQUEST_LIMITS.perClient.max; n++) {
      const outcome = await limited.requestQuote(guest, null, { termsAccepted: true }, { clientAddress: '203.0.113.9' }).catch((error: unknown) => error);
      kinds.push(EngineError.is(outcome) ? outcome.kind : 'placed');
    }
    expect(kinds.slice(0, -1)).not.toContain('too_many_requests');
    expect(kinds.at(-1)).toBe('too_many_requests');
  });
});
