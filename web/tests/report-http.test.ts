import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createEngine, loadEnv, Permission, silentLogger, type Engine, type SessionPayload } from '@shop/engine';
import { register } from 'tsx/esm/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Attribute } from '../../engine/src/catalog/attribute.entity';
import { AttributeTypeId } from '../../engine/src/catalog/enums';
import { ProductType, ProductTypeAttribute } from '../../engine/src/catalog/product-type.entity';
import { Product } from '../../engine/src/catalog/product.entity';
import { Customer } from '../../engine/src/customers/customer.entity';
import { Order, OrderPosition, Quote } from '../../engine/src/requests/request.entity';
import { createTestDatabase, type TestDatabase } from '../../engine/test/database';
import { tokenFor } from '../../engine/test/sessions';
import { startWebServer, type WebServer } from '../server';

/**
 * Reports over HTTP against the real app (issue 16): the declaration, POST /api/report/generate/
 * answering the PDF with its file name, the back office's 'Stückliste' buttons, and the shop's
 * product pictures drawn from the models.
 */

let db: TestDatabase;
let engine: Engine;
let web: WebServer;
let unregister: (() => Promise<void>) | undefined;
const ids = { customer: 0, order: 0, quote: 0 };

const session = (perm: number[] = []): SessionPayload => ({ customerId: ids.customer, perm, email: 'staff@example.ch', isCompanyCustomer: false, hasQuickOrder: false });
const headersOf = async (payload?: SessionPayload): Promise<Record<string, string>> => (payload ? { authorization: `Bearer ${await tokenFor(engine, payload)}` } : {});
const orderDesk = () => session([Permission.ADMIN_QUOTE]);

async function generate(body: unknown, payload?: SessionPayload): Promise<Response> {
  return fetch(`${web.url}/api/report/generate/`, { method: 'POST', headers: { 'content-type': 'application/json', origin: web.url, ...(await headersOf(payload)) }, body: JSON.stringify(body) });
}

beforeAll(async () => {
  db = await createTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', SESSION_SECRET: 'r'.repeat(40), DATA_DIR: mkdtempSync(join(tmpdir(), 'report-http-')), JOBS: 'off', LOG_LEVEL: 'silent' });
  engine = await createEngine({ env, database: db, logger: silentLogger });
  const em = db.orm.em.fork() as EntityManager;
  const type = em.create(ProductType, { name: 'Holzkiste', modelFamily: 'crate', modelMode: '3D-Configurator' });
  const dimension = (name: string, defaultValue: string) => em.create(Attribute, { name, typeId: AttributeTypeId.DIMENSION, visibility: 1, options: { unit: 'mm', defaultValue } });
  [dimension('Innenlänge', '1200'), dimension('Innenbreite', '800'), dimension('Innenhöhe', '600')].forEach((attribute, order) =>
    em.create(ProductTypeAttribute, { productType: type, attribute, visibility: 1, order }),
  );
  const product = em.create(Product, { name: 'Holzkiste Standard', articleNumber: 'HTTP_KISTE_1', productType: type, published: true, canBeConfigured: true, listPrice: '100.00' });
  const customer = em.create(Customer, {});
  const address = { name: 'Muster Logistik AG', street: 'Hafenstrasse 5', zipCode: '4057', city: 'Basel', country: 'CH' };
  const order = em.create(Order, { formattedId: 'B-2026-HTTP1', customer, invoiceAddress: address });
  em.create(OrderPosition, { order, product, name: 'Holzkiste Standard', quantity: 2, configuration: { Innenlänge: '1000', Innenbreite: '600', Innenhöhe: '500' } } as never);
  const quote = em.create(Quote, { formattedId: 'O-2026-HTTP1', customer, invoiceAddress: address });
  em.create(OrderPosition, { quote, product, name: 'Holzkiste Standard', quantity: 1, configuration: {} } as never);
  await em.flush();
  Object.assign(ids, { customer: customer.id, order: order.id, quote: quote.id });
  unregister = register();
  web = await startWebServer({ engine, host: '127.0.0.1', port: 0, logger: silentLogger, dev: true });
}, 120_000);
afterAll(async () => {
  await web?.close();
  await db?.close();
  await unregister?.();
});

describe('reports over HTTP', () => {
  it('R001-7.126 GET /api/report-declaration/declaration: any admin; customers and guests are refused', async () => {
    const answer = await fetch(`${web.url}/api/report-declaration/declaration`, { headers: await headersOf(orderDesk()) });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { items: { reportId: string; allowed: boolean }[] };
    expect(body.items.map((item) => [item.reportId, item.allowed])).toEqual([
      ['partList', true],
      ['productPartList', true],
    ]);
    expect((await fetch(`${web.url}/api/report-declaration/declaration`)).status).toBe(401);
    expect((await fetch(`${web.url}/api/report-declaration/declaration`, { headers: await headersOf(session([])) })).status).toBe(403);
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
      const html = await (await fetch(web.url + page, { headers: await headersOf(orderDesk()) })).text();
      expect(html).toContain(`href="${pdf}"`);
      expect(html).toContain('Stückliste');
      const response = await fetch(web.url + pdf, { headers: await headersOf(orderDesk()) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`inline; filename="${name}"`);
      expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      // Without the order desk's right: the login page, never the PDF.
      const refused = await fetch(web.url + pdf, { headers: await headersOf(session([Permission.ADMIN_PRODUCT])), redirect: 'manual' });
      expect(refused.status).toBe(302);
    }
  });

  it('R000-7.36 R001-7.059 the product overview image of a model-backed product is its drawn picture, not the placeholder', async () => {
    const response = await fetch(`${web.url}/api/media/product-overview/HTTP_KISTE_1`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1024, 1024]);
    // Unknown products still go to the placeholder.
    const unknown = await fetch(`${web.url}/api/media/product-overview/NOPE_1`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
  });
});
