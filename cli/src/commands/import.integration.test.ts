import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../fixtures/seed-demo';
import { binary, inProcess, openCliWorld, type CliWorld } from '../../test/shop';

// The real binary starts a process (tsx, the engine): slow on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const sample = (name: string) => resolve(import.meta.dirname, '../../../fixtures/imports', name);
let world: CliWorld;
const shop = (args: string[]) => inProcess(world.engine, args);

beforeAll(async () => {
  world = await openCliWorld();
  await seedDemo(world.engine);
});
afterAll(() => world?.close());

describe('shop import [imports]', () => {
  it('koller: a dry run writes nothing; the import places the quote (the real binary); a refused file exits 1 naming its lines', async () => {
    const dry = await shop(['--json', 'import', 'koller', sample('koller-invoice-ch.csv'), '--dry-run']);
    expect(dry.exitCode, dry.stderr).toBe(0);
    expect(JSON.parse(dry.stdout)).toMatchObject({ outcome: 'PREVIEW', runId: null });
    const done = await binary(['import', 'koller', sample('koller-invoice-ch.csv')], world.env);
    expect(done.exitCode, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/^koller koller-invoice-ch\.csv: imported — invoiceRef R-2026-04711, lots 3, quoteId \d+, formattedId O-\d{4}-\d{6}/);
    const bad = await shop(['import', 'koller', sample('koller-invoice-bad.csv')]);
    expect(bad.exitCode).toBe(1);
    expect(bad.stdout).toContain('refused, nothing written (3 bad lines)');
    expect(bad.stdout).toContain('line 3: Das Feld «lineTotal» ist keine Zahl: «zwölfhundert».');
  });

  it('ax: the kind follows the header; the same file twice creates nothing the second time', async () => {
    const first = await shop(['--json', 'import', 'ax', sample('ax-orders.csv')]);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ kind: 'ax-file', outcome: 'IMPORTED', summary: { created: 3 } });
    const again = await shop(['--json', 'import', 'ax', sample('ax-orders.csv')]);
    expect(JSON.parse(again.stdout)).toMatchObject({ summary: { created: 0, unchanged: 3 } });
    const status = await shop(['--json', 'import', 'ax', sample('ax-order-status.csv')]);
    expect(JSON.parse(status.stdout)).toMatchObject({ kind: 'ax-status', outcome: 'IMPORTED', summary: { ordersChanged: 3 } });
  });

  it('R001-7.052 template: the sample sheet becomes a quote, with --as order an order; an unknown target exits 1', async () => {
    const quote = await shop(['--json', 'import', 'template', sample('bestellvorlage-muster-logistik.xlsx')]);
    expect(quote.exitCode, quote.stderr).toBe(0);
    expect(JSON.parse(quote.stdout)).toMatchObject({ kind: 'template', outcome: 'IMPORTED', summary: { target: 'QUOTE', lines: 3, orderId: null } });
    const order = await shop(['import', 'template', sample('bestellvorlage-muster-logistik.xlsx'), '--as', 'order']);
    expect(order.exitCode, order.stderr).toBe(0);
    expect(order.stdout).toMatch(/^template bestellvorlage-muster-logistik\.xlsx: imported — customerId \d+, lines 3, target ORDER, orderId \d+, formattedId B-\d{4}-\d{6}/);
    const wrong = await shop(['import', 'template', sample('bestellvorlage-muster-logistik.xlsx'), '--as', 'rechnung']);
    expect(wrong.exitCode).toBe(1);
    expect(wrong.stdout).toContain('Unbekanntes Ziel «rechnung»: Offerte oder Bestellung.');
  });
});
