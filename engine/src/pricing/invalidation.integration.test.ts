import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../../fixtures/demo/index';
import { createTestDatabase } from '../../test/database';
import { loadEnv } from '../config/env';
import { anonymousContext } from '../context';
import { createEngine, type Engine } from '../engine';

let engine: Engine;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-invalidate-'));
const admin = anonymousContext({ customerId: 1, permissions: [1, 2, 3, 5, 6, 8] });

beforeAll(async () => {
  engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }), database: await createTestDatabase() });
  await engine.fixtures.seed(demoDataset, {});
});
afterAll(async () => {
  await engine?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('cached prices follow catalogue changes', () => {
  it('a changed list price is served at once, not the cached one', async () => {
    const { items } = await engine.products.listProducts(anonymousContext(), {});
    const product = items.find((item) => item.price !== null && !item.canBeConfigured);
    if (!product) throw new Error('demo data has no fixed product with a list price');
    const price = async () =>
      (await engine.pricing.orderPrice(anonymousContext(), { cartItems: [{ productId: product.id, configuration: {}, quantity: 1 }] })).cartPrice
        .items[0]?.pricePerOne;
    const before = await price();
    expect(before).toBe(product.price);
    expect(await price()).toBe(before); // now cached

    await engine.catalogAdmin.updateProduct(admin, product.id, { listPrice: '999.95' });
    expect(await price()).toBe('999.95');
  });
});
