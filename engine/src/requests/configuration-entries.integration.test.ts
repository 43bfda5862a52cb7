import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { asAdmin, asCustomer, asGuest, givenCustomer, givenTruck } from '../../test/world';
import { Permission } from '../auth/permissions';
import { Attribute } from '../catalog/attribute.entity';
import { AttributeTypeId, AttributeVisibility } from '../catalog/enums';
import { ProductType, ProductTypeAttribute } from '../catalog/product-type.entity';
import { Product, ProductAttributeValue } from '../catalog/product.entity';
import { loadEnv } from '../config/env';
import type { RequestContext } from '../context';
import { createEngine, type Engine } from '../engine';
import { EngineError } from '../errors';
import { Order, OrderPosition, Quote } from './request.entity';
import type { PlaceOrderInput } from './request-schema';

/**
 * Decision 1088: one rule for a configuration wherever it enters — completed with the product's
 * defaults (the product's own value, else the attribute's default) and stored completed, or refused
 * by field naming the attribute, with nothing written. The crate here: 'Innenlänge' 200–6000 mm
 * in steps of 10, default 800; 'Innenbreite' 200–2400 mm in steps of 10, no default; 'Material'
 * and 'Deckel' with defaults. REGEL_0001 has no own values (its width must be sent), REGEL_0002
 * its own width 600.
 */
let db: TestDatabase;
let engine: Engine;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-config-rule-'));
const em = () => db.orm.em.fork() as EntityManager;
const ids = { open: 0, own: 0, customer: 0, home: 0 };
const quoteAdmin = { ...asAdmin(Permission.ADMIN_QUOTE), email: 'staff@holzwerk.example' };
const productAdmin = asAdmin(Permission.ADMIN_PRODUCT);
const field = (name: string, prefix = 'cartItems.0.configuration') => `${prefix}.${name}`;
/** What REGEL_0002 is completed to when only the material is sent. */
const OWN_COMPLETED = { Material: 'OSB', Innenlänge: '800', Innenbreite: '600', Deckel: 'true' };

const address = { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
let keyCounter = 0;
function checkout(configuration: Record<string, string>, productId = ids.open, overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  keyCounter += 1;
  return {
    cartItems: [{ productId, quantity: 2, configuration }],
    invoiceAddress: address,
    deliveryAddress: address,
    invoiceEmail: `gast${keyCounter}@example.ch`,
    deliveryMode: 'DELIVERY',
    requestedDeliveryDate: null,
    paymentMethodId: 1,
    termsAccepted: true,
    idempotencyKey: `config-rule-${keyCounter}`,
    ...overrides,
  };
}

/** The refusal of a call: its kind and entries (null when it went through). */
async function refusal(run: () => Promise<unknown>): Promise<{ kind: string; errors: EngineError['errors'] } | null> {
  try {
    await run();
  } catch (error) {
    if (EngineError.is(error)) return { kind: error.kind, errors: error.errors };
    throw error;
  }
  return null;
}

const counts = async () => ({ orders: await em().count(Order, {}), quotes: await em().count(Quote, {}), positions: await em().count(OrderPosition, {}), products: await em().count(Product, {}) });

async function templateBytes(rows: (string | number)[][]): Promise<Uint8Array> {
  const ExcelJS = (await import('exceljs')).default;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Bestellung');
  sheet.addRow(['Artikelnummer', 'Menge']);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  db = await createTestDatabase();
  engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database: db });
  const fork = em();
  givenTruck(fork);
  const CFG = AttributeVisibility.PRODUCT_CONFIGURATOR | AttributeVisibility.ORDER_POSITION_GRID;
  const type = fork.create(ProductType, { name: 'Regelkiste', modelFamily: null });
  const attributes = [
    fork.create(Attribute, { name: 'Innenlänge', typeId: AttributeTypeId.DIMENSION, visibility: CFG, options: { unit: 'mm', min: 200, max: 6000, step: 10, defaultValue: '800', required: true } }),
    fork.create(Attribute, { name: 'Innenbreite', typeId: AttributeTypeId.DIMENSION, visibility: CFG, options: { unit: 'mm', min: 200, max: 2400, step: 10 } }),
    fork.create(Attribute, { name: 'Material', typeId: AttributeTypeId.ENUM, visibility: CFG, options: { values: ['Sägeroh Fichte/Tanne', 'OSB'], defaultValue: 'Sägeroh Fichte/Tanne' } }),
    fork.create(Attribute, { name: 'Deckel', typeId: AttributeTypeId.BOOLEAN, visibility: CFG, options: { defaultValue: 'true' } }),
  ];
  attributes.forEach((attribute, order) => fork.create(ProductTypeAttribute, { productType: type, attribute, visibility: CFG, order }));
  const open = fork.create(Product, { name: 'Regelkiste nach Mass', articleNumber: 'REGEL_0001', productType: type, published: true, listPrice: '100.00', canBeConfigured: true });
  const own = fork.create(Product, { name: 'Regelkiste 600 breit', articleNumber: 'REGEL_0002', productType: type, published: true, listPrice: '100.00', canBeConfigured: true });
  fork.create(ProductAttributeValue, { product: own, attribute: attributes[1]!, value: '600' });
  const { customer, addresses } = givenCustomer(fork, {}, { home: { name: 'Kunde AG', street: 'Weg 1', zipCode: '8001', city: 'Zürich' } });
  await fork.flush();
  Object.assign(ids, { open: open.id, own: own.id, customer: customer.id, home: addresses.home.id });
}, 120_000);
afterAll(async () => {
  await engine?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the cart price and the checkout (decision 1088)', () => {
  it('R000-7.29 order-price refuses a configuration without its required width by field and attribute, completes one with the defaults and refuses Innenlänge 805 (step 10)', async () => {
    expect(await refusal(() => engine.pricing.orderPrice(asGuest(), { cartItems: [{ productId: ids.open, quantity: 1, configuration: { Material: 'OSB' } }] }))).toEqual({
      kind: 'invalid',
      errors: [{ message: 'validation.required', params: { attribute: 'Innenbreite' }, field: field('Innenbreite') }],
    });
    const priced = await engine.pricing.orderPrice(asGuest(), { cartItems: [{ productId: ids.own, quantity: 1, configuration: { Material: 'OSB' } }] });
    expect(priced.cartPrice.items[0]).toMatchObject({ available: true, configuration: OWN_COMPLETED });
    expect(await refusal(() => engine.pricing.orderPrice(asGuest(), { cartItems: [{ productId: ids.own, quantity: 1, configuration: { Innenlänge: '805' } }] }))).toEqual({
      kind: 'invalid',
      errors: [{ message: 'validation.stepMm', params: { step: 10, nearest: 810, attribute: 'Innenlänge' }, field: field('Innenlänge') }],
    });
  });

  it('R000-7.24 R000-3.35 an order stores the completed configuration, a retry is the same order, and a refused one writes nothing', async () => {
    const before = await counts();
    expect((await refusal(() => engine.orders.placeOrder(asGuest(), checkout({ Material: 'OSB' }))))?.errors).toEqual([
      { message: 'validation.required', params: { attribute: 'Innenbreite' }, field: field('Innenbreite') },
    ]);
    expect((await refusal(() => engine.orders.placeOrder(asGuest(), checkout({ Innenlänge: '805', Innenbreite: '600' }))))?.errors.map((entry) => [entry.message, entry.field])).toEqual([
      ['validation.stepMm', field('Innenlänge')],
    ]);
    expect(await counts()).toEqual(before);
    const input = checkout({ Material: 'OSB' }, ids.own);
    const placed = await engine.orders.placeOrder(asGuest(), input);
    const stored = await em().findOneOrFail(OrderPosition, { order: placed.order.id });
    expect(stored.configuration).toEqual(OWN_COMPLETED);
    // The same submission again: the same order, not a conflict over the completed configuration.
    expect((await engine.orders.placeOrder(asGuest(), input)).order.id).toBe(placed.order.id);
  });

  it('R000-4.18 the checkout keeps the completed configuration in its draft and places it; a refused cart saves no draft', async () => {
    expect((await refusal(() => engine.checkout.saveCart(asGuest(), null, { items: [{ productId: ids.open, quantity: 1, configuration: { Innenbreite: '605' } }] })))?.errors).toEqual([
      { message: 'validation.stepMm', params: { step: 10, nearest: 610, attribute: 'Innenbreite' }, field: field('Innenbreite') },
    ]);
    const draft = await engine.checkout.saveCart(asGuest(), null, { items: [{ productId: ids.open, quantity: 1, configuration: { Innenbreite: '1200' } }] });
    expect(draft.cart.items[0]?.configuration).toEqual({ Innenbreite: '1200', Innenlänge: '800', Material: 'Sägeroh Fichte/Tanne', Deckel: 'true' });
  });

  it('R000-7.26 a quote request stores the completed configuration and refuses an incomplete one without writing', async () => {
    const before = await counts();
    expect((await refusal(() => engine.quotes.placeQuote(asGuest(), checkout({ Material: 'OSB' }))))?.errors.map((entry) => entry.field)).toEqual([field('Innenbreite')]);
    expect(await counts()).toEqual(before);
    const input = checkout({ Material: 'OSB' }, ids.own);
    const placed = await engine.quotes.placeQuote(asGuest(), input);
    expect((await em().findOneOrFail(OrderPosition, { quote: placed.quote.id })).configuration).toEqual(OWN_COMPLETED);
    expect(await engine.quotes.placeQuote(asGuest(), input)).toMatchObject({ created: false, quote: { id: placed.quote.id } });
  });

  it('R000-7.29 a quick order prices an article without a configuration: completed with the product’s defaults, or refused naming the attribute', async () => {
    // The quick order page asks the price of its lines exactly so (configuration {}), and the cart then orders them so.
    const customer = asCustomer(ids.customer);
    const priced = await engine.pricing.orderPrice(customer, { cartItems: [{ productId: ids.own, quantity: 4, configuration: {} }] });
    expect(priced.cartPrice.items[0]?.configuration).toEqual({ ...OWN_COMPLETED, Material: 'Sägeroh Fichte/Tanne' });
    expect((await refusal(() => engine.pricing.orderPrice(customer, { cartItems: [{ productId: ids.open, quantity: 4, configuration: {} }] })))?.errors.map((entry) => entry.field)).toEqual([
      field('Innenbreite'),
    ]);
  });
});

describe('the back office (decision 1088)', () => {
  it('R001-7.052 an order template: its line is completed with the product’s defaults and stored so, a line the rule refuses names the attribute and writes nothing', async () => {
    const before = await counts();
    const refused = await engine.imports.template.importTemplate(quoteAdmin, { name: 'regel.xlsx', bytes: await templateBytes([['REGEL_0002', 3], ['REGEL_0001', 2]]) }, { customer: String(ids.customer) });
    expect(refused.outcome).toBe('REFUSED');
    expect(refused.issues).toEqual([{ line: 3, message: 'Artikel «{value}»: {problem}', params: { value: 'REGEL_0001', problem: 'Innenbreite: Eingabe erforderlich' } }]);
    expect(await counts()).toEqual(before);
    const report = await engine.imports.template.importTemplate(quoteAdmin, { name: 'regel.xlsx', bytes: await templateBytes([['REGEL_0002', 3]]) }, { customer: String(ids.customer) });
    expect(report).toMatchObject({ outcome: 'IMPORTED', issues: [] });
    const position = await em().findOneOrFail(OrderPosition, { quote: report.summary.quoteId! });
    expect(position.configuration).toEqual({ ...OWN_COMPLETED, Material: 'Sägeroh Fichte/Tanne' });
  });

  it('R001-7.076 a staff position edit of a quote completes the configuration it changes or adds, and refuses an incomplete one or one off the step with nothing saved', async () => {
    const { quote } = await engine.quotes.placeQuote(asGuest(), checkout({ Innenbreite: '600' }));
    const position = (await em().findOneOrFail(OrderPosition, { quote: quote.id })).id;
    expect((await refusal(() => engine.quotes.updateQuote(quoteAdmin, quote.id, { comment: 'geändert', positions: [{ id: position, configuration: { Innenlänge: '805', Innenbreite: '600' } }] })))?.errors).toEqual([
      { message: 'validation.stepMm', params: { step: 10, nearest: 810, attribute: 'Innenlänge' }, field: field('Innenlänge', 'positions.0.configuration') },
    ]);
    expect((await refusal(() => engine.quotes.updateQuote(quoteAdmin, quote.id, { positions: [{ name: 'Frei', quantity: 1 }, { productId: ids.open, quantity: 1, configuration: { Material: 'OSB' } }] })))?.errors).toEqual([
      { message: 'validation.required', params: { attribute: 'Innenbreite' }, field: field('Innenbreite', 'positions.1.configuration') },
    ]);
    const unchanged = await em().findOneOrFail(Quote, { id: quote.id }, { populate: ['positions'] });
    expect(unchanged.comment).not.toBe('geändert');
    expect(unchanged.positions.getItems().map((item) => item.configuration)).toEqual([{ Innenbreite: '600', Innenlänge: '800', Material: 'Sägeroh Fichte/Tanne', Deckel: 'true' }]);
    const updated = await engine.quotes.updateQuote(quoteAdmin, quote.id, { positions: [{ id: position, configuration: { Innenbreite: '900', Deckel: 'false' } }, { productId: ids.own, quantity: 1 }] });
    expect((updated.positions ?? []).map((item) => item.configuration)).toEqual([
      { Innenbreite: '900', Deckel: 'false', Innenlänge: '800', Material: 'Sägeroh Fichte/Tanne' },
      { ...OWN_COMPLETED, Material: 'Sägeroh Fichte/Tanne' },
    ]);
  });

  it('R001-7.066 a staff position edit of an order (positionUpdate) completes the configuration it changes or adds, and refuses one off the step with nothing saved', async () => {
    const placed = await engine.orders.placeOrder(asGuest(), checkout({ Innenbreite: '600' }));
    const position = (await em().findOneOrFail(OrderPosition, { order: placed.order.id })).id;
    expect(
      (await refusal(() => engine.orders.admin.updateOrder(quoteAdmin, placed.order.id, { fieldsUpdate: { comment: 'geändert' }, positionUpdate: { updatePositions: [{ id: position, configuration: { Innenbreite: '2405' } }] } })))?.errors,
    ).toEqual([{ message: 'validation.maxMm', params: { max: 2400, attribute: 'Innenbreite' }, field: field('Innenbreite', 'updatePositions.0.configuration') }]);
    expect(
      (await refusal(() => engine.orders.admin.updateOrder(quoteAdmin, placed.order.id, { positionUpdate: { newPositions: [{ productId: ids.open, quantity: 1, configuration: { Innenbreite: '805' } }] } })))?.errors,
    ).toEqual([{ message: 'validation.stepMm', params: { step: 10, nearest: 810, attribute: 'Innenbreite' }, field: field('Innenbreite', 'newPositions.0.configuration') }]);
    const unchanged = await em().findOneOrFail(Order, { id: placed.order.id }, { populate: ['positions'] });
    expect(unchanged.comment ?? null).toBeNull();
    expect(unchanged.positions.getItems().map((item) => item.configuration)).toEqual([{ Innenbreite: '600', Innenlänge: '800', Material: 'Sägeroh Fichte/Tanne', Deckel: 'true' }]);
    const updated = await engine.orders.admin.updateOrder(quoteAdmin, placed.order.id, {
      positionUpdate: { updatePositions: [{ id: position, configuration: { Innenbreite: '700' } }], newPositions: [{ productId: ids.own, quantity: 1 }] },
    });
    expect((updated.positions ?? []).map((item) => item.configuration)).toEqual([
      { Innenbreite: '700', Innenlänge: '800', Material: 'Sägeroh Fichte/Tanne', Deckel: 'true' },
      { ...OWN_COMPLETED, Material: 'Sägeroh Fichte/Tanne' },
    ]);
  });

  it('R001-2.32 the staff configurator: a product created from a configuration and a product added to a quote are completed, one off the step is refused with nothing created', async () => {
    const before = await counts();
    const create = (configuration: Record<string, string>, ctx: RequestContext = productAdmin) =>
      engine.pricing.configuredProducts.create(ctx, { productId: ids.open, configuration, customerId: ids.customer, name: 'Regelkiste für Kunde AG' });
    expect((await refusal(() => create({ Innenbreite: '1205' })))?.errors).toEqual([
      { message: 'validation.stepMm', params: { step: 10, nearest: 1210, attribute: 'Innenbreite' }, field: 'configuration.Innenbreite' },
    ]);
    expect((await refusal(() => create({ Material: 'OSB' })))?.errors.map((entry) => entry.field)).toEqual(['configuration.Innenbreite']);
    expect(await counts()).toEqual(before);
    const created = await create({ Innenbreite: '1200' });
    expect(created.values).toEqual({ Innenbreite: '1200', Innenlänge: '800', Material: 'Sägeroh Fichte/Tanne', Deckel: 'true' });

    const { quote } = await engine.quotes.placeQuote(asGuest(), checkout({ Innenbreite: '600' }));
    const version = (await em().findOneOrFail(Quote, { id: quote.id })).version;
    expect((await refusal(() => engine.quotes.products.addProduct(quoteAdmin, { quoteId: quote.id, version, productId: ids.open, quantity: 1, configuration: { Innenlänge: '1005', Innenbreite: '600' } })))?.errors.map((entry) => entry.message)).toEqual([
      'validation.stepMm',
    ]);
    const added = await engine.quotes.products.addProduct(quoteAdmin, { quoteId: quote.id, version, productId: ids.own, quantity: 1, configuration: { Material: 'OSB' } });
    expect((added.positions ?? []).map((item) => item.configuration)).toContainEqual(OWN_COMPLETED);
  });
});
