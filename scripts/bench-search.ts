/**
 * Search benchmark of `npm run bench` (decision 911): the header search
 * (`productSearch.search`, what /suche and the suggestions run) over 50 000 generated products
 * (every fifth with a French and an English name, decision 914) and 5 000 own article numbers of
 * one customer, for a word of a name, a French word, an article number prefix, an own article
 * number and a word that matches nothing; with the plan's index use.
 */
import { anonymousContext, PRODUCT_SEARCH_TEXT, type Database, type Engine } from '@shop/engine';

type Measure = (name: string, iterations: number, fn: () => Promise<unknown>) => Promise<{ name: string; iterations: number; opsPerSecond: number; p50: number; p99: number }>;

const WORDS = ['Holzkiste', 'Palette', 'Exportkiste', 'Brett', 'Sperrholzkiste', 'Gitterbox', 'Deckel', 'Rahmen', 'Verschlag', 'Einwegpalette'];

export async function benchSearch(options: {
  engine: Engine;
  database: Database;
  measure: Measure;
  printTable: (title: string, results: Awaited<ReturnType<Measure>>[]) => void;
  label: string;
  iterations: number;
  products?: number;
}) {
  const count = options.products ?? 50_000;
  const connection = options.database.orm.em.getConnection();
  const words = `array[${WORDS.map((word) => `'${word}'`).join(',')}]`;
  await connection.execute(`
    insert into product (name, article_number, product_type_id, kind_code, published, publicly_available, can_be_configured, list_price, translations, created_at, updated_at)
    select (${words})[1 + g % ${WORDS.length}] || ' ' || (400 + g % 2000) || ' x ' || (300 + g % 900) || ' Serie ' || g, 'BENCH_' || lpad(g::text, 6, '0'),
      (select min(id) from product_type), 1, g % 20 <> 0, true, false, 10 + g % 500,
      case when g % 5 = 0 then jsonb_build_object('fr', jsonb_build_object('name', 'Caisse export ' || g), 'en', jsonb_build_object('name', 'Export crate ' || g)) end,
      now(), now()
    from generate_series(1, ${count}) g`);
  const customerId = Number((await connection.execute<{ id: number }[]>('select min(id) as id from customer'))[0]?.id);
  await connection.execute(`
    insert into customer_product (customer_id, product_id, external_product_id, is_favorite)
    select ${customerId}, p.id, 'KD-' || substr(p.article_number, 7), false from product p
    where p.article_number like 'BENCH_%' and p.id % 10 = 0
    on conflict do nothing`);
  await connection.execute('analyze product');
  await connection.execute('analyze customer_product');
  const search = options.engine.catalog.search;
  const guest = anonymousContext();
  const customer = anonymousContext({ customerId });
  const n = options.iterations;
  options.printTable(`Product search over ${count.toLocaleString('de-CH')} products (${options.label}, ${n} iterations each)`, [
    await options.measure('name word "exportkiste 1200"', n, () => search.search(guest, { q: 'exportkiste 1200' })),
    await options.measure('French name "caisse export 1234"', n, () => search.search(anonymousContext({ locale: 'fr-FR' }), { q: 'caisse export 1234' })),
    await options.measure('article number "BENCH_0421"', n, () => search.search(guest, { q: 'BENCH_0421' })),
    await options.measure('own number "KD-012340" (customer)', n, () => search.search(customer, { q: 'KD-012340' })),
    await options.measure('suggestions "pal", 8 hits', n, () => search.search(customer, { q: 'pal', limit: 8 })),
    await options.measure('no hit "zzqq"', n, () => search.search(guest, { q: 'zzqq' })),
  ]);
  const plan = await connection.execute<{ 'QUERY PLAN': string }[]>(
    `explain select id from product p where ${PRODUCT_SEARCH_TEXT} like '%bench_0421%'`,
  );
  const usesIndex = plan.some((row) => String(Object.values(row)[0]).includes('product_search_i18n_trgm'));
  console.log(`search plan uses product_search_i18n_trgm: ${usesIndex ? 'yes' : 'NO'}`);
}
