import type { SessionPayload } from '@shop/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext } from '../../engine/src/context';
import { givenCatalog, givenCustomer, givenTruck } from '../../engine/test/world';
import { sessionOf as session, useHttpShop, type HttpShop } from './http-shop';

/**
 * An order's positions edited over HTTP (R001-7.066, decisions 1145–1147): PUT /api/order/{id}
 * with positionUpdate (update, new, remove) and the order page's action, as a user with only
 * ADMIN_QUOTE; a stale version is a conflict; the customer's mail lists what changed.
 */

const shop: HttpShop = useHttpShop();
const ids = { customer: 0, kiste: 0, brett: 0, order: 0 };
/** Only ADMIN_QUOTE (5): the order desk guard. */
const desk = (): SessionPayload => session(ids.customer, [5], 'desk@example.ch');

async function call(method: string, path: string, payload: SessionPayload | undefined, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: shop.web.url, ...(await shop.headersOf(payload)) };
  const response = await fetch(shop.web.url + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** React Router's data request for an action (what the page's fetcher sends); its raw turbo-stream answer. */
async function act(path: string, fields: [string, string][], payload: SessionPayload): Promise<{ status: number; raw: string }> {
  const response = await fetch(`${shop.web.url}${path}.data`, { method: 'POST', headers: await shop.headersOf(payload), body: new URLSearchParams(fields), redirect: 'manual' });
  return { status: response.status, raw: await response.text() };
}

const readOrder = async (id: number) => (await shop.engine.orders.listOrders(anonymousContext({ permissions: [5] }), { id }))[0]!;

beforeAll(async () => {
  const em = shop.em();
  givenTruck(em);
  const { products } = givenCatalog(em, { kiste: { articleNumber: 'HTTP_EDIT_KISTE', name: 'Holzkiste', listPrice: '40.00' }, brett: { articleNumber: 'HTTP_EDIT_BRETT', name: 'Brett', listPrice: '12.50' } });
  const { customer } = givenCustomer(em);
  await em.flush();
  Object.assign(ids, { customer: customer.id, kiste: products.kiste.id, brett: products.brett.id });
});

const address = { name: 'Firma AG', street: 'Weg 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
let counter = 0;
async function place(): Promise<number> {
  return (
    await shop.engine.orders.placeOrder(anonymousContext({ customerId: ids.customer }), {
      cartItems: [
        { productId: ids.kiste, quantity: 2, configuration: {} },
        { productId: ids.brett, quantity: 5, configuration: {} },
      ],
      invoiceAddress: address,
      deliveryAddress: address,
      invoiceEmail: `edit-${++counter}@example.ch`,
      deliveryMode: 'DELIVERY',
      requestedDeliveryDate: null,
      paymentMethodId: 1,
      termsAccepted: true,
      idempotencyKey: `http-edit-${counter}-${Date.now()}`,
    })
  ).order.id;
}

describe('R001-7.066 order positions edited over HTTP', () => {
  it('PUT /api/order/{id} updates, adds and removes positions, tells the customer; a stale version answers 409 and changes nothing', async () => {
    const id = await place();
    const order = await readOrder(id);
    const [kiste, brett] = order.positions!;
    const body = {
      version: order.version,
      notifyCustomer: true,
      positionUpdate: { updatePositions: [{ id: kiste!.id, quantity: 3, pricePerOne: '38.00' }], newPositions: [{ name: 'Montage', quantity: 1, pricePerOne: '150.00' }], removePositions: [brett!.id] },
    };
    expect((await call('PUT', `/api/order/${id}`, session(ids.customer), body)).status).toBe(403);
    const updated = await call('PUT', `/api/order/${id}`, desk(), body);
    expect(updated.status).toBe(200);
    expect((updated.json.positions as { name: string; quantity: number }[]).map((position) => `${position.quantity} ${position.name}`)).toEqual(['3 Holzkiste', '1 Montage']);
    expect(updated.json.total).toBe('264.00');
    const [mail] = await shop.engine.mail.listSentMails({ to: order.invoiceEmail! });
    expect(mail?.text).toContain('- Holzkiste: Menge 2 → 3, Preis/Stk. CHF 40.00 → CHF 38.00');
    expect(mail?.text).toContain('- Neu: 1 × Montage (Preis/Stk. CHF 150.00)');
    expect(mail?.text).toContain('- Entfernt: 5 × Brett');
    const stale = await call('PUT', `/api/order/${id}`, desk(), { version: order.version, positionUpdate: { updatePositions: [{ id: kiste!.id, quantity: 9 }] } });
    expect(stale.status).toBe(409);
    expect((await readOrder(id)).positions!.map((position) => position.quantity)).toEqual([3, 1]);
  });

  it('the order page’s action: quantity, price, remove, a free position and a product from the modal; a second tab with the old version gets the conflict', async () => {
    const id = await place();
    const order = await readOrder(id);
    const [kiste, brett] = order.positions!;
    const path = `/admin/order/${id}`;
    const positionsForm = (version: number, quantity: string): [string, string][] => [
      ['intent', 'positions'],
      ['version', String(version)],
      ['positionId', String(kiste!.id)],
      [`pos.${kiste!.id}.quantity`, quantity],
      [`pos.${kiste!.id}.pricePerOne`, '35.50'],
      ['positionId', String(brett!.id)],
      [`pos.${brett!.id}.quantity`, '5'],
      [`pos.${brett!.id}.pricePerOne`, '12.50'],
      ['removePosition', String(brett!.id)],
      ['deliveryCost', order.deliveryCost ?? ''],
    ];
    const saved = await act(path, positionsForm(order.version, '4'), desk());
    expect(saved.status).toBe(200);
    expect(saved.raw).toContain('Änderungen gespeichert');
    // The other tab still holds the old version: told so, nothing overwritten.
    const stale = await act(path, positionsForm(order.version, '9'), desk());
    expect(stale.raw).toContain('Der Eintrag wurde inzwischen geändert');
    let now = await readOrder(id);
    expect(now.positions!.map((position) => [position.name, position.quantity, position.pricePerOne])).toEqual([['Holzkiste', 4, '35.50']]);

    const free = await act(path, [['intent', 'addFreePosition'], ['version', String(now.version)], ['name', 'Transport Spezial'], ['quantity', '2'], ['pricePerOne', '80']], desk());
    expect(free.raw).toContain('Änderungen gespeichert');
    now = await readOrder(id);
    const product = await act(path, [['intent', 'addProduct'], ['version', String(now.version)], ['productId', String(ids.brett)], ['quantity', '3']], desk());
    expect(product.raw).toContain('Brett hinzugefügt (CHF 12.50/Stk.)');
    now = await readOrder(id);
    expect(now.positions!.map((position) => `${position.quantity} ${position.name} ${position.pricePerOne}`)).toEqual(['4 Holzkiste 35.50', '2 Transport Spezial 80.00', '3 Brett 12.50']);
    expect(now.total).toBe('339.50');

    // The page shows the untold changes and opens the product-select modal with the customer's prices.
    const html = await (await fetch(`${shop.web.url}${path}?produkt=HTTP_EDIT`, { headers: await shop.headersOf(desk()) })).text();
    expect(html).toContain('Dem Kunden noch nicht mitgeteilt');
    expect(html).toContain('Holzkiste: Menge 2 → 4, Preis/Stk. CHF 40.00 → CHF 35.50');
    expect(html).toContain('Produkt hinzufügen');
    expect(html).toMatch(/Brett[\s\S]*12\.50/);
  });
});
