import { beforeAll, describe, expect, it } from 'vitest';
import { createShopBasics } from '../../test/shop-basics';
import { asAdmin, asCustomer, givenCustomer, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { ContactPerson, PaymentTerm } from '../customers/customer.entity';
import { createMailer } from '../mail/mailer';
import { createPricingService } from '../pricing/pricing-service';
import { createQuoteService, type QuoteService } from '../quotes/quote-service';
import { Order } from '../requests/request.entity';
import type { RequestEvent } from '../requests/request-events';
import { createOrderAdminService, type OrderAdminService } from './order-admin-service';
import { createOrderService, type OrderService } from './order-service';

/**
 * Decision 930: every order comes into being through orders/order-placement.ts — the checkout's
 * order, a quote ordered, a staff copy — and a customer's order (not a staff copy) is announced
 * and confirmed once, before the call answers.
 */

const em = useTestDatabase();
const confirmed: number[] = [];
const events: Omit<RequestEvent, 'at'>[] = [];
const recorder = { emit: async (event: Omit<RequestEvent, 'at'>) => void events.push(event) };
const confirm = async (orderId: number) => void confirmed.push(orderId);
let orders: OrderService;
let quotes: QuoteService;
let orderAdmin: OrderAdminService;
const ids = { product: 0, customer: 0, address: 0 };
const as = asCustomer;
const staff = asAdmin(Permission.ADMIN_QUOTE);

beforeAll(async () => {
  const fork = em();
  const { product } = createShopBasics(fork, { articleNumber: 'PLACEMENT_1' });
  const { customer, addresses } = givenCustomer(fork, { paymentTerm: fork.create(PaymentTerm, { name: 'Vorauskasse', days: 0 }) }, { home: { name: 'Paula Platz', street: 'Weg 2', zipCode: '5012', city: 'Schönenwerd' } });
  fork.create(ContactPerson, { customer, email: 'platz@example.ch', firstName: 'Paula' });
  await fork.flush();
  Object.assign(ids, { product: product.id, customer: customer.id, address: addresses.home.id });
  const pricing = createPricingService({ em });
  const mailer = createMailer({ em, from: 'shop@holzwerk.example' });
  orders = createOrderService({ em, pricing, events: recorder, confirm });
  quotes = createQuoteService({ em, pricing, mailer, publicUrl: 'http://shop.test', events: recorder, confirm });
  orderAdmin = createOrderAdminService({ em, mailer, publicUrl: 'http://shop.test', events: recorder });
}, 120_000);

const request = (key: string) => ({
  cartItems: [{ productId: ids.product, quantity: 3, configuration: {} }],
  invoiceAddress: { id: ids.address },
  deliveryAddress: { id: ids.address },
  invoiceEmail: 'platz@example.ch',
  deliveryMode: 'DELIVERY' as const,
  requestedDeliveryDate: null,
  paymentMethodId: 2,
  termsAccepted: true,
  idempotencyKey: key,
});

const placedEvents = () => events.filter((event) => event.kind === 'order' && event.action === 'created' && event.change === 'placed').map((event) => event.id);

describe('one way an order comes into being (decision 930)', () => {
  it('R001-1.10 a placed order is numbered by the one writer, announced and confirmed once before the call answers; a retry confirms nothing more', async () => {
    const placed = await orders.placeOrder(as(ids.customer), request('placement-order-1'));
    expect(placed.order.formattedId).toBe(`B-${placed.order.createdAt.slice(0, 4)}-${String(placed.order.id).padStart(6, '0')}`);
    expect(confirmed).toEqual([placed.order.id]);
    expect(placedEvents()).toEqual([placed.order.id]);
    await orders.placeOrder(as(ids.customer), request('placement-order-1'));
    expect(confirmed).toEqual([placed.order.id]);
  });

  it('R000-7.25 R001-7.065 a quote ordered goes through the same placement: numbered like any order, announced and confirmed once', async () => {
    const requested = await quotes.placeQuote(as(ids.customer), request('placement-quote-1'));
    const sent = await quotes.notifyQuote(staff, requested.quote.id);
    const before = confirmed.length;
    const address = { name: 'Paula Platz', street: 'Weg 2', zipCode: '5012', city: 'Schönenwerd', country: 'CH' };
    const input = {
      uuid: requested.quote.uuid,
      pin: sent.pin!,
      invoiceAddress: address,
      deliveryAddress: address,
      invoiceEmail: 'platz@example.ch',
      deliveryMode: 'DELIVERY' as const,
      requestedDeliveryDate: null,
      paymentMethodId: 2,
      termsAccepted: true,
      idempotencyKey: 'placement-from-quote-1',
    };
    const ordered = await quotes.orderFromQuote(as(ids.customer), input);
    expect(ordered.created).toBe(true);
    expect(ordered.order.formattedId).toBe(`B-${ordered.order.createdAt.slice(0, 4)}-${String(ordered.order.id).padStart(6, '0')}`);
    expect(confirmed.slice(before)).toEqual([ordered.order.id]);
    expect(placedEvents()).toContain(ordered.order.id);
    // The same submission again answers that order; no second order, no second confirmation.
    const again = await quotes.orderFromQuote(as(ids.customer), input);
    expect(again).toMatchObject({ created: false, order: { id: ordered.order.id } });
    expect(confirmed.slice(before)).toEqual([ordered.order.id]);
    expect(await em().count(Order, { idempotencyKey: 'placement-from-quote-1' })).toBe(1);
  });

  it('R001-7.062 a staff copy is written by the same writer with a number of its own, but is not a customer’s order: no confirmation, announced as copied', async () => {
    const placed = await orders.placeOrder(as(ids.customer), request('placement-order-2'));
    const before = confirmed.length;
    const copy = await orderAdmin.copyOrder(staff, { id: placed.order.id });
    expect(copy.id).not.toBe(placed.order.id);
    expect(copy.formattedId).toBe(`B-${copy.createdAt.slice(0, 4)}-${String(copy.id).padStart(6, '0')}`);
    expect(confirmed.slice(before)).toEqual([]);
    expect(placedEvents()).not.toContain(copy.id);
    expect(events.some((event) => event.id === copy.id && event.change === 'copied')).toBe(true);
  });
});
