import { anonymousContext } from '@shop/engine';
import { describe, expect, it } from 'vitest';
import { Order } from '../../engine/src/requests/request.entity';
import { createTestOrder } from '../../engine/test/payment-harness';
import { useHttpShop } from './http-shop';

/**
 * The payment flow through the shop's own server (docs/payments.md): the simulator mounted under
 * /dev/postfinance by web/server.ts, its webhook through React Router's POST /api/payment/webhook
 * (raw body, signature, CSRF exemption) — the app as built for the run (decision 1070).
 */
const shop = useHttpShop({}, { ownPublicUrl: true });
const em = () => shop.em();

describe('payments through the shop server', () => {
  it('R000-3.48 without credentials the simulator plays PostFinance: hosted page, Bezahlen, webhook through /api/payment/webhook, order PAID', async () => {
    expect(shop.engine.payments.simulator).not.toBeNull();
    // The webhook route answers once before the simulator's delivery, whose 15 s timeout a first
    // request on a loaded machine could pass (seen once, under Vite, as a null status).
    expect((await fetch(`${shop.web.url}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
    const orderId = await createTestOrder(em, { paymentMethodId: 100 });
    const { redirectUrl } = await shop.engine.payments.startPayment(anonymousContext(), { orderId });
    expect(redirectUrl.startsWith(`${shop.web.url}/dev/postfinance/pay/`)).toBe(true);
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('>Bezahlen</button>');
    const paid = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${shop.web.url}/checkout/completed?order=${orderId}`);
    expect((await em().findOneOrFail(Order, { id: orderId })).paymentStatusId).toBe(1);
    expect(shop.engine.payments.simulator?.delivered.slice(-2).map((entry) => entry.status)).toEqual([200, 200]);
  }, 60_000);

  it('the webhook route: no signature 401, a bad one 403; a signed replay with cross-site headers passes the CSRF check and changes nothing', async () => {
    const body = JSON.stringify({ eventId: 1, entityId: 1, listenerEntityTechnicalName: 'Transaction', spaceId: 1, state: 'FULFILL' });
    const missing = await fetch(`${shop.web.url}/api/payment/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ errors: [{ message: 'Die Signatur der Zahlungsmeldung fehlt oder ist ungültig.' }] });
    // A bad signature on a webhook about one of our transactions (one about nothing of ours is
    // answered 'ignored' before any key is fetched).
    const last = shop.engine.payments.simulator?.delivered.at(-1);
    const bad = await fetch(`${shop.web.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': 'algorithm=SHA256withECDSA, keyId=x, signature=AAAA' },
      body: JSON.stringify(last!.body),
    });
    expect(bad.status).toBe(403);

    const replay = shop.engine.payments.simulator!.signWebhook(last!.body);
    const response = await fetch(`${shop.web.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': replay.signature, origin: 'https://checkout.postfinance.ch', 'sec-fetch-site': 'cross-site' },
      body: replay.rawBody,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'ignored' });
  }, 60_000);
});
