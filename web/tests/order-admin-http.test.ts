import type { SessionPayload } from '@shop/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext } from '../../engine/src/context';
import { givenCatalog, givenCustomer, givenTruck } from '../../engine/test/world';
import { tokenFor } from '../../engine/test/sessions';
import { sessionOf as session, useHttpShop, type HttpShop } from './http-shop';

/**
 * The order calls over HTTP against the real app (the app as built for the run, decision 1070): the
 * route modules parse, call the engine and answer JSON; customers reach only their own orders.
 */

const shop: HttpShop = useHttpShop();
const ids = { a: 0, b: 0, product: 0, orderOfA: 0, orderOfB: 0 };

async function call(method: string, path: string, payload?: SessionPayload, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: shop.web.url, ...(await shop.headersOf(payload)) };
  const response = await fetch(shop.web.url + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

beforeAll(async () => {
  const em = shop.em();
  givenTruck(em);
  const { products } = givenCatalog(em, { product: { articleNumber: 'HTTP_ORDER_1' } });
  const { customer: a } = givenCustomer(em);
  const { customer: b } = givenCustomer(em);
  const product = products.product;
  await em.flush();
  Object.assign(ids, { a: a.id, b: b.id, product: product.id });
  const address = { name: 'Firma AG', street: 'Weg 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
  const place = async (customerId: number) =>
    (
      await shop.engine.orders.placeOrder(anonymousContext({ customerId }), {
        cartItems: [{ productId: product.id, quantity: 3, configuration: {} }],
        invoiceAddress: address,
        deliveryAddress: address,
        invoiceEmail: `kunde${customerId}@example.ch`,
        deliveryMode: 'DELIVERY',
        requestedDeliveryDate: null,
        paymentMethodId: 1,
        termsAccepted: true,
        idempotencyKey: `http-order-${customerId}-${Date.now()}`,
      })
    ).order.id;
  ids.orderOfA = await place(a.id);
  ids.orderOfB = await place(b.id);
});

describe('order calls over HTTP', () => {
  it("R001-7.064 GET /api/order answers the caller's own orders; another customer's are forbidden", async () => {
    const own = await call('GET', `/api/order?returnAdditionalInformation=true`, session(ids.a));
    expect(own.status).toBe(200);
    const items = own.json.items as { id: number; positions: unknown[] }[];
    expect(items.map((order) => order.id)).toEqual([ids.orderOfA]);
    expect(items[0]?.positions).toHaveLength(1);
    expect((await call('GET', `/api/order?customerId=${ids.b}`, session(ids.a))).status).toBe(403);
    expect(((await call('GET', `/api/order?id=${ids.orderOfB}`, session(ids.a))).json.items as unknown[]).length).toBe(0);
  });

  it('R001-7.066 R001-7.062 R001-7.071 R001-7.067 PUT, copy, notification and DELETE as order admin; customers are refused', async () => {
    const orderAdmin = session(ids.a, [5]);
    expect((await call('PUT', `/api/order/${ids.orderOfB}`, session(ids.b), { fieldsUpdate: { comment: 'x' } })).status).toBe(403);
    expect((await call('PUT', `/api/order/${ids.orderOfA}`, session(ids.a), { fieldsUpdate: { comment: 'x' } })).status).toBe(403);
    const updated = await call('PUT', `/api/order/${ids.orderOfA}`, orderAdmin, { fieldsUpdate: { comment: 'Rampe 2', confirmedDeliveryDate: '2026-06-03' } });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ id: ids.orderOfA, comment: 'Rampe 2', confirmedDeliveryDate: '2026-06-03' });
    const stale = await call('PUT', `/api/order/${ids.orderOfA}`, orderAdmin, { version: 1, fieldsUpdate: { comment: 'alt' } });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ errors: [{ message: 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu.' }] });
    const copy = await call('POST', '/api/order/copy', orderAdmin, { id: ids.orderOfA });
    expect(copy.status).toBe(200);
    expect(copy.json).toMatchObject({ customerId: ids.a, orderStatusId: 1, confirmedDeliveryDate: null });
    const notified = await call('PUT', `/api/order/${ids.orderOfA}/notification`, orderAdmin, {});
    expect(notified.json).toMatchObject({ message: 'Ausgeführt', to: `kunde${ids.a}@example.ch` });
    expect((await call('DELETE', `/api/order/${String(copy.json.id)}`, orderAdmin)).json).toEqual({ deleted: true, id: copy.json.id });
    expect((await call('DELETE', `/api/order/${String(copy.json.id)}`, orderAdmin)).status).toBe(404);
  });

  it('R001-7.070 R001-7.073 R001-7.072 delivery information for anyone; carriers and the carrier notice for admins', async () => {
    const info = await call('GET', '/api/order/delivery-information?shopMode=moebel');
    expect(info.status).toBe(200);
    expect(info.json).toMatchObject({ shopMode: 'moebel', leadTimeDays: { minimum: 2, default: 3 } });
    expect(typeof info.json.earliestDeliveryDate).toBe('string');
    const carriers = await call('GET', '/api/order/carriers', session(ids.a, [3]));
    expect(carriers.json.items).toEqual([expect.objectContaining({ id: 'TRUCK-1' }), expect.objectContaining({ id: 'FEDEX' })]);
    // No dispatch address in the settings yet: refused with the reason.
    const carrier = await call('PUT', `/api/order/${ids.orderOfA}/notification-carrier`, session(ids.a, [5]), {});
    expect(carrier.status).toBe(400);
    expect(carrier.json).toEqual({ errors: [{ message: 'Für den Transporteur {carrier} ist keine E-Mail-Adresse hinterlegt.', params: { carrier: 'Lastwagen 18 t' } }] });
  });

  it('R000-2.46 the profile page lists the own orders; the order page shows its completion indicators and position status', async () => {
    const token = await tokenFor(shop.engine, session(ids.a));
    const page = await fetch(`${shop.web.url}/user/profile/bestellungen`, { headers: { cookie: `session=${token}` } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const { formattedId } = (await shop.engine.orders.listOrders(anonymousContext({ customerId: ids.a }), { id: ids.orderOfA }))[0] ?? { formattedId: '?' };
    expect(html).toContain(formattedId);
    const detail = await fetch(`${shop.web.url}/user/profile/bestellungen/${formattedId}`, { headers: { cookie: `session=${token}` } });
    expect(detail.status).toBe(200);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain('Eingangsbestätigung');
    expect(detailHtml).toContain('Europalette');
    expect(detailHtml).toMatch(/role="cell">Offen</);
  });
});
