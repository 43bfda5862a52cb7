import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { formatChf } from '../money/money';
import { silentLogger } from '../logging/logger';
import { verifyBearerToken } from './postfinance-auth';
import { TransactionState, type WebhookNotification } from './provider';

/** Credentials the shop uses against the simulator (never valid at the real provider). */
export const SIMULATOR_CREDENTIALS = {
  spaceId: '1',
  userId: '1',
  /** base64 of 'holzwerk-dev-simulator-secret-32b' */
  apiSecret: Buffer.from('holzwerk-dev-simulator-secret-32b').toString('base64'),
} as const;

/** Where the simulator is mounted in the shop's server. */
export const SIMULATOR_BASE_PATH = '/dev/postfinance';

/** The provider's API root: the path a request's bearer JWT names starts here (`requestPath`, decision 1093). */
const API_ROOT = '/api/v2.0';

/** Names of the simulator's payment method configurations (ids = our payment method ids). */
export const SIMULATOR_METHODS: Readonly<Record<number, string>> = {
  100: 'TWINT',
  101: 'PostFinance E-Finance',
  102: 'PostFinance Card',
  103: 'Mastercard',
  104: 'Visa',
  105: 'PostFinance Pay',
};

interface SimulatedTransaction {
  id: string;
  state: TransactionState;
  spaceId: string;
  merchantReference: string;
  amount: string;
  currency: string;
  language: string;
  lineItemName: string;
  successUrl: string;
  failedUrl: string;
  allowedPaymentMethodConfigurations: number[];
  createdOn: string;
  /** Why it failed, as the provider tells it (decision 1152). */
  failureReason?: { de: string; en: string };
}

/** The simulator's failure reasons, worded as the provider's (decision 1152). */
export const SIMULATOR_FAILURE_REASONS = {
  declined: { de: 'Die Zahlung wurde vom Zahlungsmittel abgelehnt.', en: 'The payment was declined by the payment method.' },
  cancelled: { de: 'Die Zahlung wurde vom Kunden abgebrochen.', en: 'The customer cancelled the payment.' },
  timeout: { de: 'Zeitüberschreitung: die Zahlungsseite wurde nicht abgeschlossen.', en: 'The transaction timed out.' },
} as const;

export interface SimulatorOptions {
  /** The shop's public URL: payment-page links and the default webhook target derive from it. */
  publicUrl: string;
  /** Webhook target (default `${publicUrl}/api/payment/webhook`). */
  webhookUrl?: string;
  /** A payment page left open this long is abandoned: FAILED with its webhook, like the provider's timeout (default 30 min, decision 817). */
  abandonAfterMs?: number;
  now?: () => Date;
  logger?: Logger;
}

/** How long the simulated provider waits for a shopper who left its payment page (decision 817). */
export const SIMULATOR_ABANDON_AFTER_MS = 30 * 60_000;

/**
 * A local stand-in for PostFinance Checkout (docs/decisions/611-payment-simulator.md): it speaks
 * the v2 paths the client uses, checks the HS256 bearer JWT as the provider does (the signed
 * `requestPath` relative to the API root, `/api/v2.0/…`, not to the mount; decision 1093) with the
 * built-in dev secret,
 * serves a hosted payment page (`/pay/{id}`: Bezahlen, Zahlung ablehnen, Abbrechen) and sends
 * webhooks signed with its own ECDSA key, whose public half it serves under
 * `/api/v2.0/webhooks/encryption-keys/{id}`. State lives in memory: one process only.
 */
export function createPostFinanceSimulator(options: SimulatorOptions) {
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? (() => new Date());
  const abandonAfterMs = options.abandonAfterMs ?? SIMULATOR_ABANDON_AFTER_MS;
  const publicUrl = options.publicUrl.replace(/\/$/, '');
  const webhookUrl = options.webhookUrl ?? `${publicUrl}/api/payment/webhook`;
  /** The simulator runs in the shop's own server: its page is on whatever host the shop is reached by. */
  const pageBase = (successUrl: string) => {
    try {
      return new URL(successUrl).origin;
    } catch {
      return publicUrl;
    }
  };
  const transactions = new Map<string, SimulatedTransaction>();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const keyId = randomUUID();
  let nextId = Date.now() * 100;
  let nextEventId = 1;
  const delivered: { body: WebhookNotification; status: number | null }[] = [];

  const apiPrefix = `${SIMULATOR_BASE_PATH}${API_ROOT}/`;

  function signBody(rawBody: string, key: KeyObject = privateKey): string {
    return `algorithm=SHA256withECDSA, keyId=${keyId}, signature=${sign('sha256', Buffer.from(rawBody, 'utf8'), key).toString('base64')}`;
  }

  function notification(transaction: SimulatedTransaction): WebhookNotification {
    return {
      eventId: nextEventId++,
      entityId: Number(transaction.id),
      listenerEntityId: 1472041829003,
      listenerEntityTechnicalName: 'Transaction',
      spaceId: Number(transaction.spaceId),
      webhookListenerId: 1,
      timestamp: new Date().toISOString(),
      state: transaction.state,
    };
  }

  async function deliver(body: WebhookNotification): Promise<void> {
    const rawBody = JSON.stringify(body);
    let status: number | null = null;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(rawBody) },
        body: rawBody,
        signal: AbortSignal.timeout(15_000),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (error) {
      logger.warn({ err: error, webhookUrl }, 'simulator webhook not delivered');
    }
    delivered.push({ body, status });
  }

  function transition(transaction: SimulatedTransaction, state: TransactionState, failureReason?: { de: string; en: string }): Promise<void> {
    transaction.state = state;
    if (failureReason) transaction.failureReason = failureReason;
    return deliver(notification(transaction));
  }

  function view(transaction: SimulatedTransaction) {
    return {
      id: Number(transaction.id),
      state: transaction.state,
      linkedSpaceId: Number(transaction.spaceId),
      merchantReference: transaction.merchantReference,
      currency: transaction.currency,
      authorizationAmount: Number(transaction.amount),
      language: transaction.language,
      successUrl: transaction.successUrl,
      failedUrl: transaction.failedUrl,
      allowedPaymentMethodConfigurations: transaction.allowedPaymentMethodConfigurations,
      createdOn: transaction.createdOn,
      ...(transaction.failureReason
        ? { failureReason: { id: 1, category: 'END_USER', name: { 'de-CH': transaction.failureReason.de, 'en-US': transaction.failureReason.en }, description: { 'de-CH': transaction.failureReason.de, 'en-US': transaction.failureReason.en } } }
        : {}),
    };
  }

  const send = (res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') => {
    res.statusCode = status;
    res.setHeader('content-type', type);
    res.setHeader('cache-control', 'no-store');
    res.end(typeof body === 'string' && !type.startsWith('application/json') ? body : JSON.stringify(body));
  };

  const readBody = (req: IncomingMessage): Promise<string> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > 1_000_000) reject(new Error('body too large'));
        else chunks.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      req.on('error', reject);
    });

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice(apiPrefix.length);
    // As the provider checks it (decision 1093): the signed path is relative to the API root,
    // `/api/v2.0/<path>?<query>`, whatever the stand-in is mounted under.
    const userId = await verifyBearerToken(
      req.headers.authorization,
      { requestPath: `${API_ROOT}/${path}${url.search}`, requestMethod: method },
      SIMULATOR_CREDENTIALS.apiSecret,
    );
    if (userId !== SIMULATOR_CREDENTIALS.userId) return send(res, 401, { message: 'Unauthorized' });
    const space = String(req.headers['space'] ?? '');
    if (method === 'POST' && path === 'payment/transactions') {
      if (space !== SIMULATOR_CREDENTIALS.spaceId) return send(res, 400, { message: 'Space missing or unknown' });
      const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
      const items = Array.isArray(body['lineItems']) ? (body['lineItems'] as Record<string, unknown>[]) : [];
      const amount = items.reduce((sum, item) => sum + Number(item['amountIncludingTax'] ?? 0), 0);
      if (body['currency'] !== 'CHF' || items.length === 0 || typeof body['successUrl'] !== 'string' || typeof body['failedUrl'] !== 'string') {
        return send(res, 422, { message: 'currency, lineItems, successUrl and failedUrl are required' });
      }
      const transaction: SimulatedTransaction = {
        id: String(nextId++),
        state: TransactionState.PENDING,
        spaceId: space,
        merchantReference: String(body['merchantReference'] ?? ''),
        amount: amount.toFixed(2),
        currency: 'CHF',
        language: String(body['language'] ?? 'de-CH'),
        lineItemName: String(items[0]?.['name'] ?? ''),
        successUrl: body['successUrl'],
        failedUrl: body['failedUrl'],
        allowedPaymentMethodConfigurations: Array.isArray(body['allowedPaymentMethodConfigurations']) ? (body['allowedPaymentMethodConfigurations'] as number[]) : [],
        createdOn: now().toISOString(),
      };
      transactions.set(transaction.id, transaction);
      return send(res, 200, view(transaction));
    }
    const keyMatch = /^webhooks\/encryption-keys\/([\w-]+)$/.exec(path);
    if (method === 'GET' && keyMatch) {
      if (keyMatch[1] !== keyId) return send(res, 404, { message: 'Not found' });
      return send(res, 200, publicKey.export({ format: 'der', type: 'spki' }).toString('base64'));
    }
    const transactionMatch = /^payment\/transactions\/(\d+)(\/payment-page-url)?$/.exec(path);
    if (method === 'GET' && transactionMatch) {
      const transaction = transactions.get(transactionMatch[1] ?? '');
      if (!transaction || transaction.spaceId !== space) return send(res, 404, { message: 'Not found' });
      // The payment page on the host the shopper returns to (its successUrl's origin).
      if (transactionMatch[2]) return send(res, 200, `${pageBase(transaction.successUrl)}${SIMULATOR_BASE_PATH}/pay/${transaction.id}`);
      return send(res, 200, view(transaction));
    }
    return send(res, 404, { message: 'Not found' });
  }

  async function handlePage(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const transaction = transactions.get(id);
    if (!transaction) return send(res, 404, 'Transaktion unbekannt', 'text/plain; charset=utf-8');
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'POST') {
      const action = new URLSearchParams(await readBody(req)).get('action');
      const open = transaction.state === TransactionState.PENDING || transaction.state === TransactionState.PROCESSING;
      let target = transaction.failedUrl;
      if (action === 'pay' && open) {
        await transition(transaction, TransactionState.COMPLETED);
        await transition(transaction, TransactionState.FULFILL);
        target = transaction.successUrl;
      } else if ((action === 'fail' || action === 'abandon') && open) {
        // 'Abbrechen' ends the transaction like the provider does when the customer cancels (decision 817).
        await transition(transaction, TransactionState.FAILED, action === 'fail' ? SIMULATOR_FAILURE_REASONS.declined : SIMULATOR_FAILURE_REASONS.cancelled);
      } else if (action === 'pay' && (transaction.state === TransactionState.FULFILL || transaction.state === TransactionState.COMPLETED)) {
        target = transaction.successUrl;
      }
      res.statusCode = 303;
      res.setHeader('location', target);
      res.end();
      return;
    }
    if (transaction.state === TransactionState.PENDING) transaction.state = TransactionState.PROCESSING;
    const methodName = transaction.allowedPaymentMethodConfigurations.map((configuration) => SIMULATOR_METHODS[configuration] ?? String(configuration)).join(', ') || 'alle';
    return send(res, 200, paymentPage(transaction, methodName), 'text/html; charset=utf-8');
  }

  /** Ends every transaction whose payment page was left open longer than `abandonAfterMs` (FAILED, webhook). */
  async function abandonStale(): Promise<number> {
    const deadline = now().getTime() - abandonAfterMs;
    const stale = [...transactions.values()].filter(
      (transaction) => (transaction.state === TransactionState.PENDING || transaction.state === TransactionState.PROCESSING) && Date.parse(transaction.createdOn) <= deadline,
    );
    for (const transaction of stale) await transition(transaction, TransactionState.FAILED, SIMULATOR_FAILURE_REASONS.timeout);
    return stale.length;
  }
  // The provider's own clock: a shopper who just leaves gets the pay-again mail once the page times out.
  const sweep = setInterval(() => void abandonStale().catch((error: unknown) => logger.warn({ err: error }, 'simulator abandonment sweep failed')), Math.min(60_000, Math.max(1_000, abandonAfterMs / 4)));
  sweep.unref();

  return {
    basePath: SIMULATOR_BASE_PATH,
    /** Ends payment pages left open too long (also run every minute by the simulator itself). */
    abandonStale,
    /** Stops the abandonment sweep. */
    close: () => clearInterval(sweep),
    /** The API base the shop's client uses. */
    apiBaseUrl: `${publicUrl}${SIMULATOR_BASE_PATH}/api/v2.0`,
    credentials: SIMULATOR_CREDENTIALS,
    /**
     * Node/Express-agnostic handler: answers requests under {@link SIMULATOR_BASE_PATH} (it reads
     * `originalUrl` when an Express mount stripped the prefix) and returns false for any other.
     */
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const url = new URL((req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/', 'http://simulator.local');
      if (!url.pathname.startsWith(`${SIMULATOR_BASE_PATH}/`)) return false;
      try {
        if (url.pathname.startsWith(apiPrefix)) await handleApi(req, res, url);
        else {
          const page = /^\/pay\/(\d+)$/.exec(url.pathname.slice(SIMULATOR_BASE_PATH.length));
          if (page?.[1]) await handlePage(req, res, page[1]);
          else send(res, 404, { message: 'Not found' });
        }
      } catch (error) {
        logger.error({ err: error }, 'payment simulator failed');
        if (!res.headersSent) send(res, 500, { message: 'Simulator error' });
      }
      return true;
    },
    /** Tests: the current state of a simulated transaction. */
    stateOf: (id: string): TransactionState | undefined => transactions.get(id)?.state,
    /** Tests: every webhook sent so far with the status the shop answered. */
    delivered,
    /** Tests: a webhook body signed with the simulator's key (replays, out-of-order events). */
    signWebhook(body: WebhookNotification): { rawBody: string; signature: string } {
      const rawBody = JSON.stringify(body);
      return { rawBody, signature: signBody(rawBody) };
    },
    /** Tests: sets a transaction's state without a webhook (e.g. the provider moved on, the webhook is late). */
    setState(id: string, state: TransactionState): void {
      const transaction = transactions.get(id);
      if (transaction) transaction.state = state;
    },
  };
}
export type PostFinanceSimulator = ReturnType<typeof createPostFinanceSimulator>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function paymentPage(transaction: SimulatedTransaction, methodName: string): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Zahlung (Simulator)</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f4f4;margin:0;padding:2rem}
main{max-width:28rem;margin:auto;background:#fff;border-radius:8px;padding:1.5rem 2rem;box-shadow:0 1px 4px #0002}
.note{background:#fff3cd;padding:.5rem .75rem;border-radius:4px;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
form{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1.5rem}
button{padding:.6rem 1rem;border-radius:4px;border:1px solid #888;background:#fff;cursor:pointer;font-size:1rem}
button[value=pay]{background:#ffcc00;border-color:#d4a900;font-weight:600}
</style></head><body><main>
<h1>PostFinance Checkout</h1>
<p class="note">Lokaler Zahlungssimulator: es wird kein Geld bewegt.</p>
<dl>
<dt>Bestellung</dt><dd>${escapeHtml(transaction.merchantReference)}</dd>
<dt>Betrag</dt><dd data-testid="amount">${escapeHtml(transaction.currency)} ${escapeHtml(formatChf(transaction.amount))}</dd>
<dt>Zahlungsart</dt><dd data-testid="method">${escapeHtml(methodName)}</dd>
</dl>
<form method="post">
<button type="submit" name="action" value="pay">Bezahlen</button>
<button type="submit" name="action" value="fail">Zahlung ablehnen</button>
<button type="submit" name="action" value="abandon">Abbrechen</button>
</form>
</main></body></html>`;
}
