import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { firstPageText } from '../../test/pdf-text';
import { asGuest, givenCatalog, givenTruck } from '../../test/world';
import { translateError } from '../i18n/translate';
import { loadOrderDocumentData, renderOrderPdf } from '../documents/order-pdf';
import { createMailer } from '../mail/mailer';
import { SentMail } from '../mail/sent-mail.entity';
import { createOrderMails } from '../orders/order-mails';
import { createOrderService } from '../orders/order-service';
import { loadCompanyProfile } from '../settings/company-settings';
import { createPricingService } from '../pricing/pricing-service';
import { Order } from '../requests/request.entity';
import { createCartCarrierRates } from '../shipping/carrier-rates';
import { createFedexClient } from '../shipping/fedex/fedex-client';
import { createFedexDouble } from '../shipping/fedex/fedex-double';
import { TransportRequirement } from '../shipping/transport-requirement.entity';
import { createCheckoutService, type CheckoutService } from './checkout-service';

/**
 * The main checkout's FedEx step (decision 745) on the real database against our FedEx
 * double: the services with price and transit time on the summary, the shopper's choice priced
 * and stored on the order, FedEx's failures as sentences in the shopper's language.
 */
let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const double = createFedexDouble();
const client = createFedexClient({ baseUrl: () => double.start(), ...double.credentials, retryDelayMs: 0 });
const cartRates = createCartCarrierRates({ em, carrier: () => client });
let checkout: CheckoutService;
let orders: ReturnType<typeof createOrderService>;
let productId = 0;
const guest = asGuest();
const pdfText = async (orderId: number): Promise<string> => firstPageText(await renderOrderPdf(await loadOrderDocumentData(em(), orderId), await loadCompanyProfile(em())));

const berlin = { name: 'Muster GmbH', street: 'Hauptstrasse 5', zipCode: '10115', city: 'Berlin', country: 'DE' };

async function draftAtSummary(deliveryAddress: typeof berlin, deliveryMode: 'FEDEX' | 'DELIVERY' = 'FEDEX'): Promise<string> {
  const draft = await checkout.saveCart(guest, null, { items: [{ productId, quantity: 3, configuration: {} }] });
  await checkout.saveInvoice(guest, draft.id, { address: berlin, invoiceEmail: 'einkauf@muster.example', contact: { firstName: 'Max', lastName: 'Muster' } });
  await checkout.saveDelivery(guest, draft.id, { deliveryMode, address: deliveryAddress });
  await checkout.savePayment(guest, draft.id, { paymentOption: 2 });
  return draft.id!;
}

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  givenTruck(fork);
  const { product } = givenCatalog(fork, { product: { name: 'Kiste', articleNumber: 'FEDEX_CHECKOUT_1' } }, { name: 'Holzkiste', modelFamily: 'crate' }).products;
  fork.create(TransportRequirement, { product, maxPackage: 10, minSp: 1 });
  await fork.flush();
  productId = product.id;
  const pricing = createPricingService({ em, carrierRates: (destination, items) => cartRates.ratesOrProblem(destination, items) });
  const orderMails = createOrderMails({ em, mailer: createMailer({ em, from: 'shop@holzwerk.example' }), shopCopy: 'shop@holzwerk.example' });
  orders = createOrderService({ em, pricing, confirm: (orderId, within) => orderMails.sendOrderConfirmation(orderId, within) });
  checkout = createCheckoutService({ em, pricing, orders });
}, 120_000);
afterAll(async () => {
  await double.stop();
  await db?.close();
});

describe('checkout: the FedEx service of a delivery abroad', () => {
  it('R000-3.46 R000-3.47 R001-1.13 the summary offers the services with price and transit days; the choice prices the freight and is stored on the order', async () => {
    const id = await draftAtSummary(berlin);
    const first = await checkout.summary(guest, id);
    expect(first.deliveryPriced).toBe(true);
    expect(first.carrier?.rates.map((rate) => rate.serviceType)).toEqual(['INTERNATIONAL_ECONOMY', 'FEDEX_INTERNATIONAL_PRIORITY', 'FEDEX_INTERNATIONAL_PRIORITY_EXPRESS']);
    expect(first.carrier?.rates.every((rate) => Number(rate.amount) > 0 && rate.transitDays !== null)).toBe(true);
    // Nothing chosen yet: the cheapest.
    expect(first.carrier?.chosen.serviceType).toBe('INTERNATIONAL_ECONOMY');
    expect(first.totals.deliveryCost).toBe(first.carrier?.chosen.amount);

    const express = await checkout.saveCarrierService(guest, id, { carrierServiceType: 'FEDEX_INTERNATIONAL_PRIORITY_EXPRESS' });
    expect(express.carrier?.chosen.serviceType).toBe('FEDEX_INTERNATIONAL_PRIORITY_EXPRESS');
    const again = await checkout.summary(guest, id);
    expect(again.carrier?.chosen.serviceType).toBe('FEDEX_INTERNATIONAL_PRIORITY_EXPRESS');
    expect(Number(again.totals.deliveryCost)).toBeGreaterThan(Number(first.totals.deliveryCost));
    // Abroad: no Swiss VAT, the grand total carries the chosen freight.
    expect(again.totals.vat).toBe('0.00');

    const outcome = await checkout.submit(guest, id, { termsAccepted: true });
    const order = await em().findOneOrFail(Order, { id: outcome.order.id });
    expect(order.deliveryType).toBe(4);
    expect(order.carrierRate).toMatchObject({ serviceType: 'FEDEX_INTERNATIONAL_PRIORITY_EXPRESS', transitDays: 1, amount: again.carrier?.chosen.amount });
    expect(order.deliveryCost).toBe(again.totals.deliveryCost);
    // The order PDF and the confirmation mail name the service (decision 745).
    expect((await pdfText(order.id)).replace(/\s+/g, ' ')).toContain('FedEx International Priority® Express, 1 Werktag');
    const mail = await em().findOneOrFail(SentMail, { subject: { $like: `%${order.formattedId}%` } });
    expect(mail.text).toContain(`Versand mit FedEx International Priority® Express, 1 Werktag, Fracht CHF`);
  });

  it('a service FedEx does not offer for the delivery is refused with a sentence, the choice unchanged', async () => {
    const id = await draftAtSummary(berlin);
    await expect(checkout.saveCarrierService(guest, id, { carrierServiceType: 'PRIORITY_OVERNIGHT' })).rejects.toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ field: 'carrierServiceType' })],
    });
    await expect(checkout.saveCarrierService(guest, id, { carrierServiceType: '' })).rejects.toThrow();
    expect((await checkout.summary(guest, id)).carrier?.chosen.serviceType).toBe('INTERNATIONAL_ECONOMY');
    // An order asking for a service FedEx does not offer is refused, not priced with another one.
    await expect(
      orders.placeOrder(guest, {
        cartItems: [{ productId, quantity: 3, configuration: {} }],
        invoiceAddress: berlin,
        deliveryAddress: berlin,
        invoiceEmail: 'einkauf@muster.example',
        deliveryMode: 'FEDEX',
        carrierServiceType: 'PRIORITY_OVERNIGHT',
        requestedDeliveryDate: null,
        paymentMethodId: 2,
        termsAccepted: true,
        idempotencyKey: `fedex-gone-${Date.now()}`,
        contact: { firstName: 'Max', lastName: 'Muster' },
      }),
    ).rejects.toMatchObject({ kind: 'invalid', errors: [{ field: 'carrierServiceType' }] });
  });

  it('FedEx unreachable or refusing the address: no CHF 0.00, no order, the reason in the shopper’s language', async () => {
    const id = await draftAtSummary(berlin, 'DELIVERY');
    double.failNext('/rate/v1/rates/quotes', 'unavailable503', 6);
    const down = await checkout.summary(guest, id);
    expect(down).toMatchObject({ deliveryPriced: false, carrier: null });
    expect(translateError(down.orderRefusal!, undefined, 'de-CH')).toMatch(/^FedEx kann für diese Lieferung im Moment keinen Preis nennen/);
    expect(translateError(down.orderRefusal!, undefined, 'fr-FR')).toMatch(/^FedEx ne peut pas indiquer de prix/);
    await expect(checkout.submit(guest, id, { termsAccepted: true })).rejects.toMatchObject({ kind: 'invalid', errors: [{ message: down.orderRefusal }] });

    const wrongCode = await draftAtSummary({ ...berlin, zipCode: '1011' });
    const refused = await checkout.summary(guest, wrongCode);
    expect(refused.deliveryPriced).toBe(false);
    expect(translateError(refused.orderRefusal!, undefined, 'en-US')).toBe('The postal code does not match the country.');
  });
});
