/**
 * `npm run bench`: performance figures, printed as a table (never asserted in tests).
 * Runs on an in-memory PGlite with the demo data, or on DATABASE_URL's PostgreSQL when set
 * (its tables are created by the migrations; use an empty database).
 */
import { anonymousContext, connect, createEngine, createLoginService, loadEnv, loginLimits, migrate, type Engine } from '@shop/engine';
import type { EntityManager } from '@mikro-orm/postgresql';
import { performance } from 'node:perf_hooks';
import { demoDataset } from '../fixtures/demo/index';
import { demoLogins } from '../fixtures/demo/customers';
import { startMemoryDatabase } from '../engine/src/db/embedded';
import { benchPricing } from './bench-pricing';
import { benchStorefront } from './bench-storefront';
import { benchOrderDesk } from './bench-order-desk';
import { benchReports } from './bench-reports';
import { benchSearch } from './bench-search';
import { benchImports } from './bench-imports';
import { benchLoad } from './bench-load';
import { benchHot } from './bench-hot';

interface Result {
  name: string;
  iterations: number;
  opsPerSecond: number;
  p50: number;
  p99: number;
}

async function measure(name: string, iterations: number, fn: () => Promise<unknown>): Promise<Result> {
  for (let i = 0; i < Math.min(20, iterations); i++) await fn(); // warm-up
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name, iterations, opsPerSecond: (iterations / total) * 1000, p50: at(0.5), p99: at(0.99) };
}

function printTable(title: string, results: Result[]) {
  console.log(`\n${title}`);
  console.table(
    results.map((r) => ({
      benchmark: r.name,
      iterations: r.iterations,
      'ops/s': Math.round(r.opsPerSecond),
      'p50 ms': r.p50.toFixed(2),
      'p99 ms': r.p99.toFixed(2),
    })),
  );
}

const server = process.env.DATABASE_URL ? undefined : await startMemoryDatabase();
const url = process.env.DATABASE_URL ?? server!.url;
// The embedded database's owner hears its notifications, as `npm start` does (pushed generations, decisions 1171, 1176).
const database = await connect(url, { poolMax: 5, kind: server ? 'embedded' : 'postgres', ...(server ? { owner: true, embedded: server } : {}) });
let engine: Engine | undefined;
try {
  await migrate(database.orm);
  engine = await createEngine({ env: loadEnv({ ...process.env, NODE_ENV: 'test' }), database });
  await engine.fixtures.seed(demoDataset, {});
  const ctx = anonymousContext();
  const connection = database.orm.em.getConnection();
  const n = Number(process.env.BENCH_ITERATIONS ?? 200);
  // BENCH_ONLY=storefront,pricing runs only the parts named (catalogue, pricing, order-desk,
  // reports, imports, storefront, load, search, login, hot); unset runs them all.
  const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim());
  const runs = (part: string) => !only || only.includes(part);

  if (runs('catalogue')) printTable(`Catalogue reads (${server ? 'embedded PGlite' : 'PostgreSQL'}, ${n} iterations each)`, [
    await measure('category tree (engine)', n, () => engine!.catalog.categories.getCategoryTree(ctx, { shopMode: 'verpackung' })),
    await measure('categories (raw SQL)', n, () => connection.execute('select * from category order by "order", id')),
    await measure('product list, all (engine)', n, () => engine!.catalog.products.listProducts(ctx, {})),
    await measure('products + values (raw SQL)', n, () =>
      connection.execute(
        'select p.*, v.value, a.name from product p left join product_attribute_value v on v.product_id = p.id left join attribute a on a.id = v.attribute_id where p.published and p.deleted_at is null',
      ),
    ),
  ]);

  // Decision 1089: a wrong password for a known e-mail and any password for an unknown one take
  // the same work (one lookup, one argon2id verification of the same cost): their medians match.
  if (runs('login')) {
    const unlimited = { ...loginLimits, perAccountAndAddress: 1e9, perAddress: 1e9, perAccount: 1e9 };
    const login = createLoginService({ em: () => database.orm.em.fork() as EntityManager, sessions: engine.auth.tokens, limits: unlimited });
    const refused = (email: string) => () => login.login({ email, password: 'nicht-das-passwort' }, { clientAddress: '192.0.2.1' }).catch(() => undefined);
    const m = Math.min(n, 50);
    printTable(`Login answers (${server ? 'embedded PGlite' : 'PostgreSQL'}, ${m} iterations each)`, [
      await measure('login, known e-mail, wrong password', m, refused(demoLogins.person.email)),
      await measure('login, unknown e-mail', m, refused('niemand-bench@example.ch')),
    ]);
  }

  // The hot reads over HTTP against a bare server and Vendure's figures (scripts/bench-hot.ts);
  // before the pricing part adds its 100 000 products, so the catalogue is the demo's.
  if (runs('hot')) await benchHot({ engine, label: server ? 'embedded PGlite' : 'PostgreSQL' });

  // The cart price and the feed export (scripts/bench-pricing.ts).
  if (runs('pricing')) await benchPricing({ engine, database, url, measure, printTable, label: server ? 'embedded PGlite' : 'PostgreSQL', iterations: n });

  // The back office's orders grid over 10 000 orders (scripts/bench-order-desk.ts).
  if (runs('order-desk')) await benchOrderDesk({ engine, database, measure, printTable, label: server ? 'embedded PGlite' : 'PostgreSQL', iterations: Math.min(n, 100) });

  // The part list PDF of a 20-position order, and the product pictures (scripts/bench-reports.ts).
  if (runs('reports')) await benchReports({ engine, database, label: server ? 'embedded PGlite' : 'PostgreSQL' });
  // A 10 000-line ERP import against PostgreSQL COPY (scripts/bench-imports.ts).
  if (runs('imports')) await benchImports({ engine, database, url, label: server ? 'embedded PGlite' : 'PostgreSQL' });

  // Product page render throughput, LCP, initial JavaScript of a category page (scripts/bench-storefront.ts).
  if (runs('storefront')) await benchStorefront({ engine });

  // Browsing, a company's prices and its orders at once; RSS of the shop process (scripts/bench-load.ts).
  if (runs('load')) await benchLoad({ engine, label: server ? 'embedded PGlite' : 'PostgreSQL' });

  // The header search over 50 000 generated products (scripts/bench-search.ts); last, as it fills the catalogue.
  if (runs('search')) await benchSearch({ engine, database, measure, printTable, label: server ? 'embedded PGlite' : 'PostgreSQL', iterations: Math.min(n, 100) });
} finally {
  await engine?.close();
  await server?.stop();
}
