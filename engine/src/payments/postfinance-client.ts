import { createPublicKey, verify } from 'node:crypto';
import type * as PostFinanceSdk from 'postfinancecheckout';
import type { Transaction, TransactionCreate } from 'postfinancecheckout';
import {
  isTransactionState,
  parseSignatureHeader,
  type CreateTransactionInput,
  type PaymentProvider,
  type ProviderTransaction,
} from './provider';

export interface PostFinanceOptions {
  /** API v2 root, e.g. `https://checkout.postfinance.ch/api/v2.0` (or the simulator's, `…/dev/postfinance/api/v2.0`). */
  baseUrl: string;
  spaceId: string;
  /** The application user's id (numeric). */
  userId: string;
  /** The application user's key, base64. */
  apiSecret: string;
  fetch?: typeof fetch;
  /** Per-request time limit (default 15 s). */
  timeoutMs?: number;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

type Sdk = typeof PostFinanceSdk;
let sdkModule: Promise<Sdk> | undefined;
/**
 * The provider's SDK on its first call, not with the engine (decision 1093): 2.6 MB of generated
 * CommonJS, measured 150–230 ms and ~30 MB to load — every process that builds the engine (web,
 * CLI, jobs, each test worker) would pay it, most of them never calling the provider.
 */
const loadSdk = (): Promise<Sdk> => (sdkModule ??= import('postfinancecheckout'));

/** Webhook key fetches: a denied key id is not asked again for 10 minutes; at most 5 new keys a minute. */
export const KEY_RETRY_MS = 10 * 60_000;
export const KEY_WINDOW_MS = 60_000;
export const KEY_FETCHES_PER_WINDOW = 5;

/**
 * PostFinance Checkout through the provider's own SDK, `postfinancecheckout` (decision 1093;
 * before, decision 610, a hand-written fetch client): it builds the URLs from `baseUrl`, signs
 * each request with the bearer JWT whose `requestPath` is relative to the API root
 * (`/api/v2.0/…`, wherever the API is served) and sends the space as the `Space` header. Webhook
 * signatures are checked here with node:crypto against the space's public key, fetched through
 * the SDK once per key id and kept, not with the SDK's `isContentValid` (pure-JS ECDSA, ~40 times
 * slower, and a process-wide cache without the limits).
 */
export function createPostFinanceProvider(options: PostFinanceOptions): PaymentProvider {
  const userId = Number(options.userId);
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error('Invalid configuration:\n  POSTFINANCE_USER_ID: the application user\'s numeric id');
  const space = Number(options.spaceId);
  if (!Number.isSafeInteger(space) || space <= 0) throw new Error('Invalid configuration:\n  POSTFINANCE_SPACE_ID: the space\'s numeric id');
  let clients: Promise<{ sdk: Sdk; transactions: InstanceType<Sdk['TransactionsService']>; keys: InstanceType<Sdk['WebhookEncryptionKeysService']> }> | undefined;
  const sdkClients = () =>
    (clients ??= loadSdk().then((sdk) => {
      const configuration = new sdk.Configuration({
        basePath: options.baseUrl.replace(/\/+$/, ''),
        httpBearerAuth: new sdk.HttpBearerAuth(userId, options.apiSecret),
        // The SDK counts in seconds (its default 25 s).
        requestTimeout: (options.timeoutMs ?? 15_000) / 1000,
        ...(options.fetch ? { fetchApi: options.fetch } : {}),
      });
      return { sdk, transactions: new sdk.TransactionsService(configuration), keys: new sdk.WebhookEncryptionKeysService(configuration) };
    }));
  const publicKeys = new Map<string, Promise<string>>();
  // Key ids the provider did not know, and when each was asked: a forged signature
  // naming new key ids must not turn into one outbound call each.
  const unknownKeys = new Map<string, number>();
  const keyFetches: number[] = [];

  /** One SDK call; whatever goes wrong becomes a PaymentProviderError (with the HTTP status when the provider answered). */
  async function call<T>(what: string, run: (client: Awaited<ReturnType<typeof sdkClients>>) => Promise<T>): Promise<T> {
    const client = await sdkClients();
    try {
      return await run(client);
    } catch (error) {
      if (error instanceof client.sdk.ResponseError) {
        const text = await error.response.text().catch(() => '');
        throw new PaymentProviderError(`${what} answered ${error.response.status}: ${text.slice(0, 300)}`, error.response.status, { cause: error });
      }
      // FetchError (refused, timed out) names its reason in its cause.
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
      throw new PaymentProviderError(`${what} failed: ${reason}`, undefined, { cause: error });
    }
  }

  /**
   * Whether a key may be fetched now: not a key the provider denied within the last
   * {@link KEY_RETRY_MS}, and at most {@link KEY_FETCHES_PER_WINDOW} fetches of new keys per
   * {@link KEY_WINDOW_MS} (the provider rotates keys rarely).
   */
  function mayFetchKey(keyId: string): boolean {
    const now = Date.now();
    const denied = unknownKeys.get(keyId);
    if (denied !== undefined && now - denied < KEY_RETRY_MS) return false;
    while (keyFetches.length && now - keyFetches[0]! > KEY_WINDOW_MS) keyFetches.shift();
    if (keyFetches.length >= KEY_FETCHES_PER_WINDOW) return false;
    keyFetches.push(now);
    if (unknownKeys.size > 1000) unknownKeys.clear();
    return true;
  }

  function toTransaction(raw: Transaction): ProviderTransaction {
    const state = raw.state;
    if (raw.id === undefined || !isTransactionState(state)) throw new PaymentProviderError('unexpected transaction body');
    const amount = raw.authorizationAmount ?? raw.completedAmount;
    return {
      id: String(raw.id),
      state,
      merchantReference: typeof raw.merchantReference === 'string' ? raw.merchantReference : null,
      amount: amount === undefined || amount === null ? null : String(amount),
      currency: typeof raw.currency === 'string' ? raw.currency : null,
      failureReason: failureReasonOf(raw),
    };
  }

  /** A provider transaction id as the SDK takes it. */
  function idOf(transactionId: string): number {
    const id = Number(transactionId);
    if (!/^\d{1,16}$/.test(transactionId) || !Number.isSafeInteger(id)) throw new PaymentProviderError(`no transaction id: ${transactionId.slice(0, 40)}`, 404);
    return id;
  }

  return {
    name: 'postfinance',

    async createTransaction(input: CreateTransactionInput): Promise<ProviderTransaction> {
      const transactionCreate: TransactionCreate = {
        currency: input.currency,
        language: input.language,
        merchantReference: input.merchantReference,
        lineItems: [
          {
            uniqueId: input.merchantReference,
            name: input.lineItemName,
            sku: input.merchantReference,
            quantity: 1,
            type: 'PRODUCT',
            amountIncludingTax: Number(input.amount),
          },
        ],
        successUrl: input.successUrl,
        failedUrl: input.failedUrl,
        completionBehavior: 'COMPLETE_IMMEDIATELY',
        ...(input.customerEmailAddress ? { customerEmailAddress: input.customerEmailAddress } : {}),
        ...(input.allowedPaymentMethodConfigurations.length > 0 ? { allowedPaymentMethodConfigurations: input.allowedPaymentMethodConfigurations } : {}),
      };
      return toTransaction(await call('POST payment/transactions', ({ transactions }) => transactions.postPaymentTransactions({ space, transactionCreate })));
    },

    async paymentPageUrl(transactionId: string): Promise<string> {
      const id = idOf(transactionId);
      const url: unknown = await call(`GET payment/transactions/${id}/payment-page-url`, ({ transactions }) => transactions.getPaymentTransactionsIdPaymentPageUrl({ id, space }));
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new PaymentProviderError('no payment page URL');
      return url;
    },

    async readTransaction(transactionId: string): Promise<ProviderTransaction> {
      const id = idOf(transactionId);
      return toTransaction(await call(`GET payment/transactions/${id}`, ({ transactions }) => transactions.getPaymentTransactionsId({ id, space })));
    },

    async verifyWebhook(rawBody: string, signatureHeader: string | null): Promise<boolean> {
      const parsed = parseSignatureHeader(signatureHeader);
      if (!parsed || parsed.algorithm !== 'SHA256withECDSA' || !/^[\w-]{1,100}$/.test(parsed.keyId)) return false;
      let key: string;
      try {
        let pending = publicKeys.get(parsed.keyId);
        if (!pending) {
          if (!mayFetchKey(parsed.keyId)) return false;
          const keyId = parsed.keyId;
          pending = call(`GET webhooks/encryption-keys/${keyId}`, ({ keys }) => keys.getWebhooksEncryptionKeysId({ id: keyId })).then((answer: unknown) => {
            if (typeof answer !== 'string' || answer === '') throw new PaymentProviderError('no public key');
            return answer;
          });
          publicKeys.set(keyId, pending);
          // A failed fetch is not kept: after the pause of an unknown key the next webhook tries again.
          pending.catch(() => {
            publicKeys.delete(keyId);
            unknownKeys.set(keyId, Date.now());
          });
        }
        key = await pending;
      } catch {
        return false;
      }
      try {
        const publicKey = createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' });
        return verify('sha256', Buffer.from(rawBody, 'utf8'), publicKey, Buffer.from(parsed.signature, 'base64'));
      } catch {
        return false;
      }
    },
  };
}

/**
 * The reason PostFinance gives for a failed or declined transaction (decision 1152): the message
 * meant for the shopper, else the failure reason's description or name (German first); null when none.
 */
export function failureReasonOf(raw: Pick<Transaction, 'userFailureMessage' | 'failureReason'>): string | null {
  const pick = (texts: Record<string, string> | undefined) => {
    if (!texts) return undefined;
    return texts['de-CH'] ?? texts['de-DE'] ?? texts['de'] ?? texts['en-US'] ?? Object.values(texts)[0];
  };
  const text = (typeof raw.userFailureMessage === 'string' && raw.userFailureMessage.trim()) || pick(raw.failureReason?.description) || pick(raw.failureReason?.name);
  return text ? text.trim().slice(0, 500) : null;
}
