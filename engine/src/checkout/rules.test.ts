import { describe, expect, it } from 'vitest';
import { PaymentOption } from '../requests/enums';
import {
  CHECKOUT_STEPS,
  CheckoutMode,
  PAYMENT_FAILED_SCREEN,
  checkoutRedirectTarget,
  checkoutSteps,
  createCheckoutStartState,
  findContactPerson,
  isAddressSaved,
  isCheckoutValid,
  isStepComplete,
  isStepReachable,
  navigationSteps,
  nextCheckoutStep,
  parseDeliveryMode,
  parsePaymentOption,
  stepByPath,
  suggestInvoiceEmail,
  type CheckoutProgress,
} from './rules';
import { QUOTE_CHECKOUT, quoteCheckoutPath } from '../requests/quote-rules';

const complete: CheckoutProgress = {
  cartItemCount: 2,
  isLoggedIn: false,
  invoiceEmail: 'rechnung@holz.ch',
  invoiceAddress: { id: 10 },
  deliveryAddress: { id: 11 },
  paymentOption: PaymentOption.PREPAYMENT,
};

describe('checkout steps (000 §2)', () => {
  it('R000-2.27 R000-2.28 R000-2.29 R000-2.30 R000-2.31 R000-2.32 R000-2.33 R000-2.34 the steps in order with their German titles', () => {
    expect(CHECKOUT_STEPS.map((step) => [step.path, step.title, step.hidden])).toEqual([
      ['/checkout/', 'Warenkorb', false],
      ['/checkout/signin', 'Anmelden', false],
      ['/checkout/invoice', 'Rechnungsadresse', false],
      ['/checkout/delivery-address', 'Lieferadresse', false],
      ['/checkout/payment', 'Bezahlung', false],
      ['/checkout/summary', 'Zusammenfassung', false],
      ['/checkout/completed', 'Abgeschlossen', true],
      ['/checkout/payment-failed', 'Bezahlung Fehlgeschlagen', true],
    ]);
  });

  it('R000-2.35 the payment-failed screen is titled Zahlungsfehler with a way back to the cart; R000-2.39 R000-2.40 the quote order page', () => {
    expect(PAYMENT_FAILED_SCREEN).toEqual({ title: 'Zahlungsfehler', titleKey: 'checkout.paymentFailedTitle', backPath: '/checkout/' });
    expect(QUOTE_CHECKOUT.title).toBe('Offerte Bestellen');
    expect(quoteCheckoutPath('0b6f-11')).toBe('/checkout-quote/0b6f-11');
    expect(quoteCheckoutPath()).toBe('/checkout-quote');
  });

  it('R000-2.28 R000-6.03 the sign-in step only when logged out; hidden steps are not in the navigation', () => {
    expect(checkoutSteps(false).map((step) => step.key)).toContain('signin');
    expect(checkoutSteps(true).map((step) => step.key)).not.toContain('signin');
    expect(navigationSteps(true).map((step) => step.key)).toEqual(['cart', 'invoice', 'deliveryAddress', 'payment', 'summary']);
  });

  it('R000-2.27 paths find their steps', () => {
    expect(stepByPath('/checkout')?.key).toBe('cart');
    expect(stepByPath('/checkout/')?.key).toBe('cart');
    expect(stepByPath('/checkout/payment?x=1')?.key).toBe('payment');
    expect(stepByPath('/checkout/nope')).toBeUndefined();
  });

  it('R000-2.38 the next page is the following entry, capped at the last', () => {
    expect(nextCheckoutStep('cart', false).key).toBe('signin');
    expect(nextCheckoutStep('cart', true).key).toBe('invoice');
    expect(nextCheckoutStep('summary', true).key).toBe('completed');
    expect(nextCheckoutStep('paymentFailed', true).key).toBe('paymentFailed');
  });
});

describe('checkout completeness and reachability (000 §2, §4)', () => {
  it('R000-4.18 R000-4.19 cart and summary are always complete', () => {
    const empty: CheckoutProgress = { cartItemCount: 0, isLoggedIn: false };
    expect(isStepComplete('cart', empty)).toBe(true);
    expect(isStepComplete('summary', empty)).toBe(true);
    expect(isStepComplete('signin', empty)).toBe(true);
    expect(isStepComplete('completed', complete)).toBe(false);
    expect(isStepComplete('paymentFailed', complete)).toBe(false);
  });

  it.each([
    ['rechnung@holz.ch', { id: 1 }, true],
    ['rechnung@holz.ch', { id: 0 }, true],
    ['  ', { id: 1 }, false],
    [null, { id: 1 }, false],
    ['rechnung@holz.ch', { id: -1 }, false],
    ['rechnung@holz.ch', null, false],
  ] as const)('R000-4.20 invoice step: e-mail %j, address %j → %s', (invoiceEmail, invoiceAddress, expected) => {
    expect(isStepComplete('invoice', { ...complete, invoiceEmail, invoiceAddress })).toBe(expected);
  });

  it('R000-4.21 delivery step complete when the delivery address is saved (negative id = unsaved, R000-3.13)', () => {
    expect(isStepComplete('deliveryAddress', complete)).toBe(true);
    expect(isStepComplete('deliveryAddress', { ...complete, deliveryAddress: { id: -1 } })).toBe(false);
    expect(isStepComplete('deliveryAddress', { ...complete, deliveryAddress: undefined })).toBe(false);
    expect(isAddressSaved({ id: Number.NaN })).toBe(false);
  });

  it('R000-4.22 payment step complete when an option is chosen (not 0)', () => {
    expect(isStepComplete('payment', complete)).toBe(true);
    expect(isStepComplete('payment', { ...complete, paymentOption: PaymentOption.CHOOSE })).toBe(false);
    expect(isStepComplete('payment', { ...complete, paymentOption: null })).toBe(false);
  });

  it('R000-2.36 a step is reachable only with a non-empty cart', () => {
    expect(isStepReachable('cart', complete)).toBe(true);
    expect(isStepReachable('cart', { ...complete, cartItemCount: 0 })).toBe(false);
    expect(isStepReachable('summary', { ...complete, cartItemCount: 0 })).toBe(false);
  });

  it('R000-2.37 a step is reachable only if every earlier step is complete', () => {
    expect(isStepReachable('summary', complete)).toBe(true);
    const noPayment = { ...complete, paymentOption: PaymentOption.CHOOSE };
    expect(isStepReachable('payment', noPayment)).toBe(true);
    expect(isStepReachable('summary', noPayment)).toBe(false);
    const noInvoice = { ...complete, invoiceAddress: { id: -5 } };
    expect(isStepReachable('invoice', noInvoice)).toBe(true);
    expect(isStepReachable('deliveryAddress', noInvoice)).toBe(false);
    expect(isStepReachable('summary', noInvoice)).toBe(false);
  });

  it('R000-2.28 R000-2.33 R000-2.34 sign-in is not reachable when logged in; the outcome pages are outside the guard (decision 106)', () => {
    expect(isStepReachable('signin', { ...complete, isLoggedIn: true })).toBe(false);
    expect(isStepReachable('signin', complete)).toBe(true);
    expect(isStepReachable('completed', { ...complete, cartItemCount: 0 })).toBe(true);
    expect(isStepReachable('paymentFailed', { cartItemCount: 0, isLoggedIn: true })).toBe(true);
  });

  it('R000-2.37 a guard sends the visitor to the last reachable step before the wanted one', () => {
    const noDelivery = { ...complete, deliveryAddress: null };
    expect(checkoutRedirectTarget('summary', noDelivery).key).toBe('deliveryAddress');
    expect(checkoutRedirectTarget('payment', { ...complete, cartItemCount: 0 }).key).toBe('cart');
    expect(checkoutRedirectTarget('signin', { ...complete, isLoggedIn: true }).key).toBe('summary');
  });

  it('R000-4.23 the checkout is valid only with a delivery address', () => {
    expect(isCheckoutValid({ deliveryAddress: { id: -1 } })).toBe(true);
    expect(isCheckoutValid({ deliveryAddress: null })).toBe(false);
    expect(isCheckoutValid({})).toBe(false);
  });
});

describe('checkout state (000 §4)', () => {
  it('R000-4.24 R000-4.25 R000-4.26 R000-4.27 start: guest mode, quote model 30/3, empty references, prepayment', () => {
    expect(CheckoutMode).toEqual({ GUEST: 'GUEST', REGISTERED: 'REGISTERED' });
    expect(createCheckoutStartState()).toEqual({
      mode: 'GUEST',
      quote: { validityDuration: 30, timeToDeliver: 3 },
      orderReference: '',
      orderComment: '',
      invoiceEmail: '',
      invoiceAddress: null,
      deliveryAddress: null,
      deliveryMode: 'DELIVERY',
      paymentOption: PaymentOption.PREPAYMENT,
      requestedDeliveryDate: null,
      isPickup: false,
    });
    expect(createCheckoutStartState()).not.toBe(createCheckoutStartState());
  });

  it('R000-4.28 R000-4.29 R000-8.25 delivery mode and payment option must be members of their enumerations', () => {
    expect(parseDeliveryMode('PICKUP')).toBe('PICKUP');
    expect(() => parseDeliveryMode('pickup')).toThrow('Value is not part of enum DeliveryMode: pickup');
    expect(parsePaymentOption(105)).toBe(105);
    expect(parsePaymentOption(0)).toBe(0);
    expect(() => parsePaymentOption(3)).toThrow('Value is not part of enum PaymentOption: 3');
    expect(() => parsePaymentOption('2')).toThrow(/^Value is not part of enum/);
  });
});

describe('customer data in the checkout (000 §5)', () => {
  const people = [
    { firstName: 'Anna', email: 'anna@holz.ch' },
    { firstName: 'Beat', email: 'Beat@Holz.ch' },
  ];

  it('R000-5.38 invoice e-mail suggestion: company invoice e-mail, else the first contact person', () => {
    expect(suggestInvoiceEmail({ companyInfo: { invoiceEmail: 'buha@holz.ch' }, contactPersons: people })).toBe('buha@holz.ch');
    expect(suggestInvoiceEmail({ companyInfo: { invoiceEmail: ' ' }, contactPersons: people })).toBe('anna@holz.ch');
    expect(suggestInvoiceEmail({ companyInfo: null, contactPersons: people })).toBe('anna@holz.ch');
    expect(suggestInvoiceEmail({ contactPersons: [] })).toBe('');
  });

  it('R000-5.39 contact fallback: the first contact person when no e-mail matches', () => {
    expect(findContactPerson(people, 'beat@holz.ch')?.firstName).toBe('Beat');
    expect(findContactPerson(people, 'nobody@holz.ch')?.firstName).toBe('Anna');
    expect(findContactPerson(people, '')?.firstName).toBe('Anna');
    expect(findContactPerson(people, null)?.firstName).toBe('Anna');
    expect(findContactPerson([], 'x@y.ch')).toBeUndefined();
  });
});
