import { randomUUID } from 'node:crypto';
import { CarrierError, type CarrierAlert } from '../carrier';
import { arr, obj, str, type Json } from './fedex-json';

export interface FedexClientOptions {
  /** `https://apis-sandbox.fedex.com`, `https://apis.fedex.com` or the double's; a function when the double starts lazily. */
  baseUrl: string | (() => Promise<string>);
  /** Trade documents (ETD) upload URL; default `${baseUrl}/documents/v1/etds/upload`. */
  documentUploadUrl?: string | undefined;
  clientId: string;
  clientSecret: string;
  accountNumber: string;
  fetch?: typeof fetch;
  /** Per-request time limit (default 15 s). */
  timeoutMs?: number;
  /** Extra attempts for calls that are safe to repeat (default 2). */
  retries?: number;
  /** Pause before a repeat, doubled each time (default 500 ms; tests pass 0). */
  retryDelayMs?: number;
  /** A token is renewed this long before it expires (default 60 s). */
  renewBeforeMs?: number;
  now?: () => number;
}

/**
 * The HTTP side of the FedEx client (docs/decisions/741-fedex-client.md): OAuth client credentials
 * with the token cached and renewed before it expires and once on a 401; a time limit on every
 * call; bounded repeats only for calls that are safe to repeat.
 */
export function createFedexTransport(options: FedexClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const renewBeforeMs = options.renewBeforeMs ?? 60_000;
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;
  let renewals = 0;

  const baseUrl = async (): Promise<string> => (typeof options.baseUrl === 'string' ? options.baseUrl : await options.baseUrl()).replace(/\/$/, '');

  async function fetchToken(): Promise<string> {
    let response: Response;
    try {
      response = await doFetch(`${await baseUrl()}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: options.clientId, client_secret: options.clientSecret }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CarrierError('unavailable', [{ code: 'NETWORK', message: error instanceof Error ? error.message : String(error) }]);
    }
    const body = obj(await response.json().catch(() => ({})));
    if (!response.ok) {
      const errors = errorsOf(body);
      throw new CarrierError(response.status === 401 || response.status === 403 ? 'unauthorized' : response.status >= 500 ? 'unavailable' : 'rejected', errors, false, response.status);
    }
    const value = str(body['access_token']);
    const expiresIn = Number(body['expires_in'] ?? 3599);
    token = { value, expiresAt: now() + expiresIn * 1000 };
    renewals += 1;
    return value;
  }

  /** The cached token, renewed shortly before it expires; concurrent callers share one renewal. */
  async function accessToken(force = false): Promise<string> {
    if (!force && token && now() < token.expiresAt - renewBeforeMs) return token.value;
    if (force) token = null;
    pendingToken ??= fetchToken().finally(() => {
      pendingToken = null;
    });
    return pendingToken;
  }

  function errorsOf(body: Json): CarrierAlert[] {
    const list = arr(body['errors']).map((raw) => ({ code: str(obj(raw)['code']), message: str(obj(raw)['message']) }));
    return list.length > 0 ? list : [{ code: 'UNKNOWN', message: 'no error details' }];
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * One call. `safe` calls are repeated (bounded) after 5xx, a timeout or a network error; every
   * call is repeated once with a fresh token after a 401.
   */
  async function call(method: 'POST' | 'PUT', path: string, body: unknown, { safe, url }: { safe: boolean; url?: string }): Promise<Json> {
    let attempt = 0;
    let renewedAfter401 = false;
    for (;;) {
      const bearer = await accessToken();
      let response: Response;
      try {
        response = await doFetch(url ?? `${await baseUrl()}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${bearer}`,
            'x-customer-transaction-id': randomUUID(),
            // fetch sets the multipart type; the document upload declares no x-locale (decision 1185).
            ...(body instanceof FormData ? {} : { 'content-type': 'application/json', 'x-locale': 'en_US' }),
          },
          body: body instanceof FormData ? body : JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        if (safe && attempt < retries) {
          attempt += 1;
          await sleep(retryDelayMs * 2 ** (attempt - 1));
          continue;
        }
        // The request may have reached FedEx: a write's outcome is unknown.
        throw new CarrierError('unavailable', [{ code: timedOut ? 'TIMEOUT' : 'NETWORK', message: error instanceof Error ? error.message : String(error) }], !safe);
      }
      const answer = obj(await response.json().catch(() => ({})));
      if (response.ok) return answer;
      if (response.status === 401 && !renewedAfter401) {
        renewedAfter401 = true;
        await accessToken(true);
        continue;
      }
      if (response.status >= 500) {
        if (safe && attempt < retries) {
          attempt += 1;
          await sleep(retryDelayMs * 2 ** (attempt - 1));
          continue;
        }
        // 503: FedEx did not take the request; 500 (and others) after sending: it may have.
        throw new CarrierError('unavailable', errorsOf(answer), !safe && response.status !== 503, response.status);
      }
      if (response.status === 401 || response.status === 403) throw new CarrierError('unauthorized', errorsOf(answer), false, response.status);
      throw new CarrierError('rejected', errorsOf(answer), false, response.status);
    }
  }

  const outputOf = async (...args: Parameters<typeof call>): Promise<Json> => obj((await call(...args))['output']);

  return {
    call,
    outputOf,
    baseUrl,
    get tokenRenewals(): number {
      return renewals;
    },
  };
}
export type FedexTransport = ReturnType<typeof createFedexTransport>;
