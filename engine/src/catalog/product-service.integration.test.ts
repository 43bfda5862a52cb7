import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { Customer } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { Attribute } from './attribute.entity';
import { CustomerProduct, Product, ProductAttributeValue } from './product.entity';
import { createProductService, productKinds, productListQuerySchema } from './product-service';
import { ProductType, ProductTypeAttribute } from './product-type.entity';

const em = useTestDatabase();
let alice: number;
let bob: number;
const service = () => createProductService({ em });
const as = asCustomer;
const names = (page: { items: { articleNumber: string }[] }) => page.items.map((item) => item.articleNumber);

beforeAll(async () => {
  const fork = em();
  const type = fork.create(ProductType, { name: 'Kiste', modelFamily: 'crate' });
  const length = fork.create(Attribute, { name: 'Innenlänge', typeId: 2, visibility: 1 });
  const color = fork.create(Attribute, { name: 'Farbe', typeId: 3, visibility: 0 });
  fork.create(ProductTypeAttribute, { productType: type, attribute: length, visibility: 1 | 8, order: 1 });
  const a = fork.create(Customer, {});
  const b = fork.create(Customer, {});
  const make = (articleNumber: string, extra: Partial<{ published: boolean; publiclyAvailable: boolean; deletedAt: Date }> = {}) =>
    fork.create(Product, { name: `Kiste ${articleNumber}`, articleNumber, productType: type, published: true, listPrice: '120.50', ...extra });
  const k1 = make('KISTE_0001');
  make('KISTE_0002');
  make('KISTE_0003', { published: false });
  make('KISTE_0004', { deletedAt: new Date() });
  const owned = make('KISTE_0005', { publiclyAvailable: false });
  fork.create(ProductAttributeValue, { product: k1, attribute: length, value: '1200' });
  fork.create(ProductAttributeValue, { product: k1, attribute: color, value: '#8b5a2b' });
  fork.create(CustomerProduct, { customer: a, product: owned, externalProductId: 'A-77' });
  fork.create(CustomerProduct, { customer: a, product: k1, isFavorite: true });
  fork.create(CustomerProduct, { customer: b, product: k1, isFavorite: false, externalProductId: 'B-1' });
  await fork.flush();
  alice = a.id;
  bob = b.id;
});

describe('catalogue: GET /api/product', () => {
  it('R000-7.17 R001-7.098 never shows unpublished, deleted or foreign customer-owned products to the shop', async () => {
    expect(names(await service().listProducts(as(), {}))).toEqual(['KISTE_0001', 'KISTE_0002']);
    expect(names(await service().listProducts(as(bob), {}))).toEqual(['KISTE_0001', 'KISTE_0002']);
  });

  it('anonymous callers see no customer’s links, own article numbers or favourites; a customer only its own', async () => {
    const anonymous = await service().listProducts(as(), { articleNumber: 'KISTE_0001' });
    expect(anonymous.items[0]!.customers).toEqual([]);
    const own = await service().listProducts(as(alice), { articleNumber: 'KISTE_0001' });
    expect(own.items[0]!.customers).toEqual([{ customerId: alice, externalProductId: null, isFavorite: true }]);
    const admin = await service().listProducts(as(undefined, [Permission.ADMIN_PRODUCT]), { articleNumber: 'KISTE_0001' });
    expect(admin.items[0]!.customers).toHaveLength(2);
  });

  it('R000-6.13 shows a customer-owned product to its owner and to admins', async () => {
    expect(names(await service().listProducts(as(alice), {}))).toEqual(['KISTE_0001', 'KISTE_0002', 'KISTE_0005']);
    expect(names(await service().listProducts(as(undefined, [Permission.ADMIN_PRODUCT]), {}))).toEqual(['KISTE_0001', 'KISTE_0002', 'KISTE_0005']);
    expect(names(await service().listProducts(as(undefined, [Permission.ADMIN_PRODUCT]), { includeUnpublished: 'true' }))).toEqual([
      'KISTE_0001',
      'KISTE_0002',
      'KISTE_0003',
      'KISTE_0005',
    ]);
    // Asking for unpublished products without admin rights changes nothing.
    expect(names(await service().listProducts(as(alice), { includeUnpublished: 'true' }))).not.toContain('KISTE_0003');
  });

  it('R000-6.14 R001-7.098 filters favorites and owner for the caller', async () => {
    expect(names(await service().listProducts(as(alice), { customerProduct: 'favorites' }))).toEqual(['KISTE_0001']);
    expect(names(await service().listProducts(as(alice), { customerProduct: 'owner' }))).toEqual(['KISTE_0005']);
    expect(names(await service().listProducts(as(alice), { customerProduct: 'undefined' }))).toHaveLength(3);
    await expect(service().listProducts(as(), { customerProduct: 'favorites' })).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it("refuses another customer's id unless the caller is an admin", async () => {
    await expect(service().listProducts(as(bob), { customerId: alice })).rejects.toMatchObject({ kind: 'forbidden' });
    const asAdmin = await service().listProducts(as(undefined, [Permission.ADMIN_CUSTOMER]), { customerId: alice, customerProduct: 'owner' });
    expect(names(asAdmin)).toEqual(['KISTE_0005']);
    expect(asAdmin.items[0]?.customers).toEqual([{ customerId: alice, externalProductId: 'A-77', isFavorite: false }]);
  });

  it("shows only the caller's own customer links", async () => {
    const [item] = (await service().listProducts(as(bob), { articleNumber: 'KISTE_0001' })).items;
    expect(item?.customers).toEqual([{ customerId: bob, externalProductId: 'B-1', isFavorite: false }]);
  });

  it('R000-7.18 R000-7.19 R000-7.20 R001-9.29 R001-9.30 R001-9.31 uses the page sizes 5000, 1 and 1000', async () => {
    expect((await service().listProducts(as(), {})).perPage).toBe(5000);
    const single = await service().listProducts(as(), { articleNumber: 'KISTE_0002' });
    expect(single).toMatchObject({ perPage: 1, total: 1 });
    const byIds = await service().listProducts(as(alice), { ids: `${single.items[0]?.id}, 999999` });
    expect(byIds).toMatchObject({ perPage: 1000, total: 1 });
    const paged = await service().listProducts(as(), { perPage: '1', page: '2' });
    expect(paged).toMatchObject({ page: 2, perPage: 1, total: 2 });
    expect(names(paged)).toEqual(['KISTE_0002']);
  });

  it('R000-3.04 R001-3.13 hands out the spec fields with attribute values, their type and visibility', async () => {
    const item = await service().getProduct(as(), { articleNumber: 'KISTE_0001' });
    expect(item).toMatchObject({ name: 'Kiste KISTE_0001', typeName: 'Kiste', modelFamily: 'crate', kindCode: 1, price: '120.50', deletedAt: null });
    expect(item.values).toEqual([
      expect.objectContaining({ name: 'Innenlänge', typeId: 2, visibility: 9, value: '1200' }),
      expect.objectContaining({ name: 'Farbe', typeId: 3, visibility: 0, value: '#8b5a2b' }),
    ]);
    await expect(service().getProduct(as(), { articleNumber: 'KISTE_0003' })).rejects.toThrow(EngineError);
  });

  it('rejects bad input with a message naming the field', () => {
    expect(productListQuerySchema.safeParse({ ids: '1,a' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ customerProduct: 'all' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ perPage: '5001' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ unknown: '1' }).success).toBe(false);
  });

  it('R001-3.70 R001-7.104 lists the product kinds', () => {
    expect(productKinds).toEqual([
      { id: 1, name: 'VERPACKUNG' },
      { id: 2, name: 'MOEBEL' },
      { id: 3, name: 'ARTWORK' },
      { id: 99, name: 'ANY' },
    ]);
  });
});
