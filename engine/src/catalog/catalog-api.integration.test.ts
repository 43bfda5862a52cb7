import type { EntityManager } from '@mikro-orm/postgresql';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer } from '../../test/world';
import { Customer } from '../customers/customer.entity';
import { Permission } from '../auth/permissions';
import { STILL_IN_USE_MESSAGE } from '../db/constraint-errors';
import { EngineError } from '../errors';
import { createProductImages } from '../files/product-images';
import { Attribute } from './attribute.entity';
import { createCatalogAdminService } from './catalog-admin-service';
import { createCatalogReadService } from './catalog-read-service';
import { Category } from './category.entity';
import { CategoryProduct, CustomerProduct, Product, ProductAttributeValue } from './product.entity';
import { ProductType, ProductTypeAttribute } from './product-type.entity';
import { createDiskFileStore } from '../files/disk-file-store';

let db: TestDatabase;
let imagesDir: string;
const em = () => db.orm.em.fork() as EntityManager;
const read = () => createCatalogReadService({ em, productImages: createProductImages({ store: createDiskFileStore(imagesDir) }) });
const admin = () => createCatalogAdminService({ em });
const as = asCustomer;
const staff = (...permissions: number[]) => as(1, permissions);
const categoryAdmin = staff(Permission.ADMIN_CATEGORY);
const metaAdmin = staff(Permission.ADMIN_PRODUCT_META);
const productAdmin = staff(Permission.ADMIN_PRODUCT);

const ids = { alice: 0, bob: 0, type: 0, emptyType: 0, length: 0, material: 0, page: 0, weight: 0, root: 0, kisten: 0, paletten: 0, k1: 0, k2: 0, hidden: 0, deleted: 0, owned: 0 };

async function rejection(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

beforeAll(async () => {
  db = await createTestDatabase();
  imagesDir = mkdtempSync(join(tmpdir(), 'catalog-api-'));
  mkdirSync(join(imagesDir, 'KISTE_0001'));
  writeFileSync(join(imagesDir, 'KISTE_0001', 'front.png'), 'png');
  mkdirSync(join(imagesDir, 'KISTE_0003'));
  writeFileSync(join(imagesDir, 'KISTE_0003', 'front.png'), 'png');
  const fork = em();
  const root = fork.create(Category, { name: 'Produkte', shopTypeId: 1 });
  const kisten = fork.create(Category, { name: 'Kisten', parent: root, order: 0, shopTypeId: 1 });
  const paletten = fork.create(Category, { name: 'Paletten', parent: root, order: 1, shopTypeId: 1 });
  const type = fork.create(ProductType, { name: 'Kiste', excelFilePath: 'workbooks/kiste.xlsx', modelFamily: 'crate' });
  const emptyType = fork.create(ProductType, { name: 'Leer' });
  const length = fork.create(Attribute, { name: 'Innenlänge', typeId: 2, visibility: 15, options: { min: 200, max: 6000, defaultValue: '800', unit: 'mm' } });
  const material = fork.create(Attribute, { name: 'Material', typeId: 7, visibility: 1, options: { values: ['OSB', 'MDF'], defaultValue: 'OSB' } });
  const page = fork.create(Attribute, { name: 'Produktseite', typeId: 11, visibility: 0 });
  const weight = fork.create(Attribute, { name: 'Gewicht', typeId: 10, visibility: 2 });
  fork.create(ProductTypeAttribute, { productType: type, attribute: material, visibility: 1, order: 1 });
  fork.create(ProductTypeAttribute, { productType: type, attribute: length, visibility: 1 | 2, order: 0 });
  fork.create(ProductTypeAttribute, { productType: type, attribute: page, visibility: 1, order: 2 });
  const alice = fork.create(Customer, {});
  const bob = fork.create(Customer, {});
  const make = (articleNumber: string, extra: Partial<{ published: boolean; publiclyAvailable: boolean; deletedAt: Date; kindCode: number }> = {}) =>
    fork.create(Product, { name: `Kiste ${articleNumber}`, articleNumber, productType: type, published: true, ...extra });
  const k1 = make('KISTE_0001');
  const k2 = make('KISTE_0002', { kindCode: 2 });
  const hidden = make('KISTE_0003', { published: false });
  const deleted = make('KISTE_0004', { deletedAt: new Date() });
  const owned = make('KISTE_0005', { publiclyAvailable: false });
  fork.create(ProductAttributeValue, { product: k1, attribute: material, value: 'MDF' });
  fork.create(CustomerProduct, { customer: alice, product: owned });
  for (const product of [k1, hidden, deleted, owned]) fork.create(CategoryProduct, { category: kisten, product });
  fork.create(CategoryProduct, { category: paletten, product: k2 });
  await fork.flush();
  Object.assign(ids, {
    alice: alice.id,
    bob: bob.id,
    type: type.id,
    emptyType: emptyType.id,
    length: length.id,
    material: material.id,
    page: page.id,
    weight: weight.id,
    root: root.id,
    kisten: kisten.id,
    paletten: paletten.id,
    k1: k1.id,
    k2: k2.id,
    hidden: hidden.id,
    deleted: deleted.id,
    owned: owned.id,
  });
});
afterAll(async () => {
  await db?.close();
  rmSync(imagesDir, { recursive: true, force: true });
});

describe('catalogue read API', () => {
  it('R001-7.018 R000-7.16 R001-3.35 GET /category-product lists links (id, categoryId, productId) of visible products only, filtered by category', async () => {
    const links = await read().listCategoryProductLinks(as(), {});
    expect(Object.keys(links[0] ?? {}).sort()).toEqual(['categoryId', 'id', 'order', 'productId']);
    expect(links.map((link) => link.productId).sort()).toEqual([ids.k1, ids.k2].sort());
    expect(await read().listCategoryProductLinks(as(), { categoryId: String(ids.paletten) })).toEqual([
      expect.objectContaining({ categoryId: ids.paletten, productId: ids.k2 }),
    ]);
    const ofAlice = await read().listCategoryProductLinks(as(ids.alice), { categoryId: ids.kisten });
    expect(ofAlice.map((link) => link.productId).sort()).toEqual([ids.k1, ids.owned].sort());
    const ofAdmin = await read().listCategoryProductLinks(productAdmin, { categoryId: ids.kisten });
    expect(ofAdmin.map((link) => link.productId)).not.toContain(ids.deleted);
    expect(ofAdmin.map((link) => link.productId)).toContain(ids.hidden);
    await expect(read().listCategoryProductLinks(as(), { categoryId: 'x' })).rejects.toThrow();
    await expect(read().listCategoryProductLinks(as(), { foo: '1' } as never)).rejects.toThrow();
  });

  it('R001-7.119 R001-7.114 R001-3.26 R001-3.27 product types, with their attributes in order', async () => {
    const types = await read().listProductTypes(as());
    expect(types.map((type) => type.name)).toEqual(['Kiste', 'Leer']);
    expect(types[0]).toEqual({ id: ids.type, name: 'Kiste', categoryId: null, excelFilePath: 'workbooks/kiste.xlsx', modelMode: null, modelFamily: 'crate', deletedAt: null });
    const [kiste] = await read().listProductTypesWithAttributes(as());
    expect(kiste?.attrs.map((link) => [link.attribute.name, link.visibility, link.order])).toEqual([
      ['Innenlänge', 3, 0],
      ['Material', 1, 1],
      ['Produktseite', 1, 2],
    ]);
    expect(kiste?.attrs[0]?.attributeId).toBe(ids.length);
  });

  it('R001-7.113 GET /product-types/excel-path/:id', async () => {
    expect(await read().getExcelPath(productAdmin, { id: String(ids.type) })).toEqual({ id: ids.type, excelFilePath: 'workbooks/kiste.xlsx' });
    expect((await rejection(read().getExcelPath(productAdmin, { id: 999999 }))).kind).toBe('not_found');
    await expect(read().getExcelPath(productAdmin, { id: 'abc' })).rejects.toThrow();
  });

  it('R001-7.091 R001-7.094 R001-3.28 attributes with their type; the attribute types', async () => {
    const attributes = await read().listAttributes(as());
    expect(attributes.find((attribute) => attribute.name === 'Produktseite')).toMatchObject({
      typeId: 11,
      attributeType: { id: 11, name: 'Produktseite', relevantForConfiguration: false },
      visibility: 0,
    });
    expect(read().listAttributeTypes()).toHaveLength(11);
  });

  it('R001-7.101 R001-9.26 R001-9.27 R001-9.28 next article number: highest of the type (deleted included) plus one; first _0001', async () => {
    expect(await read().nextArticleNumber(productAdmin, { typeId: String(ids.type) })).toEqual({ typeId: ids.type, articleNumber: 'KISTE_0006' });
    expect(await read().nextArticleNumber(productAdmin, { typeId: ids.emptyType })).toEqual({ typeId: ids.emptyType, articleNumber: 'LEER_0001' });
    expect((await rejection(read().nextArticleNumber(productAdmin, { typeId: 999999 }))).kind).toBe('not_found');
    await expect(read().nextArticleNumber(productAdmin, {} as never)).rejects.toThrow();
  });

  it('R001-7.108 product summary: counts overall, per kind and per type', async () => {
    const summary = await read().summary(productAdmin);
    expect(summary).toMatchObject({ total: 4, published: 3, unpublished: 1, deleted: 1 });
    expect(summary.byKind.find((kind) => kind.name === 'MOEBEL')).toEqual({ kindCode: 2, name: 'MOEBEL', count: 1, published: 1 });
    expect(summary.byKind.find((kind) => kind.name === 'ARTWORK')?.count).toBe(0);
    expect(summary.byType).toEqual([{ typeId: ids.type, name: 'Kiste', count: 4, published: 3 }]);
  });

  it('R001-7.060 R000-8.20 gallery images of visible products; failures give an empty list', async () => {
    expect(await read().galleryImages(as(), { id: ids.k1 })).toEqual([{ name: 'front.png', url: '/api/media/KISTE_0001/front.png' }]);
    expect(await read().galleryImages(as(), { id: ids.hidden })).toEqual([]);
    expect(await read().galleryImages(productAdmin, { id: ids.hidden })).toHaveLength(1);
    expect(await read().galleryImages(as(), { id: 'nope' })).toEqual([]);
    expect(await read().galleryImages(as(), { id: 999999 })).toEqual([]);
  });

  it('R001-7.068 GET /order/position/configuration: configurator attributes of configuration types, in order, with the product value as default', async () => {
    const form = await read().configurationForm(as(), { productId: String(ids.k1) });
    expect(form.fields.map((field) => [field.name, field.defaultValue])).toEqual([
      ['Innenlänge', '800'],
      ['Material', 'MDF'],
    ]);
    expect(form.fields[0]).toMatchObject({ typeId: 2, typeName: 'Dimension', unit: 'mm', min: 200, max: 6000 });
    expect((await read().configurationForm(as(), { articleNumber: 'KISTE_0001' })).productId).toBe(ids.k1);
    expect((await rejection(read().configurationForm(as(), { productId: ids.hidden }))).kind).toBe('not_found');
    expect((await rejection(read().configurationForm(as(ids.bob), { productId: ids.owned }))).kind).toBe('not_found');
    expect((await read().configurationForm(as(ids.alice), { productId: ids.owned })).productId).toBe(ids.owned);
    await expect(read().configurationForm(as(), {})).rejects.toThrow();
  });
});

describe('catalogue maintenance', () => {
  it('R001-7.013 R001-7.015 R001-7.016 categories: create, update, delete; a parent in use cannot be deleted', async () => {
    const created = await admin().createCategory(categoryAdmin, { name: 'Sonderkisten', parentId: ids.kisten, shopTypeId: 1 });
    expect(created).toMatchObject({ name: 'Sonderkisten', parentId: ids.kisten, order: 0, published: true, shopTypeId: 1 });
    const updated = await admin().updateCategory(categoryAdmin, created.id, { description: 'Nach Mass', published: false });
    expect(updated).toMatchObject({ name: 'Sonderkisten', description: 'Nach Mass', published: false });
    const inUse = await rejection(admin().deleteCategory(categoryAdmin, ids.kisten));
    expect(inUse.kind).toBe('conflict');
    expect(inUse.errors).toEqual([{ message: STILL_IN_USE_MESSAGE }]);
    expect(await admin().deleteCategory(categoryAdmin, created.id)).toEqual({ id: created.id, deleted: true });
    expect(await em().count(Category, { id: created.id })).toBe(0);
  });

  it('category maintenance: bad input, cycles, missing rows and rights', async () => {
    await expect(admin().createCategory(categoryAdmin, { name: '', shopTypeId: 1 })).rejects.toThrow();
    await expect(admin().createCategory(categoryAdmin, { name: 'X', shopTypeId: 5 as never })).rejects.toThrow();
    expect((await rejection(admin().updateCategory(categoryAdmin, ids.root, { parentId: ids.kisten }))).kind).toBe('invalid');
    expect((await rejection(admin().updateCategory(categoryAdmin, 999999, { name: 'X' }))).kind).toBe('not_found');
    expect((await rejection(admin().createCategory(productAdmin, { name: 'X', shopTypeId: 1 }))).kind).toBe('forbidden');
    expect((await rejection(admin().createCategory(as(), { name: 'X', shopTypeId: 1 }))).kind).toBe('unauthenticated');
    expect(await em().count(Category, { name: 'X' })).toBe(0);
  });

  it('R001-7.014 R001-7.017 R001-3.34 swap-order and change-order (pivot, elements, moveDirection)', async () => {
    const extra = await admin().createCategory(categoryAdmin, { name: 'Boxen', parentId: ids.root, shopTypeId: 1 });
    expect(extra.order).toBe(2);
    expect(await admin().swapCategoryOrder(categoryAdmin, { firstId: ids.kisten, secondId: extra.id })).toEqual([
      { id: extra.id, order: 0 },
      { id: ids.paletten, order: 1 },
      { id: ids.kisten, order: 2 },
    ]);
    expect((await rejection(admin().swapCategoryOrder(categoryAdmin, { firstId: ids.root, secondId: ids.kisten }))).kind).toBe('invalid');
    await expect(admin().swapCategoryOrder(categoryAdmin, { firstId: ids.kisten, secondId: ids.kisten })).rejects.toThrow();

    // Kisten back before Boxen.
    expect(await admin().changeCategoryOrder(categoryAdmin, ids.root, { elements: [ids.kisten], pivot: extra.id, moveDirection: 'before' })).toEqual([
      { id: ids.kisten, order: 0 },
      { id: extra.id, order: 1 },
      { id: ids.paletten, order: 2 },
    ]);
    // Boxen moves below Paletten (re-parenting); the root's children close the gap.
    expect(await admin().changeCategoryOrder(categoryAdmin, ids.paletten, { elements: [extra.id], moveDirection: 'after' })).toEqual([{ id: extra.id, order: 0 }]);
    const rootChildren = await em().find(Category, { parent: ids.root }, { orderBy: { order: 'asc' } });
    expect(rootChildren.map((child) => [child.id, child.order])).toEqual([
      [ids.kisten, 0],
      [ids.paletten, 1],
    ]);
    expect((await rejection(admin().changeCategoryOrder(categoryAdmin, extra.id, { elements: [ids.paletten], moveDirection: 'after' }))).kind).toBe('invalid');
    expect((await rejection(admin().changeCategoryOrder(categoryAdmin, ids.root, { elements: [ids.kisten], pivot: extra.id, moveDirection: 'after' }))).kind).toBe('invalid');
    await expect(admin().changeCategoryOrder(categoryAdmin, ids.root, { elements: [], moveDirection: 'after' })).rejects.toThrow();
    await expect(admin().changeCategoryOrder(categoryAdmin, ids.root, { elements: [ids.kisten], moveDirection: 'up' as never })).rejects.toThrow();
    await admin().deleteCategory(categoryAdmin, extra.id);
  });

  it('R001-7.092 R001-7.093 attributes: create, update; a duplicate name is already present', async () => {
    const created = await admin().createAttribute(metaAdmin, { name: 'Kantenschutz', typeId: 8, visibility: 3, options: { defaultValue: 'false' } });
    expect(created).toMatchObject({ name: 'Kantenschutz', typeId: 8, visibility: 3, attributeType: { id: 8 } });
    expect(await admin().updateAttribute(metaAdmin, created.id, { visibility: 1 })).toMatchObject({ visibility: 1, options: { defaultValue: 'false' } });
    const duplicate = await rejection(admin().createAttribute(metaAdmin, { name: 'Material', typeId: 6 }));
    expect(duplicate.kind).toBe('conflict');
    expect(duplicate.errors[0]).toMatchObject({ message: 'Der Eintrag {field} ist bereits vorhanden.', params: { field: 'Material' } });
    expect((await rejection(admin().createAttribute(metaAdmin, { name: 'Sorte', typeId: 7 }))).errors[0]).toMatchObject({ message: 'validation.required', field: 'options.values' });
    expect((await rejection(admin().createAttribute(metaAdmin, { name: 'Tiefe', typeId: 2, options: { defaultValue: '12cm' } }))).errors[0]).toMatchObject({
      message: 'validation.numeric',
    });
    await expect(admin().createAttribute(metaAdmin, { name: 'Fünf', typeId: 5 })).rejects.toThrow();
    await expect(admin().createAttribute(metaAdmin, { name: 'Sicht', typeId: 6, visibility: 16 })).rejects.toThrow();
    expect((await rejection(admin().createAttribute(productAdmin, { name: 'Y', typeId: 6 }))).kind).toBe('forbidden');
    expect(await em().count(Attribute, { name: { $in: ['Sorte', 'Tiefe', 'Fünf', 'Sicht', 'Y'] } })).toBe(0);
  });

  it('R001-7.118 R001-7.120 R001-7.115 R001-7.116 R001-7.117 R001-7.121 product types and their attributes', async () => {
    const type = await admin().createProductType(metaAdmin, { name: 'Palette', modelMode: '3D-Configurator', modelFamily: 'pallet', categoryId: ids.paletten });
    expect(type).toMatchObject({ name: 'Palette', modelMode: '3D-Configurator', categoryId: ids.paletten, attrs: [] });
    expect(await admin().updateProductType(metaAdmin, type.id, { excelFilePath: 'workbooks/palette.xlsx' })).toMatchObject({ excelFilePath: 'workbooks/palette.xlsx' });
    await expect(admin().updateProductType(metaAdmin, type.id, { excelFilePath: '../etc/passwd' })).rejects.toThrow();
    await expect(admin().createProductType(metaAdmin, { name: 'X', modelFamily: 'rakete' })).rejects.toThrow();

    const withLength = await admin().addTypeAttribute(metaAdmin, type.id, { attributeId: ids.length });
    expect(withLength.attrs).toEqual([expect.objectContaining({ attributeId: ids.length, visibility: 15, order: 0 })]);
    const withWeight = await admin().addTypeAttribute(metaAdmin, type.id, { attributeId: ids.weight, visibility: 2 });
    expect(withWeight.attrs.map((link) => [link.attributeId, link.order])).toEqual([
      [ids.length, 0],
      [ids.weight, 1],
    ]);
    expect((await rejection(admin().addTypeAttribute(metaAdmin, type.id, { attributeId: ids.length }))).kind).toBe('conflict');
    const lengthLink = withWeight.attrs[0]?.id ?? 0;
    const updated = await admin().updateTypeAttribute(metaAdmin, type.id, { productTypeAttributeId: lengthLink, visibility: 1, order: 5 });
    expect(updated.attrs.map((link) => [link.attributeId, link.visibility, link.order])).toEqual([
      [ids.weight, 2, 1],
      [ids.length, 1, 5],
    ]);

    const product = await admin().createProduct(productAdmin, { name: 'Europalette', typeId: type.id, values: [{ attributeId: ids.length, value: '1200' }] });
    expect(product.articleNumber).toBe('PALETTE_0001');
    const removed = await admin().removeTypeAttributes(metaAdmin, type.id, { productTypeAttributeIds: [lengthLink] });
    expect(removed.attrs.map((link) => link.attributeId)).toEqual([ids.weight]);
    expect(await em().count(ProductAttributeValue, { product: product.id })).toBe(0);
    await expect(admin().removeTypeAttributes(metaAdmin, type.id, { productTypeAttributeIds: [] })).rejects.toThrow();

    const inUse = await rejection(admin().deleteProductType(metaAdmin, type.id, { permanent: 'true' }));
    expect(inUse).toMatchObject({ kind: 'conflict', errors: [{ message: STILL_IN_USE_MESSAGE }] });
    expect(await admin().deleteProductType(metaAdmin, type.id)).toEqual({ id: type.id, permanent: false });
    expect((await read().listProductTypes(as())).map((entry) => entry.name)).not.toContain('Palette');
    expect((await read().listProductTypes(productAdmin, { includeDeleted: 'true' })).map((entry) => entry.name)).toContain('Palette');
    expect((await read().listProductTypes(as(), { includeDeleted: 'true' })).map((entry) => entry.name)).not.toContain('Palette');
    await admin().deleteProduct(productAdmin, product.id, { permanent: true });
    expect(await admin().deleteProductType(metaAdmin, type.id, { permanent: true })).toEqual({ id: type.id, permanent: true });
    expect(await em().count(ProductType, { id: type.id })).toBe(0);
  });

  it('R001-7.099 R001-7.109 products: create with checked values, update; nothing half-saved on bad values', async () => {
    const created = await admin().createProduct(productAdmin, {
      name: 'Exportkiste',
      typeId: ids.type,
      published: true,
      listPrice: '245.50',
      values: [
        { attributeId: ids.length, value: '1200' },
        { attributeId: ids.material, value: 'OSB' },
      ],
    });
    expect(created).toMatchObject({ articleNumber: 'KISTE_0006', price: '245.50', published: true });
    expect(created.values.map((value) => [value.name, value.value])).toEqual([
      ['Innenlänge', '1200'],
      ['Material', 'OSB'],
    ]);
    const updated = await admin().updateProduct(productAdmin, created.id, {
      name: 'Exportkiste gross',
      values: [
        { attributeId: ids.length, value: '' },
        { attributeId: ids.page, value: 'https://holzwerk.example/exportkiste' },
      ],
    });
    expect(updated.name).toBe('Exportkiste gross');
    expect(updated.values.map((value) => [value.name, value.value])).toEqual([
      ['Material', 'OSB'],
      ['Produktseite', 'https://holzwerk.example/exportkiste'],
    ]);

    const badValues = await rejection(
      admin().createProduct(productAdmin, {
        name: 'Falsch',
        articleNumber: 'FALSCH_1',
        typeId: ids.type,
        values: [
          { attributeId: ids.length, value: '12.5' },
          { attributeId: ids.page, value: 'keine-url' },
          { attributeId: ids.material, value: 'Eiche' },
        ],
      }),
    );
    expect(badValues.kind).toBe('invalid');
    expect(badValues.errors).toEqual([
      { message: 'validation.numeric', field: 'values.0.value' },
      { message: 'validation.link', field: 'values.1.value' },
      { message: 'validation.choice', field: 'values.2.value' },
    ]);
    expect(await em().count(Product, { articleNumber: 'FALSCH_1' })).toBe(0);

    // R001-8.31: a value for an attribute the type does not have.
    const foreign = await rejection(admin().updateProduct(productAdmin, created.id, { name: 'Nie', values: [{ attributeId: ids.weight, value: '12' }] }));
    expect(foreign.errors).toEqual([
      { message: 'Attribut {attribute} gehört nicht zum Produkttyp {productType}', params: { attribute: 'Gewicht', productType: 'Kiste' }, field: 'values.0.attributeId' },
    ]);
    expect((await em().findOneOrFail(Product, { id: created.id })).name).toBe('Exportkiste gross');

    const duplicate = await rejection(admin().createProduct(productAdmin, { name: 'Doppelt', articleNumber: 'KISTE_0001', typeId: ids.type }));
    expect(duplicate.errors[0]).toMatchObject({ message: 'Der Eintrag {field} ist bereits vorhanden.', params: { field: 'KISTE_0001' }, field: 'articleNumber' });
    await expect(admin().createProduct(productAdmin, { name: 'X', typeId: ids.type, listPrice: '12,50' })).rejects.toThrow();
    await expect(admin().createProduct(productAdmin, { name: 'X', typeId: ids.type, kindCode: 4 as never })).rejects.toThrow();
    expect((await rejection(admin().createProduct(metaAdmin, { name: 'X', typeId: ids.type }))).kind).toBe('forbidden');
    expect((await rejection(admin().updateProduct(productAdmin, 999999, { name: 'X' }))).kind).toBe('not_found');
    await admin().deleteProduct(productAdmin, created.id, { permanent: true });
  });

  it('R001-7.110 R001-4.18 products: soft delete hides, permanent removes; still referenced → conflict', async () => {
    const product = await admin().createProduct(productAdmin, { name: 'Wegwerf', typeId: ids.type, published: true });
    expect(await admin().deleteProduct(productAdmin, product.id, { permanent: 'false' })).toEqual({ id: product.id, permanent: false });
    expect((await em().findOneOrFail(Product, { id: product.id })).deletedAt).toBeInstanceOf(Date);
    expect((await read().listCategoryProductLinks(productAdmin, { productId: product.id }))).toEqual([]);

    await em().getConnection().execute(`insert into order_position (product_id, name, quantity) values (${product.id}, 'Wegwerf', 1)`);
    const inUse = await rejection(admin().deleteProduct(productAdmin, product.id, { permanent: 'true' }));
    expect(inUse).toMatchObject({ kind: 'conflict', errors: [{ message: 'Objekt wird noch verwendet und konnte daher nicht gelöscht werden.' }] });
    expect(await em().count(Product, { id: product.id })).toBe(1);
    await em().getConnection().execute(`delete from order_position where product_id = ${product.id}`);
    expect(await admin().deleteProduct(productAdmin, product.id, { permanent: true })).toEqual({ id: product.id, permanent: true });
    expect(await em().count(Product, { id: product.id })).toBe(0);
    await expect(admin().deleteProduct(productAdmin, product.id, { permanent: 'ja' as never })).rejects.toThrow();
  });

  it('R001-7.100 create-product-customer: a product only its customer sees; R001-7.112 copy-relations', async () => {
    const configurator = staff(Permission.CREATE_PRODUCT_IN_CONFIGURATOR);
    const own = await admin().createCustomerProduct(configurator, { name: 'Kiste nach Mass', typeId: ids.type, published: true, customerId: ids.bob, externalProductId: 'B-42' });
    expect(own).toMatchObject({ publiclyAvailable: false, customers: [{ customerId: ids.bob, externalProductId: 'B-42', isFavorite: false }] });
    expect((await read().listCategoryProductLinks(as(ids.bob), {})).length).toBeGreaterThan(0);
    expect((await rejection(admin().createCustomerProduct(metaAdmin, { name: 'X', typeId: ids.type, customerId: ids.bob }))).kind).toBe('forbidden');
    expect((await rejection(admin().createCustomerProduct(productAdmin, { name: 'X', typeId: ids.type, customerId: 999999 }))).kind).toBe('not_found');

    const copied = await admin().copyProductRelations(productAdmin, { sourceId: ids.owned, targetIds: [own.id] });
    expect(copied).toEqual({ categoryLinks: 1, customerLinks: 1 });
    expect(await admin().copyProductRelations(productAdmin, { sourceId: ids.owned, targetIds: [own.id] })).toEqual({ categoryLinks: 0, customerLinks: 0 });
    const links = await read().listCategoryProductLinks(as(ids.alice), { productId: own.id });
    expect(links).toEqual([expect.objectContaining({ categoryId: ids.kisten, productId: own.id })]);
    await expect(admin().copyProductRelations(productAdmin, { sourceId: ids.owned, targetIds: [ids.owned] })).rejects.toThrow();
    expect((await rejection(admin().copyProductRelations(productAdmin, { sourceId: ids.owned, targetIds: [999999] }))).kind).toBe('not_found');
    await admin().deleteProduct(productAdmin, own.id, { permanent: true });
  });

  it('R001-3.13 R001-3.15 a product page sets, renames and removes an owner with its external article number (decision 896)', async () => {
    const product = await admin().createProduct(productAdmin, { name: 'Kiste für Bob', typeId: ids.type, published: true, publiclyAvailable: false });
    const owned = await admin().setProductOwner(productAdmin, product.id, { customerId: ids.bob, externalProductId: ' B-7 ' });
    expect(owned.customers).toEqual([{ customerId: ids.bob, externalProductId: 'B-7', isFavorite: false }]);
    expect((await admin().setProductOwner(productAdmin, product.id, { customerId: ids.bob, externalProductId: '' })).customers).toEqual([{ customerId: ids.bob, externalProductId: null, isFavorite: false }]);
    expect((await admin().setProductOwner(productAdmin, product.id, { customerId: ids.bob, remove: true })).customers).toEqual([]);
    expect((await rejection(admin().setProductOwner(productAdmin, product.id, { customerId: 999999 }))).kind).toBe('not_found');
    expect((await rejection(admin().setProductOwner(metaAdmin, product.id, { customerId: ids.bob }))).kind).toBe('forbidden');
    await admin().deleteProduct(productAdmin, product.id, { permanent: true });
  });
});
