import { beforeAll, describe, expect, it } from 'vitest';
import { asCustomer, asGuest, useTestDatabase } from '../../test/world';
import { Permission } from '../auth/permissions';
import { ProductType } from '../catalog/product-type.entity';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { CompanyInfo, ContactPerson, Customer } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { DEFAULT_CURRENCY } from '../money/currency';
import { createShippingService } from '../shipping/shipping-service';
import { TransportRequirement } from '../shipping/transport-requirement.entity';
import { createPriceAdminService } from './price-admin-service';
import { ProductPrice } from './product-price.entity';

/** The back office's price administration (001 §3, §4, §7) on a real database. */
const em = useTestDatabase();
const invalidations: Record<string, unknown>[] = [];
let admin: ReturnType<typeof createPriceAdminService>;
const productAdmin: RequestContext = asCustomer(1, [Permission.ADMIN_PRODUCT]);
const ids = { firma: 0, privat: 0, kiste: 0, palette: 0, regal: 0 };

async function kindOf(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
    return 'ok';
  } catch (error) {
    return EngineError.is(error) ? error.kind : error instanceof Error ? error.name : 'other';
  }
}

beforeAll(async () => {
  admin = createPriceAdminService({ em, invalidate: async (filter) => invalidations.push({ ...filter }) });
  const fork = em();
  const type = fork.create(ProductType, { name: 'Holzkiste' });
  const firma = fork.create(Customer, {});
  fork.create(CompanyInfo, { customer: firma, name: 'Sägerei Muster AG' });
  fork.create(ContactPerson, { customer: firma, firstName: 'Anna', lastName: 'Muster' });
  const privat = fork.create(Customer, {});
  const make = (articleNumber: string) => fork.create(Product, { name: articleNumber, articleNumber, productType: type, published: true, listPrice: '80.00' });
  const kiste = make('KISTE_1');
  const palette = make('PALETTE_1');
  const regal = make('REGAL_1');
  fork.create(TransportRequirement, { product: kiste, maxPackage: 20, minSp: 2, quantityForMinSp: 10 });
  await fork.flush();
  Object.assign(ids, { firma: firma.id, privat: privat.id, kiste: kiste.id, palette: palette.id, regal: regal.id });
});


describe('price records (GET/PUT/POST/DELETE /api/product/price)', () => {
  it('R001-3.16 R001-3.17 R001-3.18 R001-7.082 PUT creates the record with its fields; unitOfSales 1 and strategy NONE by default', async () => {
    const before = await admin.listProductPrices(productAdmin, { customerId: ids.firma, productId: ids.kiste });
    expect(before).toEqual([expect.objectContaining({ id: null, unitOfSales: 1, activeStrategy: 1 })]);
    const record = await admin.saveProductPrice(productAdmin, { customerId: ids.firma, productId: ids.kiste });
    expect(Object.keys(record).sort()).toEqual(
      ['id', 'customerId', 'productId', 'unitOfSales', 'activeStrategy', 'excel', 'fix', 'remote', 'margin', 'companyName', 'contactPersonName'].sort(),
    );
    expect(record).toMatchObject({
      customerId: ids.firma,
      productId: ids.kiste,
      unitOfSales: 1,
      activeStrategy: 1,
      excel: null,
      fix: [],
      remote: null,
      margin: null,
      companyName: 'Sägerei Muster AG',
      contactPersonName: 'Anna Muster',
    });
    expect(record.id).toBeGreaterThan(0);
    expect(invalidations.at(-1)).toEqual({ customerId: ids.firma, productId: ids.kiste });
    // A second PUT finds the same record.
    const again = await admin.saveProductPrice(productAdmin, { customerId: ids.firma, productId: ids.kiste, unitOfSales: 5 });
    expect(again).toMatchObject({ id: record.id, unitOfSales: 5 });
  });

  it('R001-7.083 R001-7.084 POST /:id changes unitOfSales and the strategy; DELETE removes the record', async () => {
    const record = await admin.saveProductPrice(productAdmin, { customerId: ids.privat, productId: ids.kiste });
    const changed = await admin.updateProductPrice(productAdmin, record.id, { unitOfSales: 10, activeStrategy: 3 });
    expect(changed).toMatchObject({ id: record.id, unitOfSales: 10, activeStrategy: 3 });
    expect(await admin.deleteProductPrice(productAdmin, record.id)).toEqual({ deleted: true });
    expect(await em().count(ProductPrice, { id: record.id as number })).toBe(0);
    expect(await kindOf(() => admin.deleteProductPrice(productAdmin, record.id))).toBe('not_found');
  });
});

describe('decision 1091: ids and numbers of the price calls are never coerced', () => {
  it('R001-7.082 PUT /product/price with an id or a number that is none (true, "1e3", 1.5, -1) writes no record — true was customer 1', async () => {
    expect(ids.firma).toBe(1);
    const before = await em().count(ProductPrice);
    for (const body of [
      { customerId: true, productId: ids.regal },
      { customerId: '1e3', productId: ids.regal },
      { customerId: 1.5, productId: ids.regal },
      { customerId: -1, productId: ids.regal },
      { customerId: ids.firma, productId: true },
      { customerId: ids.firma, productId: ids.regal, unitOfSales: true },
      { customerId: ids.firma, productId: ids.regal, activeStrategy: '3e0' },
    ]) {
      expect(await kindOf(() => admin.saveProductPrice(productAdmin, body as never)), JSON.stringify(body)).toBe('ZodError');
    }
    expect(await em().count(ProductPrice)).toBe(before);
  });

  it('R001-7.088 a fix price row with a quantity that is no whole number (true, "1e3") is not added', async () => {
    const before = await em().count(ProductPrice);
    for (const quantity of [true, '1e3', '']) {
      expect(await kindOf(() => admin.addFixPriceRow(productAdmin, 0, { customerId: ids.privat, productId: ids.regal, quantity, price: '12.00' } as never)), JSON.stringify(quantity)).toBe('ZodError');
    }
    expect(await em().count(ProductPrice)).toBe(before);
  });
});

describe('strategies (PUT/POST /api/product/price/:id/…)', () => {
  it('R001-4.06 a change to a record not yet saved (id 0) creates the record first', async () => {
    expect(await em().count(ProductPrice, { customer: ids.firma, product: ids.palette })).toBe(0);
    const record = await admin.addFixPriceRow(productAdmin, 0, { customerId: ids.firma, productId: ids.palette, quantity: 1, price: '12.00' });
    expect(record.id).toBeGreaterThan(0);
    expect(await em().count(ProductPrice, { customer: ids.firma, product: ids.palette })).toBe(1);
    expect(await kindOf(() => admin.saveMarginPrice(productAdmin, 0, { margin: '0.2' }))).toBe('invalid');
  });

  it('R001-7.085 R001-7.086 R001-7.087 saving the excel, margin and remote strategy makes each the active one', async () => {
    const base = await admin.saveProductPrice(productAdmin, { customerId: ids.firma, productId: ids.regal });
    const excel = await admin.saveExcelPrice(productAdmin, base.id, { excelFile: 'regal.xlsx', samplingPoints: [1, 10] });
    expect(excel).toMatchObject({ activeStrategy: 2, excel: { excelFile: 'regal.xlsx', samplingPoints: [1, 10] } });
    const margin = await admin.saveMarginPrice(productAdmin, base.id, { margin: '0.25' });
    expect(margin.activeStrategy).toBe(5);
    expect(Number(margin.margin?.margin)).toBe(0.25);
    const remote = await admin.saveRemotePrice(productAdmin, base.id, { url: 'https://preise.example.ch/regal', apiParamNames: { Breite: 'width' }, samplingPoints: [5] });
    expect(remote).toMatchObject({ activeStrategy: 4, remote: { url: 'https://preise.example.ch/regal', apiParamNames: { Breite: 'width' }, samplingPoints: [5] } });
    // The earlier strategies' data stays: only the active one changes.
    expect(remote.excel).not.toBeNull();
    expect(remote.margin).not.toBeNull();
  });

  it('R001-7.088 R001-7.089 fix rows: POST adds (FIX becomes active), PUT changes a row, rows stay sorted by quantity', async () => {
    const base = await admin.saveProductPrice(productAdmin, { customerId: ids.privat, productId: ids.regal });
    await admin.addFixPriceRow(productAdmin, base.id, { quantity: 10, price: '9.50' });
    const added = await admin.addFixPriceRow(productAdmin, base.id, { quantity: 1, price: '11.00' });
    expect(added.activeStrategy).toBe(3);
    expect(added.fix.map((row) => [row.quantity, row.price])).toEqual([
      [1, '11.00'],
      [10, '9.50'],
    ]);
    const row = added.fix[1] as { id: number };
    const updated = await admin.updateFixPriceRow(productAdmin, base.id, row.id, { quantity: 20, price: '8.75' });
    expect(updated.fix.map((r) => [r.quantity, r.price])).toEqual([
      [1, '11.00'],
      [20, '8.75'],
    ]);
    expect(await kindOf(() => admin.addFixPriceRow(productAdmin, base.id, { quantity: 5, price: '-1' }))).toBe('ZodError');
  });
});

describe('internal prices (/api/product/internal-price)', () => {
  it('R001-7.095 R001-7.096 R001-7.097 POST creates (or updates the product’s), GET lists, PUT changes', async () => {
    const created = await admin.saveInternalPrice(productAdmin, { productId: ids.kiste, price: '40.00', materialCost: '25.00' });
    expect(created).toMatchObject({ productId: ids.kiste, price: '40.00', materialCost: '25.00', labourCost: null, setByHand: true });
    const again = await admin.saveInternalPrice(productAdmin, { productId: ids.kiste, price: '41.00' });
    expect(again.id).toBe(created.id);
    expect(await admin.listInternalPrices(productAdmin, { productId: ids.kiste })).toEqual([expect.objectContaining({ id: created.id, price: '41.00' })]);
    const updated = await admin.updateInternalPrice(productAdmin, created.id, { labourCost: '12.50', setByHand: false });
    expect(updated).toMatchObject({ price: '41.00', labourCost: '12.50', setByHand: false });
  });
});

describe('who may administer prices', () => {
  it('every call needs ADMIN_PRODUCT (3)', async () => {
    const customer = asCustomer(ids.privat);
    expect(await kindOf(() => admin.listProductPrices(asGuest(), {}))).toBe('unauthenticated');
    expect(await kindOf(() => admin.saveProductPrice(customer, { customerId: ids.privat, productId: ids.kiste }))).toBe('forbidden');
    expect(await kindOf(() => admin.listInternalPrices(asCustomer(1, [Permission.ADMIN_CATEGORY, Permission.ADMIN_PRODUCT_META]), {}))).toBe('forbidden');
  });
});

describe('transport requirements of products (GET /api/product/transport-requirements)', () => {
  it('R001-7.111 lists the requirements of the products asked for, ADMIN_PRODUCT only', async () => {
    const shipping = createShippingService({ em });
    const items = await shipping.listTransportRequirements(productAdmin, { ids: `${ids.kiste},${ids.palette}` });
    expect(items).toEqual([expect.objectContaining({ productId: ids.kiste, maxPackage: 20, minSp: 2, quantityForMinSp: 10 })]);
    expect(await kindOf(() => shipping.listTransportRequirements(asCustomer(ids.privat), {}))).toBe('forbidden');
  });
});

describe('currency', () => {
  it('R000-9.01 R001-9.01 prices are in CHF: the default currency, the feeds’ currency', () => {
    expect(DEFAULT_CURRENCY).toBe('CHF');
  });
});
