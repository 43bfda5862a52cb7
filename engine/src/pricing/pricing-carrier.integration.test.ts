import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asGuest, givenCatalog, givenTruck } from '../../test/world';
import { createCartCarrierRates } from '../shipping/carrier-rates';
import { createFedexClient } from '../shipping/fedex/fedex-client';
import { createFedexDouble } from '../shipping/fedex/fedex-double';
import { TransportRequirement } from '../shipping/transport-requirement.entity';
import { Order } from '../requests/request.entity';
import { createOrderService } from '../orders/order-service';
import { createPricingService } from './pricing-service';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const double = createFedexDouble();
const client = createFedexClient({ baseUrl: () => double.start(), ...double.credentials, retryDelayMs: 0 });
const rates = createCartCarrierRates({ em, carrier: () => client });
const pricing = createPricingService({ em, carrierRates: (destination, items) => rates.ratesForCart(destination, items) });
let productId = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  givenTruck(fork);
  const { product } = givenCatalog(fork, { product: { name: 'Kiste', articleNumber: 'FEDEX_PRICE_1' } }, { name: 'Holzkiste', modelFamily: 'crate' }).products;
  fork.create(TransportRequirement, { product, maxPackage: 10, minSp: 1 });
  await fork.flush();
  productId = product.id;
}, 120_000);
afterAll(async () => {
  await double.stop();
  await db?.close();
});

const line = (quantity: number) => ({ productId, quantity, configuration: {} });

describe('order price: a foreign destination priced by the FedEx rate', () => {
  it('R000-3.47 FEDEX and abroad: shippingCost is the live rate, with the services and transit times to choose from', async () => {
    const price = await pricing.orderPrice(asGuest(), { cartItems: [line(3)], zipCode: '10115', country: 'DE', deliveryMode: 'FEDEX' });
    expect(price.shippingCost.reason).toBe('carrier_rate');
    expect(price.shippingCost.carrierRates?.map((rate) => rate.serviceType)).toEqual(['INTERNATIONAL_ECONOMY', 'FEDEX_INTERNATIONAL_PRIORITY', 'FEDEX_INTERNATIONAL_PRIORITY_EXPRESS']);
    expect(price.shippingCost.effectiveCost).toBe(price.shippingCost.carrierRates?.[0]?.amount);
    expect(Number(price.shippingCost.effectiveCost)).toBeGreaterThan(0);
    const express = await pricing.orderPrice(asGuest(), { cartItems: [line(3)], zipCode: '10115', country: 'DE', deliveryMode: 'FEDEX', carrierServiceType: 'FEDEX_INTERNATIONAL_PRIORITY_EXPRESS' });
    expect(express.shippingCost.carrierRate?.serviceType).toBe('FEDEX_INTERNATIONAL_PRIORITY_EXPRESS');
    expect(Number(express.shippingCost.effectiveCost)).toBeGreaterThan(Number(price.shippingCost.effectiveCost));
    // Without a mode a foreign destination is answered with the rate too.
    expect((await pricing.orderPrice(asGuest(), { cartItems: [line(3)], zipCode: '10115', country: 'DE' })).shippingCost.reason).toBe('carrier_rate');
  });

  it('no rate (FedEx unreachable, no postal code) is never CHF 0.00: the carrier quotes later; domestic stays the tariff', async () => {
    double.failNext('/rate/v1/rates/quotes', 'unavailable503', 3);
    const down = await pricing.orderPrice(asGuest(), { cartItems: [line(3)], zipCode: '10115', country: 'DE', deliveryMode: 'FEDEX' });
    expect(down.shippingCost).toMatchObject({ cost: null, effectiveCost: null, reason: 'quoted_by_carrier', paysFees: true });
    expect((await pricing.orderPrice(asGuest(), { cartItems: [line(3)], country: 'DE', deliveryMode: 'FEDEX' })).shippingCost.effectiveCost).toBeNull();
    expect((await pricing.orderPrice(asGuest(), { cartItems: [line(3)], zipCode: '5013', deliveryMode: 'DELIVERY' })).shippingCost.reason).toBe('tariff');
  });

  it('R000-3.46 R000-3.47 an order to Germany by FedEx stores the chosen rate as its delivery cost (delivery type FEDEX 4)', async () => {
    const orders = createOrderService({ em, pricing });
    const address = { name: 'Muster GmbH', street: 'Hauptstrasse 5', zipCode: '10115', city: 'Berlin', country: 'DE' };
    const placed = await orders.placeOrder(asGuest(), {
      cartItems: [line(3)],
      invoiceAddress: address,
      deliveryAddress: address,
      invoiceEmail: 'einkauf@muster.example',
      deliveryMode: 'FEDEX',
      carrierServiceType: 'FEDEX_INTERNATIONAL_PRIORITY',
      requestedDeliveryDate: null,
      paymentMethodId: 2,
      termsAccepted: true,
      idempotencyKey: `fedex-order-${Date.now()}`,
    });
    const order = await em().findOneOrFail(Order, { id: placed.order.id });
    expect(order.deliveryType).toBe(4);
    expect(order.carrierRate).toMatchObject({ serviceType: 'FEDEX_INTERNATIONAL_PRIORITY', currency: 'CHF', transitDays: 2 });
    expect(order.deliveryCost).toBe(order.carrierRate?.amount);
    expect(Number(order.deliveryCost)).toBeGreaterThan(0);
  });
});
