import type { EntityManager } from '@mikro-orm/postgresql';
import { createCatalogAdminService, createCatalogReadService, createDiskFileStore, createProductImages, createProductService, silentLogger, type Engine } from '@shop/engine';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../engine/test/database';
import { apiRoutes } from '../api-routes';
import { engineContext } from '../../server/engine-context';
import { matchApiRoute } from '../../server/api-path.server';
import { requestContext } from '../../server/request-context.server';
import * as attributeType from './attribute-type';
import * as categories from './categories';
import * as galleryImages from './gallery-images';
import * as media from './media';
import * as overview from './media-product-overview';
import * as product from './product';
import * as productTypes from './product-types';
import type { ApiArgs } from '../api.server';

/** The catalogue /api modules through their loaders and actions, on a real database (R001-7.x). */
let db: TestDatabase;
let dir: string;
let engine: Engine;
const admin = { customerId: 1, permissions: [1, 2, 3] };

function call(
  module: { loader?: (args: ApiArgs) => Promise<Response> | Response; action?: (args: ApiArgs) => Promise<Response> | Response },
  method: string,
  url: string,
  options: { params?: Record<string, string>; body?: unknown; as?: { customerId?: number; permissions: number[] } } = {},
): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(engineContext, engine);
  context.set(requestContext, { permissions: [], locale: 'de-CH', shopMode: 'verpackung', ...options.as });
  const request = new Request(`http://shop.test${url}`, {
    method,
    // A body goes as JSON, as every /api client sends it (decision 1091: text/plain answers 415).
    ...(options.body === undefined ? {} : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body), headers: { 'content-type': 'application/json' } }),
  });
  const handler = method === 'GET' ? module.loader : module.action;
  if (!handler) throw new Error(`no ${method} handler`);
  return Promise.resolve(handler({ request, context, params: options.params ?? {} }));
}

beforeAll(async () => {
  db = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'catalogue-http-'));
  mkdirSync(join(dir, 'KISTE_0001'));
  writeFileSync(join(dir, 'KISTE_0001', 'overview.png'), 'png-bytes');
  writeFileSync(join(dir, 'secret.txt'), 'secret');
  const em = () => db.orm.em.fork() as EntityManager;
  engine = {
    logger: silentLogger,
    catalog: {
      products: createProductService({ em }),
      read: createCatalogReadService({ em, productImages: createProductImages({ store: createDiskFileStore(dir) }) }),
      admin: createCatalogAdminService({ em }),
    },
  } as unknown as Engine;
  const type = await engine.catalog.admin.createProductType({ ...admin, locale: 'de-CH', shopMode: 'verpackung' }, { name: 'Kiste' });
  const ctx = { ...admin, locale: 'de-CH' as const, shopMode: 'verpackung' as const };
  await engine.catalog.admin.createProduct(ctx, { name: 'Kiste A', typeId: type.id, published: true });
  await engine.catalog.admin.createProduct(ctx, { name: 'Kiste B', typeId: type.id, published: false });
});
afterAll(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('catalogue /api over HTTP', () => {
  it('R001-7.098 GET /api/product answers { items, page, perPage, total }; unpublished never reach the shop; bad input 400', async () => {
    const response = await call(product, 'GET', '/api/product?perPage=10');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: { articleNumber: string }[]; page: number; perPage: number; total: number };
    expect(body).toMatchObject({ page: 1, perPage: 10, total: 1 });
    expect(body.items.map((item) => item.articleNumber)).toEqual(['KISTE_0001']);
    const bad = await call(product, 'GET', '/api/product?page=0');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });

  it('R001-7.099 R001-7.110 PUT creates, DELETE soft-deletes; bad bodies answer 400 with errors', async () => {
    const [type] = (await (await call(productTypes, 'GET', '/api/product-types')).json() as { items: { id: number }[] }).items;
    const created = await call(product, 'PUT', '/api/product', { body: { name: 'Kiste C', typeId: type?.id }, as: admin });
    expect(created.status).toBe(200);
    const item = (await created.json()) as { id: number; articleNumber: string };
    expect(item.articleNumber).toBe('KISTE_0003');
    const deleted = await call(product, 'DELETE', `/api/product/${item.id}?permanent=false`, { params: { id: String(item.id) }, as: admin });
    expect(await deleted.json()).toEqual({ id: item.id, permanent: false });
    expect((await call(product, 'PUT', '/api/product', { body: '{nope', as: admin })).status).toBe(400);
    const invalid = await call(product, 'PUT', '/api/product', { body: { name: '', typeId: 'x' }, as: admin });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: { field?: string }[] }).errors.map((error) => error.field)).toEqual(expect.arrayContaining(['name', 'typeId']));
  });

  it('R001-7.013 POST /api/categories creates; bad input 400', async () => {
    const created = await call(categories, 'POST', '/api/categories', { body: { name: 'Produkte', shopTypeId: 1 }, as: admin });
    expect(created.status).toBe(200);
    expect(await created.json()).toMatchObject({ name: 'Produkte', parentId: null, shopTypeId: 1 });
    expect((await call(categories, 'POST', '/api/categories', { body: { shopTypeId: 1 }, as: admin })).status).toBe(400);
  });

  it('R001-7.094 GET /api/attribute-type lists the types', async () => {
    const body = (await (await call(attributeType, 'GET', '/api/attribute-type')).json()) as { items: { id: number; relevantForConfiguration: boolean }[] };
    expect(body.items.filter((type) => !type.relevantForConfiguration).map((type) => type.id)).toEqual([4, 9, 11, 12]);
  });

  it('R001-7.059 GET /api/media/* serves files with their content type and refuses traversal; overview falls back to no-image', async () => {
    const file = await call(media, 'GET', '/api/media/KISTE_0001/overview.png', { params: { '*': 'KISTE_0001/overview.png' } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(await file.text()).toBe('png-bytes');
    expect((await call(media, 'GET', '/api/media/x', { params: { '*': '../secret.txt' } })).status).toBe(404);
    expect((await call(media, 'GET', '/api/media/x', { params: { '*': 'KISTE_0001/../secret.txt' } })).status).toBe(404);
    const image = await call(overview, 'GET', '/api/media/product-overview/KISTE_0001', { params: { articleNumber: 'KISTE_0001' } });
    expect(image.headers.get('content-type')).toBe('image/png');
    const missing = await call(overview, 'GET', '/api/media/product-overview/KISTE_0002', { params: { articleNumber: 'KISTE_0002' } });
    expect(missing.status).toBe(302);
    expect(missing.headers.get('location')).toBe('/images/no-image.png');
  });

  it('R000-8.20 a failing gallery answers an empty list', async () => {
    const response = await call(galleryImages, 'GET', '/api/product/abc/gallery-images', { params: { id: 'abc' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [] });
  });

  it('guards of the table: maintenance needs its permission; static /api/product paths win over :id', () => {
    const guardOf = (method: string, path: string) => {
      const match = matchApiRoute(method, path, apiRoutes);
      return match.kind === 'route' ? match.route : undefined;
    };
    expect(guardOf('POST', '/api/categories')?.guard).toEqual({ kind: 'permission', all: [1] });
    expect(guardOf('PUT', '/api/product-types/3/add-attribute')?.guard).toEqual({ kind: 'permission', all: [2] });
    expect(guardOf('DELETE', '/api/product/3')?.guard).toEqual({ kind: 'permission', all: [3] });
    expect(guardOf('GET', '/api/product/summary')?.file).toBe('api/routes/product-summary.ts');
    expect(guardOf('PUT', '/api/product/copy-relations')?.file).toBe('api/routes/product.ts');
    expect(guardOf('GET', '/api/media/product-overview/KISTE_0001')?.file).toBe('api/routes/media-product-overview.ts');
    expect(guardOf('GET', '/api/product')?.guard).toEqual({ kind: 'public' });
  });
});
