import { silentLogger } from '../logging/logger';
import { deliveryDates, paymentChoices, summary } from './checkout-options';
import { getDraft, progress, saveCarrierService, saveCart, saveDelivery, saveInvoice, savePayment } from './checkout-steps';
import { lastOrder, orderFromQuote, payAgain, payLinkOrder, purgeDrafts, reopenPayment, requestQuote, submit } from './checkout-submit';
import type { CheckoutDeps, CheckoutServiceOptions } from './draft';

/**
 * The server-side checkout (000 §2 checkout routes, §3 checkout data, §4, §5): a DRAFT per
 * visitor, named by an opaque cookie, that the steps fill in and that submitting turns into an
 * order. Every step's save checks on the server that the step is reachable (a skipped step is
 * refused), prices come only from the pricing service, and submitting is idempotent. Decisions:
 * docs/checkout.md, docs/decisions/620–624, docs/architecture.md (checkout).
 *
 * Each use case is a plain function `(deps, ctx, input)` in its file — schemas, draft,
 * checkout-steps, checkout-options, checkout-submit, draft-order (the one read of an order);
 * this file binds them once to the engine's dependencies (engine.checkout).
 */

export {
  saveCartInputSchema,
  saveInvoiceInputSchema,
  saveDeliveryInputSchema,
  savePaymentInputSchema,
  saveCarrierServiceInputSchema,
  submitCheckoutInputSchema,
  deliveryDatesQuerySchema,
  DELIVERY_DATE_WINDOW_DAYS,
  type SaveCartInput,
  type SaveInvoiceInput,
  type SaveDeliveryInput,
  type SavePaymentInput,
  type SaveCarrierServiceInput,
  type SubmitCheckoutInput,
  type DeliveryDatesQuery,
} from './schemas';
export {
  CHECKOUT_DRAFT_MAX_AGE_DAYS,
  STEP_NOT_REACHABLE_MESSAGE,
  type CheckoutDraftView,
  type CheckoutPayments,
  type CheckoutQuotes,
  type CheckoutServiceOptions,
  type DraftAddress,
  type DraftCartLine,
  type DraftContact,
} from './draft';
export type { CheckoutSummary, DeliveryDates, PaymentChoices } from './checkout-options';
export { PAYMENT_OPTION_NOT_OFFERED_MESSAGE, UNKNOWN_POSTAL_CODE_MESSAGE } from './checkout-steps';
export { NO_OPEN_PAYMENT_MESSAGE, PAY_LINK_INVALID_MESSAGE, type PayLinkOrder, type SubmitOutcome } from './checkout-submit';
/** Pickup slots and their messages live with the calendar (the quote checkout offers the same). */
export { PICKUP_DATE_MESSAGE, PICKUP_SLOT_CANDIDATES, PICKUP_SLOTS, PICKUP_SLOT_MESSAGE } from '../calendar/pickup';

export function createCheckoutService(options: CheckoutServiceOptions) {
  const deps: CheckoutDeps = { ...options, logger: options.logger ?? silentLogger, now: options.now ?? (() => new Date()) };
  const bound =
    <A extends unknown[], R>(useCase: (deps: CheckoutDeps, ...args: A) => R) =>
    (...args: A): R =>
      useCase(deps, ...args);
  return {
    getDraft: bound(getDraft),
    progress: bound(progress),
    saveCart: bound(saveCart),
    saveInvoice: bound(saveInvoice),
    saveDelivery: bound(saveDelivery),
    saveCarrierService: bound(saveCarrierService),
    savePayment: bound(savePayment),
    paymentChoices: bound(paymentChoices),
    deliveryDates: bound(deliveryDates),
    summary: bound(summary),
    submit: bound(submit),
    requestQuote: bound(requestQuote),
    payLinkOrder: bound(payLinkOrder),
    reopenPayment: bound(reopenPayment),
    payAgain: bound(payAgain),
    orderFromQuote: bound(orderFromQuote),
    lastOrder: bound(lastOrder),
    purgeDrafts: bound(purgeDrafts),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
