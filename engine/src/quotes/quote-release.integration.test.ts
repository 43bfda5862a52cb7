import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createCheckoutStack, createShopBasics } from '../../test/shop-basics';
import { asAdmin, asCustomer } from '../../test/world';
import { Permission } from '../auth/permissions';
import { Address, ContactPerson, Customer, PaymentTerm } from '../customers/customer.entity';
import { SentMail } from '../mail/sent-mail.entity';
import { QUOTE_FINAL_PRICE_BELOW_FREIGHT_MESSAGE, QUOTE_PAYMENT_NOT_OFFERED_MESSAGE, type OrderFromQuoteInput } from './quote-schemas';
import type { QuoteService } from './quote-service';
import { type PlaceOrderInput } from '../requests/request-schema';

/**
 * Decision 813: a requested quote cannot be ordered until staff sent it — the
 * default PIN '0000' never opens anything — the quote checkout offers the payment options of the
 * customer's terms, and an ordered quote opened with its PIN says it was ordered, with the number.
 */

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
let quotes: QuoteService;
const ids = { product: 0, anna: 0, muster: 0, annaHome: 0, musterHome: 0 };
const as = asCustomer;
const quoteAdmin = asAdmin(Permission.ADMIN_QUOTE);
let key = 0;

function request(customerId: number, addressId: number): PlaceOrderInput {
  return {
    cartItems: [{ productId: ids.product, quantity: 10, configuration: {} }],
    invoiceAddress: { id: addressId },
    deliveryAddress: { id: addressId },
    invoiceEmail: customerId === ids.anna ? 'anna@example.ch' : 'einkauf@muster.ch',
    deliveryMode: 'DELIVERY',
    requestedDeliveryDate: null,
    paymentMethodId: 2,
    idempotencyKey: `release-${customerId}-${++key}`,
  };
}

function orderInput(uuid: string, pin: string, paymentMethodId: number): OrderFromQuoteInput {
  const address = { name: 'Anna Muster', street: 'Weg 1', zipCode: '5012', city: 'Schönenwerd', country: 'CH' };
  return {
    uuid,
    pin,
    invoiceAddress: address,
    deliveryAddress: address,
    invoiceEmail: 'anna@example.ch',
    deliveryMode: 'DELIVERY',
    requestedDeliveryDate: null,
    paymentMethodId,
    termsAccepted: true,
    idempotencyKey: `release-order-${++key}`,
  };
}

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  const { product } = createShopBasics(fork, { articleNumber: 'RELEASE_1' });
  const anna = fork.create(Customer, { paymentTerm: fork.create(PaymentTerm, { name: 'Vorauskasse', days: 0 }) });
  fork.create(ContactPerson, { customer: anna, email: 'anna@example.ch', firstName: 'Anna' });
  const muster = fork.create(Customer, { paymentTerm: fork.create(PaymentTerm, { name: '30 Tage netto', days: 30 }) });
  const annaHome = fork.create(Address, { customer: anna, name: 'Anna Muster', street: 'Weg 1', zipCode: '5012', city: 'Schönenwerd' });
  const musterHome = fork.create(Address, { customer: muster, name: 'Muster Logistik AG', street: 'Industrieweg 5', zipCode: '4632', city: 'Trimbach' });
  await fork.flush();
  Object.assign(ids, { product: product.id, anna: anna.id, muster: muster.id, annaHome: annaHome.id, musterHome: musterHome.id });
  quotes = createCheckoutStack(em).quotes;
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe('quote release', () => {
  it('R000-7.27 R000-7.28 R001-7.079 a requested quote is not orderable until sent; then only the prepayment customer’s options are offered, and ordering it again names the order', async () => {
    const placed = await quotes.placeQuote(as(ids.anna), request(ids.anna, ids.annaHome));
    const [listed] = await quotes.listQuotes(as(ids.anna), { id: placed.quote.id });
    expect(listed).toMatchObject({ state: 'OPEN', sentToCustomer: false, orderable: false });
    // The default PIN opens nothing: not the page, not the API, not an order.
    expect(await quotes.openQuoteForCheckout({ uuid: placed.quote.uuid, pin: '0000' })).toEqual({ kind: 'denied' });
    expect(await quotes.getQuoteForCheckout({ uuid: placed.quote.uuid, pin: '0000' })).toBeNull();
    await expect(quotes.orderFromQuote(as(), orderInput(placed.quote.uuid, '0000', 2))).rejects.toMatchObject({ kind: 'not_found' });

    const sent = await quotes.notifyQuote(quoteAdmin, placed.quote.id);
    expect(sent.pin).toMatch(/^\d{6}$/);
    expect(sent.pin).not.toBe('0000');
    expect((await quotes.listQuotes(as(ids.anna), { id: placed.quote.id }))[0]).toMatchObject({ sentToCustomer: true, orderable: true });
    expect(await quotes.openQuoteForCheckout({ uuid: placed.quote.uuid, pin: '0000' })).toEqual({ kind: 'denied' });
    const access = await quotes.openQuoteForCheckout({ uuid: placed.quote.uuid, pin: sent.pin! });
    if (access.kind !== 'ok') throw new Error(`expected the quote, got ${access.kind}`);
    // Anna pays in advance: no invoice, prepayment preselected, the dates of a list.
    expect(access.quote.paymentMethods).toEqual([2, 100, 101, 102, 103, 104, 105]);
    expect(access.quote.defaultPaymentMethodId).toBe(2);
    expect(access.quote.allowedDeliveryDates.length).toBeGreaterThan(40);
    expect(access.quote.allowedDeliveryDates[0]).toBe(access.quote.earliestDeliveryDate);

    await expect(quotes.orderFromQuote(as(), orderInput(placed.quote.uuid, sent.pin!, 1))).rejects.toMatchObject({
      kind: 'invalid',
      errors: [{ message: QUOTE_PAYMENT_NOT_OFFERED_MESSAGE, field: 'paymentMethodId' }],
    });
    const ordered = await quotes.orderFromQuote(as(), orderInput(placed.quote.uuid, sent.pin!, 2));
    expect(ordered.order.paymentMethodId).toBe(2);
    expect(await quotes.openQuoteForCheckout({ uuid: placed.quote.uuid, pin: sent.pin! })).toEqual({
      kind: 'ordered',
      formattedId: placed.quote.formattedId,
      orderNumber: ordered.order.formattedId,
    });
    expect((await quotes.listQuotes(as(ids.anna), { id: placed.quote.id }))[0]).toMatchObject({ state: 'ORDERED', orderable: false });
  });

  it('R000-3.29 a quote ordered as sent charges the final price staff agreed; ordered otherwise, the computed total (decision 818)', async () => {
    const agreed = await quotes.placeQuote(as(ids.anna), request(ids.anna, ids.annaHome));
    // A final price below the freight would make the goods cost less than nothing: refused at the field, nothing saved.
    await expect(quotes.updateQuote(quoteAdmin, agreed.quote.id, { deliveryCost: '80.00', finalPrice: '50.00' })).rejects.toMatchObject({
      kind: 'invalid',
      errors: [{ message: QUOTE_FINAL_PRICE_BELOW_FREIGHT_MESSAGE, field: 'finalPrice' }],
    });
    expect((await quotes.listQuotes(quoteAdmin, { id: agreed.quote.id }))[0]).toMatchObject({ finalPrice: null });
    await quotes.updateQuote(quoteAdmin, agreed.quote.id, { deliveryCost: '80.00', finalPrice: '2000.00' });
    const sent = await quotes.notifyQuote(quoteAdmin, agreed.quote.id);
    const ordered = await quotes.orderFromQuote(as(), orderInput(agreed.quote.uuid, sent.pin!, 2));
    expect(ordered.order).toMatchObject({ grandTotal: '2000.00', deliveryCost: '80.00' });
    expect(Number(ordered.order.total) + 80 + Number(ordered.order.vatAmount)).toBeCloseTo(2000, 2);

    // Delivered abroad the VAT differs from the quote's: the agreed gross price no longer holds.
    const abroad = await quotes.placeQuote(as(ids.anna), request(ids.anna, ids.annaHome));
    await quotes.updateQuote(quoteAdmin, abroad.quote.id, { deliveryCost: '80.00', finalPrice: '2000.00' });
    const sentAbroad = await quotes.notifyQuote(quoteAdmin, abroad.quote.id);
    const german = { name: 'Anna Muster', street: 'Hauptstrasse 1', zipCode: '79539', city: 'Lörrach', country: 'DE' };
    const orderedAbroad = await quotes.orderFromQuote(as(), { ...orderInput(abroad.quote.uuid, sentAbroad.pin!, 2), deliveryAddress: german });
    expect(orderedAbroad.order.grandTotal).not.toBe('2000.00');
    expect(orderedAbroad.order.vatAmount).toBe('0.00');
  });

  it('R000-4.29 a company on 30-day terms gets invoice offered and preselected in the quote checkout', async () => {
    const placed = await quotes.placeQuote(as(ids.muster), request(ids.muster, ids.musterHome));
    const sent = await quotes.notifyQuote(quoteAdmin, placed.quote.id);
    const access = await quotes.openQuoteForCheckout({ uuid: placed.quote.uuid, pin: sent.pin! });
    expect(access).toMatchObject({ kind: 'ok', quote: { paymentMethods: [1, 2, 100, 101, 102, 103, 104, 105], defaultPaymentMethodId: 1 } });
  });

  it('R000-7.26 the requester gets a receipt of the quote request', async () => {
    const placed = await quotes.placeQuote(as(ids.anna), request(ids.anna, ids.annaHome));
    const receipt = await em().findOne(SentMail, { to: 'anna@example.ch', subject: { $like: `%${placed.quote.formattedId}%` } });
    expect(receipt?.text).toContain(placed.quote.formattedId);
    expect(receipt?.text).toMatch(/PIN/);
  });
});
