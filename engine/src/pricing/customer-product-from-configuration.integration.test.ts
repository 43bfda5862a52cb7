import { beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../../fixtures/demo/customers';
import { asAdmin, asCustomer, asGuest, useDemoEngine } from '../../test/world';
import { Permission } from '../auth/permissions';
import { CustomerProduct, Product, ProductAttributeValue } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { User } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { ProductPrice } from './product-price.entity';

/**
 * 'Als Kundenprodukt anlegen' (R001-2.32, R001-7.100, decision 976) on the demo data:
 * the configuration's mapping to attribute values, the price the customer then pays, who may do
 * it, and field errors that leave nothing behind.
 */
const demo = useDemoEngine();
let muster: RequestContext;
let annaId: number;
const ids: Record<string, number> = {};

const crate = (length: number, width: number, height: number, extra: Record<string, string> = {}) => ({
  Innenlänge: String(length),
  Innenbreite: String(width),
  Innenhöhe: String(height),
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<EngineError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!EngineError.is(error)) throw new Error(`expected an EngineError, got ${String(error)}`);
  return error;
}

const productCount = () => demo.engine.database.orm.em.fork().count(Product, {}, { filters: false });

async function priceOf(ctx: RequestContext, productId: number, quantity: number, configuration: Record<string, string> = {}) {
  const answer = await demo.engine.pricing.orderPrice(ctx, { cartItems: [{ productId, quantity, configuration }] });
  return answer.cartPrice.items[0];
}

beforeAll(async () => {
  const em = demo.engine.database.orm.em.fork();
  const musterUser = await em.findOneOrFail(User, { email: demoLogins.company.email });
  const annaUser = await em.findOneOrFail(User, { email: demoLogins.person.email });
  muster = asCustomer(musterUser.customer.id);
  annaId = annaUser.customer.id;
  for (const articleNumber of ['KISTE_0001', 'KISTE_0005', 'KISTE_0008', 'BRETT_0001']) {
    ids[articleNumber] = (await demo.engine.catalog.products.getProduct(asAdmin(Permission.ADMIN_PRODUCT), { articleNumber })).id;
  }
});

describe('a customer product from a configuration (R001-2.32 R001-6.01 R001-7.100, decision 976)', () => {
  it('maps the configuration to the type’s values, is Muster’s alone, in its “Meine Produkte”, at the configured price', async () => {
    const configuration = crate(1200, 800, 600, { Material: 'SPRUCE_FIR_SAWN', Kufen: '3', Deckel: 'false', 'ISPM 15 (IPPC)': 'true', Beschriftung: 'Muster Logistik' });
    const staff = asAdmin(Permission.ADMIN_PRODUCT);
    const draft = await demo.engine.pricing.configuredProducts.draft(staff, { productId: ids.KISTE_0001 as number, configuration });
    expect(draft.articleNumber).toMatch(/^KISTE_\d{4}$/);
    expect(draft.name).toMatch(/^Holzkiste nach Mass, .*1200 mm/);
    const created = await demo.engine.pricing.configuredProducts.create(staff, {
      productId: ids.KISTE_0001 as number,
      configuration,
      customerId: muster.customerId as number,
      name: draft.name,
      externalProductId: 'ML-4711',
    });
    expect(created.articleNumber).toBe(draft.articleNumber);
    // Choices as the attribute's options, yes/no as true/false, the type's other values kept.
    expect(created.values).toMatchObject({
      Innenlänge: '1200',
      Innenbreite: '800',
      Innenhöhe: '600',
      Material: 'Sägeroh Fichte/Tanne',
      Kufen: '3 Kufen',
      Deckel: 'false',
      'ISPM 15 (IPPC)': 'true',
      Beschriftung: 'Muster Logistik',
    });
    // The weight is the configured crate's, not the source's 800 × 600 × 500.
    const em = demo.engine.database.orm.em.fork();
    const sourceWeight = await em.findOneOrFail(ProductAttributeValue, { product: ids.KISTE_0001 as number, attribute: { name: 'Gewicht' } });
    expect(Number(created.values.Gewicht)).toBeGreaterThan(Number(sourceWeight.value));
    const product = await em.findOneOrFail(Product, { id: created.id });
    expect(product).toMatchObject({ publiclyAvailable: false, canBeConfigured: false, published: true });
    expect(await em.findOneOrFail(CustomerProduct, { product: created.id })).toMatchObject({ externalProductId: 'ML-4711', isFavorite: true });
    expect(await demo.engine.catalog.favourites.favouriteIds(muster)).toContain(created.id);
    // Muster's own EXCEL record was copied: the fixed product costs what the configuration cost, at every quantity.
    for (const quantity of [1, 10]) {
      const configured = await priceOf(muster, ids.KISTE_0001 as number, quantity, configuration);
      const own = await priceOf(muster, created.id, quantity);
      expect(own).toMatchObject({ available: true, strategy: 'EXCEL_PRICE', pricePerOne: configured?.pricePerOne });
    }
    expect(await em.count(ProductPrice, { product: created.id, customer: muster.customerId as number })).toBe(1);
    // Nobody else sees it.
    for (const other of [asGuest(), asCustomer(annaId)]) expect((await failure(priceOf(other, created.id, 1))).kind).toBe('not_found');
  });

  it('without a record of the customer the default record is copied (MARGIN on the part list of the built crate)', async () => {
    const configuration = crate(2000, 1000, 900, { Material: 'SPRUCE_FIR_SAWN', Kufen: '2' });
    const created = await demo.engine.pricing.configuredProducts.create(asAdmin(Permission.ADMIN_PRODUCT), {
      productId: ids.KISTE_0008 as number,
      configuration,
      customerId: muster.customerId as number,
      name: 'Grosse Kiste',
    });
    const configured = await priceOf(muster, ids.KISTE_0008 as number, 1, configuration);
    expect(await priceOf(muster, created.id, 1)).toMatchObject({ available: true, strategy: configured?.strategy, pricePerOne: configured?.pricePerOne });
  });

  it('a board configuration is stored as the Brettkonfiguration value', async () => {
    const created = await demo.engine.pricing.configuredProducts.create(asAdmin(Permission.ADMIN_PRODUCT), {
      productId: ids.BRETT_0001 as number,
      configuration: { Brettkonfiguration: '12!SPRUCE_FIR_SAWN!1500!100!18' },
      customerId: muster.customerId as number,
      name: 'Bretterbund Muster',
    });
    expect(created.values.Brettkonfiguration).toBe('12!SPRUCE_FIR_SAWN!1500!100!18');
    expect((await priceOf(muster, created.id, 1))?.available).toBe(true);
  });

  it('permissions: CREATE_PRODUCT_IN_CONFIGURATOR alone or ADMIN_PRODUCT may; ADMIN_QUOTE alone, a customer and a guest may not', async () => {
    const input = { productId: ids.KISTE_0001 as number, configuration: crate(900, 700, 500), customerId: muster.customerId as number, name: 'Kiste 900' };
    const before = await productCount();
    expect((await failure(demo.engine.pricing.configuredProducts.create(asAdmin(Permission.ADMIN_QUOTE), input))).kind).toBe('forbidden');
    expect((await failure(demo.engine.pricing.configuredProducts.create(muster, input))).kind).toBe('forbidden');
    expect((await failure(demo.engine.pricing.configuredProducts.create(asGuest(), input))).kind).toBe('unauthenticated');
    expect((await failure(demo.engine.pricing.configuredProducts.draft(asAdmin(Permission.ADMIN_CUSTOMER), input))).kind).toBe('forbidden');
    expect(await productCount()).toBe(before);
    const byConfigurator = await demo.engine.pricing.configuredProducts.create(asAdmin(Permission.CREATE_PRODUCT_IN_CONFIGURATOR), input);
    const byProductAdmin = await demo.engine.pricing.configuredProducts.create(asAdmin(Permission.ADMIN_PRODUCT), { ...input, name: 'Kiste 900 b' });
    expect(byProductAdmin.articleNumber).not.toBe(byConfigurator.articleNumber);
    expect(await productCount()).toBe(before + 2);
  });

  it('refusals name the field and write nothing: out of bounds, a model attribute the type cannot hold, a taken article number, an unknown customer', async () => {
    const staff = asAdmin(Permission.ADMIN_PRODUCT);
    const base = { productId: ids.KISTE_0001 as number, customerId: muster.customerId as number, name: 'Kiste' };
    const before = await productCount();
    const tooLong = await failure(demo.engine.pricing.configuredProducts.create(staff, { ...base, configuration: crate(14000, 800, 600) }));
    expect(tooLong.errors).toEqual([{ message: 'validation.maxMm', params: { max: 6000, attribute: 'Innenlänge' }, field: 'configuration.Innenlänge' }]);
    // KISTE_0005's type (Exportkiste) lists no Deckel: a crate without lid cannot be kept as its values.
    const noLid = await failure(demo.engine.pricing.configuredProducts.create(staff, { ...base, productId: ids.KISTE_0005 as number, configuration: crate(1200, 800, 800, { Deckel: 'false' }) }));
    expect(noLid.errors).toEqual([expect.objectContaining({ params: { attribute: 'Deckel', productType: 'Exportkiste' }, field: 'configuration.Deckel' })]);
    const taken = await failure(demo.engine.pricing.configuredProducts.create(staff, { ...base, configuration: crate(900, 700, 500), articleNumber: 'KISTE_0001' }));
    expect(taken).toMatchObject({ kind: 'conflict', errors: [{ field: 'articleNumber', params: { field: 'KISTE_0001' } }] });
    const unknown = await failure(demo.engine.pricing.configuredProducts.create(staff, { ...base, configuration: crate(900, 700, 500), customerId: 999_999 }));
    expect(unknown).toMatchObject({ kind: 'not_found', errors: [{ field: 'customerId', message: 'Kunde nicht gefunden' }] });
    // The form's own fields are checked by the exported schema (the web turns its issues into field messages).
    await expect(demo.engine.pricing.configuredProducts.create(staff, { ...base, configuration: crate(900, 700, 500), name: ' ' })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ['name'] })] });
    expect(await productCount()).toBe(before);
  });

  it('the configurator page’s products (decision 979): configurable ones only, by name or article number, with the values to start from; for the same permissions as create', async () => {
    const staff = asAdmin(Permission.CREATE_PRODUCT_IN_CONFIGURATOR);
    const found = await demo.engine.pricing.configuredProducts.configurable(staff, { q: 'kiste_0001' });
    expect(found.map((product) => product.articleNumber)).toEqual(['KISTE_0001']);
    const all = await demo.engine.pricing.configuredProducts.configurable(asAdmin(Permission.ADMIN_PRODUCT), { q: '' });
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((product) => product.canBeConfigured)).toBe(true);
    const source = await demo.engine.pricing.configuredProducts.source(staff, { productId: ids.KISTE_0001 as number });
    expect(source).toMatchObject({ id: ids.KISTE_0001, articleNumber: 'KISTE_0001', canBeConfigured: true, family: expect.any(String) });
    expect(Object.keys(source.values).length).toBeGreaterThan(0);
    expect((await failure(demo.engine.pricing.configuredProducts.configurable(asAdmin(Permission.ADMIN_QUOTE), { q: '' }))).kind).toBe('forbidden');
    expect((await failure(demo.engine.pricing.configuredProducts.source(muster, { productId: ids.KISTE_0001 as number }))).kind).toBe('forbidden');
    expect((await failure(demo.engine.pricing.configuredProducts.source(staff, { productId: 999_999 }))).kind).toBe('not_found');
  });
});
