import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
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
 * Two shop instances on one database, each with its own memory (its engine's read cache and
 * workbook cache). On PostgreSQL each has a DATA_DIR of its own, as on two servers: the files are
 * in the database (decision 1174), each instance caching what it read; on the embedded database
 * (one machine) they share the folder. A category, product, workbook or product image changed on
 * one instance — or a category by hand in SQL — is in the next answer of the other.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'shop-two-instances-'));
const dataDirB = mkdtempSync(join(tmpdir(), 'shop-two-instances-b-'));
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
  const envB = database.engine === 'postgres' ? loadEnv({ DATA_DIR: dataDirB, NODE_ENV: 'test' }) : env;
  instanceB = await createEngine({ env: envB, database: { ...database, close: async () => {} } });
}, 300_000);
afterAll(async () => {
  await instanceB?.close();
  await instanceA?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirB, { recursive: true, force: true });
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
    // On PostgreSQL the workbook B priced with came from the database, not from a folder of B's.
    expect(existsSync(join(instanceB.env.DATA_DIR, 'files', KISTE_WORKBOOK_PATH))).toBe(database.engine !== 'postgres');
  });

  it('R001-7.059 decision 1174 an image uploaded through one instance is served by the other, also as a made WebP, and renamed and removed there', async () => {
    if (database.engine === 'postgres') expect(instanceB.env.DATA_DIR).not.toBe(instanceA.env.DATA_DIR);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } }).png().toBuffer();
    await instanceA.catalog.media.upload('KISTE_0001', 'overview.png', png);
    const found = await instanceB.catalog.read.findMedia('KISTE_0001/overview.png');
    expect(found).toMatchObject({ name: 'overview.png', contentType: 'image/png', size: png.length });
    expect(Buffer.from(await new Response(await instanceB.catalog.read.openMediaStream(found!)).arrayBuffer()).equals(png)).toBe(true);
    expect(existsSync(join(instanceB.env.DATA_DIR, 'product-images', 'KISTE_0001', 'overview.png'))).toBe(database.engine !== 'postgres');
    const picture = await instanceB.catalog.read.overviewPicture(guest, 'KISTE_0001', 256);
    expect(picture?.file.name).toBe('overview.png');
    expect(picture?.variant?.contentType).toBe('image/webp');
    expect(picture?.version).toBe((await instanceA.catalog.read.overviewPicture(guest, 'KISTE_0001', undefined))?.version);
    // The /api/file calls (R001-7.053..058) of one instance act on what the other listed.
    expect((await instanceB.catalog.media.list('KISTE_0001')).entries.map((entry) => entry.name)).toContain('overview.png');
    await instanceB.catalog.media.rename('KISTE_0001/overview.png', 'vorne.png');
    expect((await instanceA.catalog.media.list('KISTE_0001')).entries.map((entry) => entry.name)).toEqual(expect.arrayContaining(['vorne.png']));
    expect(await instanceA.catalog.read.findMedia('KISTE_0001/overview.png')).toBeUndefined();
    await instanceA.catalog.media.remove('KISTE_0001/vorne.png');
    expect(await instanceB.catalog.read.findMedia('KISTE_0001/vorne.png')).toBeUndefined();
  });

  it('decision 1174 a customer file uploaded through one instance is the other’s logo', async () => {
    const customerStaff = asAdmin(Permission.ADMIN_CUSTOMER);
    const [customer] = (await sql('select id from customer order by id limit 1')) as { id: number }[];
    const logo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    await instanceA.customers.files.upload(customerStaff, customer!.id, 'firmenlogo.png', logo);
    await instanceB.customers.files.setLogo(customerStaff, { customerId: customer!.id, name: 'firmenlogo.png' });
    expect((await instanceA.customers.admin.customerLogo(customerStaff, customer!.id)).bytes.equals(logo)).toBe(true);
  });
});
