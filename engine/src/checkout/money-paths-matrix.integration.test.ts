import { Decimal } from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, asGuest, useTestDatabase } from '../../test/world';
import { createCheckoutStack, createShopBasics } from '../../test/shop-basics';
import type { RequestContext } from '../context';
import { CompanyInfo, ContactPerson, Customer, PaymentTerm } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { translateError } from '../i18n/translate';
import { PaymentMethod } from '../requests/enums';
import { Order, Quote } from '../requests/request.entity';
import { isPickup } from '../shipping/delivery';
import { FREIGHT_NOT_PRICED_MESSAGE } from '../orders/order-placement';
import { PAYMENT_OPTION_NOT_OFFERED_MESSAGE, UNKNOWN_POSTAL_CODE_MESSAGE } from './checkout-steps';
import type { CheckoutService } from './checkout-service';

/**
 * Every delivery mode × payment method × customer kind through the engine's checkout.
 * Each combination ends in an order with the right freight and VAT, or in a refusal that carries a
 * message the page shows (translated, naming a field or the form) — never a bare failure, never an
 * order delivered for CHF 0.00 freight.
 */

const em = useTestDatabase();
let checkout: CheckoutService;
const ids = { product: 0, person: 0, company: 0 };

const KINDS = ['guest', 'person', 'company'] as const;
type Kind = (typeof KINDS)[number];
const METHODS = [PaymentMethod.INVOICE, PaymentMethod.PREPAYMENT, 100, 101, 102, 103, 104, 105] as const;

/** The delivery cases: mode and address; `priced` says whether the shop can price the freight itself. */
const DELIVERIES = [
  { name: 'pickup', mode: 'PICKUP', address: null, priced: true, vat: false },
  { name: 'truck to Olten', mode: 'DELIVERY', address: { name: 'Lager Olten', street: 'Industriestrasse 3', zipCode: '4600', city: 'Olten', country: 'CH' }, priced: true, vat: true },
  { name: 'truck to Vaduz', mode: 'DELIVERY', address: { name: 'Lager Vaduz', street: 'Städtle 1', zipCode: '9490', city: 'Vaduz', country: 'LI' }, priced: true, vat: true },
  { name: 'truck to Germany', mode: 'DELIVERY', address: { name: 'Lager Weil', street: 'Hauptstrasse 9', zipCode: '79539', city: 'Lörrach', country: 'DE' }, priced: false, vat: false },
  { name: 'FedEx in Switzerland', mode: 'FEDEX', address: { name: 'Lager Olten', street: 'Industriestrasse 3', zipCode: '4600', city: 'Olten', country: 'CH' }, priced: false, vat: true },
  { name: 'FedEx to Austria', mode: 'FEDEX', address: { name: 'Lager Wien', street: 'Ring 1', zipCode: '1010', city: 'Wien', country: 'AT' }, priced: false, vat: false },
] as const;

const invoiceAddress = { name: 'Rechnung AG', street: 'Bahnhofstrasse 1', zipCode: '5000', city: 'Aarau', country: 'CH' };

function contextOf(kind: Kind): RequestContext {
  return kind === 'guest' ? asGuest() : asCustomer(kind === 'person' ? ids.person : ids.company);
}

/** A refusal as the page shows it: an engine error whose every entry translates to a sentence. */
function expectShownRefusal(error: unknown, message: string) {
  expect(EngineError.is(error)).toBe(true);
  const entries = (error as EngineError).errors;
  expect(entries.map((entry) => entry.message)).toContain(message);
  for (const entry of entries) {
    for (const locale of ['de-CH', 'fr-FR', 'en-US'] as const) {
      const text = translateError(entry.message, entry.params, locale);
      expect(text.length).toBeGreaterThan(10);
      expect(text).not.toMatch(/^[a-z_.]+$/);
    }
  }
}

beforeAll(async () => {
  const fork = em();
  const { product } = createShopBasics(fork, { articleNumber: 'MATRIX_1', listPrice: '123.45' });
  const prepayment = fork.create(PaymentTerm, { name: 'Vorauskasse', days: 0 });
  const net30 = fork.create(PaymentTerm, { name: '30 Tage netto', days: 30 });
  const person = fork.create(Customer, { paymentTerm: prepayment });
  fork.create(ContactPerson, { customer: person, email: 'anna@example.ch', firstName: 'Anna', lastName: 'Muster' });
  const company = fork.create(Customer, { paymentTerm: net30, discount: '0.0500' });
  fork.create(CompanyInfo, { customer: company, name: 'Muster Logistik AG', invoiceEmail: 'rechnungen@muster.ch' });
  fork.create(ContactPerson, { customer: company, email: 'einkauf@muster.ch' });
  await fork.flush();
  Object.assign(ids, { product: product.id, person: person.id, company: company.id });
  checkout = createCheckoutStack(em).checkout;
}, 120_000);

describe('checkout: every delivery mode × payment method × customer kind', () => {
  it('R000-4.29 before any order a company with 30-day terms gets invoice preselected, a prepayment customer and a guest prepayment', async () => {
    expect((await checkout.paymentChoices(contextOf('company'))).preferred).toBe(PaymentMethod.INVOICE);
    expect((await checkout.paymentChoices(contextOf('person'))).preferred).toBe(PaymentMethod.PREPAYMENT);
    expect((await checkout.paymentChoices(contextOf('guest'))).preferred).toBe(PaymentMethod.PREPAYMENT);
  });

  const cases = KINDS.flatMap((kind) => DELIVERIES.map((delivery) => [kind, delivery.name, delivery] as const));

  it.each(cases)(
    'R000-4.29 R000-9.24 %s, %s: an order with correct freight and VAT for each method, or a refusal the page shows',
    async (kind, _name, delivery) => {
      const ctx = contextOf(kind);
      const cart = { items: [{ productId: ids.product, quantity: 4, configuration: {} }] };
      const draft = await checkout.saveCart(ctx, null, cart);
      await checkout.saveInvoice(ctx, draft.id, {
        address: invoiceAddress,
        invoiceEmail: `${kind}@example.ch`,
        ...(kind === 'guest' ? { contact: { firstName: 'Gerda', lastName: 'Gast' } } : {}),
      });
      const dates = await checkout.deliveryDates(ctx);
      await checkout.saveDelivery(ctx, draft.id, {
        deliveryMode: delivery.mode,
        ...(delivery.address ? { address: delivery.address } : { requestedDeliveryDate: dates.dates[1]!, pickupSlot: dates.pickupSlots[0]! }),
      });
      const offered = (await checkout.paymentChoices(ctx)).options as number[];
      for (const method of METHODS) {
        await checkout.saveCart(ctx, draft.id, cart);
        if (!offered.includes(method)) {
          // Decision 621: prepayment-only terms (Anna) get no invoice.
          expect([kind, method]).toEqual(['person', PaymentMethod.INVOICE]);
          const refused = await checkout.savePayment(ctx, draft.id, { paymentOption: method }).catch((error: unknown) => error);
          expectShownRefusal(refused, PAYMENT_OPTION_NOT_OFFERED_MESSAGE);
          continue;
        }
        await checkout.savePayment(ctx, draft.id, { paymentOption: method });
        const summary = await checkout.summary(ctx, draft.id);
        if (!delivery.priced) {
          // Never CHF 0.00 freight for a delivery: the summary says why and offers the quote request only.
          expect(summary).toMatchObject({ deliveryPriced: false, orderRefusal: FREIGHT_NOT_PRICED_MESSAGE });
          const refused = await checkout.submit(ctx, draft.id, { termsAccepted: true }).catch((error: unknown) => error);
          expectShownRefusal(refused, FREIGHT_NOT_PRICED_MESSAGE);
          const quote = await checkout.requestQuote(ctx, draft.id, { termsAccepted: true });
          const stored = await em().findOneOrFail(Quote, { id: quote.id });
          expect(stored.deliveryCost ?? null).toBeNull();
          continue;
        }
        expect(summary).toMatchObject({ deliveryPriced: true, orderRefusal: null });
        const outcome = await checkout.submit(ctx, draft.id, { termsAccepted: true });
        const order = await em().findOneOrFail(Order, { id: outcome.order.id });
        expect(order.paymentMethodId).toBe(method);
        const total = new Decimal(order.total!);
        const freight = new Decimal(order.deliveryCost ?? 'NaN');
        if (isPickup(delivery.mode)) {
          expect(freight.toFixed(2)).toBe('0.00');
        } else {
          expect(freight.greaterThan(0)).toBe(true);
        }
        expect(order.deliveryCost).toBe(summary.totals.deliveryCost);
        const discount = kind === 'company' ? '0.05' : '0';
        expect(total.toFixed(2)).toBe(new Decimal('123.45').times(4).times(new Decimal(1).minus(discount)).toDecimalPlaces(2).toFixed(2));
        const vat = delivery.vat ? total.plus(freight).times('0.081').toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : new Decimal(0);
        expect(new Decimal(order.vatAmount!).toFixed(2)).toBe(vat.toFixed(2));
        expect(new Decimal(order.grandTotal!).toFixed(2)).toBe(total.plus(freight).plus(vat).toFixed(2));
      }
    },
    60_000,
  );

  it('R000-4.29 after ordering, the usual method is the one of the last order (while still offered)', async () => {
    const last = await em().findOneOrFail(Order, { customer: ids.company }, { orderBy: { id: 'desc' } });
    expect(last.paymentMethodId).toBe(105);
    expect((await checkout.paymentChoices(contextOf('company'))).preferred).toBe(105);
  });

  it('R000-5.24 an unknown Swiss postal code is refused at the delivery step with «Unbekannte Postleitzahl»; 79539 in Germany is a valid foreign code', async () => {
    const ctx = contextOf('guest');
    const draft = await checkout.saveCart(ctx, null, { items: [{ productId: ids.product, quantity: 1, configuration: {} }] });
    await checkout.saveInvoice(ctx, draft.id, { address: invoiceAddress, invoiceEmail: 'gast@example.ch', contact: { firstName: 'G', lastName: 'Gast' } });
    const refused = await checkout
      .saveDelivery(ctx, draft.id, { deliveryMode: 'DELIVERY', address: { ...invoiceAddress, zipCode: '9999', city: 'Nirgendwo' } })
      .catch((error: unknown) => error);
    expectShownRefusal(refused, UNKNOWN_POSTAL_CODE_MESSAGE);
    expect((refused as EngineError).errors[0]).toMatchObject({ field: 'address.zipCode' });
    const german = await checkout.saveDelivery(ctx, draft.id, { deliveryMode: 'DELIVERY', address: DELIVERIES[3].address });
    expect(german.deliveryAddress).toMatchObject({ zipCode: '79539', country: 'DE' });
  });
});
