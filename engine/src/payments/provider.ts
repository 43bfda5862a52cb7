/**
 * The payment provider behind one interface (docs/payments.md). The default implementation is
 * the PostFinance Checkout client (postfinance-client.ts); without credentials it talks to the
 * local simulator (postfinance-simulator.ts) over the same HTTP API.
 */

/** Transaction states of PostFinance Checkout (contract: SDK TransactionState). */
export const TransactionState = {
  CREATE: 'CREATE',
  PENDING: 'PENDING',
  CONFIRMED: 'CONFIRMED',
  PROCESSING: 'PROCESSING',
  FAILED: 'FAILED',
  AUTHORIZED: 'AUTHORIZED',
  VOIDED: 'VOIDED',
  COMPLETED: 'COMPLETED',
  FULFILL: 'FULFILL',
  DECLINE: 'DECLINE',
} as const;
export type TransactionState = (typeof TransactionState)[keyof typeof TransactionState];

/** States that mean "paid" by policy (never CONFIRMED/PROCESSING/AUTHORIZED). */
export const PAID_STATES: readonly TransactionState[] = [TransactionState.COMPLETED, TransactionState.FULFILL];
/** States after which a transaction never changes again (for our purposes). */
export const TERMINAL_STATES: readonly TransactionState[] = [
  TransactionState.FAILED,
  TransactionState.VOIDED,
  TransactionState.DECLINE,
  TransactionState.FULFILL,
];

/**
 * How far a state is along the way: a webhook that reports a state of a lower rank than the one
 * stored is older news and is not applied (out-of-order delivery).
 */
export const STATE_RANK: Readonly<Record<TransactionState, number>> = {
  CREATE: 0,
  PENDING: 1,
  CONFIRMED: 2,
  PROCESSING: 3,
  AUTHORIZED: 4,
  COMPLETED: 5,
  FULFILL: 6,
  FAILED: 6,
  VOIDED: 6,
  DECLINE: 6,
};

export function isTransactionState(value: unknown): value is TransactionState {
  return typeof value === 'string' && Object.hasOwn(TransactionState, value);
}

export interface CreateTransactionInput {
  /** Our order number (formattedId). */
  merchantReference: string;
  /** Decimal string, e.g. '1459.35'. */
  amount: string;
  currency: 'CHF';
  /** de-CH, fr-FR or en-US. */
  language: string;
  lineItemName: string;
  successUrl: string;
  failedUrl: string;
  customerEmailAddress?: string | undefined;
  /** Payment method configurations to offer (the method the shopper chose); empty → all of the space. */
  allowedPaymentMethodConfigurations: number[];
}

/**
 * How an attempt that did not pay ended, for staff (decision 1152): `declined` — the provider or
 * the card issuer refused it (DECLINE, or FAILED with a reason that is no timeout or cancel);
 * `abandoned` — the shopper cancelled or left the payment page until it timed out (FAILED with such
 * a reason or none, VOIDED).
 */
export type PaymentFailureKind = 'declined' | 'abandoned';

/** Reasons the provider gives when the shopper cancelled or the payment page timed out (de, fr, en). */
const ABANDON_REASON = /time ?out|timed out|expired|cancel|abort|abgebrochen|abgelaufen|zeitüberschreitung|annul|expir/i;

/** The kind of an unpaid end state and the provider's reason text (null when it gave none). */
export function paymentFailureKind(state: TransactionState, reason: string | null): PaymentFailureKind | null {
  if (state === TransactionState.DECLINE) return 'declined';
  if (state === TransactionState.VOIDED) return 'abandoned';
  if (state !== TransactionState.FAILED) return null;
  return reason === null || ABANDON_REASON.test(reason) ? 'abandoned' : 'declined';
}

/** What the shop needs of a provider transaction. */
export interface ProviderTransaction {
  id: string;
  state: TransactionState;
  merchantReference: string | null;
  amount: string | null;
  currency: string | null;
  /** The provider's reason of a failed or declined attempt (its user message or failure reason), if it tells one. */
  failureReason?: string | null;
}

/** A webhook body (contract "Webhooks"). */
export interface WebhookNotification {
  eventId: number | string;
  entityId: number | string;
  listenerEntityId?: number | string;
  listenerEntityTechnicalName: string;
  spaceId: number | string;
  webhookListenerId?: number | string;
  timestamp?: string;
  state?: string;
}

export interface PaymentProvider {
  readonly name: string;
  createTransaction(input: CreateTransactionInput): Promise<ProviderTransaction>;
  paymentPageUrl(transactionId: string): Promise<string>;
  readTransaction(transactionId: string): Promise<ProviderTransaction>;
  /**
   * Whether the raw body carries a valid signature (`X-Signature` header value). Never throws
   * for a bad signature: answers false.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | null): Promise<boolean>;
}

/** Parses `algorithm=SHA256withECDSA, keyId=…, signature=…`; null when malformed. */
export function parseSignatureHeader(header: string | null | undefined): { algorithm: string; keyId: string; signature: string } | null {
  if (!header) return null;
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    parts.set(part.slice(0, index).trim().toLowerCase(), part.slice(index + 1).trim());
  }
  const algorithm = parts.get('algorithm');
  const keyId = parts.get('keyid');
  const signature = parts.get('signature');
  if (!algorithm || !keyId || !signature) return null;
  return { algorithm, keyId, signature };
}
