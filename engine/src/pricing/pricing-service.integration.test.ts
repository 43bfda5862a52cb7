import { beforeAll, describe, expect, it } from 'vitest';
import { Attribute } from '../catalog/attribute.entity';
import { AttributeTypeId, AttributeVisibility } from '../catalog/enums';
import { ProductType, ProductTypeAttribute } from '../catalog/product-type.entity';
import { CustomerProduct, Product } from '../catalog/product.entity';
import { createProductService } from '../catalog/product-service';
import { asAdmin, asCustomer, givenCustomer, givenTruck, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { TransportRequirement } from '../shipping/transport-requirement.entity';
import { createPriceAdminService } from './price-admin-service';
import { PriceCache } from './price-cache.entity';
import { createPricingService } from './pricing-service';
import { FixPriceRow, InternalPrice } from './product-price.entity';

const em = useTestDatabase();
const pricing = () => createPricingService({ em });
let service: ReturnType<typeof createPricingService>;
let admin: ReturnType<typeof createPriceAdminService>;
const ids = { alice: 0, bob: 0, type: 0, list: 0, fix: 0, owned: 0, unpublished: 0, crate: 0, margin: 0, noPrice: 0, fixedAddress: 0, bobAddress: 0 };
const as = asCustomer;
const productAdmin = asAdmin(Permission.ADMIN_PRODUCT);

beforeAll(async () => {
  const fork = em();
  givenTruck(fork);
  const type = fork.create(ProductType, { name: 'Holzkiste', modelFamily: 'crate', excelFilePath: 'kiste.xlsx' });
  // The crate's model: configurations are checked against it before pricing.
  const configurable = { visibility: AttributeVisibility.PRODUCT_CONFIGURATOR };
  for (const [order, [name, typeId]] of ([['Innenlänge', AttributeTypeId.DIMENSION], ['Innenbreite', AttributeTypeId.DIMENSION], ['Innenhöhe', AttributeTypeId.DIMENSION], ['Material', AttributeTypeId.ENUM]] as const).entries()) {
    const attribute = fork.create(Attribute, { name, typeId, ...configurable, options: typeId === AttributeTypeId.ENUM ? { values: ['OSB', 'Fichte'] } : { unit: 'mm', defaultValue: '500' } });
    fork.create(ProductTypeAttribute, { productType: type, attribute, ...configurable, order });
  }
  const { customer: alice, addresses: { fixedAddress } } = givenCustomer(fork, { discount: '0.05', deliveryCostMultiplier: '1.1' }, {
    fixedAddress: { name: 'Alice', street: 'Weg 1', zipCode: '8001', city: 'Zürich', fixedDeliveryCost: '50.00' },
  });
  const { customer: bob, addresses: { bobAddress } } = givenCustomer(fork, {}, { bobAddress: { name: 'Bob', street: 'Weg 2', zipCode: '8001', city: 'Zürich' } });
  const make = (articleNumber: string, extra: Record<string, unknown> = {}) =>
    fork.create(Product, { name: articleNumber, articleNumber, productType: type, published: true, listPrice: '100.00', ...extra });
  const list = make('LIST_1');
  const fix = make('FIX_1');
  const owned = make('OWNED_1', { publiclyAvailable: false });
  const unpublished = make('HIDDEN_1', { published: false });
  const crate = make('KISTE_1', { canBeConfigured: true });
  const margin = make('MARGIN_1');
  const noPrice = make('NOPRICE_1', { listPrice: null });
  fork.create(CustomerProduct, { customer: bob, product: owned });
  fork.create(TransportRequirement, { product: list, maxPackage: 10, minSp: 1 });
  fork.create(InternalPrice, { product: margin, price: '248.00' });
  await fork.flush();
  Object.assign(ids, {
    alice: alice.id,
    bob: bob.id,
    type: type.id,
    list: list.id,
    fix: fix.id,
    owned: owned.id,
    unpublished: unpublished.id,
    crate: crate.id,
    margin: margin.id,
    noPrice: noPrice.id,
    fixedAddress: fixedAddress.id,
    bobAddress: bobAddress.id,
  });
  service = pricing();
  admin = createPriceAdminService({ em, invalidate: service.invalidatePrices });
  // Alice's prices: FIX on FIX_1, EXCEL on KISTE_1 (the type's workbook), MARGIN on MARGIN_1.
  await admin.addFixPriceRow(productAdmin, 0, { customerId: ids.alice, productId: ids.fix, quantity: 1, price: '23.90' });
  const record = await admin.listProductPrices(productAdmin, { customerId: ids.alice, productId: ids.fix });
  await admin.addFixPriceRow(productAdmin, record[0]?.id, { quantity: 10, price: '22.50' });
  await admin.saveExcelPrice(productAdmin, 0, { customerId: ids.alice, productId: ids.crate, excelFile: null, samplingPoints: [1, 5, 25] });
  await admin.saveMarginPrice(productAdmin, -1, { customerId: ids.alice, productId: ids.margin, margin: '0.25' });
});

const line = (productId: number, quantity: number, configuration: Record<string, string> = {}) => ({ productId, quantity, configuration });

describe('POST /api/product/order-price: freight', () => {
  it('R000-7.29 R000-7.30 R001-7.105 R001-7.106 prices a guest cart to Zürich 8001 with the tariff', async () => {
    const result = await service.orderPrice(as(), { cartItems: [line(ids.list, 12)], zipCode: '8001' });
    expect(result.cartPrice.items).toEqual([
      expect.objectContaining({ productId: ids.list, quantity: 12, pricePerOne: '100.00', linePrice: '1200.00', available: true, strategy: 'NONE' }),
    ]);
    expect(result.cartPrice).toMatchObject({ total: '1200.00', productPriceWithDiscount: '1200.00', complete: true });
    expect(result.discount).toBe('0');
    expect(result.shippingCost).toMatchObject({ cost: '240.00', distance: '54.7', effectiveCost: '240.00', paysFees: true, palletPlaces: 2, reason: 'tariff' });
  });

  it('R001-3.24 prices Genève 1201, Vaduz 9490 (LI), Niedergösgen 5013; a German code is left to the carrier', async () => {
    const ship = async (zipCode: string, quantity: number, country?: string) =>
      (await service.orderPrice(as(), { cartItems: [line(ids.list, quantity)], zipCode, ...(country ? { country } : {}) })).shippingCost;
    expect(await ship('1201', 5)).toMatchObject({ cost: '250.00', distance: '248.0', effectiveCost: '250.00' });
    expect(await ship('9490', 25, 'LI')).toMatchObject({ cost: '480.00', distance: '155.0', palletPlaces: 3 });
    expect(await ship('9490', 25)).toMatchObject({ cost: '480.00' });
    expect(await ship('5013', 1)).toMatchObject({ cost: '85.00', distance: '0.0' });
    expect(await ship('79539', 1, 'DE')).toMatchObject({ cost: null, effectiveCost: null, paysFees: true, reason: 'quoted_by_carrier', zipCodeAccepted: false });
  });

  it('R000-5.25 R000-5.26 R001-5.27 R001-5.28 re-prices shipping only for a known Swiss/LI postal code', async () => {
    for (const zipCode of ['0000', '12', 'abcd', '']) {
      const shipping = (await service.orderPrice(as(), { cartItems: [line(ids.list, 1)], zipCode })).shippingCost;
      expect(shipping, zipCode).toMatchObject({ cost: null, effectiveCost: null, zipCodeAccepted: false });
    }
    expect((await service.orderPrice(as(), { cartItems: [line(ids.list, 1)] })).shippingCost.zipCodeAccepted).toBe(false);
  });

  it("applies pickup, the customer's multiplier and discount, and an own address's fixed delivery cost", async () => {
    const pickup = await service.orderPrice(as(ids.alice), { cartItems: [line(ids.list, 12)], zipCode: '8001', deliveryMode: 'PICKUP' });
    expect(pickup.shippingCost).toMatchObject({ cost: '0.00', effectiveCost: '0.00', paysFees: false, reason: 'pickup' });
    const zurich = await service.orderPrice(as(ids.alice), { cartItems: [line(ids.list, 12)], zipCode: '8001' });
    expect(zurich.shippingCost).toMatchObject({ cost: '240.00', effectiveCost: '264.00' });
    expect(zurich.discount).toBe('0.0500');
    expect(zurich.cartPrice).toMatchObject({ total: '1200.00', productPriceWithDiscount: '1140.00' });
    const fixed = await service.orderPrice(as(ids.alice), { cartItems: [line(ids.list, 12)], deliveryAddressId: ids.fixedAddress });
    expect(fixed.shippingCost).toMatchObject({ cost: '240.00', effectiveCost: '50.00', reason: 'fixed_address_cost' });
    await expect(service.orderPrice(as(ids.alice), { cartItems: [line(ids.list, 1)], deliveryAddressId: ids.bobAddress })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(service.orderPrice(as(), { cartItems: [line(ids.list, 1)], deliveryAddressId: ids.fixedAddress })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('maxStoringSpace splits the load into smaller trips', async () => {
    const result = await service.orderPrice(as(), { cartItems: [line(ids.list, 25)], zipCode: '8001', maxStoringSpace: 2 });
    expect(result.shippingCost.trips.map((trip) => trip.places)).toEqual([2, 1]);
  });
});

describe('POST /api/product/order-price: who may ask, what is priced', () => {
  it('ignores a price sent by the client', async () => {
    const tampered = { productId: ids.list, quantity: 2, configuration: {}, pricePerOne: '0.01', price: '0.01', linePrice: '0.02' };
    const result = await service.orderPrice(as(), { cartItems: [tampered], zipCode: '8001' } as never);
    expect(result.cartPrice.items[0]).toMatchObject({ pricePerOne: '100.00', linePrice: '200.00' });
  });

  it("refuses another customer's id unless the caller is an admin", async () => {
    await expect(service.orderPrice(as(ids.bob), { cartItems: [line(ids.fix, 1)], customerId: ids.alice })).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(service.orderPrice(as(), { cartItems: [line(ids.fix, 1)], customerId: ids.alice })).rejects.toMatchObject({ kind: 'forbidden' });
    const asAdmin = await service.orderPrice(as(undefined, [Permission.ADMIN_QUOTE]), { cartItems: [line(ids.fix, 1)], customerId: ids.alice });
    expect(asAdmin.cartPrice.items[0]).toMatchObject({ pricePerOne: '23.90', strategy: 'FIX_PRICE' });
    expect(asAdmin.discount).toBe('0.0500');
    await expect(service.orderPrice(as(undefined, [Permission.ADMIN_QUOTE]), { cartItems: [line(ids.fix, 1)], customerId: 999_999 })).rejects.toMatchObject({ kind: 'not_found' });
  });

  it("answers not_found for products the caller may not see: unpublished, unknown, another customer's", async () => {
    await expect(service.orderPrice(as(), { cartItems: [line(ids.unpublished, 1)] })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(service.orderPrice(as(), { cartItems: [line(999_999, 1)] })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(service.orderPrice(as(ids.alice), { cartItems: [line(ids.owned, 1)] })).rejects.toMatchObject({ kind: 'not_found' });
    expect((await service.orderPrice(as(ids.bob), { cartItems: [line(ids.owned, 1)] })).cartPrice.items[0]?.available).toBe(true);
  });

  it('rejects bad input with a clear error', async () => {
    await expect(service.orderPrice(as(), { cartItems: [line(ids.list, -1)] })).rejects.toMatchObject({ name: 'ZodError' });
    await expect(service.orderPrice(as(), { cartItems: [{ productId: 'x', quantity: 1 }] } as never)).rejects.toMatchObject({ name: 'ZodError' });
  });

  it("R001-1.19 R001-3.19 prices each line by the customer's active strategy on real data", async () => {
    const result = await service.orderPrice(as(ids.alice), {
      cartItems: [
        line(ids.fix, 3),
        line(ids.fix, 12),
        line(ids.crate, 30, { Innenlänge: '600', Innenbreite: '400', Innenhöhe: '400', Material: 'OSB' }),
        line(ids.margin, 2),
        line(ids.noPrice, 1),
      ],
    });
    const [fix3, fix12, crate, margin, none] = result.cartPrice.items;
    expect(fix3).toMatchObject({ pricePerOne: '23.90', strategy: 'FIX_PRICE', graduatedPrice: [{ quantity: 1, price: '23.90' }, { quantity: 10, price: '22.50' }] });
    expect(fix12).toMatchObject({ pricePerOne: '22.50', linePrice: '270.00' });
    expect(crate).toMatchObject({ pricePerOne: '64.60', strategy: 'EXCEL_PRICE', linePrice: '1938.00' });
    expect(margin).toMatchObject({ pricePerOne: '310.00', strategy: 'MARGIN_PRICE' });
    expect(none).toEqual(expect.objectContaining({ pricePerOne: null, linePrice: null, available: false, reason: 'no_list_price' }));
    expect(result.cartPrice.complete).toBe(false);
    expect(result.cartPrice.total).toBe('2899.70'); // 71.70 + 270.00 + 1938.00 + 620.00
    // Bob has no records: list prices.
    const bob = await service.orderPrice(as(ids.bob), { cartItems: [line(ids.fix, 3)] });
    expect(bob.cartPrice.items[0]).toMatchObject({ pricePerOne: '100.00', strategy: 'NONE' });
  });
});

describe('price cache', () => {
  const fixPrice = async () => (await service.orderPrice(as(ids.alice), { cartItems: [line(ids.fix, 1)] })).cartPrice.items[0]?.pricePerOne;
  const setFirstRow = async (price: string) => {
    const fork = em();
    await fork.nativeUpdate(FixPriceRow, { quantity: 1, productPrice: { product: ids.fix, customer: ids.alice } }, { price });
  };

  it('serves a cached price until a change invalidates it', async () => {
    expect(await fixPrice()).toBe('23.90');
    expect(await em().count(PriceCache, { customerId: ids.alice, productId: ids.fix })).toBeGreaterThan(0);
    await setFirstRow('19.00'); // behind the service's back: the cache still answers
    expect(await fixPrice()).toBe('23.90');
    await service.invalidatePrices({ customerId: ids.alice, productId: ids.fix });
    expect(await fixPrice()).toBe('19.00');
  });

  it('invalidates per kind of change: product, customer, product type, source, everything', async () => {
    for (const [price, filter] of [
      ['18.00', { productId: ids.fix }],
      ['17.00', { customerId: ids.alice }],
      ['16.00', { productTypeId: ids.type }],
    ] as const) {
      await fixPrice();
      await setFirstRow(price);
      await service.invalidatePrices({ customerId: ids.bob });
      await service.invalidatePrices({ productTypeId: ids.type + 1000 });
      expect(await fixPrice()).not.toBe(price);
      await service.invalidatePrices(filter);
      expect(await fixPrice()).toBe(price);
    }
    const crateLine = line(ids.crate, 1, { Innenlänge: '600', Innenbreite: '400', Innenhöhe: '400' });
    await service.orderPrice(as(ids.alice), { cartItems: [crateLine] });
    expect(await em().count(PriceCache, { source: 'kiste.xlsx' })).toBe(1);
    expect(await service.invalidatePrices({ source: 'kiste.xlsx' })).toBe(1);
    await expect(service.clearPriceCache(as(ids.alice))).rejects.toMatchObject({ kind: 'forbidden' });
    await fixPrice();
    expect((await service.clearPriceCache(productAdmin)).cleared).toBeGreaterThan(0);
    expect(await em().count(PriceCache, {})).toBe(0);
  });

  it('R001-4.05 an admin change through the price administration invalidates at once; the last saved strategy is active', async () => {
    expect(await fixPrice()).toBe('16.00');
    const [record] = await admin.listProductPrices(productAdmin, { customerId: ids.alice, productId: ids.fix });
    await admin.saveMarginPrice(productAdmin, record?.id, { margin: '0.5' });
    // No internal price and the crate model from the product's (empty) configuration: model cost × 1.5.
    const margin = (await service.orderPrice(as(ids.alice), { cartItems: [line(ids.fix, 1)] })).cartPrice.items[0];
    expect(margin?.strategy).toBe('MARGIN_PRICE');
    const rows = (await admin.listProductPrices(productAdmin, { customerId: ids.alice, productId: ids.fix }))[0]?.fix ?? [];
    await admin.updateFixPriceRow(productAdmin, record?.id, rows[0]?.id, { price: '21.00' });
    expect(await fixPrice()).toBe('21.00');
  });

  it('refreshPriceCache computes cached prices again', async () => {
    await fixPrice();
    await setFirstRow('15.00');
    expect(await fixPrice()).toBe('21.00');
    const summary = await service.refreshPriceCache();
    expect(summary.refreshed).toBeGreaterThan(0);
    expect(await fixPrice()).toBe('15.00');
  });
});

describe('product overview withPrices', () => {
  it("R001-3.14 R000-7.17 shows the customer's strategy price and graduated prices", async () => {
    const products = createProductService({ em, prices: service.productPrices });
    const page = await products.listProducts(as(ids.alice), { ids: `${ids.fix},${ids.list}`, withPrices: 'true' });
    const fix = page.items.find((item) => item.id === ids.fix);
    expect(fix?.graduatedPrice.length).toBe(2);
    expect(fix?.price).toBe(fix?.graduatedPrice[0]?.price);
    expect(page.items.find((item) => item.id === ids.list)?.price).toBe('100.00');
    const guest = await products.listProducts(as(), { ids: String(ids.fix), withPrices: 'true' });
    expect(guest.items[0]).toMatchObject({ price: '100.00', graduatedPrice: [] });
  });
});

describe('kept prices, written in one statement (decision 1078)', () => {
  it('a computed price is kept with every column; a stale row under its key is written over, not doubled', async () => {
    await em().nativeDelete(PriceCache, {});
    const started = Date.now();
    const price = async () => (await createPricingService({ em }).orderPrice(as(), { cartItems: [line(ids.list, 3)] })).cartPrice.items[0];
    expect(await price()).toMatchObject({ pricePerOne: '100.00', strategy: 'NONE' });
    const [kept] = await em().find(PriceCache, { productId: ids.list });
    expect(kept).toMatchObject({ customerId: null, productId: ids.list, quantity: 3, strategy: 1, source: null, pricePerOne: '100.00', graduatedPrice: [], configuration: {} });
    expect(kept!.computedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);

    // A REMOTE price kept too long is priced again by the next instance (fresh memory) and its row replaced.
    await em().nativeUpdate(PriceCache, { id: kept!.id }, { strategy: 4, pricePerOne: '1.00', computedAt: new Date('2000-01-01T00:00:00Z') });
    expect(await price()).toMatchObject({ pricePerOne: '100.00', strategy: 'NONE' });
    const rows = await em().find(PriceCache, { productId: ids.list });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: kept!.id, key: kept!.key, strategy: 1, pricePerOne: '100.00' });
    expect(rows[0]!.computedAt.getFullYear()).toBeGreaterThan(2000);
  });

  it('the refresh prices 6 000 kept rows again and writes each back once, at its current price (statements of 300 rows)', async () => {
    await em().nativeDelete(PriceCache, {});
    await em().execute(
      `insert into price_cache (key, customer_id, product_id, product_type_id, configuration, quantity, strategy, source, price_per_one, graduated_price, computed_at)
       select 'bulk-' || i, null, p.id, p.product_type_id, '{}'::jsonb, i, 1, null, 1.00, '[]'::jsonb, now() from product p, generate_series(1, 6000) i where p.id = ?`,
      [ids.list],
    );
    expect(await createPricingService({ em }).refreshPriceCache()).toEqual({ refreshed: 6000, removed: 0 });
    const rows = await em().execute<{ n: number; wrong: number }[]>(`select count(*)::int as n, count(*) filter (where price_per_one <> 100)::int as wrong from price_cache where product_id = ?`, [ids.list]);
    expect(rows[0]).toEqual({ n: 6000, wrong: 0 });
  }, 60_000);
});

describe('price cache bound', () => {
  it('keeps at most cacheMaxRows rows: the oldest are evicted', async () => {
    await em().nativeDelete(PriceCache, {});
    const bounded = createPricingService({ em, cacheMaxRows: 5 });
    for (let quantity = 1; quantity <= 12; quantity++) await bounded.orderPrice(as(), { cartItems: [line(ids.list, quantity)] });
    const rows = await em().find(PriceCache, {}, { orderBy: { id: 'asc' } });
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.quantity)).toEqual([8, 9, 10, 11, 12]);
  });
});
