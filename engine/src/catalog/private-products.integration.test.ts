import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { asCustomer, givenCustomer, useDemoEngine } from '../../test/world';
import { Permission } from '../auth/permissions';
import type { RequestContext } from '../context';
import { User } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { Category } from './category.entity';
import { CategoryProduct, CustomerProduct, Product } from './product.entity';

/**
 * Decision 1089: a customer's own products (publiclyAvailable false) — their names, descriptions,
 * values and prices — are read by their customer and by the staff whose work they are
 * (ADMIN_PRODUCT, ADMIN_QUOTE, ADMIN_CUSTOMER), not by staff holding only ADMIN_CATEGORY,
 * ADMIN_PRODUCT_META or CREATE_PRODUCT_IN_CONFIGURATOR, in every product read that names them.
 */
const demo = useDemoEngine();
const ids = { muster: 0, staffCustomer: 0, fixed: 0, configurable: 0, category: 0 };
const FIXED = 'Geheimpalette Muster 1089';
const CONFIGURABLE = 'Geheimkiste Muster 1089';

/** A staff member of the shop's own customer holding these permissions only. */
const staff = (...permissions: number[]): RequestContext => asCustomer(ids.staffCustomer, permissions);
const refused: number[] = [Permission.ADMIN_CATEGORY, Permission.ADMIN_PRODUCT_META, Permission.CREATE_PRODUCT_IN_CONFIGURATOR];
const allowed: number[] = [Permission.ADMIN_PRODUCT, Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER];

async function kindOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'ok',
    (error: unknown) => (EngineError.is(error) ? error.kind : 'other'),
  );
}

beforeAll(async () => {
  const em = demo.engine.database.orm.em.fork();
  const musterUser = await em.findOneOrFail(User, { email: demoLogins.company.email });
  const crate = await em.findOneOrFail(Product, { articleNumber: 'KISTE_0001' });
  const pallet = await em.findOneOrFail(Product, { publiclyAvailable: true, published: true, canBeConfigured: false, listPrice: { $ne: null }, deletedAt: null }, { orderBy: { id: 'asc' } });
  const { customer: staffCustomer } = givenCustomer(em);
  const category = await em.findOneOrFail(Category, { parent: { $ne: null } }, { orderBy: { id: 'asc' } });
  const fixed = em.create(Product, { name: FIXED, articleNumber: 'GEHEIM_1089_P', description: 'Nur für Muster', productType: pallet.productType, kindCode: pallet.kindCode, listPrice: '55.00', published: true, publiclyAvailable: false, canBeConfigured: false });
  const configurable = em.create(Product, { name: CONFIGURABLE, articleNumber: 'GEHEIM_1089_K', productType: crate.productType, kindCode: crate.kindCode, listPrice: '80.00', published: true, publiclyAvailable: false, canBeConfigured: true });
  for (const product of [fixed, configurable]) em.create(CustomerProduct, { customer: musterUser.customer, product, externalProductId: `M-${product.articleNumber}` });
  em.create(CategoryProduct, { category, product: fixed, order: 99 });
  await em.flush();
  Object.assign(ids, { muster: musterUser.customer.id, staffCustomer: staffCustomer.id, fixed: fixed.id, configurable: configurable.id, category: category.id });
});

describe("a customer's own products for staff (decision 1089)", () => {
  it('GET /api/product (list, ids, article number) and the product detail: only ADMIN_PRODUCT, ADMIN_QUOTE and ADMIN_CUSTOMER see them', async () => {
    // The staff who see them first: a kept page must not answer the others (decision 973).
    for (const permission of [...allowed, ...refused]) {
      const ctx = staff(permission);
      const sees = allowed.includes(permission);
      const names = async (query: Parameters<typeof demo.engine.catalog.products.listProducts>[1]) => (await demo.engine.catalog.products.listProducts(ctx, query)).items.map((item) => item.name);
      expect((await names({})).includes(FIXED), `list, permission ${permission}`).toBe(sees);
      expect((await names({ includeUnpublished: true })).includes(FIXED), `list with unpublished, permission ${permission}`).toBe(sees);
      expect(await names({ ids: `${ids.fixed},${ids.configurable}` }), `ids, permission ${permission}`).toEqual(sees ? [CONFIGURABLE, FIXED] : []);
      expect(await kindOf(demo.engine.catalog.products.getProduct(ctx, { articleNumber: 'GEHEIM_1089_P' })), `detail, permission ${permission}`).toBe(sees ? 'ok' : 'not_found');
      // A public product stays visible to every one of them.
      expect(await kindOf(demo.engine.catalog.products.getProduct(ctx, { articleNumber: 'KISTE_0001' })), `public detail, permission ${permission}`).toBe('ok');
    }
  });

  it('the configuration form, the category links, the header search and the order price: the same rule', async () => {
    for (const permission of [...refused, ...allowed]) {
      const ctx = staff(permission);
      const sees = allowed.includes(permission);
      const why = `permission ${permission}`;
      expect(await kindOf(demo.engine.catalog.read.configurationForm(ctx, { productId: ids.fixed })), why).toBe(sees ? 'ok' : 'not_found');
      expect((await demo.engine.catalog.read.listCategoryProductLinks(ctx, { productId: ids.fixed })).length, why).toBe(sees ? 1 : 0);
      expect((await demo.engine.catalog.search.search(ctx, { q: 'Geheimpalette Muster' })).hits.map((hit) => hit.name), why).toEqual(sees ? [FIXED] : []);
      expect(await kindOf(demo.engine.pricing.orderPrice(ctx, { cartItems: [{ productId: ids.fixed, quantity: 1, configuration: {} }] })), why).toBe(sees ? 'ok' : 'not_found');
    }
  });

  it('their own customer still sees them; a guest does not', async () => {
    const muster = asCustomer(ids.muster);
    expect((await demo.engine.catalog.products.getProduct(muster, { articleNumber: 'GEHEIM_1089_P' })).name).toBe(FIXED);
    expect((await demo.engine.catalog.search.search(muster, { q: 'Geheimpalette Muster' })).hits.map((hit) => hit.name)).toEqual([FIXED]);
    expect(await kindOf(demo.engine.catalog.products.getProduct(asCustomer(), { articleNumber: 'GEHEIM_1089_P' }))).toBe('not_found');
  });

  it('the category screen (ADMIN_CATEGORY alone) lists and links public products only; with ADMIN_CUSTOMER too it lists the customer’s product', async () => {
    const category = staff(Permission.ADMIN_CATEGORY);
    const linked = await demo.engine.catalog.categoryDesk.categoryProducts(category, ids.category);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.map((link) => link.name)).not.toContain(FIXED);
    expect(await kindOf(demo.engine.catalog.categoryDesk.linkProduct(category, ids.category, { productId: ids.configurable }))).toBe('not_found');
    expect((await demo.engine.catalog.categoryDesk.categoryProducts(staff(Permission.ADMIN_CATEGORY, Permission.ADMIN_CUSTOMER), ids.category)).map((link) => link.name)).toContain(FIXED);
  });

  it('the configurator (CREATE_PRODUCT_IN_CONFIGURATOR alone) offers and opens public configurable products only; ADMIN_PRODUCT both', async () => {
    const configurator = staff(Permission.CREATE_PRODUCT_IN_CONFIGURATOR);
    expect(await demo.engine.pricing.configuredProducts.configurable(configurator, { q: 'Geheimkiste' })).toEqual([]);
    expect((await demo.engine.pricing.configuredProducts.configurable(configurator, { q: 'Holzkiste' })).length).toBeGreaterThan(0);
    expect(await kindOf(demo.engine.pricing.configuredProducts.source(configurator, { productId: ids.configurable }))).toBe('not_found');
    expect(await kindOf(demo.engine.pricing.configuredProducts.source(configurator, { productId: (await demo.engine.catalog.products.getProduct(configurator, { articleNumber: 'KISTE_0001' })).id }))).toBe('ok');
    const products = staff(Permission.ADMIN_PRODUCT);
    expect((await demo.engine.pricing.configuredProducts.configurable(products, { q: 'Geheimkiste' })).map((choice) => choice.name)).toEqual([CONFIGURABLE]);
    expect((await demo.engine.pricing.configuredProducts.source(products, { productId: ids.configurable })).name).toBe(CONFIGURABLE);
  });

  it('the configurator’s own permission still gets back the product it creates for a customer (decision 976)', async () => {
    const configurator = staff(Permission.CREATE_PRODUCT_IN_CONFIGURATOR);
    const created = await demo.engine.catalog.admin.createCustomerProduct(configurator, { name: 'Kiste für Muster 1089', typeId: (await demo.engine.catalog.products.getProduct(configurator, { articleNumber: 'KISTE_0001' })).typeId, published: true, customerId: ids.muster, externalProductId: 'M-NEU' });
    expect(created).toMatchObject({ name: 'Kiste für Muster 1089', publiclyAvailable: false, customers: [{ customerId: ids.muster, externalProductId: 'M-NEU' }] });
    // Reading it again is another matter: not its customer's product.
    expect(await kindOf(demo.engine.catalog.products.getProduct(configurator, { articleNumber: created.articleNumber }))).toBe('not_found');
  });
});
