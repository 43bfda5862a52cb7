import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, asCustomer, asGuest, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { Customer } from '../customers/customer.entity';
import { Category } from './category.entity';
import { createCategoryProductService } from './category-products';
import { CategoryProduct, CustomerProduct, Product } from './product.entity';
import { ProductType } from './product-type.entity';

const em = useTestDatabase();
const service = () => createCategoryProductService({ em });
let kisten: number;
let leer: number;
let owner: number;
let top: number;
const numbers = (items: { articleNumber: string }[]) => items.map((item) => item.articleNumber);

beforeAll(async () => {
  const fork = em();
  const type = fork.create(ProductType, { name: 'Kiste', modelFamily: 'crate' });
  const root = fork.create(Category, { name: 'Produkte', shopTypeId: 1 });
  const crates = fork.create(Category, { name: 'Kisten', shopTypeId: 1, parent: root });
  const empty = fork.create(Category, { name: 'Leer', shopTypeId: 1, parent: root });
  const draft = fork.create(Category, { name: 'Entwurf', shopTypeId: 1, parent: root, published: false });
  const customer = fork.create(Customer, {});
  const make = (articleNumber: string, extra: Partial<{ published: boolean; publiclyAvailable: boolean; deletedAt: Date; canBeConfigured: boolean }> = {}) =>
    fork.create(Product, { name: `Kiste ${articleNumber}`, articleNumber, productType: type, published: true, ...extra });
  const visibleB = make('CP_B', { canBeConfigured: true });
  const visibleA = make('CP_A');
  const hidden = make('CP_UNPUBLISHED', { published: false });
  const gone = make('CP_DELETED', { deletedAt: new Date() });
  const owned = make('CP_OWNED', { publiclyAvailable: false });
  const elsewhere = make('CP_ELSEWHERE');
  fork.create(CustomerProduct, { customer, product: owned });
  // Category order wins over the product list's name order.
  fork.create(CategoryProduct, { category: crates, product: visibleB, order: 1 });
  fork.create(CategoryProduct, { category: crates, product: visibleA, order: 2 });
  fork.create(CategoryProduct, { category: crates, product: hidden, order: 3 });
  fork.create(CategoryProduct, { category: crates, product: gone, order: 4 });
  fork.create(CategoryProduct, { category: crates, product: owned, order: 5 });
  fork.create(CategoryProduct, { category: root, product: elsewhere, order: 1 });
  // Linked twice in the subtree: listed once, at its first place.
  fork.create(CategoryProduct, { category: root, product: visibleA, order: 2 });
  fork.create(CategoryProduct, { category: draft, product: make('CP_IN_DRAFT'), order: 1 });
  await fork.flush();
  kisten = crates.id;
  leer = empty.id;
  owner = customer.id;
  top = root.id;
});

describe('catalogue: products of a category page', () => {
  it('R000-2.78 R000-2.79 lists the published, visible products linked to the category in the category order', async () => {
    const items = await service().listCategoryProducts(asGuest(), { categoryId: kisten });
    expect(numbers(items)).toEqual(['CP_B', 'CP_A']);
    expect(items.map((item) => item.canBeConfigured)).toEqual([true, false]);
  });

  it('R000-6.13 shows a customer-owned product of the category to its owner and to admins only', async () => {
    expect(numbers(await service().listCategoryProducts(asCustomer(owner), { categoryId: kisten }))).toEqual([
      'CP_B',
      'CP_A',
      'CP_OWNED',
    ]);
    expect(numbers(await service().listCategoryProducts(asAdmin(Permission.ADMIN_PRODUCT), { categoryId: kisten }))).toContain('CP_OWNED');
  });

  it('with subcategories: the own products first, then those of the published categories below, each once', async () => {
    expect(numbers(await service().listCategoryProducts(asGuest(), { categoryId: top, withSubcategories: true }))).toEqual(['CP_ELSEWHERE', 'CP_A', 'CP_B']);
    expect(numbers(await service().listCategoryProducts(asGuest(), { categoryId: top }))).toEqual(['CP_ELSEWHERE', 'CP_A']);
    expect(numbers(await service().listCategoryProducts(asGuest(), { categoryId: kisten, withSubcategories: true }))).toEqual(['CP_B', 'CP_A']);
  });

  it('names the categories a product is linked to, first link first (the product page breadcrumb)', async () => {
    const [a] = await service().listCategoryProducts(asGuest(), { categoryId: top });
    const second = (await service().listCategoryProducts(asGuest(), { categoryId: top }))[1];
    expect(a && (await service().productCategoryIds(asGuest(), { productId: a.id }))).toEqual([top]);
    // CP_A: linked to Kisten first, then to the root.
    expect(second && (await service().productCategoryIds(asGuest(), { productId: second.id }))).toEqual([kisten, top]);
  });

  it('gives an empty list for a category without products and refuses a bad id', async () => {
    expect(await service().listCategoryProducts(asGuest(), { categoryId: leer })).toEqual([]);
    await expect(service().listCategoryProducts(asGuest(), { categoryId: 0 })).rejects.toThrow();
  });
});
