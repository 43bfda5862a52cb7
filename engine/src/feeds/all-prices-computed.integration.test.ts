import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../../fixtures/demo/index';
import { startRemotePriceService } from '../../../fixtures/remote-price-service';
import { createTestDatabase } from '../../test/database';
import { loadEnv } from '../config/env';
import { anonymousContext } from '../context';
import { createEngine, type Engine } from '../engine';
import { ProductPrice, RemotePrice } from '../pricing/product-price.entity';

/**
 * Issue 19: the price export (GET /api/product/all-prices-csv) prices EXCEL and REMOTE records at
 * their sampling points through the shop's own pricing — on the demo data from a fresh start
 * (the seed's workbook, the stand-in of the remote price service).
 */
let engine: Engine;
let remote: Awaited<ReturnType<typeof startRemotePriceService>>;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-all-prices-'));
const productAdmin = anonymousContext({ permissions: [3] });

beforeAll(async () => {
  engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' }), database: await createTestDatabase() });
  await engine.fixtures.seed(demoDataset, {});
  remote = await startRemotePriceService();
  await engine.database.orm.em.fork().nativeUpdate(RemotePrice, {}, { url: remote.url });
}, 120_000);
afterAll(async () => {
  await remote?.close();
  await engine?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('price export with computed strategies (issue 19)', () => {
  it('R000-7.32 R001-9.35 EXCEL and REMOTE records: one row per sampling point with the price the shop quotes there', async () => {
    const em = engine.database.orm.em.fork();
    const records = await em.find(ProductPrice, { activeStrategy: { $in: [2, 4] } }, { populate: ['product', 'excelPrice', 'remotePrice', 'customer'] });
    expect(records.map((record) => record.activeStrategy).sort()).toEqual(expect.arrayContaining([2, 4]));
    const prices = engine.feeds.allPrices(productAdmin);
    const lines = (await new Response(prices.toWebStream()).text()).trimEnd().split('\n');
    expect(await prices.count()).toBe(lines.length - 1);
    for (const record of records) {
      const excel = record.activeStrategy === 2;
      const points = ((excel ? record.excelPrice?.samplingPoints : record.remotePrice?.samplingPoints) ?? []).slice().sort((a, b) => a - b);
      const quantities = points.length > 0 ? [...new Set(points)] : [1];
      const customerId = record.customer?.id ?? null;
      // The last six cells (the product name may hold quoted commas): customer, strategy, quantity, price, currency, source.
      const tail = (line: string) => line.split(',').slice(-6);
      const rows = lines.filter((line) => line.startsWith(`${record.product.id},`) && tail(line)[0] === (customerId === null ? '' : String(customerId)) && tail(line)[1] === (excel ? 'EXCEL_PRICE' : 'REMOTE_PRICE'));
      expect(rows.map((line) => Number(tail(line)[2]))).toEqual(quantities);
      const quoted = await engine.pricing.orderPrice(productAdmin, {
        cartItems: quantities.map((quantity) => ({ productId: record.product.id, quantity, configuration: {} })),
        ...(customerId === null ? {} : { customerId }),
      });
      for (const [index, line] of rows.entries()) {
        const cells = tail(line);
        const item = quoted.cartPrice.items[index]!;
        expect(item.available, `${line}`).toBe(true);
        expect(Number(cells[3])).toBe(Number(item.pricePerOne));
        expect(cells[4]).toBe('CHF');
        expect(cells[5]).not.toBe('');
      }
    }
  }, 120_000);
});
