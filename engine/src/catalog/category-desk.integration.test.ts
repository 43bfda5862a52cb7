import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asCustomer } from '../../test/world';
import { Permission } from '../auth/permissions';
import { createCatalogAdminService } from './catalog-admin-service';
import { createCategoryDesk } from './category-desk';
import { Category } from './category.entity';
import { CategoryProduct, Product } from './product.entity';
import { ProductType } from './product-type.entity';

let db: TestDatabase;
const em = () => db.orm.em.fork() as EntityManager;
const staff = asCustomer(1, [Permission.ADMIN_CATEGORY]);
const desk = () => createCategoryDesk({ em, orderCalls: createCatalogAdminService({ em }) });
const ids: Record<string, number> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  const fork = em();
  const rootA = fork.create(Category, { name: 'Produkte', order: 0, shopTypeId: 1 });
  const rootB = fork.create(Category, { name: 'Möbel', order: 1, shopTypeId: 2 });
  const rootC = fork.create(Category, { name: 'Archiv', order: 2, shopTypeId: 99 });
  const kisten = fork.create(Category, { name: 'Kisten', parent: rootA, order: 0, shopTypeId: 1 });
  const paletten = fork.create(Category, { name: 'Paletten', parent: rootA, order: 1, shopTypeId: 1 });
  const bretter = fork.create(Category, { name: 'Bretter', parent: rootA, order: 2, shopTypeId: 1 });
  const type = fork.create(ProductType, { name: 'Kiste' });
  const product = fork.create(Product, { name: 'Kiste 1', articleNumber: 'CAT_DESK_1', productType: type, published: false });
  await fork.flush();
  Object.assign(ids, { rootA: rootA.id, rootB: rootB.id, rootC: rootC.id, kisten: kisten.id, paletten: paletten.id, bretter: bretter.id, product: product.id });
}, 60_000);
afterAll(async () => db?.close());

const orderOf = async (parent: number | null) => (await em().find(Category, { parent }, { orderBy: { order: 'asc' } })).map((category) => category.name);

describe('category desk (decision 892)', () => {
  it('R001-2.03 R001-7.017 a child moves before or after a sibling through change-order', async () => {
    await desk().moveCategory(staff, { id: ids.bretter!, targetId: ids.kisten!, position: 'before' });
    expect(await orderOf(ids.rootA!)).toEqual(['Bretter', 'Kisten', 'Paletten']);
    await desk().moveCategory(staff, { id: ids.bretter!, targetId: ids.paletten!, position: 'after' });
    expect(await orderOf(ids.rootA!)).toEqual(['Kisten', 'Paletten', 'Bretter']);
  });

  it('R001-7.016 roots move through swap-order, one neighbour at a time', async () => {
    await desk().moveCategory(staff, { id: ids.rootC!, targetId: ids.rootA!, position: 'before' });
    expect(await orderOf(null)).toEqual(['Archiv', 'Produkte', 'Möbel']);
    await desk().moveCategory(staff, { id: ids.rootC!, targetId: ids.rootB!, position: 'after' });
    expect(await orderOf(null)).toEqual(['Produkte', 'Möbel', 'Archiv']);
  });

  it('links an existing product once, lists it unpublished too, unlinks it; other permissions are refused', async () => {
    const link = await desk().linkProduct(staff, ids.kisten!, { productId: ids.product! });
    expect(link).toMatchObject({ productId: ids.product, articleNumber: 'CAT_DESK_1', published: false, order: 0 });
    await desk().linkProduct(staff, ids.kisten!, { productId: ids.product! });
    expect(await em().count(CategoryProduct, { category: ids.kisten })).toBe(1);
    expect(await desk().categoryProducts(staff, ids.kisten!)).toHaveLength(1);
    await expect(desk().linkProduct(staff, ids.kisten!, { productId: 999_999 })).rejects.toMatchObject({ kind: 'not_found' });
    expect(await desk().unlinkProduct(staff, ids.kisten!, ids.product!)).toEqual({ removed: true });
    await expect(desk().unlinkProduct(staff, ids.kisten!, ids.product!)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await em().count(Product, { id: ids.product })).toBe(1);
    const other = asCustomer(1, [Permission.ADMIN_PRODUCT]);
    await expect(desk().linkProduct(other, ids.kisten!, { productId: ids.product! })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(desk().moveCategory(other, { id: ids.kisten!, targetId: ids.paletten!, position: 'after' })).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
