import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer, asGuest } from '../../test/world';
import { Permission } from '../auth/permissions';
import { Attribute } from '../catalog/attribute.entity';
import { AttributeTypeId } from '../catalog/enums';
import { Product, ProductAttributeValue } from '../catalog/product.entity';
import { ProductType } from '../catalog/product-type.entity';
import { Customer } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { translateError } from '../i18n/translate';
import { createMailer } from '../mail/mailer';
import { createOrderAdminService } from '../orders/order-admin-service';
import { Order, OrderPosition } from '../requests/request.entity';
import { createCartCarrierRates } from '../shipping/carrier-rates';
import { createFedexClient } from '../shipping/fedex/fedex-client';
import { createFedexDouble, nextMondayIso } from '../shipping/fedex/fedex-double';
import { CarrierDocument, CarrierShipment } from './carrier-shipment.entity';
import { createFedexShipmentService } from './fedex-shipment-service';
import type { ShipmentDataInput } from './fedex-schemas';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const double = createFedexDouble({ hangMs: 5_000 });
const client = createFedexClient({ baseUrl: () => double.start(), ...double.credentials, retryDelayMs: 0, timeoutMs: 400 });
const service = createFedexShipmentService({ em, carrier: () => client, inFlightMs: 5_000 });
const admin = asCustomer(1, [Permission.ADMIN_QUOTE]);

let counter = 0;
async function createGermanOrder(): Promise<number> {
  const fork = em();
  counter += 1;
  const customer = fork.create(Customer, { kind: 'GUEST' });
  const type = fork.create(ProductType, { name: `Kisten ${counter}` });
  const product = fork.create(Product, { name: 'Holzkiste 80×60×40', articleNumber: `FX-${Date.now()}-${counter}`, productType: type });
  const tariff = fork.create(Attribute, { name: `Zolltarif ${Date.now()}-${counter}`, typeId: AttributeTypeId.COMMODITY_REFERENCE });
  fork.create(ProductAttributeValue, { product, attribute: tariff, value: '4415.10' });
  const now = new Date();
  const order = fork.create(Order, {
    formattedId: `FX-${Date.now()}-${counter}`,
    customer,
    deliveryType: 4,
    total: '500.00',
    grandTotal: '500.00',
    deliveryAddress: { name: 'Muster GmbH', street: 'Hauptstrasse 5', zipCode: '10115', city: 'Berlin', country: 'DE' },
    invoiceAddress: { name: 'Muster GmbH', street: 'Hauptstrasse 5', zipCode: '10115', city: 'Berlin', country: 'DE' },
    createdAt: now,
    updatedAt: now,
  });
  fork.create(OrderPosition, { order, product, name: 'Holzkiste 80×60×40', quantity: 2, pricePerOne: '250.00', type: 'PRODUCT' });
  await fork.flush();
  return order.id;
}

const shipmentData = (orderId: number, overrides: Partial<ShipmentDataInput> = {}): ShipmentDataInput => ({
  orderId,
  service: { type: 'FEDEX_INTERNATIONAL_PRIORITY', rate: '182.40' },
  purposeOfShipment: 'SOLD',
  termsOfSale: 'DAP',
  packagingLineItems: [{ length: 80, width: 60, height: 40, weight: 18.5, packageType: 'crate', quantity: 2 }],
  contact: { name: 'Erika Muster', phone: '+49 30 1234 5678' },
  ...overrides,
});


beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await double.stop();
  await db?.close();
});

describe('FedEx shipments of orders (against the double)', () => {
  it('R001-7.039 R001-3.52 get-rates: services with CHF price and transit time for a German address', async () => {
    const answer = await service.getRates(admin, { address: { postalCode: '10115', countryCode: 'de' }, positions: [{ length: 80, width: 60, height: 40, weight: 18.5 }] });
    expect(answer.rates.length).toBe(3);
    expect(answer.rates.every((rate) => rate.currency === 'CHF' && Number(rate.amount) > 0 && rate.transitDays !== null)).toBe(true);
  });

  it('R001-7.040 R001-3.53 R001-9.32 check-pickup-availability: slots only up to 16:00', async () => {
    const answer = await service.checkPickupAvailability(admin, { dimensions: { length: 80, width: 60, height: 40 }, weight: 18.5, isDomestic: false, serviceType: 'FEDEX_INTERNATIONAL_PRIORITY', date: nextMondayIso() });
    expect(answer.options[0]?.readyTimes).toContain('16:00');
    expect(answer.options[0]?.readyTimes.some((time) => time > '16:00')).toBe(false);
  });

  it('only order administration (ADMIN_QUOTE) may use FedEx', async () => {
    await expect(service.getRates(asGuest(), { address: { postalCode: '10115', countryCode: 'DE' }, positions: [{ length: 1, width: 1, height: 1, weight: 1 }] })).rejects.toMatchObject({ kind: 'unauthenticated' });
    await expect(service.getRates(asCustomer(7, [Permission.ADMIN_PRODUCT]), { address: { postalCode: '10115', countryCode: 'DE' }, positions: [{ length: 1, width: 1, height: 1, weight: 1 }] })).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('R001-7.041 R001-3.50 verify: a FedEx validation error reaches the user as a clear message in their language', async () => {
    const orderId = await createGermanOrder();
    await expect(service.verifyShipment(admin, shipmentData(orderId))).resolves.toMatchObject({ valid: true });
    const error = await service
      .verifyShipment(admin, shipmentData(orderId, { recipientAddress: { name: 'Muster GmbH', street: 'Hauptstrasse 5', zipCode: '1011', city: 'Berlin', country: 'DE' } }))
      .catch((caught: unknown) => caught);
    expect(EngineError.is(error) && error.kind).toBe('invalid');
    const entry = (error as EngineError).errors[0];
    expect(entry?.field).toBe('recipientAddress.zipCode');
    expect(translateError(entry?.message ?? '', entry?.params, 'fr-FR')).toBe('Le code postal ne correspond pas au pays.');
    expect(translateError(entry?.message ?? '', entry?.params, 'en-US')).toBe('The postal code does not match the country.');
    // Our own fedexPhone rule answers before FedEx is asked (R000-5.13).
    await expect(service.verifyShipment(admin, shipmentData(orderId, { contact: { name: 'E', phone: '12' } }))).rejects.toMatchObject({ kind: 'invalid', errors: [{ field: 'contact.phone' }] });
  });

  it('R001-7.044 R001-1.15 upload-etd, then R001-7.042 confirm with the docId: label PDF kept with the order; R001-7.043 pickup up to 16:00; cancel', async () => {
    const orderId = await createGermanOrder();
    const etd = await service.uploadEtd(admin, { orderId, purposeOfShipment: 'SOLD', termsOfSale: 'DAP' });
    expect(etd.docId).toMatch(/^[0-9a-f]{16}$/);
    const invoice = await service.document(admin, etd.documentId);
    expect(invoice.content.subarray(0, 5).toString()).toBe('%PDF-');

    const confirmed = await service.confirmShipment(admin, shipmentData(orderId, { customsDocuments: { commercialInvoice: { docId: etd.docId } } }));
    expect(confirmed).toMatchObject({ status: 'CONFIRMED', serviceType: 'FEDEX_INTERNATIONAL_PRIORITY', rate: '182.40' });
    expect(confirmed.trackingNumber).toMatch(/^\d{12}$/);
    const sent = double.requests.filter((request) => request.path === '/ship/v1/shipments').at(-1)?.body as { requestedShipment: Record<string, unknown> };
    expect(JSON.stringify(sent.requestedShipment['shipmentSpecialServices'])).toContain(etd.docId);
    expect(JSON.stringify(sent.requestedShipment['customsClearanceDetail'])).toContain('"harmonizedCode":"441510"');
    const label = confirmed.documents.find((document) => document.kind === 'LABEL');
    expect(label).toBeDefined();
    expect((await service.document(admin, label?.id ?? 0)).content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await service.trackingNumberOf(orderId)).toBe(confirmed.trackingNumber);
    // After the shipment exists, the trade document follows it (post-shipment ETD).
    const after = await service.uploadEtd(admin, { orderId });
    expect(double.documents().find((document) => document.docId === after.docId)).toMatchObject({ workflow: 'ETDPostshipment', trackingNumber: confirmed.trackingNumber });
    expect(double.documents().find((document) => document.docId === etd.docId)).toMatchObject({ workflow: 'ETDPreshipment', trackingNumber: null });

    // The tracking number reaches the customer's notification mail.
    const mailer = createMailer({ em, from: 'Holzwerk Shop <shop@holzwerk.example>' });
    const orderAdmin = createOrderAdminService({ em, mailer, publicUrl: 'https://shop.holzwerk.example', trackingNumberOf: (id) => service.trackingNumberOf(id) });
    await orderAdmin.notifyCustomer(admin, orderId, { email: 'versand@muster.example' });
    const [mail] = await mailer.listSentMails({ to: 'versand@muster.example' });
    expect(mail?.text).toContain(`Sendungsnummer FedEx: ${confirmed.trackingNumber}`);
    mailer.close();

    await expect(service.schedulePickup(admin, { orderId, date: nextMondayIso(), readyTime: '16:30' })).rejects.toMatchObject({ kind: 'invalid', errors: [{ field: 'readyTime' }] });
    const booked = await service.schedulePickup(admin, { orderId, date: nextMondayIso(), readyTime: '15:00' });
    expect(booked.pickup?.confirmationCode).toMatch(/^\d+$/);
    const unbooked = await service.cancelPickup(admin, { orderId });
    expect(unbooked.pickup).toBeNull();

    const cancelled = await service.cancelShipment(admin, { orderId });
    expect(cancelled.status).toBe('CANCELLED');
    expect(double.shipments().find((shipment) => shipment.masterTrackingNumber === confirmed.trackingNumber)?.cancelled).toBe(true);
    expect(await service.trackingNumberOf(orderId)).toBeNull();
  });

  it('R001-7.042 a confirm repeated after a timeout creates one shipment and answers the first', async () => {
    const orderId = await createGermanOrder();
    const before = double.shipments().length;
    double.failNext('/ship/v1/shipments', 'timeoutAfterProcessing');
    const first = await service.confirmShipment(admin, shipmentData(orderId)).catch((caught: unknown) => caught);
    expect(first).toMatchObject({ kind: 'unavailable' });
    expect(translateError((first as EngineError).errors[0]?.message ?? '', undefined, 'en-US')).toMatch(/did not answer in time/);
    expect(double.shipments().length).toBe(before + 1);

    const again = await service.confirmShipment(admin, shipmentData(orderId));
    expect(again.status).toBe('CONFIRMED');
    expect(again.trackingNumber).toBe(double.shipments().at(-1)?.masterTrackingNumber);
    expect(again.warnings.map((warning) => warning.code)).toContain('LABEL.LOST');
    const third = await service.confirmShipment(admin, shipmentData(orderId));
    expect(third.id).toBe(again.id);
    expect(double.shipments().length).toBe(before + 1);
    expect(await em().count(CarrierShipment, { order: orderId })).toBe(1);
  });

  it('a create that never reached FedEx (503) leaves nothing; 500 after sending is checked on repeat', async () => {
    const orderId = await createGermanOrder();
    double.failNext('/ship/v1/shipments', 'unavailable503');
    await expect(service.confirmShipment(admin, shipmentData(orderId))).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await em().count(CarrierShipment, { order: orderId })).toBe(0);
    double.failNext('/ship/v1/shipments', 'error500');
    await expect(service.confirmShipment(admin, shipmentData(orderId))).rejects.toMatchObject({ kind: 'unavailable' });
    // FedEx had not made it: the repeat finds nothing by reference and creates it now, once.
    const confirmed = await service.confirmShipment(admin, shipmentData(orderId));
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.documents.filter((document) => document.kind === 'LABEL').length).toBe(2);
    expect(await em().count(CarrierDocument, { order: orderId, kind: 'LABEL' })).toBe(2);
  });

  it('a rate call retried after 503 succeeds; FedEx unreachable answers a message, not a crash', async () => {
    double.failNext('/rate/v1/rates/quotes', 'unavailable503');
    await expect(service.getRates(admin, { address: { postalCode: '10115', countryCode: 'DE' }, positions: [{ length: 80, width: 60, height: 40, weight: 10 }] })).resolves.toMatchObject({ rates: expect.any(Array) });
    double.failNext('/rate/v1/rates/quotes', 'timeout', 3);
    const error = await service.getRates(admin, { address: { postalCode: '10115', countryCode: 'DE' }, positions: [{ length: 80, width: 60, height: 40, weight: 10 }] }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'unavailable' });
    expect(translateError((error as EngineError).errors[0]?.message ?? '', undefined, 'de-CH')).toMatch(/nicht erreichbar/);
  });

  it('a shopper\'s cart to Germany: live rates from the transport requirement and the weight attribute; none when FedEx is not set up', async () => {
    const fork = em();
    const type = fork.create(ProductType, { name: 'Kisten Versand' });
    const product = fork.create(Product, { name: 'Weinkiste', articleNumber: `FX-W-${Date.now()}`, productType: type });
    const weight = fork.create(Attribute, { name: `Gewicht ${Date.now()}`, typeId: AttributeTypeId.WEIGHT });
    fork.create(ProductAttributeValue, { product, attribute: weight, value: '2.5' });
    await fork.flush();
    const cartRates = createCartCarrierRates({ em, carrier: () => client });
    expect(await cartRates.packagesOf([{ productId: product.id, quantity: 6 }])).toEqual([{ lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 15, count: 1, packageType: 'crate' }]);
    const rates = await cartRates.ratesForCart({ countryCode: 'DE', postalCode: '80331' }, [{ productId: product.id, quantity: 6 }]);
    expect(rates?.map((rate) => rate.serviceType)).toEqual(['INTERNATIONAL_ECONOMY', 'FEDEX_INTERNATIONAL_PRIORITY', 'FEDEX_INTERNATIONAL_PRIORITY_EXPRESS']);
    expect(Number(rates?.[0]?.amount)).toBeGreaterThan(0);
    double.failNext('/rate/v1/rates/quotes', 'unavailable503', 3);
    expect(await cartRates.ratesForCart({ countryCode: 'DE', postalCode: '80331' }, [{ productId: product.id, quantity: 6 }])).toBeNull();
    expect(await createCartCarrierRates({ em, carrier: () => null }).ratesForCart({ countryCode: 'DE', postalCode: '80331' }, [{ productId: product.id, quantity: 1 }])).toBeNull();
  });
});
