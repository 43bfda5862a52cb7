import type { EntityManager } from '@mikro-orm/postgresql';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Customer } from '../../../engine/src/customers/customer.entity';
import { Order, OrderPosition } from '../../../engine/src/requests/request.entity';
import { givenCrate } from '../../test/crate';
import { binary, inProcess, openCliWorld, type CliWorld } from '../../test/shop';

// The real binary starts a process (tsx, the engine): slow on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let world: CliWorld;
let orderId = 0;
const shop = (args: string[]) => inProcess(world.engine, args);

beforeAll(async () => {
  world = await openCliWorld();
  // An order with a configured crate and a pallet, written straight into the shop's database.
  const em = world.engine.database.orm.em.fork() as EntityManager;
  const crate = givenCrate(em, 'CLI_KISTE_1');
  const order = em.create(Order, { formattedId: 'B-2026-CLI01', customer: em.create(Customer, {}), invoiceAddress: { name: 'Muster Logistik AG', street: 'Weg 1', zipCode: '4057', city: 'Basel', country: 'CH' } });
  em.create(OrderPosition, { order, product: crate, name: 'Holzkiste nach Mass', quantity: 2, configuration: { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600' } } as never);
  await em.flush();
  orderId = order.id;
});
afterAll(() => world?.close());

describe('shop report generate', () => {
  it('R001-1.17 R001-9.08 writes the part list PDF of an order, with --images the 512×512 PNG views beside it (an exploded one for a crate, decision 854)', async () => {
    const out = join(world.dir, 'reports', 'order.pdf');
    const result = await shop(['--json', 'report', 'generate', '--order', String(orderId), '--images', '--out', out]);
    expect(result.exitCode, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout) as { file: string; bytes: number; positions: number; images: string[] };
    expect(summary).toMatchObject({ file: out, positions: 1 });
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    expect(summary.bytes).toBe(readFileSync(out).length);
    expect(summary.images.map((path) => path.split('/').at(-1))).toEqual(['front', 'top', 'iso', 'exploded'].map((view) => `B-2026-CLI01_Pos_1_Holzkiste_nach_Mass_${view}.png`));
    for (const path of summary.images) expect(readFileSync(path).readUInt32BE(16)).toBe(512);
  });

  it('without --out it writes the name the shop gives it (the real binary); a wrong call fails with a message', async () => {
    const plain = await binary(['report', 'generate', '--order', String(orderId)], world.env, { cwd: world.dir });
    expect(plain.exitCode, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/^Wrote .*stueckliste-B-2026-CLI01\.pdf \(1 position\(s\), \d+ bytes\) in \d+ ms\.$/);
    expect(existsSync(join(world.dir, 'stueckliste-B-2026-CLI01.pdf'))).toBe(true);
    const neither = await shop(['--json', 'report', 'generate']);
    expect(neither.exitCode).toBe(1);
    expect(JSON.parse(neither.stdout).error).toContain('--order');
    const missing = await shop(['report', 'generate', '--quote', '999']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('Error:');
  });
});

describe('shop images render', () => {
  it('R000-9.28 draws the overview pictures of the model-backed products (the real binary), and keeps them on a second run', async () => {
    const first = await binary(['--json', 'images', 'render'], world.env);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ rendered: 1, unchanged: 0, failed: [] });
    const second = await shop(['images', 'render']);
    expect(second.stdout).toMatch(/^Rendered 0 product picture\(s\), 1 unchanged, 0 product\(s\) without a model, in \d+ ms\.$/);
  });
});
