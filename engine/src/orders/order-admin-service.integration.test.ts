import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asAdmin, asCustomer, givenCatalog, givenCustomer, givenTruck } from '../../test/world';
import { Permission } from '../auth/permissions';
import type { RequestContext } from '../context';
import { Address, PaymentTerm } from '../customers/customer.entity';
import { createMailer } from '../mail/mailer';
import { createPricingService } from '../pricing/pricing-service';
import { Setting } from '../settings/setting.entity';
import { OrderStatus } from '../requests/enums';
import { loadOrderDocumentData } from '../documents/order-pdf';
import { createOrderAdminService } from './order-admin-service';
import { createOrderHistory } from './order-history';
import { createOrderService } from './order-service';
import type { OrderView } from './order-view';
import { Order, OrderPosition } from '../requests/request.entity';
import { createRequestEvents, type RequestEvent } from '../requests/request-events';
import { weeklyWindow } from './weekly-window';
import { type PlaceOrderInput } from '../requests/request-schema';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
let orders: ReturnType<typeof createOrderService>;
let admin: ReturnType<typeof createOrderAdminService>;
let mailer: ReturnType<typeof createMailer>;
const events: RequestEvent[] = [];
/** The clock of both services; tests move it. */
let clock = new Date('2026-05-11T08:00:00Z');
const ids = { alice: 0, bob: 0, carol: 0, list: 0, aliceHome: 0, bobHome: 0, term: 0 };
const as = asCustomer;
const orderAdmin = asAdmin(Permission.ADMIN_QUOTE);
const productAdmin = asAdmin(Permission.ADMIN_PRODUCT);

let keyCounter = 0;
function checkout(customer: 'alice' | 'bob' | 'carol', overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  const address = { name: 'Firma AG', street: 'Weg 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
  return {
    cartItems: [{ productId: ids.list, quantity: 2, configuration: {} }],
    invoiceAddress: customer === 'alice' ? { id: ids.aliceHome } : customer === 'bob' ? { id: ids.bobHome } : address,
    deliveryAddress: customer === 'alice' ? { id: ids.aliceHome } : customer === 'bob' ? { id: ids.bobHome } : address,
    invoiceEmail: `${customer}@example.ch`,
    deliveryMode: 'DELIVERY',
    requestedDeliveryDate: null,
    paymentMethodId: 1,
    termsAccepted: true,
    idempotencyKey: `admin-test-${++keyCounter}-${customer}`,
    ...overrides,
  };
}
const place = async (customer: 'alice' | 'bob' | 'carol', overrides: Partial<PlaceOrderInput> = {}, locale: RequestContext['locale'] = 'de-CH'): Promise<OrderView> =>
  (await orders.placeOrder(as(ids[customer], [], locale), checkout(customer, overrides))).order;

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  givenTruck(fork);
  givenTruck(fork, 'van');
  const { list } = givenCatalog(fork, { list: { articleNumber: 'ADMIN_LIST_1' } }).products;
  const term = fork.create(PaymentTerm, { name: '30 Tage netto', days: 30 });
  const { customer: alice, addresses: { aliceHome } } = givenCustomer(fork, { paymentTerm: term }, { aliceHome: { name: 'Alice AG', street: 'Weg 1', zipCode: '8001', city: 'Zürich' } });
  const { customer: bob, addresses: { bobHome } } = givenCustomer(fork, {}, { bobHome: { name: 'Bob', street: 'Weg 2', zipCode: '8001', city: 'Zürich' } });
  const { customer: carol } = givenCustomer(fork);
  fork.create(Setting, { key: 'company.contact', value: { name: 'Holzwerk', email: 'info@holzwerk.example' } });
  await fork.flush();
  Object.assign(ids, { alice: alice.id, bob: bob.id, carol: carol.id, list: list.id, aliceHome: aliceHome.id, bobHome: bobHome.id, term: term.id });
  const requestEvents = createRequestEvents();
  requestEvents.on((event) => {
    events.push(event);
  });
  const now = () => clock;
  orders = createOrderService({ em, pricing: createPricingService({ em }), now, events: requestEvents });
  mailer = createMailer({ em, from: 'Holzwerk Shop <shop@holzwerk.example>' });
  admin = createOrderAdminService({ em, mailer, publicUrl: 'https://shop.holzwerk.example', events: requestEvents, now });
}, 120_000);
afterAll(async () => {
  mailer?.close();
  await db?.close();
});

describe('order and position fields', () => {
  it('R001-3.36 R001-3.46 R000-3.27 R000-3.35 the order view carries every order field and every position field of the spec', async () => {
    const order = await place('alice');
    const orderFields = [
      'id', 'formattedId', 'hasVat', 'createdAt', 'updatedAt', 'requestedDeliveryDate', 'confirmedDeliveryDate', 'orderStatusId', 'paymentStatusId',
      'paymentMethodId', 'paymentTermId', 'skontoId', 'orderPerson', 'externalCustomerNo', 'positions', 'comment', 'invoiceEmail', 'discount', 'customer',
      'customerId', 'deliveryAddress', 'invoiceAddress', 'deliveryCost', 'orderDetailId', 'customerRequestType', 'deliveryType', 'currencyId',
    ];
    expect(Object.keys(order)).toEqual(expect.arrayContaining(orderFields));
    expect(order).toMatchObject({ customerId: ids.alice, customer: { id: ids.alice, kind: 'REGISTERED' }, paymentTermId: ids.term, skontoId: null, currencyId: 1 });
    expect(Date.parse(order.updatedAt)).toBeGreaterThan(0);
    const positionFields = [
      'id', 'parentId', 'type', 'product', 'name', 'configuration', 'quantity', 'quantityDelivered', 'quantityInvoiced', 'pricePerOne', 'detail',
      'childrenVisible', 'storno', 'externalCustomerNo', 'newProductImage', 'alternateProductImage', 'key',
    ];
    const position = order.positions?.[0];
    expect(Object.keys(position ?? {})).toEqual(expect.arrayContaining(positionFields));
    expect(position).toMatchObject({ type: 'PRODUCT', product: { id: ids.list, name: 'Europalette', articleNumber: 'ADMIN_LIST_1' }, childrenVisible: true, storno: false });
  });

  it('R000-1.03 R001-1.10 orders can be placed, also with the request type ARTWORK', async () => {
    const order = await place('alice', { customerRequestType: 'ARTWORK' });
    expect(order).toMatchObject({ customerRequestType: 'ARTWORK', orderStatusId: OrderStatus.PLACED });
    expect((await orders.listOrders(as(ids.alice), { id: order.id }))[0]?.customerRequestType).toBe('ARTWORK');
  });
});

describe('GET /api/order query and weekly windows', () => {
  it('R000-7.37 R001-4.21 orders are fetched in weekly date windows (Zurich weeks, Monday to Sunday), newest first', async () => {
    // Carol orders on Monday 2 March, Wednesday 11 and Friday 13 March, and at 00:30 Zurich time
    // on Monday 16 March (still Sunday 15 March in UTC).
    const placedAt = ['2026-03-02T09:00:00Z', '2026-03-11T09:00:00Z', '2026-03-13T15:00:00Z', '2026-03-15T23:30:00Z'];
    const placed: OrderView[] = [];
    for (const instant of placedAt) {
      clock = new Date(instant);
      placed.push(await place('carol'));
    }
    clock = new Date('2026-05-11T08:00:00Z');
    const today = '2026-03-18';
    const fetched: number[][] = [];
    for (let weeksBack = 0; weeksBack < 3; weeksBack++) {
      const window = weeklyWindow(today, weeksBack);
      fetched.push((await orders.listOrders(as(ids.carol), { ...window })).map((order) => order.id));
    }
    const [monday2, wednesday11, friday13, monday16] = placed.map((order) => order.id);
    expect(weeklyWindow(today, 0)).toEqual({ fromDate: '2026-03-16', toDate: '2026-03-22' });
    expect(fetched).toEqual([[monday16], [friday13, wednesday11], [monday2]]);
  });

  it('R001-7.064 honours id, customerId, showPreparation, returnAdditionalInformation, fromDate and toDate', async () => {
    const first = await place('bob');
    const second = await place('bob');
    await orders.changeOrderState(orderAdmin, second.id, { orderStatusId: OrderStatus.PREPARATION });
    const all = await orders.listOrders(as(ids.bob), {});
    expect(all.map((order) => order.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(all[0]?.positions).toBeUndefined();
    expect((await orders.listOrders(as(ids.bob), { returnAdditionalInformation: true }))[0]?.positions?.length).toBe(1);
    expect((await orders.listOrders(as(ids.bob), { id: first.id })).map((order) => order.id)).toEqual([first.id]);
    const withoutPreparation = await orders.listOrders(as(ids.bob), { showPreparation: 'false' } as never);
    expect(withoutPreparation.map((order) => order.id)).not.toContain(second.id);
    expect(withoutPreparation.map((order) => order.id)).toContain(first.id);
    expect((await orders.listOrders(orderAdmin, { customerId: ids.bob })).every((order) => order.customerId === ids.bob)).toBe(true);
    await expect(orders.listOrders(as(ids.alice), { customerId: ids.bob })).rejects.toMatchObject({ kind: 'forbidden' });
    // Customer A asking for B's order by id gets only its own orders: none.
    expect(await orders.listOrders(as(ids.alice), { id: first.id })).toEqual([]);
    expect(await orders.listOrders(as(ids.bob), { fromDate: '2026-05-12', toDate: '2026-05-20' })).toEqual([]);
    expect((await orders.listOrders(as(ids.bob), { fromDate: '2026-05-11', toDate: '2026-05-11' })).length).toBe(all.length);
  });
});

describe('PUT /api/order/{id}', () => {
  it('R001-7.066 R000-3.35 fieldsUpdate changes fields and recomputes the totals; positionUpdate adds a position tree and updates positions', async () => {
    const order = await place('alice');
    expect(order).toMatchObject({ total: '200.00', hasVat: true });
    const updated = await admin.updateOrder(orderAdmin, order.id, {
      version: order.version,
      fieldsUpdate: { confirmedDeliveryDate: '2026-06-03', comment: 'Rampe 3', discount: '0.1', externalCustomerNo: 'K-77', orderPerson: 'Frau Muster', deliveryCost: '50.00' },
    });
    // (2 × 100.00) × 0.9 = 180.00; + 50.00 delivery; VAT 8.1 % of 230.00 = 18.63.
    expect(updated).toMatchObject({ confirmedDeliveryDate: '2026-06-03', comment: 'Rampe 3', discount: '0.1000', externalCustomerNo: 'K-77', orderPerson: 'Frau Muster' });
    expect(updated).toMatchObject({ total: '180.00', deliveryCost: '50.00', vatAmount: '18.63', grandTotal: '248.63' });
    expect(updated.version).toBeGreaterThan(order.version);
    // A stale version is refused with the spec's reload text.
    await expect(admin.updateOrder(orderAdmin, order.id, { version: order.version, fieldsUpdate: { comment: 'x' } })).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
    });
    const existing = updated.positions?.[0];
    const withTree = await admin.updateOrder(orderAdmin, order.id, {
      version: updated.version,
      positionUpdate: {
        newPositions: [
          { type: 'COMPOSITE', name: 'Kiste komplett', quantity: 1, pricePerOne: '300.00', key: 'kiste', childrenVisible: false },
          { productId: ids.list, quantity: 4, pricePerOne: '0.00', parentKey: 'kiste', detail: 'Boden' },
          { name: 'Storniert', quantity: 1, pricePerOne: '999.00', storno: true },
        ],
        updatePositions: [{ id: existing?.id ?? 0, quantityDelivered: 1, detail: 'Teillieferung' }],
      },
    });
    const kiste = withTree.positions?.find((position) => position.key === 'kiste');
    expect(kiste).toMatchObject({ type: 'COMPOSITE', status: null, childrenVisible: false, parentId: null });
    expect(withTree.positions?.find((position) => position.detail === 'Boden')).toMatchObject({ parentId: kiste?.id, name: 'Europalette', status: 'OPEN' });
    expect(withTree.positions?.find((position) => position.id === existing?.id)).toMatchObject({ quantityDelivered: 1, status: 'PARTLY_DELIVERED', detail: 'Teillieferung' });
    // Roots not cancelled: 200.00 + 300.00 = 500.00 × 0.9 = 450.00; + 50.00; VAT 8.1 % of 500.00 = 40.50.
    expect(withTree).toMatchObject({ total: '450.00', vatAmount: '40.50', grandTotal: '540.50' });
    expect(withTree.indicators.delivered).toBe('PARTIAL');
    // Pickup: no VAT, by the rules.
    const pickup = await admin.updateOrder(orderAdmin, order.id, { fieldsUpdate: { deliveryType: 1, deliveryCost: '0' } });
    expect(pickup).toMatchObject({ deliveryType: 1, hasVat: false, vatAmount: '0.00', grandTotal: '450.00' });
  });

  it('R001-4.17 the visibility toggle hides sub-positions from the customer on the order document and the order page; on, they are listed below their composite', async () => {
    const order = await place('alice');
    const tree = await admin.updateOrder(orderAdmin, order.id, {
      positionUpdate: {
        newPositions: [
          { type: 'COMPOSITE', name: 'Kiste komplett', quantity: 1, pricePerOne: '300.00', key: 'kiste', childrenVisible: false },
          { name: 'Seitenwand', quantity: 4, pricePerOne: '20.00', parentKey: 'kiste' },
          { name: 'Deckel', quantity: 1, pricePerOne: '30.00', parentKey: 'kiste' },
          { name: 'Seitenwand alt', quantity: 4, pricePerOne: '20.00', parentKey: 'kiste', storno: true },
        ],
      },
    });
    const names = async () => (await loadOrderDocumentData(em(), order.id)).positions.map((line) => `${line.sub ? '- ' : ''}${line.name}`);
    const history = createOrderHistory({ em, pricing: createPricingService({ em }) });
    const seen = async () => (await history.orderDetail(as(ids.alice), order.formattedId)).positions.map((position) => position.name);
    // Hidden: the composite carries the group's price (it is in the total), its parts stay internal.
    expect(await names()).toEqual(['Europalette', 'Kiste komplett']);
    expect(await seen()).toEqual(['Europalette', 'Kiste komplett']);
    const kiste = tree.positions?.find((position) => position.key === 'kiste');
    await admin.updateOrder(orderAdmin, order.id, { positionUpdate: { updatePositions: [{ id: kiste?.id ?? 0, childrenVisible: true }] } });
    expect(await names()).toEqual(['Europalette', 'Kiste komplett', '- Seitenwand', '- Deckel']);
    expect(await seen()).toEqual(['Europalette', 'Kiste komplett', 'Seitenwand', 'Deckel']);
    // Sub-positions are priced within their root: the document's lines add up to the order's total.
    const data = await loadOrderDocumentData(em(), order.id);
    expect(data.total).toBe('500.00');
    expect(data.positions.filter((line) => !line.sub).reduce((sum, line) => sum + Number(line.pricePerOne) * line.quantity, 0)).toBe(500);
  });

  it("refuses customers (own or other's order), another order's position, an unknown parent and final states", async () => {
    const alices = await place('alice');
    const bobs = await place('bob');
    await expect(admin.updateOrder(as(ids.alice), alices.id, { fieldsUpdate: { comment: 'x' } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(admin.updateOrder(as(ids.alice), bobs.id, { fieldsUpdate: { comment: 'x' } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(admin.updateOrder(as(), bobs.id, { fieldsUpdate: { comment: 'x' } })).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(admin.updateOrder(productAdmin, bobs.id, { fieldsUpdate: { comment: 'x' } })).rejects.toMatchObject({ kind: 'forbidden' });
    const bobsPosition = bobs.positions?.[0]?.id ?? 0;
    await expect(admin.updateOrder(orderAdmin, alices.id, { positionUpdate: { updatePositions: [{ id: bobsPosition, quantity: 9 }] } })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(admin.updateOrder(orderAdmin, alices.id, { positionUpdate: { newPositions: [{ name: 'X', quantity: 1, parentId: bobsPosition }] } })).rejects.toMatchObject({ kind: 'not_found' });
    // B's saved address is not an address of A's order.
    await expect(admin.updateOrder(orderAdmin, alices.id, { fieldsUpdate: { deliveryAddress: { id: ids.bobHome } } })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(admin.updateOrder(orderAdmin, alices.id, {})).rejects.toThrow();
    expect((await em().findOneOrFail(Order, { id: bobs.id })).comment ?? null).toBeNull();
    await orders.changeOrderState(orderAdmin, alices.id, { orderStatusId: OrderStatus.CANCELED });
    await expect(admin.updateOrder(orderAdmin, alices.id, { fieldsUpdate: { comment: 'x' } })).rejects.toMatchObject({
      kind: 'invalid',
      message: 'Die Bestellung im Status CANCELED kann nicht mehr geändert werden.',
    });
  });
});

describe('POST /api/order/copy', () => {
  it('R001-7.062 copies an order into a new PLACED order with its position tree, without cancelled positions and progress', async () => {
    const source = await place('alice', { requestedDeliveryDate: null, orderReference: 'PO-9' });
    const withTree = await admin.updateOrder(orderAdmin, source.id, {
      fieldsUpdate: { confirmedDeliveryDate: '2026-07-01' },
      positionUpdate: {
        newPositions: [
          { type: 'COMPOSITE', name: 'Set', quantity: 2, pricePerOne: '50.00', key: 'set' },
          { name: 'Teil', quantity: 3, parentKey: 'set' },
          { name: 'Storno', quantity: 1, pricePerOne: '10.00', storno: true },
        ],
        updatePositions: [{ id: source.positions?.[0]?.id ?? 0, quantityDelivered: 2, quantityInvoiced: 2 }],
      },
    });
    await orders.changeOrderState(orderAdmin, source.id, { orderStatusId: OrderStatus.PREPARATION });
    const copy = await admin.copyOrder(orderAdmin, { id: source.id });
    expect(copy.id).not.toBe(source.id);
    expect(copy.formattedId).not.toBe(source.formattedId);
    expect(copy).toMatchObject({ customerId: ids.alice, orderStatusId: OrderStatus.PLACED, paymentStatusId: 2, orderReference: 'PO-9', confirmedDeliveryDate: null, total: withTree.total });
    expect(copy.positions?.map((position) => position.name).sort()).toEqual(['Europalette', 'Set', 'Teil']);
    expect(copy.positions?.every((position) => position.quantityDelivered === null && position.quantityInvoiced === null && !position.storno)).toBe(true);
    const set = copy.positions?.find((position) => position.name === 'Set');
    expect(copy.positions?.find((position) => position.name === 'Teil')?.parentId).toBe(set?.id);
    expect(copy.indicators).toMatchObject({ delivered: 'OPEN', invoiced: 'OPEN' });
    // The source is untouched.
    expect(await em().count(OrderPosition, { order: source.id })).toBe(4);
    await expect(admin.copyOrder(as(ids.alice), { id: source.id })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(admin.copyOrder(orderAdmin, { id: 999_999 })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('R001-7.062 decision 1091 an id that is no positive integer (true, "1e3", 1.5, -1) copies nothing — true was order 1', async () => {
    await place('bob');
    expect(await em().count(Order, { id: 1 })).toBe(1);
    const before = { orders: await em().count(Order), positions: await em().count(OrderPosition) };
    for (const id of [true, '1e3', 1.5, -1, '', [1]]) {
      await expect(admin.copyOrder(orderAdmin, { id } as never), JSON.stringify(id)).rejects.toMatchObject({ name: 'ZodError' });
    }
    expect({ orders: await em().count(Order), positions: await em().count(OrderPosition) }).toEqual(before);
  });

  it('R001-7.063 decision 1091 a quantity or sort order that is no whole number (true, "1e3", "") adds no position', async () => {
    const order = await place('bob');
    const before = await em().count(OrderPosition, { order: order.id });
    for (const position of [{ name: 'Teil', quantity: true }, { name: 'Teil', quantity: '1e3' }, { name: 'Teil', quantity: '' }, { name: 'Teil', quantity: 1, sortOrder: true }]) {
      await expect(admin.updateOrder(orderAdmin, order.id, { positionUpdate: { newPositions: [position as never] } }), JSON.stringify(position)).rejects.toMatchObject({ name: 'ZodError' });
    }
    await expect(admin.updateOrder(orderAdmin, order.id, { version: true as never, fieldsUpdate: { comment: 'x' } })).rejects.toMatchObject({ name: 'ZodError' });
    expect(await em().count(OrderPosition, { order: order.id })).toBe(before);
    expect((await em().findOneOrFail(Order, order.id)).comment).toBe(order.comment);
  });
});

describe('DELETE /api/order/{id}', () => {
  it('R001-7.067 deletes a PLACED or CANCELED order with its positions; refuses orders in progress, customers and stale versions', async () => {
    const placed = await place('bob');
    await expect(admin.deleteOrder(as(ids.bob), placed.id)).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(admin.deleteOrder(orderAdmin, placed.id, { version: placed.version + 5 })).rejects.toMatchObject({ kind: 'conflict' });
    expect(await admin.deleteOrder(orderAdmin, placed.id, { version: placed.version })).toEqual({ deleted: true, id: placed.id });
    expect(await em().count(Order, { id: placed.id })).toBe(0);
    expect(await em().count(OrderPosition, { order: placed.id })).toBe(0);
    await expect(admin.deleteOrder(orderAdmin, placed.id)).rejects.toMatchObject({ kind: 'not_found' });

    const inPreparation = await place('bob');
    await orders.changeOrderState(orderAdmin, inPreparation.id, { orderStatusId: OrderStatus.PREPARATION });
    await expect(admin.deleteOrder(orderAdmin, inPreparation.id)).rejects.toMatchObject({ kind: 'invalid', message: 'Die Bestellung im Status PREPARATION kann nicht gelöscht werden.' });
    await orders.changeOrderState(orderAdmin, inPreparation.id, { orderStatusId: OrderStatus.CANCELED });
    expect((await admin.deleteOrder(orderAdmin, inPreparation.id)).deleted).toBe(true);

    const delivered = await place('bob');
    await admin.updateOrder(orderAdmin, delivered.id, { positionUpdate: { updatePositions: [{ id: delivered.positions?.[0]?.id ?? 0, quantityDelivered: 1 }] } });
    await expect(admin.deleteOrder(orderAdmin, delivered.id)).rejects.toMatchObject({ kind: 'invalid' });
    const paid = await place('bob');
    await admin.updateOrder(orderAdmin, paid.id, { fieldsUpdate: { paymentStatusId: 1 } });
    await expect(admin.deleteOrder(orderAdmin, paid.id)).rejects.toMatchObject({ kind: 'invalid' });
    expect(await em().count(Order, { id: { $in: [delivered.id, paid.id] } })).toBe(2);
  });
});

describe('GET /api/order/delivery-information', () => {
  it('R001-7.070 gives the lead time, the earliest date and the holidays and company closures ahead; placing refuses a closure day', async () => {
    const fork = em();
    fork.create(Setting, { key: 'company.closures', value: [{ from: '2026-12-24', to: '2027-01-02' }] });
    await fork.flush();
    clock = new Date('2026-12-14T09:00:00Z');
    try {
      const info = await admin.deliveryInformation(as(), { days: 30 });
      expect(info).toMatchObject({ shopMode: 'verpackung', today: '2026-12-14', leadTimeDays: { minimum: 1, default: 3 }, earliestDeliveryDate: '2026-12-17' });
      expect(info.closedDates).toContainEqual({ date: '2026-12-25', reason: 'holiday', name: expect.any(String) });
      expect(info.closedDates).toContainEqual({ date: '2026-12-24', reason: 'closure', name: null });
      expect(info.closedDates).toContainEqual({ date: '2026-12-30', reason: 'closure', name: null });
      expect(info.closedDates.some((day) => day.date === '2026-12-21')).toBe(false);
      expect((await admin.deliveryInformation(as(), { shopMode: 'moebel' })).leadTimeDays).toEqual({ minimum: 2, default: 3 });
      await expect(orders.placeOrder(as(ids.alice), checkout('alice', { requestedDeliveryDate: '2026-12-29' }))).rejects.toMatchObject({ kind: 'invalid' });
      expect((await orders.placeOrder(as(ids.alice), checkout('alice', { requestedDeliveryDate: '2026-12-22' }))).order.requestedDeliveryDate).toBe('2026-12-22');
    } finally {
      clock = new Date('2026-05-11T08:00:00Z');
    }
  });
});

describe('notifications and carriers', () => {
  it("R001-7.071 mails the customer the order's state in the order's locale", async () => {
    const order = await place('alice', { invoiceEmail: 'factures@alice.example' }, 'fr-FR');
    await orders.changeOrderState(orderAdmin, order.id, { orderStatusId: OrderStatus.PREPARATION });
    await admin.updateOrder(orderAdmin, order.id, { fieldsUpdate: { confirmedDeliveryDate: '2026-06-10' } });
    const result = await admin.notifyCustomer(orderAdmin, order.id, { message: 'Merci !' });
    expect(result).toEqual({ message: 'Ausgeführt', to: 'factures@alice.example', subject: `Votre commande ${order.formattedId} : Reçue` });
    const [mail] = await mailer.listSentMails({ to: 'factures@alice.example' });
    expect(mail?.subject).toBe(`Votre commande ${order.formattedId} : Reçue`);
    expect(mail?.text).toContain('Date de livraison confirmée\u00a0: 10.06.2026');
    expect(mail?.text).toContain('2 × Europalette (Ouverte)');
    expect(mail?.text).toContain('https://shop.holzwerk.example/user/profile/bestellungen');
    expect(mail?.text).toContain('Merci !');
    await expect(admin.notifyCustomer(as(ids.alice), order.id)).rejects.toMatchObject({ kind: 'forbidden' });
    const german = await place('bob');
    expect((await admin.notifyCustomer(orderAdmin, german.id, { email: 'bob.kopie@example.ch' })).subject).toBe(`Ihre Bestellung ${german.formattedId}: Bestellt`);
  });

  it('R001-7.073 lists the own trucks and FedEx; R001-7.072 mails the carrier a pickup notice at the address of the settings', async () => {
    const carriers = await admin.listCarriers(orderAdmin);
    expect(carriers).toEqual([
      { id: 'TRUCK-1', kind: 'TRUCK', name: 'Lastwagen 18 t', deliveryType: 2, truckId: 1, email: 'info@holzwerk.example' },
      { id: 'TRUCK-2', kind: 'TRUCK', name: 'Lieferwagen 3.5 t', deliveryType: 2, truckId: 2, email: 'info@holzwerk.example' },
      { id: 'FEDEX', kind: 'FEDEX', name: 'FedEx', deliveryType: 4, truckId: null, email: null },
    ]);
    await expect(admin.listCarriers(as(ids.alice))).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await admin.listCarriers(productAdmin)).length).toBe(3);

    const truckOrder = await place('alice', { orderReference: 'PO-TRUCK' });
    const truck = await admin.notifyCarrier(orderAdmin, truckOrder.id, { pickupDate: '2026-06-02' });
    expect(truck).toMatchObject({ message: 'Ausgeführt', to: 'info@holzwerk.example', carrierId: 'TRUCK-1', subject: `Lieferauftrag ${truckOrder.formattedId}` });
    const [truckMail] = await mailer.listSentMails({ to: 'info@holzwerk.example' });
    expect(truckMail?.text).toContain('Datum: 02.06.2026');
    expect(truckMail?.text).toContain('Referenz: PO-TRUCK');
    expect(truckMail?.text).toContain('Alice AG');
    expect(truckMail?.text).toContain('2 × Europalette');

    // FedEx freight is priced only by an address's fixed delivery cost until the carrier's rate is wired (decision 811).
    const fork0 = em();
    const fedexAddress = fork0.create(Address, { customer: ids.alice, name: 'Alice AG Lager', street: 'Weg 9', zipCode: '8001', city: 'Zürich', fixedDeliveryCost: '60.00' });
    await fork0.flush();
    const fedexOrder = await place('alice', { deliveryMode: 'FEDEX', deliveryAddress: { id: fedexAddress.id } });
    await expect(admin.notifyCarrier(orderAdmin, fedexOrder.id)).rejects.toMatchObject({ kind: 'invalid', message: 'Für den Transporteur FedEx ist keine E-Mail-Adresse hinterlegt.' });
    const fork = em();
    fork.create(Setting, { key: 'carrier.contacts', value: { FEDEX: 'pickup@fedex.example' } });
    await fork.flush();
    expect(await admin.notifyCarrier(orderAdmin, fedexOrder.id)).toMatchObject({ to: 'pickup@fedex.example', carrierId: 'FEDEX', subject: `Abholauftrag ${fedexOrder.formattedId}` });
    const pickupOrder = await place('alice', { deliveryMode: 'PICKUP' });
    await expect(admin.notifyCarrier(orderAdmin, pickupOrder.id)).rejects.toMatchObject({ kind: 'invalid' });
    expect((await admin.notifyCarrier(orderAdmin, pickupOrder.id, { carrierId: 'TRUCK-2' })).carrierId).toBe('TRUCK-2');
    await expect(admin.notifyCarrier(orderAdmin, pickupOrder.id, { carrierId: 'POST' })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(admin.notifyCarrier(as(ids.alice), truckOrder.id)).rejects.toMatchObject({ kind: 'forbidden' });
  });
});

describe('request events', () => {
  it('R001-4.09 placing, changing, copying, updating and deleting an order are each announced to listeners', async () => {
    events.length = 0;
    const order = await place('bob');
    await orders.changeOrderState(orderAdmin, order.id, { orderStatusId: OrderStatus.CANCELED });
    const copy = await admin.copyOrder(orderAdmin, { id: order.id });
    await admin.updateOrder(orderAdmin, copy.id, { fieldsUpdate: { comment: 'neu' } });
    await admin.deleteOrder(orderAdmin, order.id);
    expect(events.map((event) => [event.kind, event.action, event.id, event.change])).toEqual([
      ['order', 'created', order.id, 'placed'],
      ['order', 'updated', order.id, 'state'],
      ['order', 'created', copy.id, 'copied'],
      ['order', 'updated', copy.id, 'fields'],
      ['order', 'deleted', order.id, 'deleted'],
    ]);
    expect(events.every((event) => event.customerId === ids.bob && Date.parse(event.at) > 0)).toBe(true);
    // A repeated submission (same key) is no new order: nothing announced.
    const input = checkout('bob');
    await orders.placeOrder(as(ids.bob), input);
    await orders.placeOrder(as(ids.bob), input);
    expect(events.filter((event) => event.change === 'placed')).toHaveLength(2);
  });

  it('a failing listener is logged and never fails the call', async () => {
    const requestEvents = createRequestEvents();
    const seen: string[] = [];
    requestEvents.on(() => {
      throw new Error('boom');
    });
    requestEvents.on(async () => {
      await Promise.reject(new Error('async boom'));
    });
    requestEvents.on((event) => {
      seen.push(event.change);
    });
    await expect(requestEvents.emit({ kind: 'quote', action: 'created', id: 1, formattedId: 'O-1', customerId: 1, change: 'placed' })).resolves.toBeUndefined();
    expect(seen).toEqual(['placed']);
    expect(requestEvents.listenerCount()).toBe(3);
  });
});
