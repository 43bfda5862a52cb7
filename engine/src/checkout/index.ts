/** Checkout (000 §2, §4, §9): steps, draft, options, submit. Named exports only (decision 940). */
export { createCheckoutService, type CheckoutService } from './checkout-service';
export {
  saveCartInputSchema,
  saveInvoiceInputSchema,
  saveDeliveryInputSchema,
  savePaymentInputSchema,
  saveCarrierServiceInputSchema,
  saveDeliveryChoiceInputSchema,
  submitCheckoutInputSchema,
  deliveryDatesQuerySchema,
  type SaveCartInput,
  type SaveInvoiceInput,
  type SaveDeliveryInput,
  type SavePaymentInput,
  type SubmitCheckoutInput,
} from './schemas';
export { CHECKOUT_DRAFT_MAX_AGE_DAYS, STEP_NOT_REACHABLE_MESSAGE, type CheckoutDraftView, type DraftAddress, type DraftCartLine } from './draft';
export type { CheckoutSummary, DeliveryDates, DeliveryOffer, PaymentChoices } from './checkout-options';
export type { SubmitOutcome } from './checkout-submit';
/** Pickup slots live with the calendar (the quote checkout offers the same). */
export { PICKUP_SLOTS } from '../calendar/pickup';
export * from './model';
