import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import type { Permission } from '../src/auth/permissions';
import { ProductType, type IProductType } from '../src/catalog/product-type.entity';
import { Product, type IProduct } from '../src/catalog/product.entity';
import { anonymousContext, type RequestContext } from '../src/context';
import { Address, Customer, type IAddress, type ICustomer } from '../src/customers/customer.entity';
import { loadEnv } from '../src/config/env';
import { createEngine, type Engine } from '../src/engine';
import { demoDataset } from '../../fixtures/demo/index';
import { takeTurns, type TurnKey } from '../src/limits/key-turns';
import { Truck, type ITruck } from '../src/shipping/truck.entity';
import { createTestDatabase, type TestDatabase } from './database';

/**
 * Tests only: the world an integration test stands in, built the same way in every file. The
 * `given…` helpers create rows on the caller's EntityManager without flushing (the caller adds
 * its own rows and flushes once); the `as…` helpers are the callers of a service.
 */

/**
 * A database of the test file's own, opened before its tests and closed after them; answers the
 * EntityManager the services take (a fresh fork on each call, once beforeAll has run).
 */
export function useTestDatabase(): () => EntityManager {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });
  return () => {
    if (!db) throw new Error('the test database is opened in beforeAll');
    return db.orm.em.fork() as EntityManager;
  };
}

/**
 * The whole engine on a database of the file's own seeded with the demo data (fixtures/demo), its
 * DATA_DIR a fresh temporary folder; started before the file's tests, closed and removed after
 * them. `demo.engine` is there once beforeAll has run (a later beforeAll of the file may add to it).
 */
export function useDemoEngine(env: Record<string, string> = {}): { engine: Engine } {
  const demo = {} as { engine: Engine };
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-demo-'));
  beforeAll(async () => {
    demo.engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', ...env }), database: await createTestDatabase() });
    await demo.engine.fixtures.seed(demoDataset, {});
  }, 300_000);
  afterAll(async () => {
    await demo.engine?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return demo;
}

/** A shopper: a customer (undefined = guest) with optional permissions and language. */
export function asCustomer(customerId?: number, permissions: readonly number[] = [], locale: RequestContext['locale'] = 'de-CH'): RequestContext {
  return anonymousContext({ customerId, permissions: [...permissions], locale });
}

/** A back-office user without a customer of its own (CLI, jobs, an admin token) holding these permissions. */
export function asAdmin(...permissions: Permission[]): RequestContext {
  return anonymousContext({ permissions });
}

/** Nobody logged in. */
export const asGuest = (): RequestContext => anonymousContext();

const trucks = {
  /** Truck 1: freight is planned on it (the default truck of an empty database). */
  truck: { id: 1, name: 'Lastwagen 18 t', length: 1360, width: 245, height: 260, loadMeter: '13.60', maxParkingLots: 18 },
  /** Truck 2: the small van, for tests that choose among trucks. */
  van: { id: 2, name: 'Lieferwagen 3.5 t', length: 420, width: 205, height: 220, loadMeter: '4.20', maxParkingLots: 6 },
} as const;

/** The default truck (id 1) every freight calculation needs, or the van (id 2). */
export function givenTruck(em: EntityManager, which: keyof typeof trucks = 'truck'): ITruck {
  return em.create(Truck, { ...trucks[which] });
}

/** A product's own values; anything else of the entity (publiclyAvailable, canBeConfigured, …) may be added. */
type ProductValues = { articleNumber: string; name?: string; listPrice?: string | null; published?: boolean } & Record<string, unknown>;

/**
 * A product type (a pallet unless told) and its published products, each named 'Europalette' at
 * list price 100.00 unless its values say otherwise; answers them under the keys given.
 */
export function givenCatalog<K extends string>(
  em: EntityManager,
  products: Record<K, ProductValues>,
  type: { id?: number; name: string; modelFamily?: string; modelMode?: string; excelFilePath?: string } = { name: 'Palette', modelFamily: 'pallet' },
): { type: IProductType; products: Record<K, IProduct> } {
  const productType = em.create(ProductType, type as never) as IProductType;
  const created = {} as Record<K, IProduct>;
  for (const key of Object.keys(products) as K[]) {
    created[key] = em.create(Product, { name: 'Europalette', published: true, listPrice: '100.00', ...products[key], productType } as never) as IProduct;
  }
  return { type: productType, products: created };
}

type AddressValues = { name: string; street: string; zipCode: string; city: string; country?: string; fixedDeliveryCost?: string | null };

/** A customer (its own values, e.g. a discount or payment term) and its saved addresses under the keys given. */
export function givenCustomer<K extends string = never>(
  em: EntityManager,
  values: Partial<ICustomer> = {},
  addresses: Record<K, AddressValues> = {} as Record<K, AddressValues>,
): { customer: ICustomer; addresses: Record<K, IAddress> } {
  const customer = em.create(Customer, values as never) as ICustomer;
  const created = {} as Record<K, IAddress>;
  for (const key of Object.keys(addresses) as K[]) {
    created[key] = em.create(Address, { customer, ...addresses[key] } as never) as IAddress;
  }
  return { customer, addresses: created };
}

/** A product of the seeded catalogue (the demo data) a guest sees with a list price and orders without configuring. */
export async function givenFixedProduct(
  engine: Engine,
  options: { withoutGraduatedPrices?: boolean; withPrices?: boolean } = {},
): Promise<{ id: number; price: string }> {
  const { items } = await engine.catalog.products.listProducts(asGuest(), options.withPrices ? { withPrices: true } : {});
  const product = items.find((item) => item.price !== null && !item.canBeConfigured && (!options.withoutGraduatedPrices || item.graduatedPrice.length === 0));
  if (!product?.price) throw new Error('demo data has no fixed product with a list price');
  return { id: product.id, price: product.price };
}

/**
 * What a guest submits for an order or a quote of the seeded catalogue: one fixed product with a
 * list price, delivered to 'Gast AG' in Olten, paid by invoice; the key makes a retry the same submission.
 */
export async function guestOrderInput(engine: Engine, invoiceEmail: string, idempotencyKey: string, values: { name?: string; quantity?: number } = {}) {
  const product = await givenFixedProduct(engine);
  const address = { name: values.name ?? 'Gast AG', street: 'Bahnhofstrasse 3', zipCode: '4600', city: 'Olten', country: 'CH' };
  return {
    cartItems: [{ productId: product.id, quantity: values.quantity ?? 1, configuration: {} }],
    invoiceAddress: address,
    deliveryAddress: address,
    invoiceEmail,
    deliveryMode: 'DELIVERY' as const,
    paymentMethodId: 1,
    termsAccepted: true,
    idempotencyKey,
  };
}

/**
 * Another instance in the middle of a limited call (decision 1083): holds the turns of `keys` in a
 * transaction of its own; `release()` lets it record what `record` creates and commit.
 */
export async function holdTurns(em: () => EntityManager, keys: TurnKey[], record: (tx: EntityManager) => void): Promise<{ release(): Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  const done = em().transactional(async (tx) => {
    await takeTurns(tx, ...keys);
    held();
    await released;
    record(tx);
  });
  await Promise.race([isHeld, done]);
  return {
    async release() {
      release();
      await done;
    },
  };
}

/** True when `promise` has not settled after `ms` milliseconds. */
export async function stillPending(promise: Promise<unknown>, ms = 300): Promise<boolean> {
  const pending = Symbol('pending');
  const first = await Promise.race([promise.then(() => undefined, () => undefined), new Promise((resolve) => setTimeout(() => resolve(pending), ms))]);
  return first === pending;
}
