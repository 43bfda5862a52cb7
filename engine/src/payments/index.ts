/** Payments (docs/payments.md): the payment service, PostFinance client and simulator. Named exports only (decision 940). */
export {
  createPaymentService,
  startPaymentInputSchema,
  PAYMENT_NOT_ONLINE_MESSAGE,
  ORDER_ALREADY_PAID_MESSAGE,
  WEBHOOK_SIGNATURE_MESSAGE,
  PAYMENT_UNAVAILABLE_MESSAGE,
  type PaymentService,
  type StartPaymentInput,
  type PaymentTransactionView,
} from './payment-service';
export { TransactionState, type PaymentProvider, type ProviderTransaction } from './provider';
export { createPostFinanceProvider } from './postfinance-client';
export { createPostFinanceSimulator, SIMULATOR_BASE_PATH, type PostFinanceSimulator } from './postfinance-simulator';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export { paymentWebhookResponse } from './answer-schemas';
