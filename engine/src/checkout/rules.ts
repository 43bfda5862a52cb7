import { PaymentOption, assertEnumValue } from '../requests/enums';
import { DeliveryMode } from '../shipping/delivery';
import { QUOTE_DEFAULTS } from '../requests/quote-rules';
import { isCheckedAddressId } from '../customers/rules';

/**
 * Checkout rules (000 §2, §4, §5): the steps and their order, completeness and reachability,
 * the start state, enumeration checks, invoice e-mail suggestion and the contact fallback (the
 * delivery type → mode mapper is shipping/delivery.ts's). Decisions: docs/decisions/106-checkout-steps.md.
 */

export const CheckoutStepKey = {
  CART: 'cart',
  SIGNIN: 'signin',
  INVOICE: 'invoice',
  DELIVERY_ADDRESS: 'deliveryAddress',
  PAYMENT: 'payment',
  SUMMARY: 'summary',
  COMPLETED: 'completed',
  PAYMENT_FAILED: 'paymentFailed',
} as const;
export type CheckoutStepKey = (typeof CheckoutStepKey)[keyof typeof CheckoutStepKey];

export interface CheckoutStep {
  key: CheckoutStepKey;
  path: string;
  /** German title from the spec. */
  title: string;
  /** Catalogue key of the title (i18n). */
  titleKey: string;
  /** Not listed in the step navigation. */
  hidden: boolean;
  /** Only offered while logged out. */
  loggedOutOnly: boolean;
}

/** The steps in order (000 §2). */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  { key: 'cart', path: '/checkout/', title: 'Warenkorb', titleKey: 'checkout.step.cart', hidden: false, loggedOutOnly: false },
  { key: 'signin', path: '/checkout/signin', title: 'Anmelden', titleKey: 'checkout.step.signin', hidden: false, loggedOutOnly: true },
  { key: 'invoice', path: '/checkout/invoice', title: 'Rechnungsadresse', titleKey: 'checkout.step.invoice', hidden: false, loggedOutOnly: false },
  {
    key: 'deliveryAddress',
    path: '/checkout/delivery-address',
    title: 'Lieferadresse',
    titleKey: 'checkout.step.deliveryAddress',
    hidden: false,
    loggedOutOnly: false,
  },
  { key: 'payment', path: '/checkout/payment', title: 'Bezahlung', titleKey: 'checkout.step.payment', hidden: false, loggedOutOnly: false },
  { key: 'summary', path: '/checkout/summary', title: 'Zusammenfassung', titleKey: 'checkout.step.summary', hidden: false, loggedOutOnly: false },
  { key: 'completed', path: '/checkout/completed', title: 'Abgeschlossen', titleKey: 'checkout.step.completed', hidden: true, loggedOutOnly: false },
  {
    key: 'paymentFailed',
    path: '/checkout/payment-failed',
    title: 'Bezahlung Fehlgeschlagen',
    titleKey: 'checkout.step.paymentFailed',
    hidden: true,
    loggedOutOnly: false,
  },
];

/** The payment-failed screen's own title and its way back (000 §2). */
export const PAYMENT_FAILED_SCREEN = { title: 'Zahlungsfehler', titleKey: 'checkout.paymentFailedTitle', backPath: '/checkout/' } as const;

/** The steps for a visitor: the sign-in step only when logged out (000 §2, §6). */
export function checkoutSteps(isLoggedIn: boolean): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((step) => !(isLoggedIn && step.loggedOutOnly));
}

/** The steps shown in the step navigation. */
export function navigationSteps(isLoggedIn: boolean): CheckoutStep[] {
  return checkoutSteps(isLoggedIn).filter((step) => !step.hidden);
}

/** The step of a path ('/checkout' and '/checkout/' are the cart). */
export function stepByPath(path: string): CheckoutStep | undefined {
  const normalized = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return CHECKOUT_STEPS.find((step) => step.path.replace(/\/+$/, '') === normalized);
}

/** An address as the checkout holds it (ids: customers/rules.ts, the one "unsaved address" rule). */
export interface CheckoutAddressRef {
  id: number;
}

/** Whether the checkout holds a usable address: one of the address book, or one entered and checked (customers/rules isCheckedAddressId). */
export function isAddressSaved(address: CheckoutAddressRef | null | undefined): boolean {
  return address !== null && address !== undefined && isCheckedAddressId(address.id);
}

/** What completeness and reachability read. */
export interface CheckoutProgress {
  cartItemCount: number;
  isLoggedIn: boolean;
  invoiceEmail?: string | null | undefined;
  invoiceAddress?: CheckoutAddressRef | null | undefined;
  deliveryAddress?: CheckoutAddressRef | null | undefined;
  paymentOption?: number | null | undefined;
}

/**
 * Completeness of a step (000 §4): cart and summary always; invoice with a non-blank invoice
 * e-mail and a saved invoice address; delivery with a saved delivery address; payment with an
 * option chosen (not 0). The sign-in step is complete as the checkout starts in guest mode and
 * logging in removes the step; completed and payment-failed are outcomes, never "complete".
 */
export function isStepComplete(key: CheckoutStepKey, progress: CheckoutProgress): boolean {
  switch (key) {
    case 'cart':
    case 'summary':
    case 'signin':
      return true;
    case 'invoice':
      return (progress.invoiceEmail ?? '').trim() !== '' && isAddressSaved(progress.invoiceAddress);
    case 'deliveryAddress':
      return isAddressSaved(progress.deliveryAddress);
    case 'payment':
      return progress.paymentOption !== null && progress.paymentOption !== undefined && progress.paymentOption !== PaymentOption.CHOOSE;
    case 'completed':
    case 'paymentFailed':
      return false;
  }
}

/**
 * Whether a step may be shown (000 §2): only with a non-empty cart and every earlier step
 * complete. The outcome pages (completed, payment-failed) are outside this guard: the cart is
 * emptied once an order is placed. The sign-in step is not reachable when logged in.
 */
export function isStepReachable(key: CheckoutStepKey, progress: CheckoutProgress): boolean {
  const steps = checkoutSteps(progress.isLoggedIn);
  const index = steps.findIndex((step) => step.key === key);
  const step = steps[index];
  if (!step) return false;
  if (step.hidden) return true;
  if (progress.cartItemCount <= 0) return false;
  return steps.slice(0, index).every((earlier) => earlier.hidden || isStepComplete(earlier.key, progress));
}

/** Where a guard sends a visitor who may not see `key`: the last reachable step before it (the cart at least). */
export function checkoutRedirectTarget(key: CheckoutStepKey, progress: CheckoutProgress): CheckoutStep {
  const steps = checkoutSteps(progress.isLoggedIn).filter((step) => !step.hidden);
  const end = steps.findIndex((step) => step.key === key);
  const candidates = end === -1 ? steps : steps.slice(0, end);
  const reachable = candidates.filter((step) => isStepReachable(step.key, progress));
  return reachable.at(-1) ?? (CHECKOUT_STEPS[0] as CheckoutStep);
}

/** The next page (000 §2): the following entry, capped at the last. */
export function nextCheckoutStep(key: CheckoutStepKey, isLoggedIn: boolean): CheckoutStep {
  const steps = checkoutSteps(isLoggedIn);
  const index = steps.findIndex((step) => step.key === key);
  return steps[Math.min(index + 1, steps.length - 1)] as CheckoutStep;
}

// --- state -------------------------------------------------------------------------------------

export const CheckoutMode = { GUEST: 'GUEST', REGISTERED: 'REGISTERED' } as const;
export type CheckoutMode = (typeof CheckoutMode)[keyof typeof CheckoutMode];

export interface CheckoutStartState {
  mode: CheckoutMode;
  quote: { validityDuration: number; timeToDeliver: number };
  orderReference: string;
  orderComment: string;
  invoiceEmail: string;
  invoiceAddress: null;
  deliveryAddress: null;
  deliveryMode: DeliveryMode;
  paymentOption: PaymentOption;
  requestedDeliveryDate: null;
  isPickup: boolean;
}

/**
 * The checkout's start (000 §4): guest mode, an empty quote model (validity 30, time to deliver
 * 3), empty references, payment by prepayment, delivery (not pickup), nothing else chosen.
 */
export function createCheckoutStartState(): CheckoutStartState {
  return {
    mode: CheckoutMode.GUEST,
    quote: { validityDuration: QUOTE_DEFAULTS.validityDuration, timeToDeliver: QUOTE_DEFAULTS.timeToDeliver },
    orderReference: '',
    orderComment: '',
    invoiceEmail: '',
    invoiceAddress: null,
    deliveryAddress: null,
    deliveryMode: DeliveryMode.DELIVERY,
    paymentOption: PaymentOption.PREPAYMENT,
    requestedDeliveryDate: null,
    isPickup: false,
  };
}

/** A delivery mode from outside, or throws 'Value is not part of enum DeliveryMode: …' (000 §4, §8). */
export function parseDeliveryMode(value: unknown): DeliveryMode {
  return assertEnumValue(DeliveryMode, value, 'DeliveryMode');
}

/** A payment option from outside, or throws 'Value is not part of enum PaymentOption: …'. */
export function parsePaymentOption(value: unknown): PaymentOption {
  return assertEnumValue(PaymentOption, value, 'PaymentOption');
}

/** The checkout can be submitted only with a delivery address (000 §4). */
export function isCheckoutValid(state: { deliveryAddress?: unknown }): boolean {
  return state.deliveryAddress !== null && state.deliveryAddress !== undefined;
}

// --- customer data -----------------------------------------------------------------------------

export interface ContactPersonLike {
  email?: string | null | undefined;
}

export interface CustomerForCheckout<C extends ContactPersonLike = ContactPersonLike> {
  companyInfo?: { invoiceEmail?: string | null | undefined } | null | undefined;
  contactPersons: readonly C[];
}

/** The invoice e-mail to suggest (000 §5): the company's invoice e-mail, else the first contact person's. */
export function suggestInvoiceEmail(customer: CustomerForCheckout): string {
  const company = customer.companyInfo?.invoiceEmail?.trim();
  if (company) return company;
  return customer.contactPersons[0]?.email?.trim() ?? '';
}

/** The contact person with this e-mail (case-insensitive), else the first one (000 §5). */
export function findContactPerson<C extends ContactPersonLike>(contactPersons: readonly C[], email: string | null | undefined): C | undefined {
  const wanted = (email ?? '').trim().toLowerCase();
  return (wanted === '' ? undefined : contactPersons.find((person) => (person.email ?? '').trim().toLowerCase() === wanted)) ?? contactPersons[0];
}
