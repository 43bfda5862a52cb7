import { hash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { CacheView } from '../cache/read-cache';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import type { MoneyString } from '../money/money';
import { pricingConfiguration, type PricingConfiguration } from './configuration';
import { PriceCache } from './price-cache.entity';
import type { PricedProduct } from './price-memory';
import { InternalPrice, ProductPrice, type IProductPrice } from './product-price.entity';
import { PriceStrategyId, type GraduatedPrice, type Pricer, type PriceRecordData, type PriceStrategyName, type PriceSubject, type UnavailableReason } from './strategies';

export interface LineRequest {
  product: PricedProduct;
  configuration: Record<string, string>;
  quantity: number;
}

export interface LineQuote {
  pricePerOne: MoneyString | null;
  available: boolean;
  reason?: UnavailableReason;
  /** invalid_configuration: the problems, in the caller's language. */
  detail?: string;
  strategy: PriceStrategyName;
  graduatedPrice: GraduatedPrice[];
}

/** A computed price as kept in memory and in the PriceCache table. */
interface KeptPrice {
  pricePerOne: MoneyString;
  strategy: PriceStrategyName;
  graduatedPrice: GraduatedPrice[];
  computedAt: number;
}

export interface PriceLineDeps {
  pricer: Pricer;
  logger: Logger;
  remoteMaxAgeMs: number;
  now: () => Date;
  /** Drops the oldest PriceCache rows beyond the bound after a write. */
  evict: (em: EntityManager, written: number) => Promise<void>;
}

/** JSON with sorted keys: equal configurations give equal text. */
export function canonicalJson(value: Readonly<Record<string, string>>): string {
  // Keys already in order (an empty configuration, one name, a configurator's own order) need no
  // sorted copy: the same text without the copies (every cart line makes this twice per price).
  const keys = Object.keys(value);
  let sorted = true;
  for (let index = 1; index < keys.length && sorted; index += 1) sorted = (keys[index - 1] as string) < (keys[index] as string);
  if (sorted) return JSON.stringify(value);
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/** The cache key: customer + product + configuration hash + quantity. */
export function priceCacheKey(customerId: number | undefined, productId: number, configuration: Record<string, string>, quantity: number): string {
  // The one-shot hash: no Hash object (with its native handle for the collector) per cart line.
  return hash('sha256', `${customerId ?? 'guest'}|${productId}|${canonicalJson(configuration)}|${quantity}`, 'hex');
}

/** A price record as the strategies read it (the back office's record view builds on it). */
export function toPriceRecordData(record: IProductPrice): PriceRecordData {
  return {
    id: record.id,
    customerId: record.customer?.id ?? null,
    productId: record.product.id,
    unitOfSales: record.unitOfSales,
    activeStrategy: record.activeStrategy,
    excel: record.excelPrice ? { excelFile: record.excelPrice.excelFile ?? null, samplingPoints: record.excelPrice.samplingPoints } : null,
    fix: record.fixPriceRows.isInitialized()
      ? record.fixPriceRows
          .getItems()
          .map((row) => ({ id: row.id, quantity: row.quantity, price: row.price }))
          .sort((a, b) => a.quantity - b.quantity)
      : [],
    remote: record.remotePrice
      ? { url: record.remotePrice.url, apiParamNames: record.remotePrice.apiParamNames, samplingPoints: record.remotePrice.samplingPoints }
      : null,
    margin: record.marginPrice ? { margin: record.marginPrice.margin } : null,
  };
}

function sourceOf(subject: PriceSubject, strategy: PriceStrategyName): string | null {
  if (strategy === 'EXCEL_PRICE') return subject.record?.excel?.excelFile?.trim() || subject.productType.excelFilePath?.trim() || null;
  if (strategy === 'REMOTE_PRICE') return subject.record?.remote?.url ?? null;
  return null;
}

const strategyName = (id: number): PriceStrategyName => (Object.keys(PriceStrategyId) as PriceStrategyName[]).find((name) => PriceStrategyId[name] === id) ?? 'NONE';

/** The configuration a line is priced with (configuration.ts), kept per product, language and request. */
function builtConfiguration(view: CacheView, line: LineRequest, locale: Locale): PricingConfiguration {
  const key = `${line.product.id}|${locale}|${canonicalJson(line.configuration)}`;
  const kept = view.peek<PricingConfiguration>('built-configuration', key);
  if (kept) return kept;
  const own = Object.fromEntries(line.product.values.map((value) => [value.name, value.value]));
  const built = pricingConfiguration({ canBeConfigured: line.product.canBeConfigured, modelFamily: line.product.productType.modelFamily }, own, line.configuration, locale);
  view.set('built-configuration', key, built);
  return built;
}

/** A computed price as the PriceCache table keeps it (its columns, in `keepPrices`' order). */
interface KeptPriceRow {
  key: string;
  customerId: number | null;
  productId: number;
  productTypeId: number;
  configuration: Record<string, string>;
  quantity: number;
  strategy: number;
  source: string | null;
  pricePerOne: MoneyString;
  graduatedPrice: GraduatedPrice[];
  computedAt: Date;
}

const KEPT_PRICE_COLUMNS = ['key', 'customer_id', 'product_id', 'product_type_id', 'configuration', 'quantity', 'strategy', 'source', 'price_per_one', 'graduated_price', 'computed_at'];

/**
 * Rows per statement, as the ORM's upsertMany batched them: the price cache's refresh writes up to
 * its whole bound (50 000 rows) at once, which in one statement would be megabytes of SQL text.
 */
const KEPT_PRICES_PER_STATEMENT = 300;

/**
 * Writes computed prices with INSERT … ON CONFLICT (key) statements of at most 300 rows (a cart:
 * one), in the caller's transaction. Plain statements, not the ORM's upsertMany: building and
 * merging 50 entities cost about a quarter of a cold cart's CPU (decision 1078). The
 * keys of one call are distinct (a key is priced once per call).
 */
async function keepPrices(em: EntityManager, rows: readonly KeptPriceRow[], view: CacheView): Promise<void> {
  for (let start = 0; start < rows.length; start += KEPT_PRICES_PER_STATEMENT) await keepPriceBatch(em, rows.slice(start, start + KEPT_PRICES_PER_STATEMENT), view);
}

/**
 * A view with the request's generations (decision 1080) may have priced from a memory older than
 * the database: a change committed since (a new list price, its kept prices deleted) would be
 * written back as a kept price that outlives the change. Its rows are written only while both
 * generations are still the view's, checked by the insert itself.
 */
async function keepPriceBatch(em: EntityManager, rows: readonly KeptPriceRow[], view: CacheView): Promise<void> {
  const updates = KEPT_PRICE_COLUMNS.filter((column) => column !== 'key').map((column) => `${column} = excluded.${column}`).join(', ');
  const params = rows.flatMap((row) => [
    row.key,
    row.customerId,
    row.productId,
    row.productTypeId,
    JSON.stringify(row.configuration),
    row.quantity,
    row.strategy,
    row.source,
    row.pricePerOne,
    JSON.stringify(row.graduatedPrice),
    row.computedAt,
  ]);
  const columns = KEPT_PRICE_COLUMNS.join(', ');
  if (!view.borrowed) {
    const values = rows.map(() => '(?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?::jsonb, ?)').join(', ');
    await em.execute(`insert into price_cache (${columns}) values ${values} on conflict (key) do update set ${updates}`, params);
    return;
  }
  // Typed values: a VALUES list in a SELECT does not take the columns' types.
  const values = rows.map(() => '(?::varchar, ?::int, ?::int, ?::int, ?::jsonb, ?::int, ?::int, ?::varchar, ?::numeric, ?::jsonb, ?::timestamptz)').join(', ');
  await em.execute(
    `insert into price_cache (${columns}) (select * from (values ${values}) as kept (${columns})
       where (select generation from cache_generation where id = 1) = ?::bigint and (select generation from cache_generation where id = 2) = ?::bigint)
     on conflict (key) do update set ${updates}`,
    [...params, view.generation, view.prices],
  );
}

/**
 * Prices lines for one customer (undefined = guest): the configuration each is priced with
 * (a configurable product's is built by its model, a fixed product's is its own values), then
 * the memory, the PriceCache table, then the strategies. A configuration that cannot be built is
 * unavailable with the problems in the caller's language, and never kept; so are unavailable prices.
 */
export async function priceLines(
  deps: PriceLineDeps,
  em: EntityManager,
  view: CacheView,
  customerId: number | undefined,
  lines: readonly LineRequest[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<LineQuote[]> {
  if (lines.length === 0) return [];
  const nowMs = deps.now().getTime();
  const fresh = (kept: KeptPrice) => kept.strategy !== 'REMOTE_PRICE' || nowMs - kept.computedAt < deps.remoteMaxAgeMs;
  const prepared = lines.map((line) => {
    const priced = Math.max(1, line.quantity);
    const built = builtConfiguration(view, line, locale);
    return { ...line, priced, built, key: built.ok ? priceCacheKey(customerId, line.product.id, built.configuration, priced) : null };
  });

  const known = new Map<string, KeptPrice>();
  const unknownKeys: string[] = [];
  for (const line of prepared) {
    if (line.key === null || known.has(line.key)) continue;
    const kept = view.peek<KeptPrice>('price', line.key);
    if (kept && fresh(kept)) known.set(line.key, kept);
    else unknownKeys.push(line.key);
  }
  if (unknownKeys.length > 0) {
    for (const row of await em.find(PriceCache, { key: { $in: [...new Set(unknownKeys)] } })) {
      const kept: KeptPrice = { pricePerOne: row.pricePerOne, strategy: strategyName(row.strategy), graduatedPrice: row.graduatedPrice, computedAt: row.computedAt.getTime() };
      if (!fresh(kept)) continue;
      known.set(row.key, kept);
      view.set('price', row.key, kept);
    }
  }

  const misses = prepared.filter((line) => line.key !== null && !known.has(line.key));
  const computed = new Map<string, LineQuote>();
  if (misses.length > 0) {
    const productIds = [...new Set(misses.map((line) => line.product.id))];
    const [records, internals] = await Promise.all([
      // The customer's own records and the products' default records (customer null): the
      // customer's record wins (decision 800).
      em.find(
        ProductPrice,
        customerId === undefined
          ? { product: { $in: productIds }, customer: null }
          : { product: { $in: productIds }, $or: [{ customer: customerId }, { customer: null }] },
        { populate: ['excelPrice', 'remotePrice', 'marginPrice', 'fixPriceRows'] },
      ),
      em.find(InternalPrice, { product: { $in: productIds } }),
    ]);
    const recordOf = new Map<number, PriceRecordData>();
    for (const record of [...records].sort((a, b) => (a.customer ? 1 : 0) - (b.customer ? 1 : 0))) recordOf.set(record.product.id, toPriceRecordData(record));
    const internalOf = new Map(internals.map((row) => [row.product.id, row.price]));
    const writes: KeptPriceRow[] = [];
    for (const line of misses) {
      const key = line.key as string;
      if (computed.has(key) || !line.built.ok) continue;
      const product = line.product;
      const subject: PriceSubject = {
        productId: product.id,
        listPrice: product.listPrice,
        productType: product.productType,
        configuration: line.built.configuration,
        record: recordOf.get(product.id) ?? null,
        internalPrice: internalOf.get(product.id) ?? null,
        configurable: product.canBeConfigured,
        partCost: line.built.partCost,
      };
      const quote = await deps.pricer.price(subject, line.priced);
      if (quote.available) {
        const computedAt = deps.now();
        computed.set(key, { pricePerOne: quote.pricePerOne, available: true, strategy: quote.strategy, graduatedPrice: quote.graduatedPrice });
        view.set('price', key, { pricePerOne: quote.pricePerOne, strategy: quote.strategy, graduatedPrice: quote.graduatedPrice, computedAt: computedAt.getTime() } satisfies KeptPrice);
        writes.push({
          key,
          customerId: customerId ?? null,
          productId: product.id,
          productTypeId: product.productType.id,
          configuration: line.built.configuration,
          quantity: line.priced,
          strategy: PriceStrategyId[quote.strategy],
          source: sourceOf(subject, quote.strategy),
          pricePerOne: quote.pricePerOne,
          graduatedPrice: quote.graduatedPrice,
          computedAt,
        });
      } else {
        // Unavailable prices are not kept: the next request tries again.
        deps.logger.warn({ productId: product.id, customerId, reason: quote.reason, detail: quote.detail }, 'price unavailable');
        computed.set(key, { pricePerOne: null, available: false, reason: quote.reason, strategy: quote.strategy, graduatedPrice: [] });
      }
    }
    if (writes.length > 0) {
      await keepPrices(em, writes, view);
      await deps.evict(em, writes.length);
    }
  }

  return prepared.map((line) => {
    if (!line.built.ok) {
      return { pricePerOne: null, available: false, reason: 'invalid_configuration', detail: line.built.problems.join(' '), strategy: 'NONE', graduatedPrice: [] };
    }
    const hit = known.get(line.key as string);
    if (hit) return { pricePerOne: hit.pricePerOne, available: true, strategy: hit.strategy, graduatedPrice: hit.graduatedPrice };
    return computed.get(line.key as string) as LineQuote;
  });
}
