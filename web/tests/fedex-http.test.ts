import type { SessionPayload } from '@shop/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { Customer } from '../../engine/src/customers/customer.entity';
import { Order, OrderPosition } from '../../engine/src/requests/request.entity';
import { nextMondayIso } from '../../engine/src/shipping/fedex/fedex-double';
import { matchApiRoute } from '../app/server/api-path.server';
import { sessionOf, useHttpShop } from './http-shop';

/**
 * The FedEx calls of 001 §7 over HTTP against the real app, the engine built from an environment
 * without FEDEX_* credentials: the local FedEx double answers (docs/decisions/740-fedex-double.md).
 */

const shop = useHttpShop();
let orderId = 0;

const session = (perm: number[]): SessionPayload => sessionOf(1, perm, 'admin@example.ch');

async function call(method: string, path: string, perm: number[] | null, body?: unknown): Promise<{ status: number; json: Record<string, unknown>; response: Response }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: shop.web.url, ...(await shop.headersOf(perm ? session(perm) : undefined)) };
  const response = await fetch(shop.web.url + path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const json = isJson ? ((await response.json()) as Record<string, unknown>) : {};
  return { status: response.status, json, response };
}


beforeAll(async () => {
  const em = shop.em();
  const customer = em.create(Customer, {});
  const now = new Date();
  const address = { name: 'Muster GmbH', street: 'Hauptstrasse 5', zipCode: '10115', city: 'Berlin', country: 'DE' };
  const order = em.create(Order, { formattedId: `HTTP-FX-${Date.now()}`, customer, deliveryType: 4, deliveryAddress: address, invoiceAddress: address, createdAt: now, updatedAt: now });
  em.create(OrderPosition, { order, name: 'Palettenmöbel Lounge', quantity: 1, pricePerOne: '480.00', type: 'PRODUCT' });
  await em.flush();
  orderId = order.id;
});

describe('/api/fedex over HTTP (the double behind the engine)', () => {
  it('the order page’s FedEx panel (/admin/order/{id}/fedex) answers only order administration (ADMIN_QUOTE); a FedEx refusal is German words at its field', async () => {
    expect((await call('GET', `/admin/order/${orderId}/fedex`, null)).status).toBe(401);
    expect((await call('GET', `/admin/order/${orderId}/fedex`, [3])).status).toBe(403);
    const panel = await call('GET', `/admin/order/${orderId}/fedex`, [5]);
    expect(panel.status).toBe(200);
    expect(panel.json).toMatchObject({ orderId, isDomestic: false, recipient: { country: 'DE' } });
    const form = new URLSearchParams({ intent: 'verify', serviceType: 'INTERNATIONAL_ECONOMY', contactName: 'Erika Muster', contactPhone: '12', length: '120', width: '80', height: '60', weight: '35', packageType: 'crate', quantity: '1' });
    const headers = { 'content-type': 'application/x-www-form-urlencoded', origin: shop.web.url, ...(await shop.bearer(session([5]))) };
    const refused = await fetch(`${shop.web.url}/admin/order/${orderId}/fedex`, { method: 'POST', headers, body: form });
    expect(refused.status).toBe(200); // a refusal is a desk answer with ok: false (decision 1170), shown at its field
    const body = JSON.stringify(await refused.text());
    expect(body).toContain('contact.phone');
    expect(body).not.toMatch(/RECIPIENT\.|fedexPhone/);
    const forbidden = await fetch(`${shop.web.url}/admin/order/${orderId}/fedex`, { method: 'POST', headers: { ...headers, ...(await shop.bearer(session([3]))) }, body: form });
    expect(forbidden.status).toBe(403);
  });

  it('R001-7.039 R001-7.040 R001-7.041 R001-7.042 R001-7.043 R001-7.044 each call reaches its module; all need ADMIN_QUOTE', async () => {
    const calls: [string, string, string][] = [
      ['POST', '/api/fedex/get-rates', 'api/routes/fedex-get-rates.ts'],
      ['POST', '/api/fedex/check-pickup-availability', 'api/routes/fedex-check-pickup-availability.ts'],
      ['POST', '/api/fedex/verify-fedex-shipment', 'api/routes/fedex-verify-fedex-shipment.ts'],
      ['POST', '/api/fedex/confirm-fedex-shipment', 'api/routes/fedex-confirm-fedex-shipment.ts'],
      ['POST', '/api/fedex/schedule-pickup', 'api/routes/fedex-schedule-pickup.ts'],
      ['PUT', '/api/fedex/upload-etd', 'api/routes/fedex-upload-etd.ts'],
    ];
    for (const [method, path, file] of calls) {
      const match = matchApiRoute(method, path);
      expect(match.kind === 'route' && match.route.file, path).toBe(file);
    }
    expect((await call('POST', '/api/fedex/get-rates', null, {})).status).toBe(401);
    expect((await call('POST', '/api/fedex/get-rates', [3], {})).status).toBe(403);
  });

  it('get-rates and check-pickup-availability answer JSON; bad input answers the error body', async () => {
    const rates = await call('POST', '/api/fedex/get-rates', [5], { address: { postalCode: '10115', countryCode: 'DE' }, positions: [{ length: 60, width: 40, height: 40, weight: 12 }] });
    expect(rates.status).toBe(200);
    expect((rates.json.rates as { currency: string }[])[0]).toMatchObject({ currency: 'CHF' });
    const pickup = await call('POST', '/api/fedex/check-pickup-availability', [5], { dimensions: { length: 60, width: 40, height: 40 }, weight: 12, isDomestic: false, date: nextMondayIso() });
    expect((pickup.json.options as { readyTimes: string[] }[])[0]?.readyTimes.at(-1)).toBe('16:00');
    const bad = await call('POST', '/api/fedex/get-rates', [5], { address: { postalCode: '10115', countryCode: 'Deutschland' }, positions: [] });
    expect(bad.status).toBe(400);
    expect(Array.isArray(bad.json.errors)).toBe(true);
  });

  it('verify carries FedEx validation errors; upload-etd, confirm, label download, schedule-pickup', async () => {
    const data = {
      orderId,
      service: { type: 'INTERNATIONAL_ECONOMY', rate: '96.10' },
      purposeOfShipment: 'SOLD',
      termsOfSale: 'DAP',
      packagingLineItems: [{ length: 120, width: 80, height: 60, weight: 35, packageType: 'other' }],
      contact: { name: 'Erika Muster', phone: '+49 30 1234 5678' },
    };
    const rejected = await call('POST', '/api/fedex/verify-fedex-shipment', [5], { ...data, packagingLineItems: [{ length: 120, width: 80, height: 60, weight: 90 }] });
    expect(rejected.status).toBe(400);
    expect(rejected.json.errors).toEqual([{ message: 'Ein Paket ist zu schwer für FedEx (höchstens 68 kg pro Paket).', field: 'packagingLineItems' }]);
    expect((await call('POST', '/api/fedex/verify-fedex-shipment', [5], data)).json).toMatchObject({ valid: true });

    const etd = await call('PUT', '/api/fedex/upload-etd', [5], { orderId });
    expect(etd.status).toBe(200);
    const confirmed = await call('POST', '/api/fedex/confirm-fedex-shipment', [5], { ...data, customsDocuments: { commercialInvoice: { docId: etd.json.docId, filePath: etd.json.filePath } } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ status: 'CONFIRMED', orderId });
    const label = (confirmed.json.documents as { id: number; kind: string }[]).find((document) => document.kind === 'LABEL');
    const download = await call('GET', `/api/fedex/document/${label?.id ?? 0}`, [5]);
    expect(download.response.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const again = await call('POST', '/api/fedex/confirm-fedex-shipment', [5], data);
    expect(again.json.trackingNumber).toBe(confirmed.json.trackingNumber);

    const late = await call('POST', '/api/fedex/schedule-pickup', [5], { orderId, date: nextMondayIso(), readyTime: '17:00' });
    expect(late.json.errors).toEqual([{ message: 'Abholzeiten sind nur bis 16:00 Uhr möglich.', field: 'readyTime' }]);
    const booked = await call('POST', '/api/fedex/schedule-pickup', [5], { orderId, date: nextMondayIso(), readyTime: '14:00' });
    expect((booked.json.pickup as { confirmationCode: string }).confirmationCode).toMatch(/^\d+$/);
    const list = await call('GET', `/api/fedex/shipments?orderId=${orderId}`, [5]);
    expect((list.json.items as unknown[]).length).toBe(1);
    expect((await call('PUT', '/api/fedex/cancel-shipment', [5], { orderId })).json).toMatchObject({ status: 'CANCELLED' });
  });
});
