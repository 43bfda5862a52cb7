import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoDataset } from '../../../fixtures/demo/index';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer, asGuest, givenFixedProduct } from '../../test/world';
import { createReadCache } from '../cache/read-cache';
import { loadEnv } from '../config/env';
import { createEngine, type Engine } from '../engine';
import { createPricingService } from '../pricing/pricing-service';
import { createProductService, VOLATILE_ANSWER_MS, type ProductService } from './product-service';

/**
 * decision 1025: GET /api/product?withPrices=true answers are kept per customer and
 * query under both cache generations. Two instances on one database: a price change anywhere is
 * seen by the next list of either, and no customer ever gets another's kept answer.
 */
let database: TestDatabase;
let engine: Engine;
let instanceA: ProductService;
let instanceB: ProductService;
let productId: number;
let listPrice: string;
let customers: [number, number];

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => database.orm.em.getConnection().execute<T[]>(query, params);
const instance = () => {
  const memory = createReadCache();
  const em = () => database.orm.em.fork() as EntityManager;
  return createProductService({ em, prices: createPricingService({ em, readCache: memory }).productPrices, readCache: memory });
};
const listOf = (service: ProductService, customerId?: number) =>
  service.listProducts(customerId ? asCustomer(customerId) : asGuest(), { page: 1, perPage: 50, withPrices: true, ids: String(productId) });
const priceOn = async (service: ProductService, customerId?: number) => (await listOf(service, customerId)).items[0]?.price;

beforeAll(async () => {
  database = await createTestDatabase();
  engine = await createEngine({ env: loadEnv({ NODE_ENV: 'test' }), database });
  await engine.fixtures.seed(demoDataset, {});
  instanceA = instance();
  instanceB = instance();
  const product = await givenFixedProduct(engine, { withoutGraduatedPrices: true, withPrices: true });
  productId = product.id;
  listPrice = product.price;
  const rows = await sql<{ id: number }>(
    `select c.id from customer c where c.deleted_at is null and c.kind = 'REGISTERED' and not exists (select 1 from product_price pp where pp.customer_id = c.id and pp.product_id = ?) order by c.id limit 2`,
    [productId],
  );
  customers = rows.map((row) => Number(row.id)) as [number, number];
  expect(customers).toHaveLength(2);
});
afterAll(async () => {
  await engine?.close();
});

describe('R000-7.29 R000-7.30 the list with prices kept per customer stays correct across instances', () => {
  it('answers a repeated list from memory: the same answer, frozen, while nothing changed', async () => {
    const [first] = customers;
    const once = await listOf(instanceA, first);
    expect(await listOf(instanceA, first)).toBe(once);
    expect(Object.isFrozen(once)).toBe(true);
    expect(once.items[0]?.price).toBe(listPrice);
  });

  it("a customer's own price reaches that customer on both instances; the other customer and guests keep the list price", async () => {
    const [first, second] = customers;
    for (const service of [instanceA, instanceB]) {
      expect(await priceOn(service, first)).toBe(listPrice);
      expect(await priceOn(service, second)).toBe(listPrice);
      expect(await priceOn(service)).toBe(listPrice);
    }
    const [record] = await sql<{ id: number }>(
      `insert into product_price (customer_id, product_id, unit_of_sales, active_strategy, created_at, updated_at) values (?, ?, 1, 3, now(), now()) returning id`,
      [first, productId],
    );
    await sql(`insert into fix_price_row (product_price_id, quantity, price) values (?, 1, 77.00)`, [Number(record?.id)]);
    await engine.pricing.invalidatePrices({ productId, customerId: first });
    for (const service of [instanceB, instanceA]) {
      expect(await priceOn(service, first)).toBe('77.00');
      expect(await priceOn(service, second)).toBe(listPrice);
      expect(await priceOn(service)).toBe(listPrice);
    }
  });

  it('a list price changed by hand on the database is in the next list of both instances', async () => {
    const [, second] = customers;
    expect(await priceOn(instanceA, second)).toBe(listPrice);
    await sql('update product set list_price = ? where id = ?', ['123.45', productId]);
    await sql('delete from price_cache where product_id = ?', [productId]);
    expect(await priceOn(instanceB, second)).toBe('123.45');
    expect(await priceOn(instanceA, second)).toBe('123.45');
    expect(await priceOn(instanceA)).toBe('123.45');
  });

  it('a price-cache invalidation alone (the price generation) drops the kept answers', async () => {
    const [first] = customers;
    const before = await listOf(instanceA, first);
    expect(await listOf(instanceA, first)).toBe(before);
    await engine.pricing.invalidatePrices({ productId, customerId: first });
    const after = await listOf(instanceA, first);
    expect(after).not.toBe(before);
    expect(after.items[0]?.price).toBe('77.00');
    // The customer's price changed by hand: the next list of either instance has it.
    await sql('update fix_price_row set price = 66.00 where product_price_id in (select id from product_price where customer_id = ? and product_id = ?)', [first, productId]);
    await sql('delete from price_cache where product_id = ?', [productId]);
    expect(await priceOn(instanceB, first)).toBe('66.00');
    expect(await priceOn(instanceA, first)).toBe('66.00');
  });

  it('an answer with a price service that did not answer is kept a few seconds only, for that customer only', async () => {
    const [, second] = customers;
    const [record] = await sql<{ id: number }>(
      `insert into product_price (customer_id, product_id, unit_of_sales, active_strategy, created_at, updated_at) values (?, ?, 1, 4, now(), now()) returning id`,
      [second, productId],
    );
    // Nothing listens on port 9: the remote strategy answers remote_unreachable.
    await sql(`insert into remote_price (product_price_id, url, api_param_names, sampling_points) values (?, 'http://127.0.0.1:9/price', '{}', '[]')`, [Number(record?.id)]);
    const first = await listOf(instanceA, second);
    expect(first.items[0]).toMatchObject({ price: null, priceReason: 'remote_unreachable' });
    expect(await listOf(instanceA, second)).toBe(first);
    expect(await priceOn(instanceA)).toBe('123.45');
    const later = Date.now() + VOLATILE_ANSWER_MS + 1;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(await listOf(instanceA, second)).not.toBe(first);
    } finally {
      clock.mockRestore();
    }
  });
});
