import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../../fixtures/demo/index';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer, asGuest, givenFixedProduct } from '../../test/world';
import { allPermissions } from '../auth/permissions';
import { loadEnv } from '../config/env';
import { createEngine, type Engine } from '../engine';
import { createReadCache, GENERATION_COLUMNS_SQL, generationsOfRow } from '../cache/read-cache';
import type { RequestContext } from '../context';
import { createPricingService, type PricingService } from './pricing-service';

/**
 * decision 973: two instances on one database, each with its own memory. Whatever one
 * changes — through the engine or by hand in SQL — the other's next call answers with, and no
 * customer ever sees another's price.
 */
let database: TestDatabase;
let engine: Engine;
let instanceA: PricingService;
let instanceB: PricingService;
const memoryA = createReadCache();
let productId: number;
let listPrice: string;
let customers: number[];
const admin = asCustomer(1, allPermissions);

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => database.orm.em.getConnection().execute<T[]>(query, params);
const priceOn = async (instance: PricingService, customerId?: number) =>
  (await instance.orderPrice(asCustomer(customerId), { cartItems: [{ productId, configuration: {}, quantity: 1 }] })).cartPrice.items[0]
    ?.pricePerOne;

beforeAll(async () => {
  database = await createTestDatabase();
  engine = await createEngine({ env: loadEnv({ NODE_ENV: 'test' }), database });
  await engine.fixtures.seed(demoDataset, {});
  const fork = () => database.orm.em.fork() as EntityManager;
  instanceA = createPricingService({ em: fork, readCache: memoryA });
  instanceB = createPricingService({ em: fork });
  const product = await givenFixedProduct(engine, { withoutGraduatedPrices: true });
  productId = product.id;
  listPrice = product.price;
  customers = (await sql<{ id: number }>(`select c.id from customer c where c.deleted_at is null and c.kind = 'REGISTERED' and not exists (select 1 from product_price pp where pp.customer_id = c.id and pp.product_id = ?) order by c.id limit 2`, [productId])).map((row) => Number(row.id));
  expect(customers).toHaveLength(2);
});
afterAll(async () => {
  await engine?.close();
});

describe('R000-7.29 R000-7.30 prices kept in memory stay correct across instances', () => {
  it('a list price changed by hand on the database is seen by the next call of both instances', async () => {
    expect(await priceOn(instanceA)).toBe(listPrice);
    expect(await priceOn(instanceB)).toBe(listPrice);
    await sql('update product set list_price = ? where id = ?', ['123.45', productId]);
    await sql('delete from price_cache where product_id = ?', [productId]);
    expect(await priceOn(instanceB)).toBe('123.45');
    expect(await priceOn(instanceA)).toBe('123.45');
  });

  it('a change through the engine on one instance is seen by the other at once', async () => {
    expect(await priceOn(instanceB)).toBe('123.45');
    await engine.catalog.admin.updateProduct(admin, productId, { listPrice: '98.10' });
    expect(await priceOn(instanceB)).toBe('98.10');
  });

  it("a customer's own FIX price reaches that customer only; guests and other customers keep the list price", async () => {
    const [first, second] = customers as [number, number];
    for (const instance of [instanceA, instanceB]) {
      expect(await priceOn(instance, first)).toBe('98.10');
      expect(await priceOn(instance, second)).toBe('98.10');
    }
    const [record] = await sql<{ id: number }>(
      `insert into product_price (customer_id, product_id, unit_of_sales, active_strategy, created_at, updated_at) values (?, ?, 1, 3, now(), now()) returning id`,
      [first, productId],
    );
    await sql(`insert into fix_price_row (product_price_id, quantity, price) values (?, 1, 77.00)`, [Number(record?.id)]);
    await engine.pricing.invalidatePrices({ productId, customerId: first });
    for (const instance of [instanceB, instanceA]) {
      expect(await priceOn(instance, first)).toBe('77.00');
      expect(await priceOn(instance, second)).toBe('98.10');
      expect(await priceOn(instance)).toBe('98.10');
    }
  });

  it("a customer's discount changed on the database applies to the next cart of either instance", async () => {
    const [, second] = customers as [number, number];
    const discount = async (instance: PricingService) =>
      (await instance.orderPrice(asCustomer(second), { cartItems: [{ productId, configuration: {}, quantity: 2 }] })).discount;
    await discount(instanceA);
    await sql('update customer set discount = ? where id = ?', ['0.1250', second]);
    expect(await discount(instanceB)).toBe('0.1250');
    expect(await discount(instanceA)).toBe('0.1250');
  });

  it('an unpublished product is refused by the next call, though both instances priced it before', async () => {
    await priceOn(instanceA);
    await priceOn(instanceB);
    await sql('update product set published = false where id = ?', [productId]);
    await expect(priceOn(instanceA)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(priceOn(instanceB)).rejects.toMatchObject({ kind: 'not_found' });
    await sql('update product set published = true where id = ?', [productId]);
    expect(await priceOn(instanceA)).toBe('98.10');
  });

  it('a change rolled back leaves no trace in memory, even when priced inside its transaction', async () => {
    await priceOn(instanceA);
    const inside = createPricingService({ em: () => database.orm.em.fork() as EntityManager });
    await database.orm.em
      .fork()
      .transactional(async (em) => {
        const inTransaction = (query: string) => em.getConnection().execute(query, [productId], 'run', em.getTransactionContext());
        await inTransaction('update product set list_price = 5.55 where id = ?');
        await inTransaction('delete from price_cache where product_id = ?');
        // Shares instance A's memory: what it reads inside the transaction must not outlive it.
        const withinTransaction = createPricingService({ em: () => em as EntityManager, readCache: memoryA });
        expect((await withinTransaction.orderPrice(asGuest(), { cartItems: [{ productId, configuration: {}, quantity: 1 }] })).cartPrice.items[0]?.pricePerOne).toBe('5.55');
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    expect(await priceOn(instanceA)).toBe('98.10');
    expect(await priceOn(inside)).toBe('98.10');
    // The next committed change must not revive the rolled-back one.
    await sql('update product set description = description where id = ?', [productId]);
    expect(await priceOn(instanceA)).toBe('98.10');
  });

  it('a price-cache invalidation drops the prices kept in memory, not the products, customers and freight (decision 988)', async () => {
    const other = (await sql<{ id: number }>('select id from product where published and publicly_available and deleted_at is null and id <> ? and list_price is not null and not can_be_configured order by id limit 1', [productId]))[0];
    const cart = { cartItems: [{ productId, configuration: {}, quantity: 1 }, { productId: Number(other?.id), configuration: {}, quantity: 1 }] };
    await instanceA.orderPrice(asGuest(), cart);
    await instanceA.orderPrice(asGuest(), cart);
    const before = memoryA.size();
    expect(before['price']).toBeGreaterThanOrEqual(2);
    // Another instance invalidates one product's prices (its price cache rows go).
    await engine.pricing.invalidatePrices({ productId });
    expect(await priceOn(instanceA)).toBe('98.10');
    const after = memoryA.size();
    expect(after['price']).toBe(1);
    expect(after['priced-product']).toBe(before['priced-product']);
    expect(after['type-attributes']).toBe(before['type-attributes']);
    // A catalogue change still drops everything.
    await sql('update product set description = description where id = ?', [productId]);
    expect(await priceOn(instanceA)).toBe('98.10');
    expect(memoryA.size()['priced-product']).toBe(1);
  });
});

describe('R000-7.29 the generations a request read with its session check (decision 1080)', () => {
  /** The generations as a session check reads them now. */
  const generationsNow = async () => {
    const [row] = await sql<{ cache_generation: string; cache_prices: string }>(`select ${GENERATION_COLUMNS_SQL}`);
    return generationsOfRow(row!);
  };

  it('a change committed after one request read them is seen by the next request, which reads them anew; none is lost', async () => {
    const customer = customers[1]!;
    const priceFor = (ctx: RequestContext) => instanceA.orderPrice(ctx, { cartItems: [{ productId, configuration: {}, quantity: 1 }] }).then((answer) => answer.cartPrice.items[0]?.pricePerOne);
    const first = await generationsNow();
    const before = await priceFor({ ...asCustomer(customer), generations: first });
    await sql('update product set list_price = ? where id = ?', ['77.70', productId]);
    await sql('delete from price_cache where product_id = ?', [productId]);
    const next = await generationsNow();
    expect(BigInt(next.generation)).toBeGreaterThan(BigInt(first.generation));
    expect(await priceFor({ ...asCustomer(customer), generations: next })).toBe('77.70');
    expect(before).not.toBe('77.70');
    // A request still holding the older generations gets no value kept under the newer ones.
    expect(await priceFor({ ...asCustomer(customer), generations: first })).toBe('77.70');
  });

  it('a price computed from a memory older than the database is not written back to the kept prices (it would outlive the change)', async () => {
    const customer = customers[1]!;
    const priceFor = (ctx: RequestContext, quantity: number) =>
      instanceA.orderPrice(ctx, { cartItems: [{ productId, configuration: {}, quantity }] }).then((answer) => answer.cartPrice.items[0]?.pricePerOne);
    // The memory holds the product under the generations one request read with its session check…
    const old = await generationsNow();
    const before = await priceFor({ ...asCustomer(customer), generations: old }, 1);
    // …an admin changes the list price and its kept prices go…
    await sql('update product set list_price = ? where id = ?', ['66.60', productId]);
    await sql('delete from price_cache where product_id = ?', [productId]);
    // …and a request whose session check came before the change prices a new quantity from that memory.
    expect(await priceFor({ ...asCustomer(customer), generations: old }, 3)).toBe(before);
    expect(await sql('select price_per_one from price_cache where product_id = ? and customer_id = ?', [productId, customer])).toEqual([]);
    // The next request has the new generations and the new price, kept this time.
    expect(await priceFor({ ...asCustomer(customer), generations: await generationsNow() }, 3)).toBe('66.60');
    expect((await sql<{ price_per_one: string }>('select price_per_one from price_cache where product_id = ? and customer_id = ?', [productId, customer])).map((row) => String(row.price_per_one))).toEqual(['66.60']);
  });
});

describe('a warm cart price asks the database nothing while the generations are pushed (decision 1171)', () => {
  it('the products, terms, freight and the parcel by post’s weights and sizes (decision 1140) all come from memory', async () => {
    await engine.maintenance.generationPush.live();
    const customer = customers[0]!;
    const fixed = (await sql<{ id: number }>('select id from product where published and publicly_available and deleted_at is null and not can_be_configured and list_price is not null order by id limit 20')).map((row) => Number(row.id));
    const cart = { cartItems: fixed.map((id, index) => ({ productId: id, configuration: {}, quantity: 1 + index })), zipCode: '4653', country: 'CH' };
    const first = await engine.pricing.orderPrice(asCustomer(customer), cart);
    expect(first.shippingCost.deliveryChoices?.length).toBeGreaterThan(0);
    const connection = database.orm.em.getConnection();
    const execute = connection.execute.bind(connection);
    const asked: string[] = [];
    connection.execute = ((query: unknown, ...rest: unknown[]) => {
      asked.push(String(query));
      return (execute as (...args: unknown[]) => unknown)(query, ...rest);
    }) as typeof connection.execute;
    try {
      const again = await engine.pricing.orderPrice(asCustomer(customer), cart);
      expect(again).toEqual(first);
    } finally {
      connection.execute = execute;
    }
    expect(asked).toEqual([]);
  });
});
