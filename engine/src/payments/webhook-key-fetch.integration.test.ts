import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/world';
import { orderPaymentPort } from '../orders/order-payments';
import { createPaymentService } from './payment-service';
import { KEY_FETCHES_PER_WINDOW, createPostFinanceProvider } from './postfinance-client';

const em = useTestDatabase();

/** Forged webhooks naming made-up key ids must not each cost a call to the provider. */
describe('webhook key fetches of the PostFinance client', () => {
  function provider() {
    const calls: string[] = [];
    const fetchStub = (async (url: URL | string) => {
      calls.push(String(url));
      return new Response('{"message":"not found"}', { status: 404 });
    }) as typeof fetch;
    const client = createPostFinanceProvider({ baseUrl: 'https://pf.test/api/v2.0', spaceId: '1', userId: '2', apiSecret: Buffer.from('k'.repeat(32)).toString('base64'), fetch: fetchStub });
    return { client, calls };
  }
  const header = (keyId: string) => `algorithm=SHA256withECDSA, keyId=${keyId}, signature=${Buffer.from('sig').toString('base64')}`;

  it('asks for an unknown key once, not again for every webhook naming it', async () => {
    const { client, calls } = provider();
    for (let i = 0; i < 10; i++) expect(await client.verifyWebhook('{}', header('made-up-key'))).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('asks for at most a handful of new keys a minute, however many forged ids arrive', async () => {
    const { client, calls } = provider();
    for (let i = 0; i < 50; i++) expect(await client.verifyWebhook('{}', header(`forged-${i}`))).toBe(false);
    expect(calls).toHaveLength(KEY_FETCHES_PER_WINDOW);
  });

  it('a forged webhook about a transaction that is not ours is ignored without any call to the provider', async () => {
    const { client, calls } = provider();
    const payments = createPaymentService({ em, provider: client, orders: orderPaymentPort, publicUrl: 'https://shop.test', methodConfigurations: {} });
    for (let i = 0; i < 20; i++) {
      const rawBody = JSON.stringify({ eventId: i, entityId: 900_000 + i, listenerEntityTechnicalName: 'Transaction', state: 'FULFILL' });
      expect(await payments.handleWebhook({ rawBody, signature: header(`forged-${i}`) })).toEqual({ outcome: 'ignored' });
    }
    await expect(payments.handleWebhook({ rawBody: 'not json', signature: header('x') })).rejects.toMatchObject({ kind: 'forbidden' });
    expect(calls).toHaveLength(0);
  });

  it('never calls the provider for a malformed header or a key id that is no id', async () => {
    const { client, calls } = provider();
    expect(await client.verifyWebhook('{}', 'garbage')).toBe(false);
    expect(await client.verifyWebhook('{}', header('../payment/transactions/1'))).toBe(false);
    expect(calls).toHaveLength(0);
  });
});
