import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Readable } from 'node:stream';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { z } from 'zod';
import type { RequestContext } from '../context';
import { ProductKind, ShopTypeId } from '../catalog/enums';
import { toExportString, toMoneyString } from '../money/money';
import { PriceStrategyId, strategyNameOf } from '../pricing/strategies';
import { csvLine, csvPagesNodeStream, type CsvCell, type CsvStreamOptions } from './csv';
import { createFeedLineWriter } from './feed-copy';
import { integerInput } from '../validation/numbers';
import { requireGuard } from '../auth/permissions';

/** Rows fetched per database round trip (keyset pages on product id). */
export const FEED_BATCH_SIZE = 2000;

/** Columns of the merchant feed (GET /api/product/all-published-prices, docs/feeds.md). */
export const PUBLISHED_PRICE_COLUMNS = ['id', 'title', 'description', 'link', 'image_link', 'price', 'availability', 'brand', 'mpn', 'condition'] as const;
/** Columns of the price export (GET /api/product/all-prices-csv, docs/feeds.md). */
export const ALL_PRICE_COLUMNS = ['product_id', 'article_number', 'product_name', 'customer_id', 'strategy', 'quantity', 'price', 'currency', 'source'] as const;

/** The feed's brand column. */
export const FEED_BRAND = 'Holzwerk';

/**
 * Query of the merchant feed: `shop` is the shop type id (1 packaging, 2 pallet furniture,
 * default 1); `all=1` also lists published public products without a list price (empty price).
 */
export const publishedPricesQuerySchema = z.object({
  shop: integerInput().pipe(z.union([z.literal(ShopTypeId.VERPACKUNG), z.literal(ShopTypeId.MOEBEL)])).default(ShopTypeId.VERPACKUNG),
  all: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .transform((value) => value === true || value === '1' || value === 'true')
    .default(false),
});
export type PublishedPricesQuery = z.input<typeof publishedPricesQuerySchema>;

/**
 * One CSV download: its file name, columns, a row count (progress) and the rows, read from the
 * database in batches as they are consumed. Nothing is read until a stream or `rows()` is pulled.
 */
export interface CsvExport {
  fileName: string;
  columns: readonly string[];
  count(): Promise<number>;
  rows(): AsyncGenerator<CsvCell[]>;
  /** CSV bytes as a Node stream (CLI: pipe into a file). */
  toNodeStream(options?: CsvStreamOptions): Readable;
  /** CSV bytes as a web stream (a Response body). */
  toWebStream(options?: CsvStreamOptions): ReadableStream<Uint8Array>;
}

export interface FeedServiceOptions {
  em: () => EntityManager;
  /** The shop's public address: feed links are absolute. */
  publicUrl: string;
  batchSize?: number;
  /** Clock of the file names (tests). */
  now?: () => Date;
  /**
   * Prices of EXCEL and REMOTE records, computed at order time: the price per piece the shop
   * quotes for the product (and the record's customer, null = the default record) at each
   * quantity, null where it cannot price. Without it those rows keep quantity and price empty.
   */
  pricePoints?: (ctx: RequestContext, request: { productId: number; customerId: number | null; quantities: number[]; strategy: string }) => Promise<(string | null)[]>;
  /**
   * PostgreSQL's `COPY (select) TO STDOUT (FORMAT csv)` as bytes (db/copy-out.ts): the merchant
   * feed's bytes are then made from PostgreSQL's CSV (decision 1081). Absent on the embedded
   * database, which does not answer COPY: the feed comes from pages of rows, the same file.
   */
  copyOut?: (sql: string) => AsyncGenerator<Buffer>;
  /**
   * Feeds made from COPY at the same time in this process (default 2): each holds a connection of
   * its own for as long as its reader takes, and the feed is public, so a crowd of downloads must
   * not use up the server's connections. A download beyond them takes the pages of rows (the
   * pool's connections, one query at a time), the same file.
   */
  copySlots?: number;
  /** Says when a feed could not start its COPY and was served from pages of rows instead. */
  logger?: Logger;
}

type SqlRow = Record<string, unknown>;

/** SQL of the merchant feed; `?` binds the shop's product kind, or `kind` is written in (COPY takes no parameters). */
function publishedSql(all: boolean, kind: number | '?' = '?'): string {
  return `select p.id, p.name, p.description, p.article_number, p.list_price
    from product p
    where p.deleted_at is null and p.published and p.publicly_available
      and p.kind_code in (${kind}, ${ProductKind.ANY})${all ? '' : ' and p.list_price is not null'}`;
}

/**
 * SQL of the price export, one row per price: the list price of every product (NONE, no
 * customer), then per customer price record its active strategy — NONE: the list price; FIX: one
 * row per graduated row; MARGIN: internal price × (1 + margin); EXCEL / REMOTE: computed at order
 * time — one row per sampling point of the record (quantity 1 without any), priced through the
 * `pricePoints` option, the row naming the workbook or URL (decision 230).
 */
const ALL_PRICES_SQL = `
  select p.id as product_id, p.article_number, p.name as product_name, null::int as customer_id, ${PriceStrategyId.NONE} as strategy,
         1 as quantity, p.list_price::text as price, null::text as source, 0 as part, null::text as sampling_points
    from product p where p.deleted_at is null and p.list_price is not null and p.id between ? and ?
  union all
  select p.id, p.article_number, p.name, pp.customer_id, pp.active_strategy,
         case when pp.active_strategy in (${PriceStrategyId.EXCEL_PRICE}, ${PriceStrategyId.REMOTE_PRICE}) then null else coalesce(f.quantity, 1) end,
         (case pp.active_strategy
            when ${PriceStrategyId.NONE} then p.list_price
            when ${PriceStrategyId.FIX_PRICE} then f.price
            when ${PriceStrategyId.MARGIN_PRICE} then ip.price * (1 + mp.margin)
          end)::text,
         case pp.active_strategy when ${PriceStrategyId.EXCEL_PRICE} then coalesce(ep.excel_file, pt.excel_file_path) when ${PriceStrategyId.REMOTE_PRICE} then rp.url end,
         1,
         (case pp.active_strategy when ${PriceStrategyId.EXCEL_PRICE} then ep.sampling_points when ${PriceStrategyId.REMOTE_PRICE} then rp.sampling_points end)::text
    from product_price pp
    join product p on p.id = pp.product_id and p.deleted_at is null
    join product_type pt on pt.id = p.product_type_id
    left join fix_price_row f on f.product_price_id = pp.id and pp.active_strategy = ${PriceStrategyId.FIX_PRICE}
    left join margin_price mp on mp.product_price_id = pp.id
    left join internal_price ip on ip.product_id = p.id
    left join excel_price ep on ep.product_price_id = pp.id
    left join remote_price rp on rp.product_price_id = pp.id
    where p.id between ? and ?`;

/** A merchant feed row's cells (columns PUBLISHED_PRICE_COLUMNS) from its product row; `base` without a trailing slash. */
export function publishedRowCells(base: string, row: SqlRow): CsvCell[] {
  const articleNumber = String(row.article_number);
  const path = encodeURIComponent(articleNumber);
  return [
    Number(row.id),
    String(row.name),
    (row.description as string | null) ?? '',
    `${base}/products/${path}`,
    `${base}/api/media/product-overview/${path}`,
    row.list_price === null ? '' : `${toMoneyString(row.list_price as string)} CHF`,
    'in_stock',
    FEED_BRAND,
    articleNumber,
    'new',
  ];
}

function fileStamp(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Merchant feed and price export (R000-7.31, R000-7.32), streamed in keyset pages. */
export function createFeedService(options: FeedServiceOptions) {
  const batchSize = options.batchSize ?? FEED_BATCH_SIZE;
  const now = options.now ?? (() => new Date());
  const base = options.publicUrl.replace(/\/+$/, '');
  const execute = (sql: string, params: unknown[]) => options.em().getConnection().execute<SqlRow[]>(sql, params as never[]);
  const copyOut = options.copyOut;
  const copySlots = options.copySlots ?? 2;
  let copying = 0;

  /**
   * The merchant feed's bytes from PostgreSQL's CSV of its rows (feed-copy.ts): header, then lines
   * in chunks; from `fallback` (the pages of rows) when every COPY slot is taken. The choice is
   * made when the first bytes are read.
   */
  function feedFromCopy(sql: string, fallback: (streamOptions?: CsvStreamOptions) => Readable, streamOptions: CsvStreamOptions = {}): Readable {
    return Readable.from(
      (async function* () {
        if (!copyOut || copying >= copySlots) {
          yield* fallback(streamOptions);
          return;
        }
        copying += 1;
        const source = copyOut(sql);
        // The connection is made and the COPY started before anything is sent: when the server
        // takes no further connection (max_connections), the pool's connections still serve the file.
        let first: IteratorResult<Buffer>;
        try {
          first = await source.next();
        } catch (error) {
          copying -= 1;
          // The file still comes (from the pool's connections); the operator learns why COPY did not.
          options.logger?.warn({ err: error }, 'merchant feed: COPY could not start, served from pages of rows');
          yield* fallback(streamOptions);
          return;
        }
        let lines: Buffer[] = [];
        const writer = createFeedLineWriter({ base, brand: FEED_BRAND, push: (chunk) => lines.push(chunk) });
        const handOn = function* (rows: number) {
          streamOptions.onRow?.(rows);
          for (const chunk of lines) {
            streamOptions.onBytes?.(chunk.length);
            yield chunk;
          }
          lines = [];
        };
        try {
          const header = Buffer.from(csvLine(PUBLISHED_PRICE_COLUMNS), 'utf8');
          streamOptions.onBytes?.(header.length);
          yield header;
          if (!first.done) yield* handOn(writer.write(first.value));
          for await (const chunk of source) yield* handOn(writer.write(chunk));
          yield* handOn(writer.end());
        } finally {
          copying -= 1;
          // A consumer that went away ends the COPY (its connection is closed; a COPY not yet started never opens one).
          await source.return(undefined);
        }
      })(),
      { objectMode: false },
    );
  }

  /** An EXCEL or REMOTE record's prices at its sampling points (quantity 1 without any); a failure leaves the price empty. */
  async function computedPrices(ctx: RequestContext, row: SqlRow): Promise<[number, string | null][]> {
    const parsed = z.array(z.number().int().positive()).safeParse(JSON.parse(String(row.sampling_points)));
    const quantities = parsed.success && parsed.data.length > 0 ? [...new Set(parsed.data)].sort((a, b) => a - b) : [1];
    const request = { productId: Number(row.product_id), customerId: row.customer_id === null ? null : Number(row.customer_id), quantities, strategy: strategyNameOf(Number(row.strategy)) };
    const prices = await options.pricePoints!(ctx, request).catch(() => quantities.map(() => null));
    return quantities.map((quantity, index) => [quantity, prices[index] ?? null]);
  }

  /**
   * An export whose rows come in pages (`pages`) or one by one (`rows`); with `copy` (the merchant
   * feed's select) its streams are made from PostgreSQL's COPY where the database answers it.
   */
  function csvExport(
    fileName: string,
    columns: readonly string[],
    count: () => Promise<number>,
    source: { pages: () => AsyncGenerator<CsvCell[][]> } | { rows: () => AsyncGenerator<CsvCell[]> },
    copy?: { sql: string },
  ): CsvExport {
    const pages =
      'pages' in source
        ? source.pages
        : async function* () {
            for await (const row of source.rows()) yield [row];
          };
    const fromPages = (streamOptions?: CsvStreamOptions) => csvPagesNodeStream(columns, pages(), streamOptions);
    const toNodeStream = copy && copyOut ? (streamOptions?: CsvStreamOptions) => feedFromCopy(copy.sql, fromPages, streamOptions) : fromPages;
    return {
      fileName,
      columns,
      count,
      rows:
        'rows' in source
          ? source.rows
          : async function* () {
              for await (const page of source.pages()) yield* page;
            },
      toNodeStream,
      // Pulled only as it is read: Readable.toWeb starts reading at once, so a response whose body
      // is never read (a HEAD request) would have started the COPY and kept its connection.
      toWebStream: (streamOptions) => NodeReadableStream.from(toNodeStream(streamOptions)) as unknown as ReadableStream<Uint8Array>,
    };
  }

  return {
    /**
     * GET /api/product/all-published-prices?shop=1 (R000-7.31): public — it lists what the shop
     * shows anyone (published, public, not deleted products of the shop's kind) at list price.
     */
    publishedPrices(_ctx: RequestContext, rawQuery: PublishedPricesQuery = {}): CsvExport {
      const query = publishedPricesQuerySchema.parse(rawQuery);
      const sql = publishedSql(query.all);
      return csvExport(
        `merchant-feed-shop${query.shop}-${fileStamp(now())}.csv`,
        PUBLISHED_PRICE_COLUMNS,
        async () => Number((await execute(`select count(*)::int as n from (${sql}) t`, [query.shop]))[0]?.n ?? 0),
        {
          async *pages() {
            const read = (after: number) => execute(`${sql} and p.id > ? order by p.id limit ?`, [query.shop, after, batchSize]);
            let next = read(0);
            for (;;) {
              const page = await next;
              const full = page.length === batchSize;
              // The next page is read while this one is written (the database and the CSV overlap); a
              // consumer that stops early leaves that read to finish on its own.
              if (full) {
                next = read(Number(page[page.length - 1]?.id));
                next.catch(() => undefined);
              }
              yield page.map((row) => publishedRowCells(base, row));
              if (!full) return;
            }
          },
        },
        { sql: `${publishedSql(query.all, query.shop)} order by p.id` },
      );
    },

    /** GET /api/product/all-prices-csv (R000-7.32): every price, customer-specific ones included. ADMIN_PRODUCT. */
    allPrices(ctx: RequestContext): CsvExport {
      requireGuard(ctx, 'productDesk');
      return csvExport(
        `prices-${fileStamp(now())}.csv`,
        ALL_PRICE_COLUMNS,
        async () => {
          // A computed EXCEL / REMOTE record gives one row per sampling point.
          const rows = options.pricePoints ? 'coalesce(sum(greatest(1, coalesce(json_array_length(sampling_points::json), 1))), 0)::int' : 'count(*)::int';
          return Number((await execute(`select ${rows} as n from (${ALL_PRICES_SQL}) t`, [0, 2147483647, 0, 2147483647]))[0]?.n ?? 0);
        },
        {
          rows: async function* () {
            let after = 0;
            for (;;) {
              // One page of product ids, then every price row of that id range, in order.
              const ids = await execute('select id from product where deleted_at is null and id > ? order by id limit ?', [after, batchSize]);
              if (ids.length === 0) return;
              const first = Number(ids[0]?.id);
              const last = Number(ids[ids.length - 1]?.id);
              const page = await execute(`${ALL_PRICES_SQL} order by product_id, part, customer_id, quantity`, [first, last, first, last]);
              for (const row of page) {
                const head: CsvCell[] = [Number(row.product_id), String(row.article_number), String(row.product_name), row.customer_id === null ? null : Number(row.customer_id), strategyNameOf(Number(row.strategy))];
                const source = (row.source as string | null) ?? null;
                if (row.sampling_points !== null && row.sampling_points !== undefined && options.pricePoints) {
                  for (const [quantity, price] of await computedPrices(ctx, row)) yield [...head, quantity, price === null ? null : toExportString(price), price === null ? null : 'CHF', source];
                  continue;
                }
                yield [...head, row.quantity === null ? null : Number(row.quantity), row.price === null ? null : toExportString(row.price as string), row.price === null ? null : 'CHF', source];
              }
              if (ids.length < batchSize) return;
              after = last;
            }
          },
        },
      );
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
