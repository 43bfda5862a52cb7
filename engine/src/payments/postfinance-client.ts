import { createPublicKey, verify } from 'node:crypto';
import { createBearerToken } from './postfinance-auth';
import {
  isTransactionState,
  parseSignatureHeader,
  type CreateTransactionInput,
  type PaymentProvider,
  type ProviderTransaction,
} from './provider';

export interface PostFinanceOptions {
  /** API v2 base, e.g. `https://checkout.postfinance.ch/api/v2.0` (or the simulator's). */
  baseUrl: string;
  spaceId: string;
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
  ) {
    super(message);
  }
}

/** Webhook key fetches (issue 22): a denied key id is not asked again for 10 minutes; at most 5 new keys a minute. */
export const KEY_RETRY_MS = 10 * 60_000;
export const KEY_WINDOW_MS = 60_000;
export const KEY_FETCHES_PER_WINDOW = 5;

/**
 * PostFinance Checkout over its HTTP API v2 with fetch (docs/decisions/610-payment-provider.md):
 * create a transaction, its payment-page URL, read it, and verify webhook signatures with the
 * space's public keys (fetched once per key id and kept).
 */
export function createPostFinanceProvider(options: PostFinanceOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  const publicKeys = new Map<string, Promise<string>>();
  // Key ids the provider did not know, and when each was asked (issue 22): a forged signature
  // naming new key ids must not turn into one outbound call each.
  const unknownKeys = new Map<string, number>();
  const keyFetches: number[] = [];

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const url = new URL(path, base);
    const authorization = await createBearerToken(
      { userId: options.userId, requestPath: `${url.pathname}${url.search}`, requestMethod: method },
      options.apiSecret,
    );
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          authorization: `Bearer ${authorization}`,
          accept: 'application/json',
          space: options.spaceId,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`${method} ${url.pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text();
    if (!response.ok) throw new PaymentProviderError(`${method} ${url.pathname} answered ${response.status}: ${text.slice(0, 300)}`, response.status);
    return (text === '' ? null : JSON.parse(text)) as T;
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

  function toTransaction(raw: Record<string, unknown>): ProviderTransaction {
    const state = raw['state'];
    if (raw['id'] === undefined || !isTransactionState(state)) throw new PaymentProviderError('unexpected transaction body');
    const amount = raw['authorizationAmount'] ?? raw['completedAmount'];
    return {
      id: String(raw['id']),
      state,
      merchantReference: typeof raw['merchantReference'] === 'string' ? raw['merchantReference'] : null,
      amount: amount === undefined || amount === null ? null : String(amount),
      currency: typeof raw['currency'] === 'string' ? raw['currency'] : null,
    };
  }

  return {
    name: 'postfinance',

    async createTransaction(input: CreateTransactionInput): Promise<ProviderTransaction> {
      const raw = await call<Record<string, unknown>>('POST', 'payment/transactions', {
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
      });
      return toTransaction(raw);
    },

    async paymentPageUrl(transactionId: string): Promise<string> {
      const answer = await call<unknown>('GET', `payment/transactions/${encodeURIComponent(transactionId)}/payment-page-url`);
      const url = typeof answer === 'string' ? answer : (answer as { url?: unknown } | null)?.url;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new PaymentProviderError('no payment page URL');
      return url;
    },

    async readTransaction(transactionId: string): Promise<ProviderTransaction> {
      return toTransaction(await call<Record<string, unknown>>('GET', `payment/transactions/${encodeURIComponent(transactionId)}`));
    },

    async verifyWebhook(rawBody: string, signatureHeader: string | null): Promise<boolean> {
      const parsed = parseSignatureHeader(signatureHeader);
      if (!parsed || parsed.algorithm !== 'SHA256withECDSA' || !/^[\w-]{1,100}$/.test(parsed.keyId)) return false;
      let key: string;
      try {
        let pending = publicKeys.get(parsed.keyId);
        if (!pending) {
          if (!mayFetchKey(parsed.keyId)) return false;
          pending = call<unknown>('GET', `webhooks/encryption-keys/${parsed.keyId}`).then((answer) => {
            if (typeof answer !== 'string' || answer === '') throw new PaymentProviderError('no public key');
            return answer;
          });
          publicKeys.set(parsed.keyId, pending);
          // A failed fetch is not kept: after the pause of an unknown key the next webhook tries again.
          pending.catch(() => {
            publicKeys.delete(parsed.keyId);
            unknownKeys.set(parsed.keyId, Date.now());
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
