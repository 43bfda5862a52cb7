import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, asGuest, givenCatalog, givenCustomer, givenTruck, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { Setting } from '../settings/setting.entity';
import { PaymentTransaction } from '../payments/payment-transaction.entity';
import { TransportRequirement } from '../shipping/transport-requirement.entity';
import { OrderStatus, PaymentMethod, PaymentStatus } from '../requests/enums';
import { DeliveryType } from '../shipping/delivery';
import { createOrderDesk, deliveryWeekOf, mondayOf } from './order-desk';
import { Order, OrderPosition, Quote, type IOrder } from '../requests/request.entity';

const em = useTestDatabase();
const clock = new Date('2026-05-13T08:00:00Z'); // a Wednesday
const desk = () => createOrderDesk({ em, now: () => clock });
const as = (permissions: number[], customerId: number | undefined = 1) => asCustomer(customerId, permissions);
const orderAdmin = as([Permission.ADMIN_QUOTE]);
const ids = { acme: 0, other: 0, crate: 0, pallet: 0 };

async function addOrder(values: {
  name: string;
  status?: number;
  payment?: number;
  method?: number;
  delivery?: number;
  reference?: string;
  createdAt?: string;
  confirmed?: string | null;
  requested?: string | null;
  customer?: number;
  total?: string;
  positions?: { product?: number; quantity: number; delivered?: number; storno?: boolean }[];
}): Promise<IOrder> {
  const fork = em();
  const id = (await fork.getConnection().execute<{ id: number }[]>(`select nextval('shop_order_id_seq')::int as id`))[0]!.id;
  const order = fork.create(Order, {
    id,
    formattedId: `B-2026-${String(id).padStart(6, '0')}`,
    customer: values.customer ?? ids.acme,
    orderStatusId: values.status ?? OrderStatus.PLACED,
    paymentStatusId: values.payment ?? PaymentStatus.OPEN,
    paymentMethodId: values.method ?? PaymentMethod.INVOICE,
    deliveryType: values.delivery ?? DeliveryType.TRUCK,
    orderReference: values.reference ?? null,
    invoiceAddress: { name: values.name, street: 'Weg 1', zipCode: '4653', city: 'Obergösgen', country: 'CH' },
    deliveryAddress: { name: values.name, street: 'Weg 1', zipCode: '4653', city: 'Obergösgen', country: 'CH' },
    confirmedDeliveryDate: values.confirmed ?? null,
    requestedDeliveryDate: values.requested ?? null,
    grandTotal: values.total ?? '100.00',
    total: values.total ?? '100.00',
    createdAt: new Date(values.createdAt ?? '2026-05-12T09:00:00Z'),
  } as never);
  for (const position of values.positions ?? [{ quantity: 1 }]) {
    fork.create(OrderPosition, {
      order,
      product: position.product ?? ids.pallet,
      name: 'Position',
      quantity: position.quantity,
      quantityDelivered: position.delivered ?? null,
      storno: position.storno ?? false,
      pricePerOne: '10.00',
    } as never);
  }
  await fork.flush();
  return order;
}

beforeAll(async () => {
  const fork = em();
  givenTruck(fork);
  givenTruck(fork, 'van');
  const { customer: acme } = givenCustomer(fork);
  const { customer: other } = givenCustomer(fork);
  const { crate, pallet } = givenCatalog(fork, {
    crate: { name: 'Kiste', articleNumber: 'DESK_CRATE', listPrice: '50.00' },
    pallet: { name: 'Palette', articleNumber: 'DESK_PALLET', listPrice: '20.00' },
  }).products;
  fork.create(TransportRequirement, { product: crate, maxPackage: 4, minSp: 1 });
  // The Friday of the test week is a company closure.
  fork.create(Setting, { key: 'company.closures', value: ['2026-05-15'] });
  await fork.flush();
  Object.assign(ids, { acme: acme.id, other: other.id, crate: crate.id, pallet: pallet.id });
}, 120_000);

describe('orders grid', () => {
  it('filters by status, payment status, delivery type, customer, date range and text; pages and sorts in SQL', async () => {
    await addOrder({ name: 'Gamma Holz GmbH', status: OrderStatus.PLACED, reference: 'PO-4711', createdAt: '2026-05-01T09:00:00Z', total: '300.00' });
    await addOrder({ name: 'Alpha Logistik AG', status: OrderStatus.PREPARATION, payment: PaymentStatus.PAID, delivery: DeliveryType.PICKUP, createdAt: '2026-05-05T09:00:00Z', total: '50.00' });
    await addOrder({ name: 'Beta Verpackungen', status: OrderStatus.PLACED, customer: ids.other, createdAt: '2026-05-10T21:30:00Z', total: '120.00' });
    const all = await desk().orderGrid(orderAdmin, {});
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.name)).toEqual(['Beta Verpackungen', 'Alpha Logistik AG', 'Gamma Holz GmbH']);

    expect((await desk().orderGrid(orderAdmin, { status: '1' })).rows.map((row) => row.name)).toEqual(['Beta Verpackungen', 'Gamma Holz GmbH']);
    expect((await desk().orderGrid(orderAdmin, { paymentStatus: '1' })).rows.map((row) => row.name)).toEqual(['Alpha Logistik AG']);
    expect((await desk().orderGrid(orderAdmin, { deliveryType: '1' })).rows.map((row) => row.name)).toEqual(['Alpha Logistik AG']);
    expect((await desk().orderGrid(orderAdmin, { customer: String(ids.other) })).rows.map((row) => row.name)).toEqual(['Beta Verpackungen']);
    // Zurich days: 2026-05-10 21:30 UTC is 23:30 on the 10th in Zurich.
    expect((await desk().orderGrid(orderAdmin, { from: '2026-05-05', to: '2026-05-10' })).rows.map((row) => row.name)).toEqual(['Beta Verpackungen', 'Alpha Logistik AG']);
    expect((await desk().orderGrid(orderAdmin, { q: 'po-47' })).rows.map((row) => row.name)).toEqual(['Gamma Holz GmbH']);
    expect((await desk().orderGrid(orderAdmin, { q: 'logistik' })).rows.map((row) => row.name)).toEqual(['Alpha Logistik AG']);
    const gamma = all.rows.find((row) => row.name === 'Gamma Holz GmbH')!;
    expect((await desk().orderGrid(orderAdmin, { q: gamma.formattedId })).rows.map((row) => row.id)).toEqual([gamma.id]);
    // A wildcard in the search is a character, not a pattern.
    expect((await desk().orderGrid(orderAdmin, { q: '%' })).total).toBe(0);

    expect((await desk().orderGrid(orderAdmin, { sort: 'grandTotal' })).rows.map((row) => row.grandTotal)).toEqual(['50.00', '120.00', '300.00']);
    expect((await desk().orderGrid(orderAdmin, { sort: '-name' })).rows.map((row) => row.name)).toEqual(['Gamma Holz GmbH', 'Beta Verpackungen', 'Alpha Logistik AG']);
    const page2 = await desk().orderGrid(orderAdmin, { sort: 'name', size: '25', page: '2' });
    expect(page2).toMatchObject({ total: 3, page: 2, pages: 1, rows: [] });
  });

  it('carries the completion indicators of each order', async () => {
    const order = await addOrder({ name: 'Indikator AG', status: OrderStatus.SENT, positions: [{ quantity: 4, delivered: 4 }, { quantity: 2, delivered: 1 }] });
    const [row] = (await desk().orderGrid(orderAdmin, { q: 'Indikator' })).rows;
    expect(row).toMatchObject({ id: order.id, indicators: { receiptConfirmation: 'COMPLETE', delivered: 'PARTIAL', invoiced: 'OPEN', payment: 'OPEN' } });
  });

  it('shows an abandoned TWINT and a declined Visa as such and filters by the online payment’s fate (decision 1152)', async () => {
    const twint = await addOrder({ name: 'Abgebrochen TWINT AG', method: PaymentMethod.TWINT, delivery: DeliveryType.PICKUP });
    const visa = await addOrder({ name: 'Abgelehnt Visa AG', method: PaymentMethod.VISA, delivery: DeliveryType.PICKUP });
    const fresh = await addOrder({ name: 'Nie bezahlt AG', method: PaymentMethod.TWINT, delivery: DeliveryType.PICKUP });
    const fork = em();
    const mailedAt = new Date('2026-05-12T10:00:00Z');
    fork.create(PaymentTransaction, { orderId: twint.id, provider: 'postfinance', providerTransactionId: `t-${twint.id}`, state: 'FAILED', amount: '100.00', paymentMethodId: PaymentMethod.TWINT, failureKind: 'abandoned', failureReason: 'Die Zahlung wurde vom Kunden abgebrochen.', payAgainSentAt: mailedAt } as never);
    fork.create(PaymentTransaction, { orderId: visa.id, provider: 'postfinance', providerTransactionId: `v-${visa.id}`, state: 'FAILED', amount: '100.00', paymentMethodId: PaymentMethod.VISA, failureKind: 'declined', failureReason: 'Die Zahlung wurde vom Zahlungsmittel abgelehnt.' } as never);
    await fork.flush();
    const names = async (onlinePayment: string) => (await desk().orderGrid(orderAdmin, { onlinePayment })).rows.map((row) => row.name);
    expect(await names('abandoned')).toEqual(['Abgebrochen TWINT AG']);
    expect(await names('declined')).toEqual(['Abgelehnt Visa AG']);
    expect(await names('none')).toEqual(['Nie bezahlt AG']);
    const [row] = (await desk().orderGrid(orderAdmin, { q: 'Abgebrochen TWINT' })).rows;
    expect(row!.onlinePayment).toMatchObject({ state: 'abandoned', attempts: 1, failureReason: 'Die Zahlung wurde vom Kunden abgebrochen.', payAgainSentAt: mailedAt.toISOString() });
    expect((await desk().orderGrid(orderAdmin, { q: 'Abgelehnt Visa' })).rows[0]!.onlinePayment).toMatchObject({ state: 'declined', payAgainSentAt: null });
    expect((await desk().orderGrid(orderAdmin, { q: 'Nie bezahlt' })).rows[0]!.onlinePayment).toMatchObject({ state: 'none', attempts: 0 });
    await expect(desk().orderGrid(orderAdmin, { onlinePayment: 'lost' })).rejects.toThrow();
    expect(fresh.id).toBeGreaterThan(0);
  });

  it('refuses bad params with the rule and callers without ADMIN_QUOTE', async () => {
    await expect(desk().orderGrid(orderAdmin, { sort: 'password' })).rejects.toThrow();
    await expect(desk().orderGrid(orderAdmin, { status: '9' })).rejects.toThrow();
    await expect(desk().orderGrid(as([Permission.ADMIN_CATEGORY, Permission.ADMIN_PRODUCT_META, Permission.ADMIN_PRODUCT, Permission.ADMIN_CUSTOMER, Permission.CREATE_PRODUCT_IN_CONFIGURATOR]), {})).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(desk().orderGrid(asGuest(), {})).rejects.toMatchObject({ kind: 'unauthenticated' });
  });
});

describe('what needs attention', () => {
  it('counts new orders, open quote requests, open invoice/prepayment payments and this week’s truck deliveries against capacity', async () => {
    const before = await desk().summary(orderAdmin);
    const fork = em();
    fork.create(Quote, { formattedId: 'O-2026-900001', customer: ids.acme } as never);
    fork.create(Quote, { formattedId: 'O-2026-900002', customer: ids.acme, sentToCustomer: true } as never);
    await fork.flush();
    // Wednesday 13 May: 5 crates (maxPackage 4 → 2 places) + 1 pallet = 3 places, confirmed.
    await addOrder({ name: 'Mittwoch AG', confirmed: '2026-05-13', positions: [{ product: ids.crate, quantity: 5 }, { quantity: 1 }], total: '10.50' });
    // Requested Thursday, not confirmed; 30 pallets = 30 places > 24.
    await addOrder({ name: 'Donnerstag AG', requested: '2026-05-14', positions: [{ quantity: 1 }, ...Array.from({ length: 29 }, () => ({ quantity: 1 }))] });
    // Cancelled and pickup orders do not count; a cancelled invoice is not an open payment.
    await addOrder({ name: 'Storniert AG', status: OrderStatus.CANCELED, confirmed: '2026-05-13' });
    await addOrder({ name: 'Abholung AG', delivery: DeliveryType.PICKUP, confirmed: '2026-05-13', method: PaymentMethod.TWINT });
    // A confirmed date wins over the requested one.
    await addOrder({ name: 'Verschoben AG', requested: '2026-05-13', confirmed: '2026-05-20' });

    const summary = await desk().summary(orderAdmin);
    expect(summary.newOrders).toBe(before.newOrders! + 4);
    expect(summary.openQuoteRequests).toBe(before.openQuoteRequests! + 1);
    expect(summary.openPayments!.count).toBe(before.openPayments!.count + 3);
    const week = summary.deliveryWeek!;
    expect(week).toMatchObject({ from: '2026-05-11', to: '2026-05-15', capacity: 24, coming: false });
    expect(week.days.map((day) => day.date)).toEqual(['2026-05-11', '2026-05-12', '2026-05-13', '2026-05-14', '2026-05-15']);
    const wednesday = week.days[2]!;
    // Gamma Holz (ordered ASAP on 1 May, still open, 1 place) stands on today (decision 1150).
    expect(wednesday).toMatchObject({ places: 4, over: false, closed: false });
    expect(wednesday.orders.map((order) => [order.name, order.asap])).toEqual([['Gamma Holz GmbH', true], ['Mittwoch AG', false]]);
    expect(week.days[3]).toMatchObject({ places: 30, over: true });
    expect(week.days[3]!.orders[0]).toMatchObject({ name: 'Donnerstag AG', confirmed: false });
    expect(week.days[4]).toMatchObject({ closed: true, places: 0 });
    expect(week.overDays).toBe(1);
  });

  it('truck capacity lists the working days of the coming weeks with their orders (ADMIN_QUOTE)', async () => {
    const capacity = await desk().truckCapacity(orderAdmin, { from: '2026-05-13', weeks: '2' });
    expect(capacity).toMatchObject({ from: '2026-05-11', to: '2026-05-22', capacity: 24 });
    expect(capacity.days).toHaveLength(10);
    expect(capacity.days.find((day) => day.date === '2026-05-20')!.orders.map((order) => order.name)).toEqual(['Verschoben AG']);
    expect((await desk().truckCapacity(orderAdmin)).from).toBe('2026-05-11');
    await expect(desk().truckCapacity(as([Permission.ADMIN_CUSTOMER]))).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(desk().truckCapacity(orderAdmin, { weeks: '20' })).rejects.toThrow();
  });

  it('places ASAP orders on their earliest possible day, marked; open overdue ones on the first working day from today (decision 1150)', async () => {
    // Monday 11 May + 3 working days (the default lead time; Ascension on Thursday 14 May and the
    // closure on Friday 15 May are no working days) = Monday 18 May.
    await addOrder({ name: 'Sofort AG', createdAt: '2026-05-11T09:00:00Z', positions: [{ product: ids.crate, quantity: 5 }] });
    // Monday 4 May + 3 = Thursday 7 May: delivered, it stays on its day.
    await addOrder({ name: 'Geliefert ASAP AG', status: OrderStatus.DELIVERED, createdAt: '2026-05-04T09:00:00Z' });
    // Also Thursday 7 May, but still open on Wednesday 13 May: moved to today, overdue.
    await addOrder({ name: 'Überfällig AG', status: OrderStatus.PREPARATION, createdAt: '2026-05-04T09:00:00Z' });
    // Cancelled and pickup ASAP orders stay out.
    await addOrder({ name: 'Storno ASAP AG', status: OrderStatus.CANCELED, createdAt: '2026-05-11T09:00:00Z' });
    await addOrder({ name: 'Abholung ASAP AG', delivery: DeliveryType.PICKUP, createdAt: '2026-05-11T09:00:00Z' });
    const capacity = await desk().truckCapacity(orderAdmin, { from: '2026-05-04', weeks: '3' });
    const orderOf = (name: string) => {
      const day = capacity.days.find((entry) => entry.orders.some((order) => order.name === name));
      return day ? { date: day.date, ...day.orders.find((order) => order.name === name)! } : null;
    };
    expect(orderOf('Sofort AG')).toMatchObject({ date: '2026-05-18', asap: true, overdue: false, confirmed: false, places: 2 });
    expect(orderOf('Geliefert ASAP AG')).toMatchObject({ date: '2026-05-07', asap: true, overdue: false });
    expect(orderOf('Überfällig AG')).toMatchObject({ date: '2026-05-13', asap: true, overdue: true });
    expect(orderOf('Storno ASAP AG')).toBeNull();
    expect(orderOf('Abholung ASAP AG')).toBeNull();
    expect(orderOf('Mittwoch AG')).toMatchObject({ date: '2026-05-13', asap: false });
    expect(capacity.asapOrders).toBe(capacity.days.flatMap((day) => day.orders).filter((order) => order.asap).length);
    // The start page's delivery week counts them too.
    const week = (await desk().summary(orderAdmin)).deliveryWeek!;
    expect(week.days.find((day) => day.date === '2026-05-13')!.orders.map((order) => order.name)).toContain('Überfällig AG');
  });

  it('shows nothing of the order desk to an admin without ADMIN_QUOTE and refuses customers', async () => {
    expect(await desk().summary(as([Permission.ADMIN_CATEGORY]))).toEqual({ newOrders: null, openQuoteRequests: null, openPayments: null, deliveryWeek: null });
    await expect(desk().summary(as([]))).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('mondayOf finds the Monday of a date’s week', () => {
    expect(mondayOf('2026-05-13')).toBe('2026-05-11');
    expect(mondayOf('2026-05-11')).toBe('2026-05-11');
    expect(mondayOf('2026-05-17')).toBe('2026-05-11');
  });

  it('deliveryWeekOf: Monday to Friday their own week, Saturday and Sunday the coming one (decision 1085)', () => {
    expect(deliveryWeekOf('2026-05-11')).toBe('2026-05-11');
    expect(deliveryWeekOf('2026-05-15')).toBe('2026-05-11');
    expect(deliveryWeekOf('2026-05-16')).toBe('2026-05-18');
    expect(deliveryWeekOf('2026-05-17')).toBe('2026-05-18');
  });

  it('on a weekend the desk and the truck capacity show the coming week; a chosen date keeps its own week', async () => {
    // Friday 22:30 UTC is Saturday 00:30 in Zurich: the week's deliveries are over.
    const weekendDesk = createOrderDesk({ em, now: () => new Date('2026-05-15T22:30:00Z') });
    expect((await weekendDesk.summary(orderAdmin)).deliveryWeek).toMatchObject({ from: '2026-05-18', to: '2026-05-22', coming: true });
    expect((await weekendDesk.truckCapacity(orderAdmin)).from).toBe('2026-05-18');
    expect((await weekendDesk.truckCapacity(orderAdmin, { from: '2026-05-16' })).from).toBe('2026-05-11');
    // Friday evening in Zurich is still the running week.
    const fridayDesk = createOrderDesk({ em, now: () => new Date('2026-05-15T21:30:00Z') });
    expect((await fridayDesk.summary(orderAdmin)).deliveryWeek).toMatchObject({ from: '2026-05-11', coming: false });
  });
});
