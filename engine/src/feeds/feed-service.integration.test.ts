import { beforeAll, describe, expect, it, vi } from 'vitest';
import { asCustomer, asGuest, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { ProductType } from '../catalog/product-type.entity';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { Customer } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { ExcelPrice, FixPriceRow, InternalPrice, MarginPrice, ProductPrice } from '../pricing/product-price.entity';
import { csvWebStream } from './csv';
import { createFeedService } from './feed-service';

const em = useTestDatabase();
const now = () => new Date('2026-11-22T10:00:00Z');
const feeds = (batchSize = 2) => createFeedService({ em, publicUrl: 'https://shop.example.ch/', batchSize, now });
const productAdmin = asCustomer(1, [Permission.ADMIN_PRODUCT]);
const ids = { alice: 0, fix: 0, margin: 0, crate: 0 };

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

beforeAll(async () => {
  const fork = em();
  const type = fork.create(ProductType, { name: 'Holzkiste', excelFilePath: 'kiste.xlsx' });
  const alice = fork.create(Customer, {});
  const make = (articleNumber: string, extra: Record<string, unknown> = {}) =>
    fork.create(Product, { name: `Kiste ${articleNumber}`, articleNumber, productType: type, published: true, listPrice: '100.00', ...extra });
  make('LIST_1', { description: 'Palette, "stark"' });
  const fix = make('FIX_1', { listPrice: '12.50' });
  make('EVIL_1', { name: '=HYPERLINK("http://x")', description: '+41 62 000 00 00' });
  make('HIDDEN_1', { published: false });
  make('PRIVATE_1', { publiclyAvailable: false });
  make('MOEBEL_1', { kindCode: 2 });
  make('NOPRICE_1', { listPrice: null });
  make('GONE_1', { deletedAt: new Date() });
  const margin = make('MARGIN_1');
  const crate = make('KISTE_1');
  fork.create(InternalPrice, { product: margin, price: '248.00' });
  const fixRecord = fork.create(ProductPrice, { customer: alice, product: fix, activeStrategy: 3 });
  fork.create(FixPriceRow, { productPrice: fixRecord, quantity: 1, price: '11.00' });
  fork.create(FixPriceRow, { productPrice: fixRecord, quantity: 10, price: '9.50' });
  const marginRecord = fork.create(ProductPrice, { customer: alice, product: margin, activeStrategy: 5 });
  fork.create(MarginPrice, { productPrice: marginRecord, margin: '0.1234' });
  const excelRecord = fork.create(ProductPrice, { customer: alice, product: crate, activeStrategy: 2 });
  fork.create(ExcelPrice, { productPrice: excelRecord, excelFile: null, samplingPoints: [1, 10] });
  await fork.flush();
  Object.assign(ids, { alice: alice.id, fix: fix.id, margin: margin.id, crate: crate.id });
});


describe('merchant feed (GET /api/product/all-published-prices)', () => {
  it('R000-7.31 R001-7.102 lists published public products of the shop at list price, as a CSV download', async () => {
    const feed = feeds().publishedPrices(asGuest(), { shop: '1' });
    expect(feed.fileName).toBe('merchant-feed-shop1-2026-11-22.csv');
    const lines = (await text(feed.toWebStream())).trimEnd().split('\n');
    expect(lines[0]).toBe('id,title,description,link,image_link,price,availability,brand,mpn,condition');
    const articles = lines.slice(1).map((line) => line.split(',').at(-2));
    expect(articles).toEqual(['LIST_1', 'FIX_1', 'EVIL_1', 'MARGIN_1', 'KISTE_1']);
    expect(lines[1]).toContain('"Palette, ""stark""",https://shop.example.ch/products/LIST_1,https://shop.example.ch/api/media/product-overview/LIST_1,100.00 CHF,in_stock,Holzwerk,LIST_1,new');
    expect(lines[2]).toContain(',12.50 CHF,');
    expect(await feed.count()).toBe(5);
  });

  it('shop=2 lists the pallet furniture; all=1 adds products without a list price', async () => {
    const moebel = await text(feeds().publishedPrices(asGuest(), { shop: 2 }).toWebStream());
    expect(moebel).toContain('MOEBEL_1');
    expect(moebel).not.toContain('LIST_1');
    const all = await text(feeds().publishedPrices(asGuest(), { shop: 1, all: '1' }).toWebStream());
    expect(all).toMatch(/NOPRICE_1,.*,,in_stock/);
    expect(() => feeds().publishedPrices(asGuest(), { shop: 3 as never })).toThrow();
  });

  it('neutralises cells that a spreadsheet would read as a formula (CSV injection)', async () => {
    const feed = await text(feeds().publishedPrices(asGuest(), {}).toWebStream());
    expect(feed).toContain(`"'=HYPERLINK(""http://x"")",'+41 62 000 00 00,`);
  });
});

describe('price export (GET /api/product/all-prices-csv)', () => {
  it('R000-7.32 R001-7.103 lists every price, customer prices included, with export rounding to 4 places', async () => {
    const prices = feeds().allPrices(productAdmin);
    expect(prices.fileName).toBe('prices-2026-11-22.csv');
    const csv = await text(prices.toWebStream());
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe('product_id,article_number,product_name,customer_id,strategy,quantity,price,currency,source');
    expect(lines).toContain(`${ids.fix},FIX_1,Kiste FIX_1,,NONE,1,12.5,CHF,`);
    expect(lines).toContain(`${ids.fix},FIX_1,Kiste FIX_1,${ids.alice},FIX_PRICE,1,11,CHF,`);
    expect(lines).toContain(`${ids.fix},FIX_1,Kiste FIX_1,${ids.alice},FIX_PRICE,10,9.5,CHF,`);
    // 248.00 × 1.1234 = 278.6032: four places kept.
    expect(lines).toContain(`${ids.margin},MARGIN_1,Kiste MARGIN_1,${ids.alice},MARGIN_PRICE,1,278.6032,CHF,`);
    expect(lines).toContain(`${ids.crate},KISTE_1,Kiste KISTE_1,${ids.alice},EXCEL_PRICE,,,,kiste.xlsx`);
    expect(csv).not.toContain('GONE_1');
    expect(await prices.count()).toBe(lines.length - 1);
  });

  it('needs ADMIN_PRODUCT (3)', () => {
    const refused = (ctx: RequestContext) => {
      try {
        feeds().allPrices(ctx);
        return 'ok';
      } catch (error) {
        return EngineError.is(error) ? error.kind : 'other';
      }
    };
    expect(refused(asGuest())).toBe('unauthenticated');
    expect(refused(asCustomer(5, [Permission.ADMIN_CATEGORY]))).toBe('forbidden');
    expect(refused(productAdmin)).toBe('ok');
  });
});

describe('streaming', () => {
  it('R000-7.31 gives the same rows in the same order at every page size (the next page is read while one is written)', async () => {
    const articles = async (batchSize: number) =>
      (await text(feeds(batchSize).publishedPrices(asGuest(), {}).toWebStream())).trimEnd().split('\n').slice(1).map((line) => line.split(',').at(-2));
    // 5 rows: pages that end short, exactly on the last row (an empty page after it), and one page for all.
    for (const batchSize of [1, 2, 4, 5, 6]) expect(await articles(batchSize), `batch ${batchSize}`).toEqual(['LIST_1', 'FIX_1', 'EVIL_1', 'MARGIN_1', 'KISTE_1']);
  });

  it('sends the first bytes before the database rows are all read (pages of batchSize)', async () => {
    const service = feeds(1);
    const feed = service.publishedPrices(asGuest(), {});
    let pulled = 0;
    const rows = feed.rows();
    const observed = (async function* () {
      for await (const row of rows) {
        pulled += 1;
        yield row;
      }
    })();
    // 1 row per page: reading the header and first line must not need all 5 pages.
    const reader = csvWebStream(feed.columns, observed).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^id,title/);
    expect(pulled).toBeLessThan(5);
    await reader.cancel();
  });

  it('pulls a large generator lazily: the first chunk arrives long before the last row', async () => {
    let pulled = 0;
    const total = 200_000;
    const rows = (async function* () {
      for (let i = 0; i < total; i += 1) {
        pulled += 1;
        yield [i, `=row ${i}`];
      }
    })();
    const reader = csvWebStream(['n', 'text'], rows).getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    expect(pulled).toBeLessThan(total / 10);
    await reader.cancel();
  });

  it('stops reading rows when the download is cancelled, and fails the stream when the rows fail', async () => {
    let finished = false;
    const endless = (async function* () {
      try {
        for (let i = 0; ; i += 1) yield [i];
      } finally {
        finished = true;
      }
    })();
    const reader = csvWebStream(['n'], endless).getReader();
    await reader.read();
    await reader.cancel();
    await vi.waitFor(() => expect(finished).toBe(true));

    const failing = (async function* () {
      yield [1];
      throw new Error('database gone');
    })();
    await expect(new Response(csvWebStream(['n'], failing)).text()).rejects.toThrow();
  });
});
