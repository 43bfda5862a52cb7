import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asAdmin, asCustomer, givenCatalog, givenCustomer, givenTruck } from '../../test/world';
import { Permission } from '../auth/permissions';
import type { RequestContext } from '../context';
import { createMailer } from '../mail/mailer';
import { PaymentTransaction } from '../payments/payment-transaction.entity';
import { createPricingService } from '../pricing/pricing-service';
import { PaymentStatus } from '../requests/enums';
import { Order } from '../requests/request.entity';
import type { PlaceOrderInput } from '../requests/request-schema';
import { createOrderAdminService } from './order-admin-service';
import { createOrderService } from './order-service';
import type { OrderView } from './order-view';

/** Staff edit an order's positions (R001-7.066, decisions 1145–1147): quantities, prices, add, remove; version, totals, the customer's mail. */

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
let orders: ReturnType<typeof createOrderService>;
let admin: ReturnType<typeof createOrderAdminService>;
let pricing: ReturnType<typeof createPricingService>;
let mailer: ReturnType<typeof createMailer>;
const ids = { alice: 0, aliceHome: 0, kiste: 0, brett: 0 };
// A user with only ADMIN_QUOTE: the order desk guard (GUARDS.orderDesk).
const desk = asAdmin(Permission.ADMIN_QUOTE);
let key = 0;

const place = async (locale: RequestContext['locale'] = 'de-CH', overrides: Partial<PlaceOrderInput> = {}): Promise<OrderView> =>
  (
    await orders.placeOrder(asCustomer(ids.alice, [], locale), {
      cartItems: [
        { productId: ids.kiste, quantity: 2, configuration: {} },
        { productId: ids.brett, quantity: 5, configuration: {} },
      ],
      invoiceAddress: { id: ids.aliceHome },
      deliveryAddress: { id: ids.aliceHome },
      invoiceEmail: `alice-${++key}@example.ch`,
      deliveryMode: 'DELIVERY',
      requestedDeliveryDate: null,
      paymentMethodId: 1,
      termsAccepted: true,
      idempotencyKey: `position-edit-${key}`,
      ...overrides,
    })
  ).order;

/** Total, VAT and grand total from the positions as the order page shows them (8.1 % VAT, no discount). */
function expectedTotals(order: OrderView) {
  const lines = (order.positions ?? []).filter((position) => !position.storno && position.parentId === null);
  const total = lines.reduce((sum, position) => sum + Number(position.pricePerOne ?? 0) * position.quantity, 0);
  const net = total + Number(order.deliveryCost ?? 0);
  const vat = Math.round(net * 0.081 * 100) / 100;
  return { total: total.toFixed(2), grandTotal: (Math.round((net + vat) * 100) / 100).toFixed(2) };
}

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  givenTruck(fork);
  const { kiste, brett } = givenCatalog(fork, { kiste: { articleNumber: 'EDIT_KISTE', name: 'Holzkiste', listPrice: '40.00' }, brett: { articleNumber: 'EDIT_BRETT', name: 'Brett', listPrice: '12.50' } }).products;
  const {
    customer: alice,
    addresses: { aliceHome },
  } = givenCustomer(fork, {}, { aliceHome: { name: 'Alice AG', street: 'Weg 1', zipCode: '8001', city: 'Zürich' } });
  await fork.flush();
  Object.assign(ids, { alice: alice.id, aliceHome: aliceHome.id, kiste: kiste.id, brett: brett.id });
  pricing = createPricingService({ em });
  orders = createOrderService({ em, pricing, now: () => new Date() });
  mailer = createMailer({ em, from: 'Holzwerk <shop@holzwerk.example>' });
  admin = createOrderAdminService({ em, mailer, publicUrl: 'https://shop.holzwerk.example', pricing });
}, 120_000);
afterAll(async () => {
  mailer?.close();
  await db?.close();
});

describe('R001-7.066 staff edit an order’s positions', () => {
  it('changes a quantity and a price, adds a product at the customer’s price and a free position, removes one; totals follow; untold changes are kept', async () => {
    const order = await place();
    const [kiste, brett] = order.positions ?? [];
    const edited = await admin.updateOrder(desk, order.id, {
      version: order.version,
      positionUpdate: {
        updatePositions: [{ id: kiste!.id, quantity: 3, pricePerOne: '38.00' }],
        newPositions: [{ name: 'Montage vor Ort', quantity: 1, pricePerOne: '150.00' }],
        removePositions: [brett!.id],
      },
    });
    expect(edited.positions?.map((position) => [position.name, position.quantity, position.pricePerOne])).toEqual([
      ['Holzkiste', 3, '38.00'],
      ['Montage vor Ort', 1, '150.00'],
    ]);
    expect(edited.version).toBeGreaterThan(order.version);
    expect(edited).toMatchObject(expectedTotals(edited));
    expect(edited.total).toBe('264.00');

    const withProduct = await admin.addProduct(desk, { orderId: order.id, version: edited.version, productId: ids.brett, quantity: 4 });
    const added = withProduct.positions?.at(-1);
    const priced = await pricing.orderPrice(asAdmin(Permission.ADMIN_QUOTE), { customerId: ids.alice, cartItems: [{ productId: ids.brett, quantity: 4, configuration: {} }] });
    expect(added).toMatchObject({ name: 'Brett', quantity: 4, productId: ids.brett, pricePerOne: priced.cartPrice.items[0]?.pricePerOne });
    expect(withProduct).toMatchObject(expectedTotals(withProduct));

    // Not told: no mail, the changes wait on the order for staff to see.
    expect(await mailer.listSentMails({ to: order.invoiceEmail ?? '' })).toEqual([]);
    const state = await admin.paymentBalance(desk, order.id);
    expect(state.untoldChanges.flatMap((record) => record.positions.map((change) => change.kind))).toEqual(['changed', 'added', 'removed', 'added']);
    expect(state.untoldChanges[0]?.grandTotal.from).toBe(order.grandTotal);
  });

  it('tells the customer in the order’s language what changed, the untold changes included, then forgets them', async () => {
    const order = await place('fr-FR');
    const [kiste, brett] = order.positions ?? [];
    const first = await admin.updateOrder(desk, order.id, { version: order.version, positionUpdate: { updatePositions: [{ id: kiste!.id, quantity: 4 }] } });
    const told = await admin.updateOrder(desk, order.id, { version: first.version, notifyCustomer: true, positionUpdate: { updatePositions: [{ id: brett!.id, pricePerOne: '10.00', storno: false }] } });
    const [mail] = await mailer.listSentMails({ to: order.invoiceEmail ?? '' });
    expect(mail?.subject).toBe(`Votre commande ${order.formattedId} a été modifiée`);
    expect(mail?.text).toContain('Bonjour');
    expect(mail?.text).toContain('- Holzkiste: Quantité 2 → 4');
    expect(mail?.text).toContain('- Brett: Prix/pce CHF 12.50 → CHF 10.00');
    expect(mail?.text).toContain(`Montant total : CHF ${told.grandTotal}`);
    expect((await admin.paymentBalance(desk, order.id)).untoldChanges).toEqual([]);
  });

  it('a second staff member with the old version gets a conflict and the first one’s change is kept', async () => {
    const order = await place();
    const [kiste] = order.positions ?? [];
    const first = await admin.updateOrder(desk, order.id, { version: order.version, positionUpdate: { updatePositions: [{ id: kiste!.id, quantity: 7 }] } });
    await expect(admin.updateOrder(desk, order.id, { version: order.version, positionUpdate: { updatePositions: [{ id: kiste!.id, quantity: 9 }] } })).rejects.toMatchObject({ kind: 'conflict' });
    await expect(admin.addProduct(desk, { orderId: order.id, version: order.version, productId: ids.kiste, quantity: 1 })).rejects.toMatchObject({ kind: 'conflict' });
    const [now] = await orders.listOrders(desk, { id: order.id });
    expect(now?.positions?.map((position) => position.quantity)).toEqual([7, 5]);
    expect(now?.version).toBe(first.version);
  });

  it('refuses to remove a delivered position (storno instead), and a customer may not edit', async () => {
    const order = await place();
    const [kiste] = order.positions ?? [];
    const delivered = await admin.updateOrder(desk, order.id, { version: order.version, positionUpdate: { updatePositions: [{ id: kiste!.id, quantityDelivered: 1 }] } });
    await expect(admin.updateOrder(desk, order.id, { version: delivered.version, positionUpdate: { removePositions: [kiste!.id] } })).rejects.toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ params: { name: 'Holzkiste' } })],
    });
    await expect(admin.updateOrder(asCustomer(ids.alice), order.id, { positionUpdate: { updatePositions: [{ id: kiste!.id, quantity: 1 }] } })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(admin.addProduct(asCustomer(ids.alice), { orderId: order.id, version: delivered.version, productId: ids.kiste, quantity: 1 })).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('a paid online order keeps its payment status; the desk sees the difference to collect (decision 1147)', async () => {
    const order = await place('de-CH', { paymentMethodId: 100 });
    const fork = em();
    fork.create(PaymentTransaction, { orderId: order.id, provider: 'postfinance', providerTransactionId: `edit-${order.id}`, state: 'FULFILL', amount: order.grandTotal ?? '0', paymentMethodId: 100 });
    await fork.nativeUpdate(Order, { id: order.id }, { paymentStatusId: PaymentStatus.PAID });
    await fork.flush();
    const [placed] = await orders.listOrders(desk, { id: order.id });
    const [kiste] = placed?.positions ?? [];
    const edited = await admin.updateOrder(desk, order.id, { version: placed!.version, positionUpdate: { updatePositions: [{ id: kiste!.id, quantity: 3 }] } });
    expect(edited.paymentStatusId).toBe(PaymentStatus.PAID);
    const balance = await admin.paymentBalance(desk, order.id);
    expect(balance).toMatchObject({ paidOnline: order.grandTotal, grandTotal: edited.grandTotal });
    expect(Number(balance.difference)).toBeCloseTo(Number(edited.grandTotal) - Number(order.grandTotal), 2);
    expect(Number(balance.difference)).toBeGreaterThan(0);
  });
});
