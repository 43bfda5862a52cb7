import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { asGuest } from '../../test/world';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { adminQuery } from '../../test/global-setup';
import { ProductType } from '../catalog/product-type.entity';
import { Product } from '../catalog/product.entity';
import { copyOutCsv } from '../db/copy-out';
import { createFeedService, type PublishedPricesQuery } from './feed-service';

/**
 * The merchant feed from PostgreSQL's COPY (decision 1081) against the feed from pages of rows:
 * the same bytes for awkward products; an abandoned download ends its COPY. Real PostgreSQL only
 * (TEST_DATABASE_URL): PGlite does not answer COPY over its socket, so the shop on PGlite always
 * takes the pages of rows (the other feed tests).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('merchant feed from COPY (PostgreSQL)', () => {
  let db: TestDatabase;
  const em = () => db.orm.em.fork() as EntityManager;
  const options = { em, publicUrl: 'https://shop.example.ch/', now: () => new Date('2026-11-29T10:00:00Z') };
  const fromRows = () => createFeedService({ ...options, batchSize: 3 });
  const fromCopy = () => createFeedService({ ...options, copyOut: (sql) => copyOutCsv(em, sql) });
  const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
  /** A feed service with one COPY slot, counting the COPY connections it opens. */
  const oneSlotFeeds = () => {
    let count = 0;
    const feeds = createFeedService({
      ...options,
      copyOut: (sql) => {
        count += 1;
        return copyOutCsv(em, sql);
      },
      copySlots: 1,
    });
    return { feeds, opened: () => count };
  };
  /** Connections of this database whose last statement is a COPY (closed ones are gone). */
  const copies = async () =>
    Number((await em().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and left(query, 6) = 'copy ('`))[0]?.n);

  beforeAll(async () => {
    db = await createTestDatabase();
    const fork = em();
    const type = fork.create(ProductType, { name: 'Holzkiste' });
    const make = (articleNumber: string, extra: Record<string, unknown> = {}) =>
      fork.create(Product, { name: `Kiste ${articleNumber}`, articleNumber, productType: type, published: true, listPrice: '100.00', ...extra });
    make('LIST_1', { description: 'Palette, "stark"' });
    make('EVIL 1/ä', { name: '=HYPERLINK("http://x")', description: '+41 62 000 00 00', listPrice: '12.50' });
    make('@at,"q"', { name: '-minus', description: null, listPrice: null });
    make('\tTAB', { name: 'Zeilen\numbruch', description: '', listPrice: '-5.00' });
    make("A-B_C.D!E~F*G'H(I)J", { name: 'Größe 🪵 Äste', description: 'Zeile\r\nzwei', listPrice: '0.00' });
    make('""', { name: '"', description: ',', listPrice: '1234567890.99' });
    make('%20+x?y#z&=', { name: '\rCR', description: '\\.', listPrice: '9.90' });
    make('MOEBEL_1', { kindCode: 2, name: 'Sofa, "Palette"' });
    make('ANY_1', { kindCode: 99 });
    make('HIDDEN_1', { published: false });
    make('PRIVATE_1', { publiclyAvailable: false });
    make('GONE_1', { deletedAt: new Date() });
    await fork.flush();
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it.each<PublishedPricesQuery>([{ shop: 1 }, { shop: 2 }, { shop: 1, all: '1' }, { shop: 2, all: true }])(
    'R000-7.31 the same file as from pages of rows: %o',
    async (query) => {
      const expected = await text(fromRows().publishedPrices(asGuest(), query).toWebStream());
      let rows = 0;
      const made = await text(fromCopy().publishedPrices(asGuest(), query).toWebStream({ onRow: (count) => (rows = count) }));
      expect(made).toBe(expected);
      expect(rows).toBe(expected.match(/,new\n/g)?.length);
      expect(rows).toBeGreaterThan(0);
    },
  );

  it('a download stopped after its first chunk ends its COPY and its connection', async () => {
    await em().getConnection().execute(`insert into product (name, article_number, product_type_id, kind_code, published, list_price, created_at, updated_at)
      select 'Viele ' || n, 'MANY_' || n, (select id from product_type limit 1), 1, true, n, now(), now() from generate_series(1, 30000) n`);
    const reader = fromCopy().publishedPrices(asGuest(), { shop: 1 }).toWebStream().getReader();
    // The header comes before the COPY starts: read until lines of products came.
    let lines = '';
    while (!lines.includes(',new\n')) {
      const next = await reader.read();
      expect(next.done).toBe(false);
      lines += Buffer.from(next.value ?? []).toString();
    }
    expect(await copies()).toBe(1);
    await reader.cancel();
    let left = await copies();
    for (let wait = 0; left > 0 && wait < 50; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await copies();
    }
    expect(left).toBe(0);
    // The whole feed still comes, all 30 000 and the rest.
    const whole = await text(fromCopy().publishedPrices(asGuest(), { shop: 1 }).toWebStream());
    expect(whole.match(/,new\n/g)?.length).toBe(30_000 + 7);
  });

  it('a download beyond the COPY slots takes the pages of rows: the same file, no further connection', async () => {
    const { feeds, opened } = oneSlotFeeds();
    const expected = await text(createFeedService(options).publishedPrices(asGuest(), { shop: 1 }).toWebStream());
    const holding = feeds.publishedPrices(asGuest(), { shop: 1 }).toWebStream().getReader();
    let head = '';
    while (!head.includes(',new\n')) head += Buffer.from((await holding.read()).value ?? []).toString();
    expect(await copies()).toBe(1);
    // While the first holds the slot, a second download is served from pages of rows.
    expect(await text(feeds.publishedPrices(asGuest(), { shop: 1 }).toWebStream())).toBe(expected);
    expect(opened()).toBe(1);
    let rest = '';
    for (;;) {
      const next = await holding.read();
      if (next.done) break;
      rest += Buffer.from(next.value).toString();
    }
    expect(head + rest).toBe(expected);
    // The slot is free again: the next download is made from COPY.
    const again = feeds.publishedPrices(asGuest(), { shop: 1 }).toWebStream().getReader();
    let more = '';
    while (!more.includes(',new\n')) more += Buffer.from((await again.read()).value ?? []).toString();
    expect(opened()).toBe(2);
    await again.cancel();
  });

  it('a download never read (a HEAD request’s body) starts no COPY and takes no slot', async () => {
    const { feeds, opened } = oneSlotFeeds();
    const unread = feeds.publishedPrices(asGuest(), { shop: 1 }).toWebStream();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(opened()).toBe(0);
    expect(await copies()).toBe(0);
    const expected = await text(createFeedService(options).publishedPrices(asGuest(), { shop: 1 }).toWebStream());
    expect(await text(feeds.publishedPrices(asGuest(), { shop: 1 }).toWebStream())).toBe(expected);
    expect(opened()).toBe(1);
    await unread.cancel();
  });

  // Two feeds of 60 000 rows (about 20 MB each): well inside 30 s on an idle machine, over it under load.
  it('a slow reader is not cut off by the server’s statement_timeout', async () => {
    const database = (await em().getConnection().execute<{ name: string }[]>('select current_database() as name'))[0]?.name;
    // More than the sockets hold (about 20 MB), so that the COPY has to wait for the reader.
    await em().getConnection().execute(`insert into product (name, article_number, product_type_id, kind_code, published, list_price, description, created_at, updated_at)
      select 'Lang ' || n, 'LONG_' || n, (select id from product_type limit 1), 1, true, n, repeat('Fichte, Tanne. ', 20), now(), now() from generate_series(1, 60000) n`);
    await em().getConnection().execute(`alter database "${database}" set statement_timeout = '300ms'`);
    try {
      const expected = await text(createFeedService(options).publishedPrices(asGuest(), { shop: 1 }).toWebStream());
      const reader = fromCopy().publishedPrices(asGuest(), { shop: 1 }).toWebStream().getReader();
      let made = '';
      for (let pause = 0; ; pause += 1) {
        const next = await reader.read();
        if (next.done) break;
        made += Buffer.from(next.value).toString();
        // The COPY waits for its reader: well over the timeout in all.
        if (pause < 4) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(made).toBe(expected);
    } finally {
      await em().getConnection().execute(`alter database "${database}" reset statement_timeout`);
      await em().getConnection().execute(`delete from product where article_number like 'LONG_%'`);
    }
  }, 120_000);

  it('when the server takes no further connection, the pool’s connections serve the same file', async () => {
    const database = (await em().getConnection().execute<{ name: string }[]>('select current_database() as name'))[0]?.name;
    const expected = await text(createFeedService(options).publishedPrices(asGuest(), { shop: 1 }).toWebStream());
    // From another database: a database cannot shut itself off.
    const server = inject('testDatabase');
    if (server.kind !== 'postgres') throw new Error('PostgreSQL only');
    await adminQuery(server.serverUrl, `alter database "${database}" with allow_connections false`);
    try {
      const warn = vi.fn();
      const feeds = createFeedService({ ...options, copyOut: (sql) => copyOutCsv(em, sql), logger: { warn } as unknown as Logger });
      expect(await text(feeds.publishedPrices(asGuest(), { shop: 1 }).toWebStream())).toBe(expected);
      expect(await copies()).toBe(0);
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), 'merchant feed: COPY could not start, served from pages of rows');
    } finally {
      await adminQuery(server.serverUrl, `alter database "${database}" with allow_connections true`);
    }
  });
});
