import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asGuest } from '../../test/world';
import { createTestOrder, startPaymentHarness } from '../../test/payment-harness';
import { publicUrlFor } from '../config/public-url';

/**
 * Without PUBLIC_URL the shop's default is http://localhost:PORT; a shopper on
 * 127.0.0.1 must come back to 127.0.0.1 (else the session cookie stays behind). Return URLs and
 * the simulator's payment page follow the request's own origin when it is allowed.
 */
let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
let harness: Awaited<ReturnType<typeof startPaymentHarness>>;
const localhostOf = (url: string) => url.replace('127.0.0.1', 'localhost');

beforeAll(async () => {
  db = await createTestDatabase();
  harness = await startPaymentHarness(em, {
    publicUrl: localhostOf,
    publicUrlFor: (url, ctx) => publicUrlFor({ PUBLIC_URL: localhostOf(url), PUBLIC_URL_CONFIGURED: false, HOST: '127.0.0.1' }, ctx),
  });
}, 120_000);
afterAll(async () => {
  await harness?.close();
  await db?.close();
});

async function press(redirectUrl: string, action: 'pay' | 'fail'): Promise<string> {
  const response = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location') ?? '';
}

describe('payment return URLs from the request origin', () => {
  it('R000-3.48 a shopper on 127.0.0.1 pays on 127.0.0.1 and comes back to 127.0.0.1, not to PUBLIC_URL default localhost', async () => {
    const orderId = await createTestOrder(em, { paymentMethodId: 100 });
    const started = await harness.payments.startPayment({ ...asGuest(), origin: harness.url }, { orderId });
    expect(started.redirectUrl.startsWith(`${harness.url}/dev/postfinance/pay/`)).toBe(true);
    expect(await press(started.redirectUrl, 'pay')).toBe(`${harness.url}/checkout/completed?order=${orderId}`);
  });

  it('R000-3.48 a shopper on localhost comes back to localhost; a forged host falls back to the configured base', async () => {
    const onLocalhost = await createTestOrder(em, { paymentMethodId: 100 });
    const local = await harness.payments.startPayment({ ...asGuest(), origin: localhostOf(harness.url) }, { orderId: onLocalhost });
    expect(await press(local.redirectUrl, 'fail')).toBe(`${localhostOf(harness.url)}/checkout/payment-failed?order=${onLocalhost}`);
    const forged = await createTestOrder(em, { paymentMethodId: 100 });
    const evil = await harness.payments.startPayment({ ...asGuest(), origin: 'http://evil.example' }, { orderId: forged });
    expect(evil.redirectUrl.startsWith(localhostOf(harness.url))).toBe(true);
  });
});

describe('publicUrlFor', () => {
  const settings = { PUBLIC_URL: 'http://localhost:3000', HOST: '127.0.0.1' };
  it('takes the request origin for this machine, the bound host and ALLOWED_HOSTS; PUBLIC_URL when configured', () => {
    expect(publicUrlFor(settings, { origin: 'http://127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(publicUrlFor(settings, { origin: 'http://[::1]:3000' })).toBe('http://[::1]:3000');
    expect(publicUrlFor(settings, { origin: 'http://shop.intern:3000' })).toBe('http://localhost:3000');
    expect(publicUrlFor({ ...settings, ALLOWED_HOSTS: ['shop.intern'] }, { origin: 'http://shop.intern:3000' })).toBe('http://shop.intern:3000');
    expect(publicUrlFor({ ...settings, HOST: '10.0.0.5' }, { origin: 'http://10.0.0.5:3000' })).toBe('http://10.0.0.5:3000');
    expect(publicUrlFor({ ...settings, HOST: '0.0.0.0' }, { origin: 'http://0.0.0.0:3000' })).toBe('http://localhost:3000');
    expect(publicUrlFor(settings, { origin: 'javascript:alert(1)' })).toBe('http://localhost:3000');
    expect(publicUrlFor(settings)).toBe('http://localhost:3000');
    expect(publicUrlFor({ ...settings, PUBLIC_URL: 'https://shop.example/', PUBLIC_URL_CONFIGURED: true }, { origin: 'http://127.0.0.1:3000' })).toBe('https://shop.example');
  });
});
