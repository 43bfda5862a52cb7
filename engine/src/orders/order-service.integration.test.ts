import { beforeAll, describe, expect, it } from 'vitest';
import { earliestDeliveryDate } from '../calendar/delivery-date';
import { addDays, dayOfWeek } from '../calendar/iso-date';
import { asAdmin, asCustomer, givenCatalog, givenCustomer, givenTruck, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { ContactPerson, Customer } from '../customers/customer.entity';
import { createPricingService } from '../pricing/pricing-service';
import { OrderStatus } from '../requests/enums';
import { Order, OrderPosition } from '../requests/request.entity';
import { createOrderService } from './order-service';
import { type PlaceOrderInput } from '../requests/request-schema';

const em = useTestDatabase();
let service: ReturnType<typeof createOrderService>;
const ids = { alice: 0, bob: 0, list: 0, noPrice: 0, aliceHome: 0, aliceBerlin: 0, bobHome: 0 };
const as = asCustomer;
const orderAdmin = asAdmin(Permission.ADMIN_QUOTE);

const guestAddress = { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
let keyCounter = 0;
const nextKey = () => `test-key-${Date.now()}-${++keyCounter}`;

function guestCheckout(overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    cartItems: [{ productId: ids.list, quantity: 12, configuration: {} }],
    invoiceAddress: guestAddress,
    deliveryAddress: guestAddress,
    invoiceEmail: 'gast@example.ch',
    deliveryMode: 'DELIVERY',
    requestedDeliveryDate: null,
    paymentMethodId: 2,
    orderReference: 'PO-1',
    orderComment: '',
    termsAccepted: true,
    idempotencyKey: nextKey(),
    contact: { firstName: 'Gerda', lastName: 'Gast' },
    ...overrides,
  };
}

beforeAll(async () => {
  const fork = em();
  givenTruck(fork);
  const { list, noPrice } = givenCatalog(fork, { list: { articleNumber: 'ORDER_LIST_1' }, noPrice: { name: 'Ohne Preis', articleNumber: 'ORDER_NOPRICE_1', listPrice: null } }).products;
  const { customer: alice, addresses: { aliceHome, aliceBerlin } } = givenCustomer(fork, { discount: '0.05' }, {
    aliceHome: { name: 'Alice AG', street: 'Weg 1', zipCode: '8001', city: 'Zürich' },
    aliceBerlin: { name: 'Alice GmbH', street: 'Allee 3', zipCode: '10115', city: 'Berlin', country: 'DE', fixedDeliveryCost: '80.00' },
  });
  const { customer: bob, addresses: { bobHome } } = givenCustomer(fork, {}, { bobHome: { name: 'Bob', street: 'Weg 2', zipCode: '8001', city: 'Zürich' } });
  await fork.flush();
  Object.assign(ids, { alice: alice.id, bob: bob.id, list: list.id, noPrice: noPrice.id, aliceHome: aliceHome.id, aliceBerlin: aliceBerlin.id, bobHome: bobHome.id });
  service = createOrderService({ em, pricing: createPricingService({ em }) });
}, 120_000);

describe('placeOrder (POST /api/order)', () => {
  it('R000-1.13 R000-3.27 R000-3.28 R000-3.35 R000-5.33 R000-7.24 R000-8.14 R001-3.37 R001-7.063 a guest order lands with positions, addresses, totals, 8.1 % VAT and a GUEST customer', async () => {
    const answer = await service.placeOrder(as(), guestCheckout());
    expect(answer.message).toBe('Bestellung abgeschickt');
    const order = answer.order;
    expect(order).toMatchObject({ orderStatusId: 1, paymentStatusId: 2, paymentMethodId: 2, deliveryType: 2, customerRequestType: 'VERPACKUNG', currencyId: 1, hasVat: true });
    expect(order.formattedId).toMatch(/^B-\d{4}-\d{6}$/);
    expect(order.formattedId.endsWith(String(order.id).padStart(6, '0'))).toBe(true);
    // 12 × 100.00 + freight 150.00 (one pallet place) to Zürich 8001; VAT 8.1 % of 1350.00 = 109.35.
    expect(order).toMatchObject({ total: '1200.00', deliveryCost: '150.00', vatRate: '0.0810', vatAmount: '109.35', grandTotal: '1459.35', requestedDeliveryDate: null });
    expect(order.positions).toEqual([expect.objectContaining({ productId: ids.list, name: 'Europalette', quantity: 12, pricePerOne: '100.00', status: 'OPEN' })]);
    expect(order.invoiceAddress).toMatchObject({ name: 'Gast AG', zipCode: '8001', country: 'CH' });
    expect(order.deliveryAddress).toMatchObject({ city: 'Zürich' });
    const fork = em();
    const customer = await fork.findOneOrFail(Customer, { id: order.customerId });
    expect(customer.kind).toBe('GUEST');
    expect(await fork.find(ContactPerson, { customer: customer.id })).toEqual([expect.objectContaining({ email: 'gast@example.ch', firstName: 'Gerda' })]);
  });

  it("R000-3.11 a registered customer's order uses saved addresses, the discount, and 0 VAT for pickup", async () => {
    const answer = await service.placeOrder(
      as(ids.alice),
      guestCheckout({ invoiceAddress: { id: ids.aliceHome }, deliveryAddress: { id: ids.aliceHome }, deliveryMode: 'PICKUP', contact: undefined }),
    );
    expect(answer.order).toMatchObject({ customerId: ids.alice, deliveryType: 1, discount: '0.0500', total: '1140.00', deliveryCost: '0.00', vatRate: '0.0000', vatAmount: '0.00', grandTotal: '1140.00', hasVat: false });
    expect(answer.order.deliveryAddress).toMatchObject({ id: ids.aliceHome, name: 'Alice AG' });
  });

  it('R000-9.07 R001-9.04 no VAT for a delivery address in Germany', async () => {
    const answer = await service.placeOrder(as(ids.alice), guestCheckout({ invoiceAddress: { id: ids.aliceHome }, deliveryAddress: { id: ids.aliceBerlin } }));
    expect(answer.order).toMatchObject({ total: '1140.00', deliveryCost: '80.00', vatAmount: '0.00', grandTotal: '1220.00', hasVat: false });
  });

  it('ignores a price the client sends', async () => {
    const tampered = guestCheckout({ cartItems: [{ productId: ids.list, quantity: 12, configuration: {}, pricePerOne: '0.01', price: '0.01' } as never] });
    const answer = await service.placeOrder(as(), tampered);
    expect(answer.order.positions?.[0]?.pricePerOne).toBe('100.00');
    expect(answer.order.total).toBe('1200.00');
  });

  it('R000-5.27 refuses an order whose terms are not accepted and writes nothing', async () => {
    const before = await em().count(Order, {});
    await expect(service.placeOrder(as(), guestCheckout({ termsAccepted: false }))).rejects.toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ message: 'Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.' })],
    });
    expect(await em().count(Order, {})).toBe(before);
  });

  it('refuses an item without a price, another customer’s address and a non-selectable date', async () => {
    const before = await em().count(Order, {});
    await expect(service.placeOrder(as(), guestCheckout({ cartItems: [{ productId: ids.noPrice, quantity: 1, configuration: {} }] }))).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Für Ohne Preis ist kein Preis verfügbar; die Bestellung kann so nicht abgeschickt werden.',
    });
    await expect(service.placeOrder(as(ids.alice), guestCheckout({ deliveryAddress: { id: ids.bobHome } }))).rejects.toMatchObject({ kind: 'not_found' });
    let saturday = addDays(earliestDeliveryDate({ shopMode: 'verpackung' }) as string, 7);
    while (dayOfWeek(saturday) !== 6) saturday = addDays(saturday, 1);
    await expect(service.placeOrder(as(), guestCheckout({ requestedDeliveryDate: saturday }))).rejects.toMatchObject({ kind: 'invalid' });
    expect(await em().count(Order, {})).toBe(before);
    const date = earliestDeliveryDate({ shopMode: 'verpackung' }) as string;
    expect((await service.placeOrder(as(), guestCheckout({ requestedDeliveryDate: date }))).order.requestedDeliveryDate).toBe(date);
  });

  it('100 concurrent submissions of one checkout with the same key create exactly one order', async () => {
    const checkout = guestCheckout();
    const answers = await Promise.all(Array.from({ length: 100 }, () => service.placeOrder(as(), checkout)));
    expect(new Set(answers.map((answer) => answer.order.id)).size).toBe(1);
    expect(await em().count(Order, { idempotencyKey: checkout.idempotencyKey })).toBe(1);
    const order = await em().findOneOrFail(Order, { idempotencyKey: checkout.idempotencyKey });
    expect(await em().count(OrderPosition, { order: order.id })).toBe(1);
    expect(await em().count(Customer, { id: order.customer.id })).toBe(1);
    // A different checkout under the same key is a conflict.
    await expect(service.placeOrder(as(), { ...checkout, cartItems: [{ productId: ids.list, quantity: 3, configuration: {} }] })).rejects.toMatchObject({ kind: 'conflict' });
  }, 120_000);
});

describe('listOrders (GET /api/order)', () => {
  it('R001-7.064 a customer sees only their own orders; another customer’s are forbidden; admins see any', async () => {
    const mine = await service.listOrders(as(ids.alice), {});
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((order) => order.customerId === ids.alice)).toBe(true);
    expect(mine[0]?.indicators).toEqual({ receiptConfirmation: 'COMPLETE', delivered: 'OPEN', invoiced: 'OPEN', payment: 'OPEN' });
    await expect(service.listOrders(as(ids.bob), { customerId: ids.alice })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(await service.listOrders(as(ids.bob), {})).toEqual([]);
    expect((await service.listOrders(orderAdmin, { customerId: ids.alice })).length).toBe(mine.length);
    const detailed = await service.listOrders(as(ids.alice), { returnAdditionalInformation: 'true' } as never);
    expect(detailed[0]?.positions?.[0]).toMatchObject({ status: 'OPEN' });
  });

  it('filters by createdAt between fromDate and toDate', async () => {
    expect(await service.listOrders(as(ids.alice), { fromDate: '2000-01-01', toDate: '2000-01-07' })).toEqual([]);
    expect((await service.listOrders(as(ids.alice), { fromDate: '2000-01-01', toDate: '2999-12-31' })).length).toBeGreaterThan(0);
  });
});

describe('changeOrderState (PUT /api/order/:id/state)', () => {
  it('R000-4.53 R000-4.54 R001-4.08 R001-7.069 walks the allowed transitions and refuses the others', async () => {
    const { order } = await service.placeOrder(as(ids.alice), guestCheckout({ invoiceAddress: { id: ids.aliceHome }, deliveryAddress: { id: ids.aliceHome } }));
    await expect(service.changeOrderState(as(ids.alice), order.id, { orderStatusId: OrderStatus.PREPARATION })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(service.changeOrderState(orderAdmin, order.id, { orderStatusId: OrderStatus.INVOICED })).rejects.toMatchObject({ kind: 'invalid' });
    const preparation = await service.changeOrderState(orderAdmin, order.id, { orderStatusId: OrderStatus.PREPARATION, version: order.version });
    expect(preparation.orderStatusId).toBe(OrderStatus.PREPARATION);
    expect(preparation.indicators.receiptConfirmation).toBe('OPEN');
    // The version read before the change is stale now.
    await expect(service.changeOrderState(orderAdmin, order.id, { orderStatusId: OrderStatus.SENT, version: order.version })).rejects.toMatchObject({ kind: 'conflict' });
    for (const next of [OrderStatus.SENT, OrderStatus.DELIVERED, OrderStatus.INVOICED]) {
      expect((await service.changeOrderState(orderAdmin, order.id, { orderStatusId: next })).orderStatusId).toBe(next);
    }
    await expect(service.changeOrderState(orderAdmin, order.id, { orderStatusId: OrderStatus.CANCELED })).rejects.toMatchObject({ kind: 'invalid' });
    await expect(service.changeOrderState(orderAdmin, 999_999, { orderStatusId: OrderStatus.CANCELED })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('cancels a non-final order; a canceled order stays canceled', async () => {
    const { order } = await service.placeOrder(as(), guestCheckout());
    expect((await service.changeOrderState(orderAdmin, order.id, { orderStatusId: OrderStatus.CANCELED })).orderStatusId).toBe(OrderStatus.CANCELED);
    await expect(service.changeOrderState(orderAdmin, order.id, { orderStatusId: OrderStatus.PLACED })).rejects.toMatchObject({ kind: 'invalid' });
  });
});
