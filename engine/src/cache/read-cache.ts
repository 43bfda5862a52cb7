/**
 * Memory of plain rows, correct across instances (decision 973): every entry is kept
 * under the database's cache generation (cache-generation.entity.ts), read once per operation. A
 * change committed by any instance — or by hand in psql — bumps the generation in its own
 * transaction, so the next operation anywhere sees a new number and starts from an empty memory.
 * No second server, no window in which another instance answers with old data.
 */

/**
 * The SQL that reads both generations in one round trip: row 1 grows with every change to cached
 * data, row 2 with the price cache's deletions (an invalidation, an eviction; decision 988).
 */
export const READ_GENERATION_SQL =
  'select (select generation from cache_generation where id = 1) as generation, (select generation from cache_generation where id = 2) as prices';

/**
 * Regions kept under both generations: computed prices, and the product list's answers with
 * prices (decision 1025), go when the price cache loses rows.
 */
export const PRICE_REGIONS: ReadonlySet<string> = new Set(['price', 'priced-page']);

export interface ReadCacheOptions {
  /** Most entries per region; the oldest written go first (default 20 000). */
  maxEntries?: number;
  /**
   * The generations PostgreSQL pushed to this process, when they are trusted (decision 1171:
   * pushed-generations.ts); undefined sends openView to the database.
   */
  pushed?: () => GenerationsRead | undefined;
}

/** One operation's view of the memory: the generation it read, and the regions under it. */
export interface CacheView {
  readonly generation: string;
  /** The price generation (row 2) the operation read. */
  readonly prices: string;
  /**
   * True when the generations are the request's, read with its session check (decision 1080),
   * not by this operation: what it computes from the memory may be older than the database by the
   * time it writes, so a write of derived data must check they still hold (price-lines.ts).
   */
  readonly borrowed: boolean;
  /** The value kept under `key` in `region`, else `load()`'s, kept for the next operation. */
  get<T>(region: string, key: string | number, load: () => Promise<T>): Promise<T>;
  /** Values of many keys: those kept, the rest loaded in one call (`load` gets the missing keys). */
  getMany<K extends string | number, T>(region: string, keys: readonly K[], load: (missing: K[]) => Promise<Map<K, T>>): Promise<Map<K, T>>;
  /** Keeps a value (e.g. a price computed during the operation). */
  set(region: string, key: string | number, value: unknown): void;
  /** The value kept, or undefined. */
  peek<T>(region: string, key: string | number): T | undefined;
}

export interface ReadCache {
  /**
   * A view under `generation` and, for PRICE_REGIONS, `prices` too (both read by the caller with
   * READ_GENERATION_SQL in its own round trip).
   */
  view(generation: string | number | bigint, prices?: string | number | bigint, options?: { borrowed?: boolean }): CacheView;
  /** Drops everything (tests, an operator's clear). */
  clear(): void;
  /** Entries kept now, per region. */
  size(): Record<string, number>;
  /**
   * Hits and misses per region since the process started (GET /metrics, decision 1096): a `get`
   * or a key of `getMany` found in the memory, or loaded. Kept across generations.
   */
  counts(): ReadCacheCount[];
  /** The pushed generations when trusted (ReadCacheOptions.pushed), else undefined. */
  pushed(): GenerationsRead | undefined;
}

export interface ReadCacheCount {
  region: string;
  hits: number;
  misses: number;
}

/** Generations only grow; bigint text compares by length first. */
function newer(candidate: string, than: string): boolean {
  return candidate !== than && (candidate.length > than.length || (candidate.length === than.length && candidate > than));
}

export function createReadCache(options: ReadCacheOptions = {}): ReadCache {
  const maxEntries = options.maxEntries ?? 20_000;
  let current = '';
  let currentPrices = '';
  let regions = new Map<string, Map<string | number, unknown>>();
  // Two integers per region name (the names are the code's own literals: a bounded set).
  const counted = new Map<string, ReadCacheCount>();
  const countOf = (region: string): ReadCacheCount => {
    let count = counted.get(region);
    if (!count) counted.set(region, (count = { region, hits: 0, misses: 0 }));
    return count;
  };

  function regionIn(name: string, generation: string, prices: string): Map<string | number, unknown> | undefined {
    // An operation that read an older generation than the memory holds neither reads nor writes it.
    if (generation !== current) return undefined;
    if (PRICE_REGIONS.has(name) && prices !== currentPrices) return undefined;
    let region = regions.get(name);
    if (!region) regions.set(name, (region = new Map()));
    return region;
  }

  function keep(region: Map<string | number, unknown>, key: string | number, value: unknown) {
    region.set(key, value);
    if (region.size > maxEntries) region.delete(region.keys().next().value as string | number);
  }

  return {
    view(raw, rawPrices = 0, options = {}) {
      const generation = String(raw);
      const prices = String(rawPrices);
      // A newer generation empties the memory; a newer price generation the price regions.
      if (newer(generation, current)) {
        current = generation;
        currentPrices = prices;
        regions = new Map();
      } else if (generation === current && newer(prices, currentPrices)) {
        currentPrices = prices;
        for (const name of PRICE_REGIONS) regions.delete(name);
      }
      const regionOf = (name: string) => regionIn(name, generation, prices);
      return {
        generation,
        prices,
        borrowed: options.borrowed === true,
        async get<T>(name: string, key: string | number, load: () => Promise<T>): Promise<T> {
          const region = regionOf(name);
          if (region?.has(key)) {
            countOf(name).hits += 1;
            return region.get(key) as T;
          }
          countOf(name).misses += 1;
          const value = await load();
          const after = regionOf(name);
          if (after) keep(after, key, value);
          return value;
        },
        async getMany<K extends string | number, T>(name: string, keys: readonly K[], load: (missing: K[]) => Promise<Map<K, T>>): Promise<Map<K, T>> {
          const region = regionOf(name);
          const found = new Map<K, T>();
          const missing: K[] = [];
          for (const key of new Set(keys)) {
            if (region?.has(key)) found.set(key, region.get(key) as T);
            else missing.push(key);
          }
          const count = countOf(name);
          count.hits += found.size;
          count.misses += missing.length;
          if (missing.length > 0) {
            const loaded = await load(missing);
            const after = regionOf(name);
            for (const [key, value] of loaded) {
              found.set(key, value);
              if (after) keep(after, key, value);
            }
          }
          return found;
        },
        set(name, key, value) {
          const region = regionOf(name);
          if (region) keep(region, key, value);
        },
        peek<T>(name: string, key: string | number): T | undefined {
          return regionOf(name)?.get(key) as T | undefined;
        },
      };
    },
    clear() {
      regions = new Map();
    },
    size() {
      return Object.fromEntries([...regions].map(([name, region]) => [name, region.size]));
    },
    counts() {
      return [...counted.values()].map((count) => ({ ...count }));
    },
    pushed: () => options.pushed?.(),
  };
}

/**
 * Both generations as one query read them: the session check of a request brings them along
 * (GENERATION_COLUMNS_SQL), so the request's cached reads need no round trip of their own
 * (decision 1080).
 */
export interface GenerationsRead {
  readonly generation: string;
  readonly prices: string;
}

/** Columns `cache_generation` and `cache_prices` for a query that reads the generations on the way. */
export const GENERATION_COLUMNS_SQL =
  '(select generation from cache_generation where id = 1)::text as cache_generation, (select generation from cache_generation where id = 2)::text as cache_prices';

/** The generations a row of a query with GENERATION_COLUMNS_SQL carries. */
export function generationsOfRow(row: { cache_generation?: unknown; cache_prices?: unknown }): GenerationsRead {
  return { generation: String(row.cache_generation ?? '0'), prices: String(row.cache_prices ?? '0') };
}

/** The component-wise later of two pairs: each generation only grows (see `newer`). */
export function laterGenerations(a: GenerationsRead, b: GenerationsRead | undefined): GenerationsRead {
  if (!b) return a;
  return { generation: newer(b.generation, a.generation) ? b.generation : a.generation, prices: newer(b.prices, a.prices) ? b.prices : a.prices };
}

/**
 * Reads the generation in the caller's transaction (its own uncommitted change counts: decision
 * 973) and opens a view of the memory under it. Outside a transaction it takes, without a query,
 * the later of the generations pushed to this process (decision 1171) and `read`, those this
 * request read already (RequestContext.generations, decision 1080); inside one the generation is
 * read again, so the transaction's own change counts.
 */
export async function openView(em: { execute(query: string): Promise<unknown>; isInTransaction?(): boolean }, cache: ReadCache, read?: GenerationsRead): Promise<CacheView> {
  if (!em.isInTransaction?.()) {
    const pushed = cache.pushed();
    const known = pushed ? laterGenerations(pushed, read) : read;
    if (known) return cache.view(known.generation, known.prices, { borrowed: true });
  }
  const rows = (await em.execute(READ_GENERATION_SQL)) as { generation: string | number | null; prices: string | number | null }[];
  return cache.view(rows[0]?.generation ?? '0', rows[0]?.prices ?? '0');
}
