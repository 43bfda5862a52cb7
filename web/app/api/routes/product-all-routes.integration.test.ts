import type { EntityManager } from '@mikro-orm/postgresql';
import { anonymousContext, createFeedService, evaluateGuard, silentLogger, type Engine } from '@shop/engine';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../engine/test/database';
import { ProductType } from '../../../../engine/src/catalog/product-type.entity';
import { Product } from '../../../../engine/src/catalog/product.entity';
import { engineContext } from '../../server/engine-context';
import { matchApiRoute } from '../../server/api-path.server';
import { requestContext } from '../../server/request-context.server';
import * as allPrices from './product-all-prices-csv';
import * as published from './product-all-published-prices';
import type { ApiArgs } from '../api.server';

let db: TestDatabase;
let engine: Engine;

function get(module: { loader: (args: ApiArgs) => Promise<Response> }, url: string, permissions: number[] = []): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(engineContext, engine);
  context.set(requestContext, { permissions, locale: 'de-CH', shopMode: 'verpackung', customerId: permissions.length ? 1 : undefined });
  return module.loader({ request: new Request(`http://shop.test${url}`), context, params: {} });
}

beforeAll(async () => {
  db = await createTestDatabase();
  const em = () => db.orm.em.fork() as EntityManager;
  const fork = em();
  const type = fork.create(ProductType, { name: 'Kiste' });
  fork.create(Product, { name: 'Kiste A', articleNumber: 'KISTE_A', productType: type, published: true, listPrice: '42.00' });
  await fork.flush();
  engine = { logger: silentLogger, feeds: createFeedService({ em, publicUrl: 'http://shop.test' }) } as unknown as Engine;
});
afterAll(async () => {
  await db?.close();
});

describe('/api feed downloads', () => {
  it('R000-7.31 GET /api/product/all-published-prices?shop=1 is a public CSV download with a file name', async () => {
    const response = await get(published, '/api/product/all-published-prices?shop=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="merchant-feed-shop1-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(await response.text()).toContain('KISTE_A,new');
    const match = matchApiRoute('GET', '/api/product/all-published-prices');
    expect(match.kind === 'route' && evaluateGuard(match.route.guard, anonymousContext())).toBe('ok');
    expect((await get(published, '/api/product/all-published-prices?shop=7')).status).toBe(400);
  });

  it('R000-7.32 GET /api/product/all-prices-csv needs ADMIN_PRODUCT (3) and streams the price CSV', async () => {
    const match = matchApiRoute('GET', '/api/product/all-prices-csv');
    if (match.kind !== 'route') throw new Error('not routed');
    expect(match.route.file).toBe('api/routes/product-all-prices-csv.ts');
    expect(evaluateGuard(match.route.guard, anonymousContext())).toBe('unauthenticated');
    expect(evaluateGuard(match.route.guard, anonymousContext({ customerId: 5, permissions: [1] }))).toBe('forbidden');
    expect((await get(allPrices, '/api/product/all-prices-csv', [1])).status).toBe(403);
    const response = await get(allPrices, '/api/product/all-prices-csv', [3]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="prices-.*\.csv"/);
    expect(await response.text()).toMatch(/KISTE_A,Kiste A,,NONE,1,42,CHF,/);
  });
});
