import { Permission, type SessionPayload } from '@shop/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { Attribute } from '../../engine/src/catalog/attribute.entity';
import { AttributeTypeId } from '../../engine/src/catalog/enums';
import { ProductTypeAttribute } from '../../engine/src/catalog/product-type.entity';
import { Order, OrderPosition, Quote } from '../../engine/src/requests/request.entity';
import { givenCatalog, givenCustomer } from '../../engine/test/world';
import { sessionOf, useHttpShop } from './http-shop';

/**
 * Reports over HTTP against the real app: the declaration, POST /api/report/generate/
 * answering the PDF with its file name, the back office's 'Stückliste' buttons, and the shop's
 * product pictures drawn from the models.
 */

const shop = useHttpShop();
const ids = { customer: 0, order: 0, quote: 0 };

const session = (perm: number[] = []): SessionPayload => sessionOf(ids.customer, perm, 'staff@example.ch');
const headersOf = (payload?: SessionPayload): Promise<Record<string, string>> => shop.headersOf(payload);
const orderDesk = () => session([Permission.ADMIN_QUOTE]);

async function generate(body: unknown, payload?: SessionPayload): Promise<Response> {
  return fetch(`${shop.web.url}/api/report/generate/`, { method: 'POST', headers: { 'content-type': 'application/json', origin: shop.web.url, ...(await headersOf(payload)) }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  const em = shop.em();
  const {
    type,
    products: { product },
  } = givenCatalog(em, { product: { name: 'Holzkiste Standard', articleNumber: 'HTTP_KISTE_1', canBeConfigured: true } }, { name: 'Holzkiste', modelFamily: 'crate', modelMode: '3D-Configurator' });
  const dimension = (name: string, defaultValue: string) => em.create(Attribute, { name, typeId: AttributeTypeId.DIMENSION, visibility: 1, options: { unit: 'mm', defaultValue } });
  [dimension('Innenlänge', '1200'), dimension('Innenbreite', '800'), dimension('Innenhöhe', '600')].forEach((attribute, order) =>
    em.create(ProductTypeAttribute, { productType: type, attribute, visibility: 1, order }),
  );
  const { customer } = givenCustomer(em);
  const address = { name: 'Muster Logistik AG', street: 'Hafenstrasse 5', zipCode: '4057', city: 'Basel', country: 'CH' };
  const order = em.create(Order, { formattedId: 'B-2026-HTTP1', customer, invoiceAddress: address });
  em.create(OrderPosition, { order, product, name: 'Holzkiste Standard', quantity: 2, configuration: { Innenlänge: '1000', Innenbreite: '600', Innenhöhe: '500' } });
  const quote = em.create(Quote, { formattedId: 'O-2026-HTTP1', customer, invoiceAddress: address });
  em.create(OrderPosition, { quote, product, name: 'Holzkiste Standard', quantity: 1, configuration: {} });
  await em.flush();
  Object.assign(ids, { customer: customer.id, order: order.id, quote: quote.id });
});

describe('reports over HTTP', () => {
  it('R001-7.126 GET /api/report-declaration/declaration: any admin; customers and guests are refused', async () => {
    const answer = await fetch(`${shop.web.url}/api/report-declaration/declaration`, { headers: await headersOf(orderDesk()) });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { items: { reportId: string; allowed: boolean }[] };
    expect(body.items.map((item) => [item.reportId, item.allowed])).toEqual([
      ['partList', true],
      ['productPartList', true],
    ]);
    expect((await fetch(`${shop.web.url}/api/report-declaration/declaration`)).status).toBe(401);
    expect((await fetch(`${shop.web.url}/api/report-declaration/declaration`, { headers: await headersOf(session([])) })).status).toBe(403);
  });

  it('R001-7.127 R001-7.130 POST /api/report/generate/ answers the PDF with its file name in content-disposition', async () => {
    const response = await generate({ reportId: 'partList', params: { id: ids.order }, images: false, customerRequestKind: 'ORDER' }, orderDesk());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="stueckliste-B-2026-HTTP1.pdf"');
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("R001-8.19 an unknown report answers 404 'Report not found'; a product admin may not print an order; guests 401", async () => {
    const unknown = await generate({ reportId: 'nope', params: { id: ids.order } }, orderDesk());
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ errors: [{ message: 'Report not found' }] });
    expect((await generate({ reportId: 'partList', params: { id: ids.order } }, session([Permission.ADMIN_PRODUCT]))).status).toBe(403);
    expect((await generate({ reportId: 'partList', params: { id: ids.order } })).status).toBe(401);
    const missing = await generate({ reportId: 'partList', params: { id: 999_999 } }, orderDesk());
    expect(missing.status).toBe(404);
  });

  it("R001-1.17 the order and quote pages have a 'Stückliste' button that opens the part list PDF", async () => {
    for (const [page, pdf, name] of [
      [`/admin/order/${ids.order}`, `/admin/order/${ids.order}/stueckliste`, 'stueckliste-B-2026-HTTP1.pdf'],
      [`/admin/quote/${ids.quote}`, `/admin/quote/${ids.quote}/stueckliste`, 'stueckliste-O-2026-HTTP1.pdf'],
    ] as const) {
      const html = await (await fetch(shop.web.url + page, { headers: await headersOf(orderDesk()) })).text();
      expect(html).toContain(`href="${pdf}"`);
      expect(html).toContain('Stückliste');
      const response = await fetch(shop.web.url + pdf, { headers: await headersOf(orderDesk()) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`inline; filename="${name}"`);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      // Without the order desk's right: the login page, never the PDF.
      const refused = await fetch(shop.web.url + pdf, { headers: await headersOf(session([Permission.ADMIN_PRODUCT])), redirect: 'manual' });
      expect(refused.status).toBe(302);
    }
  });

  it('R000-7.36 R001-7.059 the product overview image of a model-backed product is its drawn picture, not the placeholder', async () => {
    const response = await fetch(`${shop.web.url}/api/media/product-overview/HTTP_KISTE_1`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
    // Unknown products still go to the placeholder.
    const unknown = await fetch(`${shop.web.url}/api/media/product-overview/NOPE_1`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
  });
});
