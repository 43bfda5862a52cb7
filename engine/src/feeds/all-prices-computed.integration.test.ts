import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRemotePriceService } from '../../../fixtures/remote-price-service';
import { asAdmin, useDemoEngine } from '../../test/world';
import { Permission } from '../auth/permissions';
import { ProductPrice, RemotePrice } from '../pricing/product-price.entity';

/**
 * The price export (GET /api/product/all-prices-csv) prices EXCEL and REMOTE records at
 * their sampling points through the shop's own pricing — on the demo data from a fresh start
 * (the seed's workbook, the stand-in of the remote price service).
 */
const demo = useDemoEngine();
let remote: Awaited<ReturnType<typeof startRemotePriceService>>;
const productAdmin = asAdmin(Permission.ADMIN_PRODUCT);

beforeAll(async () => {
  remote = await startRemotePriceService();
  await demo.engine.database.orm.em.fork().nativeUpdate(RemotePrice, {}, { url: remote.url });
}, 120_000);
afterAll(async () => {
  await remote?.close();
});

describe('price export with computed strategies', () => {
  it('R000-7.32 R001-9.35 EXCEL and REMOTE records: one row per sampling point with the price the shop quotes there', async () => {
    const em = demo.engine.database.orm.em.fork();
    const records = await em.find(ProductPrice, { activeStrategy: { $in: [2, 4] } }, { populate: ['product', 'excelPrice', 'remotePrice', 'customer'] });
    expect(records.map((record) => record.activeStrategy).sort()).toEqual(expect.arrayContaining([2, 4]));
    const prices = demo.engine.feeds.allPrices(productAdmin);
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
      const quoted = await demo.engine.pricing.orderPrice(productAdmin, {
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
