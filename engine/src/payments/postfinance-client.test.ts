import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError, createPostFinanceProvider } from './postfinance-client';

const secret = Buffer.from('a-test-secret-of-the-application-user').toString('base64');

/** A fetch that records each request and answers what `answer` says. */
function recorder(answer: (url: string) => Response) {
  const requests: { url: string; method: string; headers: Headers; body: string | null }[] = [];
  const fetchStub = (async (url: URL | string, init?: RequestInit) => {
    requests.push({ url: String(url), method: init?.method ?? 'GET', headers: new Headers(init?.headers), body: typeof init?.body === 'string' ? init.body : null });
    return answer(String(url));
  }) as typeof fetch;
  return { requests, fetchStub };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const transaction = { id: 7, state: 'PENDING', merchantReference: 'B-1', currency: 'CHF', authorizationAmount: 1459.35 };
const input = {
  merchantReference: 'B-1',
  amount: '1459.35',
  currency: 'CHF' as const,
  language: 'de-CH',
  lineItemName: 'Bestellung B-1',
  successUrl: 'https://shop.test/checkout/completed?order=1',
  failedUrl: 'https://shop.test/checkout/payment-failed?order=1',
  customerEmailAddress: 'kunde@example.ch',
  allowedPaymentMethodConfigurations: [11],
};

describe('PostFinance client through the provider\'s SDK (decision 1093)', () => {
  it('at the real provider: URL and signed requestPath /api/v2.0/…, the space as header, the transaction as the SDK models it', async () => {
    const { requests, fetchStub } = recorder((url) => (url.endsWith('/payment-page-url') ? json('https://checkout.postfinance.ch/s/4711/payment/transaction/pay/7') : json(transaction)));
    const client = createPostFinanceProvider({ baseUrl: 'https://checkout.postfinance.ch/api/v2.0', spaceId: '4711', userId: '512', apiSecret: secret, fetch: fetchStub });
    expect(await client.createTransaction(input)).toEqual({ id: '7', state: 'PENDING', merchantReference: 'B-1', amount: '1459.35', currency: 'CHF', failureReason: null });
    expect(await client.paymentPageUrl('7')).toBe('https://checkout.postfinance.ch/s/4711/payment/transaction/pay/7');
    expect((await client.readTransaction('7')).state).toBe('PENDING');

    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST https://checkout.postfinance.ch/api/v2.0/payment/transactions',
      'GET https://checkout.postfinance.ch/api/v2.0/payment/transactions/7/payment-page-url',
      'GET https://checkout.postfinance.ch/api/v2.0/payment/transactions/7',
    ]);
    const [create, page, read] = requests.map((request) => {
      const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
      return { header: decodeProtectedHeader(token), claims: decodeJwt(token), space: request.headers.get('space') };
    });
    expect(create?.header).toEqual({ alg: 'HS256', typ: 'JWT', ver: 1 });
    expect(create?.claims).toMatchObject({ sub: '512', requestPath: '/api/v2.0/payment/transactions', requestMethod: 'POST' });
    expect(page?.claims).toMatchObject({ requestPath: '/api/v2.0/payment/transactions/7/payment-page-url', requestMethod: 'GET' });
    expect(read?.claims).toMatchObject({ requestPath: '/api/v2.0/payment/transactions/7', requestMethod: 'GET' });
    expect([create?.space, page?.space, read?.space]).toEqual(['4711', '4711', '4711']);
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({
      currency: 'CHF',
      language: 'de-CH',
      merchantReference: 'B-1',
      lineItems: [{ uniqueId: 'B-1', name: 'Bestellung B-1', sku: 'B-1', quantity: 1, type: 'PRODUCT', amountIncludingTax: 1459.35 }],
      successUrl: input.successUrl,
      failedUrl: input.failedUrl,
      completionBehavior: 'COMPLETE_IMMEDIATELY',
      customerEmailAddress: 'kunde@example.ch',
      allowedPaymentMethodConfigurations: [11],
    });
  });

  it('under a mount (the simulator\'s /dev/postfinance): the URL has the prefix, the signed requestPath does not', async () => {
    const { requests, fetchStub } = recorder(() => json(transaction));
    const client = createPostFinanceProvider({ baseUrl: 'http://localhost:3000/dev/postfinance/api/v2.0/', spaceId: '1', userId: '1', apiSecret: secret, fetch: fetchStub });
    await client.readTransaction('7');
    expect(requests[0]?.url).toBe('http://localhost:3000/dev/postfinance/api/v2.0/payment/transactions/7');
    expect(decodeJwt(/^Bearer (.+)$/.exec(requests[0]?.headers.get('authorization') ?? '')?.[1] ?? '')).toMatchObject({ requestPath: '/api/v2.0/payment/transactions/7' });
  });

  it('an answer of the provider other than 2xx keeps its status; a provider that does not answer gives up after timeoutMs', async () => {
    const { fetchStub } = recorder(() => json({ message: 'Not found' }, 404));
    const client = createPostFinanceProvider({ baseUrl: 'https://pf.test/api/v2.0', spaceId: '1', userId: '1', apiSecret: secret, fetch: fetchStub });
    const refused = await client.readTransaction('7').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ status: 404, message: 'GET payment/transactions/7 answered 404: {"message":"Not found"}' });

    const silent = createServer((socket) => socket.on('data', () => undefined));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const slow = createPostFinanceProvider({ baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/api/v2.0`, spaceId: '1', userId: '1', apiSecret: secret, timeoutMs: 300 });
      const started = Date.now();
      const error = await slow.readTransaction('7').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as PaymentProviderError).status).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      silent.close();
    }
  });

  it('refuses credentials that are no ids at start, not at the first payment', () => {
    expect(() => createPostFinanceProvider({ baseUrl: 'https://pf.test/api/v2.0', spaceId: '1', userId: 'admin', apiSecret: secret })).toThrow('POSTFINANCE_USER_ID');
    expect(() => createPostFinanceProvider({ baseUrl: 'https://pf.test/api/v2.0', spaceId: 'space', userId: '1', apiSecret: secret })).toThrow('POSTFINANCE_SPACE_ID');
  });
});
