import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer, asGuest } from '../../test/world';
import { Permission } from '../auth/permissions';
import { Product } from '../catalog/product.entity';
import { ProductType } from '../catalog/product-type.entity';
import { ContactPerson, Customer } from '../customers/customer.entity';
import { Order, OrderPosition } from '../requests/request.entity';
import { createCartCarrierRates } from '../shipping/carrier-rates';
import { createFedexClient } from '../shipping/fedex/fedex-client';
import { createFedexDouble } from '../shipping/fedex/fedex-double';
import { TransportRequirement } from '../shipping/transport-requirement.entity';
import { createFedexShipmentService } from './fedex-shipment-service';

/**
 * What the back-office FedEx panel starts from and what the customer sees of a shipment
 *: the proposed packages from the transport requirements, the rate the shopper chose,
 * and the tracking numbers with FedEx's tracking page — for the order's customer only.
 */
let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const double = createFedexDouble();
const client = createFedexClient({ baseUrl: () => double.start(), ...double.credentials, retryDelayMs: 0 });
const cartRates = createCartCarrierRates({ em, carrier: () => client });
const service = createFedexShipmentService({ em, carrier: () => client, packagesOf: (items) => cartRates.packagesOf(items) });
const admin = asCustomer(999, [Permission.ADMIN_QUOTE]);
const ids = { order: 0, customer: 0, stranger: 0 };

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  const customer = fork.create(Customer, { kind: 'PERSON' });
  const stranger = fork.create(Customer, { kind: 'PERSON' });
  fork.create(ContactPerson, { customer, firstName: 'Erika', lastName: 'Muster', phone: '+49 30 1234 5678', email: 'erika@muster.example' });
  const type = fork.create(ProductType, { name: 'Kisten' });
  const product = fork.create(Product, { name: 'Holzkiste', articleNumber: 'FX-TRACK-1', productType: type });
  fork.create(TransportRequirement, { product, maxPackage: 10, minSp: 1 });
  const now = new Date();
  const address = { name: 'Muster GmbH', street: 'Hauptstrasse 5', zipCode: '10115', city: 'Berlin', country: 'DE' };
  const order = fork.create(Order, {
    formattedId: 'FX-TRACK-0001',
    customer,
    deliveryType: 4,
    total: '500.00',
    grandTotal: '500.00',
    deliveryAddress: address,
    invoiceAddress: address,
    carrierRate: { serviceType: 'FEDEX_INTERNATIONAL_PRIORITY', serviceName: 'FedEx International Priority®', amount: '182.40', currency: 'CHF', transitDays: 2, deliveryDate: null },
    createdAt: now,
    updatedAt: now,
  });
  fork.create(OrderPosition, { order, product, name: 'Holzkiste', quantity: 3, pricePerOne: '100.00', type: 'PRODUCT' });
  await fork.flush();
  Object.assign(ids, { order: order.id, customer: customer.id, stranger: stranger.id });
}, 120_000);
afterAll(async () => {
  await double.stop();
  await db?.close();
});

describe('FedEx panel data and the customer’s tracking', () => {
  it('R001-3.51 R001-1.13 the panel proposes the packages (cm, kg) from the transport requirements and shows the rate the shopper chose', async () => {
    const panel = await service.orderPanel(admin, ids.order);
    expect(panel).toMatchObject({ formattedId: 'FX-TRACK-0001', isDomestic: false, chosenRate: { serviceType: 'FEDEX_INTERNATIONAL_PRIORITY', amount: '182.40', transitDays: 2 } });
    expect(panel.packages.length).toBeGreaterThan(0);
    expect(panel.packages[0]).toMatchObject({ length: 120, width: 80, height: 100, packageType: 'crate' });
    expect(panel.contact).toMatchObject({ name: 'Muster GmbH', phone: '+49 30 1234 5678', email: 'erika@muster.example' });
    expect(panel.shipments).toEqual([]);
    await expect(service.orderPanel(asCustomer(ids.customer), ids.order)).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('the customer sees the tracking numbers with FedEx’s tracking page once the shipment is confirmed; a stranger sees nothing', async () => {
    const own = asCustomer(ids.customer);
    expect(await service.trackingOfOrder(own, ids.order)).toEqual([]);
    const panel = await service.orderPanel(admin, ids.order);
    const shipment = await service.confirmShipment(admin, {
      orderId: ids.order,
      service: { type: 'FEDEX_INTERNATIONAL_PRIORITY', rate: '182.40' },
      packagingLineItems: panel.packages,
      contact: panel.contact,
    });
    const tracking = await service.trackingOfOrder(own, ids.order);
    expect(tracking).toHaveLength(1);
    expect(tracking[0]).toMatchObject({ serviceType: 'FEDEX_INTERNATIONAL_PRIORITY', status: 'LABEL_CREATED', pickupDate: null });
    expect(tracking[0]?.packages[0]).toEqual({ trackingNumber: shipment.trackingNumber, url: `https://www.fedex.com/fedextrack/?trknbr=${shipment.trackingNumber}` });
    await expect(service.trackingOfOrder(asCustomer(ids.stranger), ids.order)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(service.trackingOfOrder(asGuest(), ids.order)).rejects.toMatchObject({ kind: 'not_found' });
    // A cancelled shipment is no longer shown to the customer.
    await service.cancelShipment(admin, { orderId: ids.order });
    expect(await service.trackingOfOrder(own, ids.order)).toEqual([]);
  });
});
