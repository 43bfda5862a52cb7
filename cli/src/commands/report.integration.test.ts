import type { EntityManager } from '@mikro-orm/postgresql';
import { createEngine, loadEnv, silentLogger } from '@shop/engine';
import { execa } from 'execa';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Attribute } from '../../../engine/src/catalog/attribute.entity';
import { AttributeTypeId } from '../../../engine/src/catalog/enums';
import { ProductType, ProductTypeAttribute } from '../../../engine/src/catalog/product-type.entity';
import { Product } from '../../../engine/src/catalog/product.entity';
import { Customer } from '../../../engine/src/customers/customer.entity';
import { Order, OrderPosition } from '../../../engine/src/requests/request.entity';

// Each command starts a process and opens the embedded database: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const bin = resolve(import.meta.dirname, '../../bin/shop');
let dataDir: string;
let orderId = 0;
const env = () => ({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', NODE_ENV: 'development', JOBS: 'off' });

/** Runs the real `shop` binary on the embedded database of `dataDir`. */
function shop(args: string[]) {
  return execa(bin, args, { reject: false, stdin: 'ignore', env: env() });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-report-'));
  // An order with a configured crate and a pallet, written straight into the shop's database.
  const engine = await createEngine({ env: loadEnv(env()), logger: silentLogger });
  try {
    await engine.maintenance.migrate();
    const em = engine.database.orm.em.fork() as EntityManager;
    const crateType = em.create(ProductType, { name: 'Holzkiste', modelFamily: 'crate' });
    ['Innenlänge', 'Innenbreite', 'Innenhöhe'].forEach((name, order) => {
      const attribute = em.create(Attribute, { name, typeId: AttributeTypeId.DIMENSION, visibility: 1, options: { unit: 'mm', defaultValue: String(800 - order * 100) } });
      em.create(ProductTypeAttribute, { productType: crateType, attribute, visibility: 1, order });
    });
    const crate = em.create(Product, { name: 'Holzkiste nach Mass', articleNumber: 'CLI_KISTE_1', productType: crateType, published: true, canBeConfigured: true });
    const order = em.create(Order, { formattedId: 'B-2026-CLI01', customer: em.create(Customer, {}), invoiceAddress: { name: 'Muster Logistik AG', street: 'Weg 1', zipCode: '4057', city: 'Basel', country: 'CH' } });
    em.create(OrderPosition, { order, product: crate, name: 'Holzkiste nach Mass', quantity: 2, configuration: { Innenlänge: '1200', Innenbreite: '800', Innenhöhe: '600' } } as never);
    await em.flush();
    orderId = order.id;
  } finally {
    await engine.close();
  }
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('shop report generate', () => {
  it('R001-1.17 R001-9.08 writes the part list PDF of an order, with --images the 512×512 PNG views beside it (an exploded one for a crate, decision 854)', async () => {
    const out = join(dataDir, 'reports', 'order.pdf');
    const result = await shop(['--json', 'report', 'generate', '--order', String(orderId), '--images', '--out', out]);
    expect(result.exitCode, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout) as { file: string; bytes: number; positions: number; images: string[] };
    expect(summary).toMatchObject({ file: out, positions: 1 });
    expect(readFileSync(out).subarray(0, 5).toString()).toBe('%PDF-');
    expect(summary.bytes).toBe(readFileSync(out).length);
    expect(summary.images.map((path) => path.split('/').at(-1))).toEqual(['front', 'top', 'iso', 'exploded'].map((view) => `B-2026-CLI01_Pos_1_Holzkiste_nach_Mass_${view}.png`));
    for (const path of summary.images) expect(readFileSync(path).readUInt32BE(16)).toBe(512);
  });

  it('without --out it writes the name the shop gives it; a wrong call fails with a message', async () => {
    const plain = await execa(bin, ['report', 'generate', '--order', String(orderId)], { reject: false, stdin: 'ignore', env: env(), cwd: dataDir });
    expect(plain.exitCode, plain.stderr).toBe(0);
    expect(plain.stdout).toMatch(/^Wrote .*stueckliste-B-2026-CLI01\.pdf \(1 position\(s\), \d+ bytes\) in \d+ ms\.$/);
    expect(existsSync(join(dataDir, 'stueckliste-B-2026-CLI01.pdf'))).toBe(true);
    const neither = await shop(['--json', 'report', 'generate']);
    expect(neither.exitCode).toBe(1);
    expect(JSON.parse(neither.stdout).error).toContain('--order');
    const missing = await shop(['report', 'generate', '--quote', '999']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('Error:');
  });
});

describe('shop images render', () => {
  it('R000-9.28 draws the overview pictures of the model-backed products, and keeps them on a second run', async () => {
    const first = await shop(['--json', 'images', 'render']);
    expect(first.exitCode, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ rendered: 1, unchanged: 0, failed: [] });
    const second = await shop(['images', 'render']);
    expect(second.stdout).toMatch(/^Rendered 0 product picture\(s\), 1 unchanged, 0 product\(s\) without a model, in \d+ ms\.$/);
  });
});
