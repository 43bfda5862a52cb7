import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../../fixtures/demo/index';
import { KISTE_WORKBOOK_PATH, files } from '../../../fixtures/demo/files';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asAdmin, asGuest } from '../../test/world';
import { Permission } from '../auth/permissions';
import { loadEnv } from '../config/env';
import { createEngine, type Engine } from '../engine';
import type { CategoryNode } from '../catalog/category-service';

/**
 * Two shop instances on one database, each with its own memory (its
 * engine's read cache and workbook cache), sharing the files directory as instances do. A
 * category, product or workbook changed on one instance — or a category by hand in SQL — is in the
 * next answer of the other.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'shop-two-instances-'));
let database: TestDatabase;
let instanceA: Engine;
let instanceB: Engine;
const guest = asGuest();
const staff = asAdmin(Permission.ADMIN_CATEGORY, Permission.ADMIN_PRODUCT, Permission.ADMIN_PRODUCT_META);
const sql = (query: string, params: unknown[] = []) => database.orm.em.getConnection().execute(query, params);

const namesOf = (node: CategoryNode): string[] => [node.name, ...node.children.flatMap(namesOf)];
const treeNames = async (engine: Engine) => namesOf(await engine.catalog.categories.getCategoryTree(guest, { shopMode: 'verpackung' }));
const crateOf = (length: number) => ({ Innenlänge: String(length), Innenbreite: '600', Innenhöhe: '500', Material: 'SPRUCE_FIR_SAWN' });
async function cratePrice(engine: Engine, crate = crateOf(800)): Promise<string> {
  const { id } = await engine.catalog.products.getProduct(staff, { articleNumber: 'KISTE_0001' });
  const item = (await engine.pricing.orderPrice(guest, { cartItems: [{ productId: id, quantity: 1, configuration: crate }] })).cartPrice.items[0]!;
  expect(item).toMatchObject({ available: true, strategy: 'EXCEL_PRICE' });
  return item.pricePerOne!;
}

/** The demo's crate workbook with every material's price per m³ doubled. */
async function dearerWorkbook(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(files[0]!.source) as unknown as ArrayBuffer);
  let changed = 0;
  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      const label = row.getCell(1).value;
      const price = row.getCell(2).value;
      if (label === 'Sägeroh Fichte/Tanne' && typeof price === 'number') {
        row.getCell(2).value = price * 2;
        changed += 1;
      }
    });
  }
  expect(changed).toBeGreaterThan(0);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  database = await createTestDatabase();
  const env = loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test' });
  instanceA = await createEngine({ env, database });
  await instanceA.fixtures.seed(demoDataset, {});
  // The second instance's engine shares the connection pool only (closing it leaves the pool to A).
  instanceB = await createEngine({ env, database: { ...database, close: async () => {} } });
}, 300_000);
afterAll(async () => {
  await instanceB?.close();
  await instanceA?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('what one instance changes is in the other’s next answer', () => {
  it('a category renamed through one instance, and one renamed by hand in SQL, are in both trees at once', async () => {
    expect(await treeNames(instanceA)).toContain('Kisten');
    expect(await treeNames(instanceB)).toContain('Kisten');
    const tree = await instanceB.catalog.categories.getCategoryTree(guest, { shopMode: 'verpackung' });
    const kisten = tree.children.find((child) => child.name === 'Kisten')!;
    await instanceA.catalog.admin.updateCategory(staff, kisten.id, { name: 'Holzkisten und Boxen' });
    expect(await treeNames(instanceB)).toContain('Holzkisten und Boxen');
    expect(await treeNames(instanceB)).not.toContain('Kisten');
    await sql('update category set name = ? where id = ?', ['Kisten', kisten.id]);
    expect(await treeNames(instanceA)).toContain('Kisten');
    expect(await treeNames(instanceB)).toContain('Kisten');
  });

  it('a product renamed through one instance is in the other’s next product answer', async () => {
    const before = await instanceB.catalog.products.getProduct(guest, { articleNumber: 'KISTE_0002' });
    await instanceA.catalog.admin.updateProduct(staff, before.id, { name: `${before.name} (neu)` });
    expect((await instanceB.catalog.products.getProduct(guest, { articleNumber: 'KISTE_0002' })).name).toBe(`${before.name} (neu)`);
  });

  it('a workbook uploaded through one instance prices the other’s next cart', async () => {
    // Each instance evaluates the workbook itself once (a size the other has not priced), so both
    // hold it in memory.
    const beforeA = await cratePrice(instanceA, crateOf(800));
    const beforeB = await cratePrice(instanceB, crateOf(900));
    expect(await cratePrice(instanceB, crateOf(800))).toBe(beforeA);
    const uploaded = await instanceA.pricing.workbooks.upload(staff, 'kiste.xlsx', await dearerWorkbook());
    expect(uploaded.path).toBe(KISTE_WORKBOOK_PATH);
    const afterB = await cratePrice(instanceB, crateOf(900));
    expect(Number(afterB)).toBeGreaterThan(Number(beforeB));
    expect(Number(await cratePrice(instanceB, crateOf(800)))).toBeGreaterThan(Number(beforeA));
    expect(await cratePrice(instanceA, crateOf(900))).toBe(afterB);
  });
});
