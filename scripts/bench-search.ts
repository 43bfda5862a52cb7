/**
 * Search benchmark of `npm run bench` (decisions 911, 914, 1136): the header search
 * (`productSearch.search`, what /suche and the suggestions run) over 50 000 generated products
 * (every fifth with a French and an English name, every second with a German description) and
 * 5 000 own article numbers of one customer, for a word of a name, a French word, an article
 * number prefix, an own article number and a word that matches nothing; then mistyped words
 * (German, French, a description word, an article number and an own number one character off,
 * the suggestions of a typo, a typo near nothing), which take the dictionary's way; with the
 * plan's index use and the time the triggers took to fill the dictionary.
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
  const filling = performance.now();
  await connection.execute(`
    insert into product (name, article_number, product_type_id, kind_code, published, publicly_available, can_be_configured, list_price, translations, description, created_at, updated_at)
    select (${words})[1 + g % ${WORDS.length}] || ' ' || (400 + g % 2000) || ' x ' || (300 + g % 900) || ' Serie ' || g, 'BENCH_' || lpad(g::text, 6, '0'),
      (select min(id) from product_type), 1, g % 20 <> 0, true, false, 10 + g % 500,
      case when g % 5 = 0 then jsonb_build_object('fr', jsonb_build_object('name', 'Caisse export ' || g), 'en', jsonb_build_object('name', 'Export crate ' || g)) end,
      case when g % 2 = 0 then 'Aus ' || (array['Fichte','Tanne','Buche','Sperrholz'])[1 + g % 4] || ', mit ' || (array['Schiebedeckel','Kufen','Spannverschluss'])[1 + g % 3] || ', Charge ' || (g % 997) end,
      now(), now()
    from generate_series(1, ${count}) g`);
  const filled = performance.now() - filling;
  const customerId = Number((await connection.execute<{ id: number }[]>('select min(id) as id from customer'))[0]?.id);
  await connection.execute(`
    insert into customer_product (customer_id, product_id, external_product_id, is_favorite)
    select ${customerId}, p.id, 'KD-' || substr(p.article_number, 7), false from product p
    where p.article_number like 'BENCH_%' and p.id % 10 = 0
    on conflict do nothing`);
  await connection.execute('analyze product');
  await connection.execute('analyze customer_product');
  await connection.execute('analyze search_word');
  const ownNumber = String((await connection.execute<{ n: string }[]>(`select external_product_id n from customer_product where customer_id = ${customerId} and external_product_id like 'KD-0123%' order by 1 limit 1`))[0]?.n ?? 'KD-012340');
  // The own number with one digit typed twice: one edit away, and part of no other number.
  const ownTypo = ownNumber.slice(0, 6) + ownNumber.slice(5);
  const search = options.engine.catalog.search;
  const guest = anonymousContext();
  const customer = anonymousContext({ customerId });
  const n = options.iterations;
  options.printTable(`Product search over ${count.toLocaleString('de-CH')} products (${options.label}, ${n} iterations each)`, [
    await options.measure('name word "exportkiste 1200"', n, () => search.search(guest, { q: 'exportkiste 1200' })),
    await options.measure('French name "caisse export 1234"', n, () => search.search(anonymousContext({ locale: 'fr-FR' }), { q: 'caisse export 1234' })),
    await options.measure('article number "BENCH_0421"', n, () => search.search(guest, { q: 'BENCH_0421' })),
    await options.measure(`own number "${ownNumber}" (customer)`, n, () => search.search(customer, { q: ownNumber })),
    await options.measure('suggestions "pal", 8 hits', n, () => search.search(customer, { q: 'pal', limit: 8 })),
    await options.measure('no hit "zzqq"', n, () => search.search(guest, { q: 'zzqq' })),
  ]);
  const dictionarySize = await connection.execute<{ n: number }[]>('select count(*)::int n from search_word');
  console.log(`dictionary: ${dictionarySize[0]?.n ?? 0} words, filled by the triggers with the ${count.toLocaleString('de-CH')} products in ${Math.round(filled)} ms`);
  const french = anonymousContext({ locale: 'fr-FR' });
  const typo = async (q: string, ctx = guest, limit?: number) => {
    const result = await search.search(ctx, limit ? { q, limit } : { q });
    if (result.hits.length === 0 || !result.suggestion) console.log(`the typo "${q}" found nothing`);
    return result;
  };
  options.printTable(`Product search with typos over ${count.toLocaleString('de-CH')} products (${options.label}, ${n} iterations each)`, [
    await options.measure('"kisste" → Kiste', n, () => typo('kisste')),
    await options.measure('"palete 1200" → Palette 1200', n, () => typo('palete 1200')),
    await options.measure('French "caise exprot" → caisse export', n, () => typo('caise exprot', french)),
    await options.measure('description "schiebedekel" → Schiebedeckel', n, () => typo('schiebedekel')),
    // A letter O for a zero: part of no number ('BENCH_00421' would be, of BENCH_004210 to 004219).
    await options.measure('article number "BENCH_00O421" → BENCH_000421', n, () => typo('BENCH_00O421')),
    await options.measure(`own number "${ownTypo}" → ${ownNumber} (customer)`, n, () => typo(ownTypo, customer)),
    await options.measure('suggestions "palete", 8 hits', n, () => typo('palete', customer, 8)),
    await options.measure('typo near nothing "zzqqxx"', n, () => search.search(guest, { q: 'zzqqxx' })),
  ]);
  const plan = await connection.execute<{ 'QUERY PLAN': string }[]>(
    `explain select id from product p where ${PRODUCT_SEARCH_TEXT} like '%bench_0421%'`,
  );
  const usesIndex = plan.some((row) => String(Object.values(row)[0]).includes('product_search_text_trgm'));
  console.log(`search plan uses product_search_text_trgm: ${usesIndex ? 'yes' : 'NO'}`);
}
