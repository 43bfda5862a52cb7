import { beforeAll, describe, expect, it } from 'vitest';
import { anonymousContext } from '../../engine/src/context';
import { Customer } from '../../engine/src/customers/customer.entity';
import { Order } from '../../engine/src/requests/request.entity';
import { givenCatalog, givenCustomer, givenTruck } from '../../engine/test/world';
import { sessionOf, useHttpShop, type HttpShop } from './http-shop';

/**
 * What /api stores from a body (decision 1091) over HTTP against the built app: only
 * `application/json` is read as JSON, a byte order mark is refused, ids are positive integers
 * (never `true`), and a new customer needs a company, a contact person or a login. Every refusal
 * leaves the tables as they were.
 */

const shop: HttpShop = useHttpShop();
const ids = { buyer: 0, order: 0 };
/** Customer administration (6) and order administration (5). */
const staff = () => sessionOf(ids.buyer, [5, 6]);

async function send(method: string, path: string, body: string | Uint8Array<ArrayBuffer>, contentType?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const headers: Record<string, string> = { origin: shop.web.url, ...(await shop.headersOf(staff())), ...(contentType === undefined ? {} : { 'content-type': contentType }) };
  const response = await fetch(shop.web.url + path, { method, headers, body });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
const count = async () => ({ customers: await shop.em().count(Customer), orders: await shop.em().count(Order) });

beforeAll(async () => {
  const em = shop.em();
  givenTruck(em);
  const { products } = givenCatalog(em, { crate: { articleNumber: 'HTTP_BODY_1' } });
  const { customer } = givenCustomer(em);
  await em.flush();
  ids.buyer = customer.id;
  const address = { name: 'Firma AG', street: 'Weg 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
  const placed = await shop.engine.orders.placeOrder(anonymousContext({ customerId: customer.id }), {
    cartItems: [{ productId: products.crate.id, quantity: 3, configuration: {} }],
    invoiceAddress: address,
    deliveryAddress: address,
    invoiceEmail: 'kunde@example.ch',
    deliveryMode: 'DELIVERY',
    requestedDeliveryDate: null,
    paymentMethodId: 1,
    termsAccepted: true,
    idempotencyKey: `http-body-${Date.now()}`,
  });
  ids.order = placed.order.id;
});

describe('decision 1091: /api stores nothing from a body it should not read', () => {
  it('R001-7.026 PUT /api/customers {} answers 400 per field and stores no customer', async () => {
    const before = await count();
    const empty = await send('PUT', '/api/customers', '{}', 'application/json');
    expect(empty.status).toBe(400);
    expect((empty.json.errors as { field: string; message: string }[]).map((entry) => [entry.field, entry.message])).toEqual([
      ['companyInfo.name', 'Firma, Kontaktperson oder Login angeben'],
      ['contactPersons.added.0.lastName', 'Firma, Kontaktperson oder Login angeben'],
      ['users.added.0.email', 'Firma, Kontaktperson oder Login angeben'],
    ]);
    expect(await count()).toEqual(before);
  });

  it('R001-8.01 a customer sent as text/plain, without a Content-Type or after a byte order mark is refused and not stored', async () => {
    const before = await count();
    const customer = JSON.stringify({ companyInfo: { name: 'Text AG' } });
    const plain = await send('PUT', '/api/customers', customer, 'text/plain;charset=UTF-8');
    expect(plain).toEqual({ status: 415, json: { errors: [{ message: 'Der Inhalt muss JSON sein (Content-Type: application/json).' }] } });
    // A byte body: fetch names no Content-Type for it.
    expect((await send('PUT', '/api/customers', new TextEncoder().encode(customer))).status).toBe(415);
    const bom = await send('PUT', '/api/customers', new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(customer)]), 'application/json');
    expect(bom).toEqual({ status: 400, json: { errors: [{ message: 'Der JSON-Inhalt darf nicht mit einer Byte Order Mark (BOM) beginnen.' }] } });
    expect(await count()).toEqual(before);
    // The same customer as JSON is stored.
    const json = await send('PUT', '/api/customers', customer, 'application/json; charset=utf-8');
    expect(json.status).toBe(201);
    expect(json.json).toMatchObject({ companyInfo: { name: 'Text AG' } });
    expect((await count()).customers).toBe(before.customers + 1);
  });

  it('R001-7.062 POST /api/order/copy {"id":true} answers 400 and copies no order (true was order 1)', async () => {
    expect(ids.order).toBe(1);
    const before = await count();
    for (const id of [true, '1e3', 1.5, -1]) {
      const copied = await send('POST', '/api/order/copy', JSON.stringify({ id }), 'application/json');
      expect(copied.status, JSON.stringify(id)).toBe(400);
      expect(copied.json.errors).toEqual([expect.objectContaining({ field: 'id', message: 'Ungültiger Wert' })]);
    }
    expect(await count()).toEqual(before);
    expect((await send('POST', '/api/order/copy', JSON.stringify({ id: ids.order }), 'application/json')).status).toBe(200);
  });
});
