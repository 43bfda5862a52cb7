import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Configuration, HttpBearerAuth, ResponseError, TransactionsService, WebhookEncryptionKeysService } from 'postfinancecheckout';
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBearerToken } from './postfinance-auth';
import { createPostFinanceProvider } from './postfinance-client';
import { createPostFinanceSimulator, SIMULATOR_BASE_PATH, SIMULATOR_CREDENTIALS, type PostFinanceSimulator } from './postfinance-simulator';

/**
 * Decision 1093: the payment provider's own SDK (`postfinancecheckout` 5.5.0) against the shop's
 * stand-in, offline — the simulator in this process on 127.0.0.1, driven by the SDK as the real
 * provider would be. A stand-in that the provider's own client cannot talk to proves nothing.
 */
let server: Server;
let simulator: PostFinanceSimulator;
const webhooks: { rawBody: string; signature: string | null }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    void (async () => {
      if (simulator && (await simulator.handle(req, res))) return;
      if (req.method === 'POST' && req.url === '/api/payment/webhook') {
        webhooks.push({ rawBody: await readRaw(req), signature: (req.headers['x-signature'] as string | undefined) ?? null });
        res.writeHead(200).end();
        return;
      }
      res.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  simulator = createPostFinanceSimulator({ publicUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
afterAll(async () => {
  simulator?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

function readRaw(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The SDK configured as a merchant would, only with the simulator's base URL and dev credentials. */
function sdk(secretBase64: string = simulator.credentials.apiSecret) {
  const configuration = new Configuration({
    basePath: simulator.apiBaseUrl,
    httpBearerAuth: new HttpBearerAuth(Number(simulator.credentials.userId), secretBase64),
    requestTimeout: 5,
  });
  return { transactions: new TransactionsService(configuration), keys: new WebhookEncryptionKeysService(configuration) };
}

const space = Number(SIMULATOR_CREDENTIALS.spaceId);
const transactionCreate = (reference: string) => ({
  currency: 'CHF',
  language: 'de-CH',
  merchantReference: reference,
  lineItems: [{ uniqueId: reference, name: `Bestellung ${reference}`, sku: reference, quantity: 1, type: 'PRODUCT' as const, amountIncludingTax: 1459.35 }],
  successUrl: 'https://shop.test/checkout/completed?order=1',
  failedUrl: 'https://shop.test/checkout/payment-failed?order=1',
  completionBehavior: 'COMPLETE_IMMEDIATELY' as const,
  allowedPaymentMethodConfigurations: [100],
});

const statusOf = async (call: Promise<unknown>): Promise<number> => {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof ResponseError) return error.response.status;
    throw error;
  }
};

describe('decision 1093: the official PostFinance Checkout SDK against the simulator', () => {
  it('R000-3.48 creates a transaction, reads it and gets its payment-page URL', async () => {
    const { transactions } = sdk();
    const created = await transactions.postPaymentTransactions({ space, transactionCreate: transactionCreate('SDK-1') });
    expect(created).toMatchObject({ state: 'PENDING', merchantReference: 'SDK-1', currency: 'CHF', authorizationAmount: 1459.35, allowedPaymentMethodConfigurations: [100] });
    expect(typeof created.id).toBe('number');

    const read = await transactions.getPaymentTransactionsId({ id: created.id!, space });
    expect(read).toMatchObject({ id: created.id, state: 'PENDING', merchantReference: 'SDK-1', linkedSpaceId: space });
    expect(read.createdOn).toBeInstanceOf(Date);

    const pageUrl = await transactions.getPaymentTransactionsIdPaymentPageUrl({ id: created.id!, space });
    // The simulator's page is on the host the shopper returns to (its successUrl's origin).
    expect(pageUrl).toBe(`https://shop.test${SIMULATOR_BASE_PATH}/pay/${created.id}`);
  });

  it('R000-3.51 the webhook the simulator sends passes the SDK\'s WebhookEncryptionKeysService.isContentValid (key fetched from /webhooks/encryption-keys/{id}); a changed body does not', async () => {
    const { transactions, keys } = sdk();
    const created = await transactions.postPaymentTransactions({ space, transactionCreate: { ...transactionCreate('SDK-2'), successUrl: `${new URL(simulator.apiBaseUrl).origin}/ok`, failedUrl: `${new URL(simulator.apiBaseUrl).origin}/failed` } });
    const pageUrl = await transactions.getPaymentTransactionsIdPaymentPageUrl({ id: created.id!, space });
    webhooks.length = 0;
    const pressed = await fetch(pageUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(pressed.status).toBe(303);
    // Bezahlen: COMPLETED, then FULFILL (decision 611), each signed.
    expect(webhooks.map((webhook) => (JSON.parse(webhook.rawBody) as { state: string }).state)).toEqual(['COMPLETED', 'FULFILL']);
    for (const webhook of webhooks) {
      expect(webhook.signature).toMatch(/^algorithm=SHA256withECDSA, keyId=[\w-]+, signature=[A-Za-z0-9+/=]+$/);
      expect(await keys.isContentValid(webhook.signature!, webhook.rawBody)).toBe(true);
      expect(await keys.isContentValid(webhook.signature!, webhook.rawBody.replace('FULFILL', 'FAILED').replace('COMPLETED', 'FAILED'))).toBe(false);
    }
    const read = await transactions.getPaymentTransactionsId({ id: created.id!, space });
    expect(read.state).toBe('FULFILL');
  });

  it('refuses (401) a token signed with the mount prefix in its requestPath (the stand-in\'s old check) and one signed with another secret', async () => {
    const path = `${SIMULATOR_BASE_PATH}/api/v2.0/payment/transactions`;
    const { userId, apiSecret } = simulator.credentials;
    const post = (token: string) =>
      fetch(`${new URL(simulator.apiBaseUrl).origin}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, space: String(space), 'content-type': 'application/json' },
        body: JSON.stringify(transactionCreate('SDK-3')),
      });
    expect((await post(await createBearerToken({ userId, requestPath: path, requestMethod: 'POST' }, apiSecret))).status).toBe(401);
    // The same request signed as the provider expects it, relative to the API root, is accepted.
    expect((await post(await createBearerToken({ userId, requestPath: '/api/v2.0/payment/transactions', requestMethod: 'POST' }, apiSecret))).status).toBe(200);

    const wrong = sdk(Buffer.from('not-the-simulator-secret').toString('base64'));
    expect(await statusOf(wrong.transactions.postPaymentTransactions({ space, transactionCreate: transactionCreate('SDK-4') }))).toBe(401);
    expect(await statusOf(wrong.keys.getWebhooksEncryptionKeysId({ id: 'any-key' }))).toBe(401);
  });

  it('the shop\'s provider, built on the SDK, pays through the simulator, and its webhook check agrees with the SDK\'s isContentValid', async () => {
    const shop = createPostFinanceProvider({ baseUrl: simulator.apiBaseUrl, ...simulator.credentials });
    const origin = new URL(simulator.apiBaseUrl).origin;
    const created = await shop.createTransaction({
      merchantReference: 'SDK-5',
      amount: '12.50',
      currency: 'CHF',
      language: 'de-CH',
      lineItemName: 'Bestellung SDK-5',
      successUrl: `${origin}/ok`,
      failedUrl: `${origin}/failed`,
      allowedPaymentMethodConfigurations: [100],
    });
    expect(created).toMatchObject({ state: 'PENDING', amount: '12.5', merchantReference: 'SDK-5' });
    webhooks.length = 0;
    await fetch(await shop.paymentPageUrl(created.id), { method: 'POST', body: new URLSearchParams({ action: 'fail' }), redirect: 'manual' });
    expect((await shop.readTransaction(created.id)).state).toBe('FAILED');
    const [genuine] = webhooks;
    expect(genuine).toBeDefined();
    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const forged = genuine!.signature!.replace(/signature=.*$/, `signature=${sign('sha256', Buffer.from(genuine!.rawBody), forger.privateKey).toString('base64')}`);
    const { keys } = sdk();
    for (const [signature, rawBody, valid] of [
      [genuine!.signature!, genuine!.rawBody, true],
      [genuine!.signature!, `${genuine!.rawBody} `, false],
      [forged, genuine!.rawBody, false],
    ] as const) {
      expect(await keys.isContentValid(signature, rawBody)).toBe(valid);
      expect(await shop.verifyWebhook(rawBody, signature)).toBe(valid);
    }
  });
});
