import { describe, expect, it } from 'vitest';
import { createReadCache, openView } from './read-cache';

describe('read cache under the database generation (decision 973)', () => {
  it('keeps a loaded value for the next operation of the same generation', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.view(1).get('product', 7, load)).toBe(1);
    expect(await cache.view(1).get('product', 7, load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('a newer generation starts from an empty memory', async () => {
    const cache = createReadCache();
    await cache.view(1).get('product', 7, async () => 'old');
    expect(await cache.view(2).get('product', 7, async () => 'new')).toBe('new');
    expect(await cache.view(2).get('product', 7, async () => 'newer')).toBe('new');
  });

  it('an operation that read an older generation neither reads nor keeps values', async () => {
    const cache = createReadCache();
    await cache.view(5).get('product', 7, async () => 'current');
    const stale = cache.view(4);
    expect(await stale.get('product', 7, async () => 'from the database')).toBe('from the database');
    stale.set('product', 8, 'old');
    expect(cache.view(5).peek('product', 8)).toBeUndefined();
    expect(cache.view(5).peek('product', 7)).toBe('current');
  });

  it('a value loaded while the generation moved on is not kept', async () => {
    const cache = createReadCache();
    const view = cache.view(1);
    const value = await view.get('product', 7, async () => {
      cache.view(2); // another operation saw a change meanwhile
      return 'maybe old';
    });
    expect(value).toBe('maybe old');
    expect(cache.view(2).peek('product', 7)).toBeUndefined();
  });

  it('generations compare as numbers beyond 2^53 (bigint text)', async () => {
    const cache = createReadCache();
    await cache.view('9007199254740993').get('r', 1, async () => 'a');
    cache.view('10'); // older: ignored
    expect(cache.view('9007199254740993').peek('r', 1)).toBe('a');
    cache.view('10000000000000000000');
    expect(cache.view('10000000000000000000').peek('r', 1)).toBeUndefined();
  });

  it('getMany loads only the missing keys, once', async () => {
    const cache = createReadCache();
    const asked: number[][] = [];
    const load = async (missing: number[]) => {
      asked.push(missing);
      return new Map(missing.map((id) => [id, `p${id}`]));
    };
    const view = cache.view(1);
    expect([...(await view.getMany('product', [1, 2, 2], load))]).toEqual([[1, 'p1'], [2, 'p2']]);
    expect([...(await view.getMany('product', [2, 3], load))].sort()).toEqual([[2, 'p2'], [3, 'p3']]);
    expect(asked).toEqual([[1, 2], [3]]);
  });

  it('counts hits and misses per region across generations, for GET /metrics (decision 1096)', async () => {
    const cache = createReadCache();
    const first = cache.view(1);
    await first.get('r', 1, async () => 'a');
    await first.get('r', 1, async () => 'a');
    await first.getMany('product', [1, 2], async (missing) => new Map(missing.map((id) => [id, id])));
    await first.getMany('product', [2, 3], async (missing) => new Map(missing.map((id) => [id, id])));
    await cache.view(2).get('r', 1, async () => 'b');
    expect(cache.counts().sort((a, b) => a.region.localeCompare(b.region))).toEqual([
      { region: 'product', hits: 1, misses: 3 },
      { region: 'r', hits: 1, misses: 2 },
    ]);
  });

  it('keeps at most maxEntries per region, dropping the oldest', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    const view = cache.view(1);
    view.set('r', 1, 'a');
    view.set('r', 2, 'b');
    view.set('r', 3, 'c');
    expect(view.peek('r', 1)).toBeUndefined();
    expect(cache.size()).toEqual({ r: 2 });
  });

  it('a newer price generation drops the computed prices and keeps the rest (decision 988)', async () => {
    const cache = createReadCache();
    const before = cache.view(5, 1);
    before.set('price', 'k', 12.5);
    before.set('priced-product', 7, 'crate');
    const after = cache.view(5, 2);
    expect(after.peek('price', 'k')).toBeUndefined();
    expect(after.peek('priced-product', 7)).toBe('crate');
    // An operation still under the older price generation neither reads nor keeps prices.
    before.set('price', 'k', 'stale');
    expect(cache.view(5, 2).peek('price', 'k')).toBeUndefined();
    expect(before.peek('price', 'k')).toBeUndefined();
    expect(before.peek('priced-product', 7)).toBe('crate');
    // An older price generation read later changes nothing.
    cache.view(5, 2).set('price', 'k', 13);
    cache.view(5, 1);
    expect(cache.view(5, 2).peek('price', 'k')).toBe(13);
  });

  it('a newer catalogue generation drops the prices too', async () => {
    const cache = createReadCache();
    cache.view(5, 1).set('price', 'k', 12.5);
    expect(cache.view(6, 1).peek('price', 'k')).toBeUndefined();
  });
});

describe('a view under the generations the request read already (decision 1080)', () => {
  const database = (inTransaction: boolean) => {
    const queries: string[] = [];
    return { queries, em: { execute: async (query: string) => (queries.push(query), [{ generation: '9', prices: '4' }]), isInTransaction: () => inTransaction } };
  };

  it('outside a transaction it takes them and asks the database nothing', async () => {
    const { queries, em } = database(false);
    const view = await openView(em, createReadCache(), { generation: '7', prices: '3' });
    expect(view.generation).toBe('7');
    expect(view.prices).toBe('3');
    expect(queries).toEqual([]);
  });

  it("inside a transaction it reads them again (the transaction's own change counts), as without them", async () => {
    const { queries, em } = database(true);
    expect((await openView(em, createReadCache(), { generation: '7', prices: '3' })).generation).toBe('9');
    expect(queries).toHaveLength(1);
    expect((await openView(database(false).em, createReadCache())).generation).toBe('9');
  });
});
