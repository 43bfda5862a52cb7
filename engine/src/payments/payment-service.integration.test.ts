import { generateKeyPairSync, sign } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asGuest } from '../../test/world';
import { createTestOrder, startPaymentHarness } from '../../test/payment-harness';
import { Order } from '../requests/request.entity';
import { createPaymentService, PAYMENT_UNAVAILABLE_MESSAGE } from './payment-service';
import { orderPaymentPort } from '../orders/order-payments';
import { createPostFinanceProvider } from './postfinance-client';
import { PaymentTransaction, PaymentWebhookEvent } from './payment-transaction.entity';
import type { WebhookNotification } from './provider';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
let harness: Awaited<ReturnType<typeof startPaymentHarness>>;
const ctx = asGuest();

beforeAll(async () => {
  db = await createTestDatabase();
  harness = await startPaymentHarness(em);
}, 120_000);
afterAll(async () => {
  await harness?.close();
  await db?.close();
});

const paymentStatusOf = async (orderId: number) => (await em().findOneOrFail(Order, { id: orderId })).paymentStatusId;
const rowOf = (transactionId: string) => em().findOneOrFail(PaymentTransaction, { providerTransactionId: transactionId });

/** The shopper's browser on the simulator's payment page: one of the three buttons. */
async function press(redirectUrl: string, action: 'pay' | 'fail' | 'abandon'): Promise<string> {
  const response = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

async function postWebhook(rawBody: string, signature: string | null): Promise<number> {
  const response = await fetch(`${harness.url}/api/payment/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-signature': signature }) },
    body: rawBody,
  });
  await response.arrayBuffer();
  return response.status;
}

const transactionWebhook = (entityId: string, state: string): WebhookNotification => ({
  eventId: 9000 + Math.floor(Math.random() * 1000),
  entityId: Number(entityId),
  listenerEntityId: 1472041829003,
  listenerEntityTechnicalName: 'Transaction',
  spaceId: 1,
  webhookListenerId: 1,
  timestamp: new Date().toISOString(),
  state,
});

describe('online payment through the simulator over HTTP', () => {
  it('R000-3.48 R001-3.66 R000-3.51 R001-3.67 TWINT: startPayment → hosted page → Bezahlen → signed webhook → order PAID', async () => {
    const orderId = await createTestOrder(em, { paymentMethodId: 100 });
    const started = await harness.payments.startPayment(ctx, { orderId });
    expect(started.redirectUrl).toBe(`${harness.url}/dev/postfinance/pay/${started.transactionId}`);

    const page = await (await fetch(started.redirectUrl)).text();
    expect(page).toContain('CHF 1&#39;459.35');
    expect(page).toContain('TWINT');
    for (const label of ['Bezahlen', 'Zahlung ablehnen', 'Abbrechen']) expect(page).toContain(`>${label}</button>`);

    const row = await rowOf(started.transactionId);
    expect(row).toMatchObject({ orderId, provider: 'postfinance', amount: '1459.35', currency: 'CHF', paymentMethodId: 100 });
    expect(await paymentStatusOf(orderId)).toBe(2);

    const location = await press(started.redirectUrl, 'pay');
    expect(location).toBe(`${harness.url}/checkout/completed?order=${orderId}`);
    expect(await paymentStatusOf(orderId)).toBe(1);
    expect((await rowOf(started.transactionId)).state).toBe('FULFILL');
    const webhooks = harness.simulator.delivered.filter((entry) => String(entry.body.entityId) === started.transactionId);
    expect(webhooks.map((entry) => [entry.body.state, entry.status])).toEqual([
      ['COMPLETED', 200],
      ['FULFILL', 200],
    ]);
    expect(await harness.payments.syncPayment(orderId)).toEqual({ paymentStatusId: 1 });
    // A paid order cannot be paid again.
    await expect(harness.payments.startPayment(ctx, { orderId })).rejects.toMatchObject({ kind: 'conflict', message: 'Diese Bestellung ist bereits bezahlt.' });
  });

  it('a failed payment leaves the order OPEN and payable again with a new transaction', async () => {
    const orderId = await createTestOrder(em, { paymentMethodId: 104 });
    const first = await harness.payments.startPayment(ctx, { orderId });
    expect(await (await fetch(first.redirectUrl)).text()).toContain('Visa');
    expect(await press(first.redirectUrl, 'fail')).toBe(`${harness.url}/checkout/payment-failed?order=${orderId}`);
    expect((await rowOf(first.transactionId)).state).toBe('FAILED');
    expect(await paymentStatusOf(orderId)).toBe(2);
    expect(await harness.payments.syncPayment(orderId)).toEqual({ paymentStatusId: 2 });

    const second = await harness.payments.startPayment(ctx, { orderId });
    expect(second.transactionId).not.toBe(first.transactionId);
    await press(second.redirectUrl, 'pay');
    expect(await paymentStatusOf(orderId)).toBe(2 - 1);
    expect((await harness.payments.listTransactions(orderId)).map((row) => row.state)).toEqual(['FULFILL', 'FAILED']);
  });

  it('an abandoned payment (Abbrechen) goes back to the failed URL; the provider ends the transaction as FAILED (decision 817), the order stays open', async () => {
    const orderId = await createTestOrder(em, { paymentMethodId: 105 });
    const started = await harness.payments.startPayment(ctx, { orderId });
    await fetch(started.redirectUrl).then((response) => response.text());
    expect(await press(started.redirectUrl, 'abandon')).toBe(`${harness.url}/checkout/payment-failed?order=${orderId}`);
    expect(harness.simulator.stateOf(started.transactionId)).toBe('FAILED');
    expect(await paymentStatusOf(orderId)).toBe(2);
    const again = await harness.payments.startPayment(ctx, { orderId });
    expect(again.transactionId).not.toBe(started.transactionId);
  });

  it('a return to the success page is no proof: syncPayment reads the provider (paid there, webhook late)', async () => {
    const orderId = await createTestOrder(em, { paymentMethodId: 102 });
    const started = await harness.payments.startPayment(ctx, { orderId });
    expect(await harness.payments.syncPayment(orderId)).toEqual({ paymentStatusId: 2 });
    harness.simulator.setState(started.transactionId, 'FULFILL');
    expect(await harness.payments.syncPayment(orderId)).toEqual({ paymentStatusId: 1 });
    expect((await rowOf(started.transactionId)).state).toBe('FULFILL');
  });

  it('refuses paid orders, offline methods and unknown orders', async () => {
    const invoice = await createTestOrder(em, { paymentMethodId: 1 });
    const prepayment = await createTestOrder(em, { paymentMethodId: 2 });
    const paid = await createTestOrder(em, { paymentMethodId: 100, paymentStatusId: 1 });
    await expect(harness.payments.startPayment(ctx, { orderId: invoice })).rejects.toMatchObject({ kind: 'invalid', message: 'Diese Bestellung wird nicht online bezahlt.' });
    await expect(harness.payments.startPayment(ctx, { orderId: prepayment })).rejects.toMatchObject({ kind: 'invalid' });
    await expect(harness.payments.startPayment(ctx, { orderId: paid })).rejects.toMatchObject({ kind: 'conflict' });
    await expect(harness.payments.startPayment(ctx, { orderId: 987654321 })).rejects.toMatchObject({ kind: 'not_found' });
    expect(await em().count(PaymentTransaction, { orderId: { $in: [invoice, prepayment, paid] } })).toBe(0);
  });

  it('the simulator refuses a client whose JWT is signed with another secret (startPayment → unavailable)', async () => {
    const wrong = createPaymentService({
      em,
      provider: createPostFinanceProvider({ baseUrl: harness.simulator.apiBaseUrl, spaceId: '1', userId: '1', apiSecret: Buffer.from('not-the-secret').toString('base64') }),
      orders: (await import('../orders/order-payments')).orderPaymentPort,
      publicUrl: harness.url,
    });
    const orderId = await createTestOrder(em, { paymentMethodId: 100 });
    await expect(wrong.startPayment(ctx, { orderId })).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await em().count(PaymentTransaction, { orderId })).toBe(0);
  });
});

describe('[ops] fault: the payment provider down at checkout', () => {
  const serviceOn = (baseUrl: string, timeoutMs?: number) =>
    createPaymentService({
      em,
      provider: createPostFinanceProvider({ baseUrl, spaceId: '1', userId: '1', apiSecret: Buffer.from('secret').toString('base64'), ...(timeoutMs ? { timeoutMs } : {}) }),
      orders: orderPaymentPort,
      publicUrl: harness.url,
    });

  it('[ops] refused connections and a provider that does not answer give the clear message; the order stays open and is paid once the provider is back', async () => {
    const orderId = await createTestOrder(em, { paymentMethodId: 100 });
    // Nothing listens there (a closed port): connection refused.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    await expect(serviceOn(`http://127.0.0.1:${closed}/api/v2.0`).startPayment(ctx, { orderId })).rejects.toMatchObject({ kind: 'unavailable', message: PAYMENT_UNAVAILABLE_MESSAGE });
    // A provider that accepts the connection and never answers: the call gives up after its time limit.
    const silent = createServer((socket) => socket.on('data', () => undefined));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    try {
      await expect(serviceOn(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/api/v2.0`, 500).startPayment(ctx, { orderId })).rejects.toMatchObject({ kind: 'unavailable' });
    } finally {
      silent.close();
    }
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await em().count(PaymentTransaction, { orderId })).toBe(0);
    expect(await paymentStatusOf(orderId)).toBe(2);
    // The provider is back: the same order starts a payment and is paid.
    const retry = await harness.payments.startPayment(ctx, { orderId });
    await press(retry.redirectUrl, 'pay');
    expect(await harness.payments.syncPayment(orderId)).toEqual({ paymentStatusId: 1 });
  });
});

describe('POST /api/payment/webhook', () => {
  it('a forged webhook changes nothing: missing signature 401, foreign key or tampered body 403', async () => {
    const orderId = await createTestOrder(em, { paymentMethodId: 100 });
    const started = await harness.payments.startPayment(ctx, { orderId });
    // The provider really says FULFILL, but only a forged message announces it.
    harness.simulator.setState(started.transactionId, 'FULFILL');
    const body = JSON.stringify(transactionWebhook(started.transactionId, 'FULFILL'));
    expect(await postWebhook(body, null)).toBe(401);

    const forger = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const genuine = harness.simulator.signWebhook(transactionWebhook(started.transactionId, 'FULFILL'));
    const keyId = /keyId=([^,]+)/.exec(genuine.signature)?.[1] ?? '';
    const forged = `algorithm=SHA256withECDSA, keyId=${keyId}, signature=${sign('sha256', Buffer.from(body), forger.privateKey).toString('base64')}`;
    expect(await postWebhook(body, forged)).toBe(403);
    expect(await postWebhook(body, `algorithm=SHA256withECDSA, keyId=unknown-key, signature=${sign('sha256', Buffer.from(body), forger.privateKey).toString('base64')}`)).toBe(403);
    // A genuine signature over another body.
    expect(await postWebhook(genuine.rawBody.replace('"FULFILL"', '"FULFILL" '), genuine.signature)).toBe(403);
    expect(await postWebhook(body, 'garbage')).toBe(403);
    await expect(harness.payments.handleWebhook({ rawBody: body, signature: null })).rejects.toMatchObject({ kind: 'unauthenticated' });

    expect(await paymentStatusOf(orderId)).toBe(2);
    expect(await em().count(PaymentWebhookEvent, { entityId: started.transactionId })).toBe(0);
    // The genuine one is accepted.
    expect(await postWebhook(genuine.rawBody, genuine.signature)).toBe(200);
    expect(await paymentStatusOf(orderId)).toBe(1);
  });

  it('a replayed webhook changes nothing', async () => {
    const orderId = await createTestOrder(em, { paymentMethodId: 103 });
    const started = await harness.payments.startPayment(ctx, { orderId });
    await press(started.redirectUrl, 'pay');
    const events = await em().count(PaymentWebhookEvent, { entityId: started.transactionId });
    const updatedAt = (await em().findOneOrFail(Order, { id: orderId })).updatedAt.getTime();
    const original = harness.simulator.delivered.find((entry) => String(entry.body.entityId) === started.transactionId && entry.body.state === 'FULFILL');
    const replay = harness.simulator.signWebhook(original?.body as WebhookNotification);
    expect(await harness.payments.handleWebhook({ rawBody: replay.rawBody, signature: replay.signature })).toEqual({ outcome: 'ignored' });
    expect(await postWebhook(replay.rawBody, replay.signature)).toBe(200);
    expect(await em().count(PaymentWebhookEvent, { entityId: started.transactionId })).toBe(events);
    expect((await em().findOneOrFail(Order, { id: orderId })).updatedAt.getTime()).toBe(updatedAt);
  });

  it('out of order: FAILED after FULFILL and an older state after FAILED change nothing', async () => {
    const paidOrder = await createTestOrder(em, { paymentMethodId: 101 });
    const paid = await harness.payments.startPayment(ctx, { orderId: paidOrder });
    await press(paid.redirectUrl, 'pay');
    harness.simulator.setState(paid.transactionId, 'FAILED');
    const late = harness.simulator.signWebhook(transactionWebhook(paid.transactionId, 'FAILED'));
    expect(await harness.payments.handleWebhook(late)).toEqual({ outcome: 'ignored' });
    expect(await paymentStatusOf(paidOrder)).toBe(1);
    expect((await rowOf(paid.transactionId)).state).toBe('FULFILL');

    const failedOrder = await createTestOrder(em, { paymentMethodId: 100 });
    const failed = await harness.payments.startPayment(ctx, { orderId: failedOrder });
    await press(failed.redirectUrl, 'fail');
    harness.simulator.setState(failed.transactionId, 'PROCESSING');
    const older = harness.simulator.signWebhook(transactionWebhook(failed.transactionId, 'PROCESSING'));
    expect(await harness.payments.handleWebhook(older)).toEqual({ outcome: 'ignored' });
    expect((await rowOf(failed.transactionId)).state).toBe('FAILED');
    expect(await paymentStatusOf(failedOrder)).toBe(2);
  });

  it('a webhook body claiming COMPLETED is not trusted: the state is re-read from the API', async () => {
    const orderId = await createTestOrder(em, { paymentMethodId: 100 });
    const started = await harness.payments.startPayment(ctx, { orderId });
    const claim = harness.simulator.signWebhook(transactionWebhook(started.transactionId, 'COMPLETED'));
    expect(await harness.payments.handleWebhook(claim)).toEqual({ outcome: 'processed' });
    expect(await paymentStatusOf(orderId)).toBe(2);
    expect((await rowOf(started.transactionId)).state).toBe('PENDING');
  });

  it('unknown transactions and other entities are ignored', async () => {
    const unknown = harness.simulator.signWebhook(transactionWebhook('123', 'FULFILL'));
    expect(await harness.payments.handleWebhook(unknown)).toEqual({ outcome: 'ignored' });
    const refund = harness.simulator.signWebhook({ ...transactionWebhook('123', 'SUCCESSFUL'), listenerEntityTechnicalName: 'Refund' });
    expect(await harness.payments.handleWebhook(refund)).toEqual({ outcome: 'ignored' });
  });
});
