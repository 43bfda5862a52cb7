/**
 * Reports benchmark of `npm run bench` (docs/decisions/850-…): the part list PDF of an
 * order with 20 configured positions (crates, pallets, boards and furniture of the demo, each with
 * its own configuration) — vector views and with 512×512 raster views — and the product pictures
 * of the demo catalogue. Time per report and memory (heap and RSS growth, peak RSS while running).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { anonymousContext, Permission, type Database, type Engine } from '@shop/engine';
import { performance } from 'node:perf_hooks';
import { Product } from '../engine/src/catalog/product.entity';
import { Customer } from '../engine/src/customers/customer.entity';
import { Order, OrderPosition } from '../engine/src/requests/request.entity';

const POSITIONS = 20;

/** Configurations per model family, varied by position number. */
function configurationOf(family: string, index: number): Record<string, string> {
  const step = (index % 5) * 200;
  switch (family) {
    case 'crate':
      return { Innenlänge: String(800 + step * 2), Innenbreite: String(600 + step), Innenhöhe: String(400 + step), Kufen: index % 2 ? '2 Kufen' : 'keine', Deckel: 'true' };
    case 'pallet':
      return { Länge: String(1000 + step), Breite: String(800 + step / 2) };
    case 'furniture':
      return {};
    default:
      return {};
  }
}

async function timed<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; heapMb: number; rssMb: number; peakRssMb: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const result = await fn();
  const ms = performance.now() - started;
  clearInterval(sampler);
  const after = process.memoryUsage();
  peak = Math.max(peak, after.rss);
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return { result, ms, heapMb: mb(after.heapUsed - before.heapUsed), rssMb: mb(after.rss - before.rss), peakRssMb: mb(peak) };
}

export async function benchReports(options: { engine: Engine; database: Database; label: string }) {
  const em = options.database.orm.em.fork() as EntityManager;
  const products = (await em.find(Product, { deletedAt: null }, { populate: ['productType'], orderBy: { id: 'asc' } })).filter((product) => product.productType.modelFamily);
  const customer = (await em.find(Customer, {}, { orderBy: { id: 'asc' }, limit: 1 }))[0]!;
  const order = em.create(Order, {
    formattedId: 'B-BENCH-REPORT',
    customer,
    invoiceAddress: { name: 'Muster Logistik AG', street: 'Hafenstrasse 5', zipCode: '4057', city: 'Basel', country: 'CH' },
  });
  for (let index = 0; index < POSITIONS; index += 1) {
    const product = products[index % products.length]!;
    const family = product.productType.modelFamily ?? '';
    em.create(OrderPosition, { order, product, name: product.name, quantity: 1 + (index % 4), configuration: configurationOf(family, index), sortOrder: index } as never);
  }
  await em.flush();
  const ctx = anonymousContext({ customerId: 1, permissions: [Permission.ADMIN_QUOTE] });
  const input = { reportId: 'partList', params: { id: order.id } };

  await options.engine.reports.generate(ctx, input); // warm-up
  const rows = [];
  for (const [name, images] of [
    ['part list PDF, vector views', false],
    ['part list PDF, 512 px raster views', true],
  ] as const) {
    const runs = [];
    for (let run = 0; run < 3; run += 1) runs.push(await timed(() => options.engine.reports.generate(ctx, { ...input, images })));
    const best = runs.reduce((a, b) => (a.ms <= b.ms ? a : b));
    const pages = (best.result.body.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    rows.push({
      benchmark: `${name} (${POSITIONS} positions)`,
      'ms (best of 3)': Math.round(best.ms),
      'ms (worst)': Math.round(Math.max(...runs.map((entry) => entry.ms))),
      'PDF KB': Math.round(best.result.body.length / 1024),
      pages,
      'heap +MB': best.heapMb,
      'RSS +MB': best.rssMb,
      'peak RSS MB': Math.max(...runs.map((entry) => entry.peakRssMb)),
    });
  }
  const pictures = await timed(() => options.engine.reports.pictures.renderAll({ force: true }));
  rows.push({
    benchmark: `product pictures, ${pictures.result.rendered} products × 1024 + 512 px`,
    'ms (best of 3)': Math.round(pictures.ms),
    'ms (worst)': Math.round(pictures.ms),
    'PDF KB': 0,
    pages: 0,
    'heap +MB': pictures.heapMb,
    'RSS +MB': pictures.rssMb,
    'peak RSS MB': pictures.peakRssMb,
  });
  console.log(`\nReports (${options.label})`);
  console.table(rows);
}
