import { beforeAll, describe, expect, it } from 'vitest';
import { Attribute } from '../../engine/src/catalog/attribute.entity';
import { AttributeTypeId, AttributeVisibility } from '../../engine/src/catalog/enums';
import { ProductType, ProductTypeAttribute } from '../../engine/src/catalog/product-type.entity';
import { Product, ProductAttributeValue } from '../../engine/src/catalog/product.entity';
import { Order, OrderPosition } from '../../engine/src/requests/request.entity';
import { givenTruck } from '../../engine/test/world';
import { useHttpShop, type HttpShop } from './http-shop';

/**
 * Decision 1088 over HTTP: a configuration without a required value that has no default, or off
 * its attribute's step, is refused by POST /api/product/order-price and POST /api/order with the
 * field's message naming the attribute (400), and no order is written; one whose missing values
 * have defaults is stored completed.
 */
const shop: HttpShop = useHttpShop();
const ids = { open: 0, own: 0 };
const address = { name: 'Gast AG', street: 'Hauptstrasse 1', zipCode: '8001', city: 'Zürich', country: 'CH' };
let keys = 0;

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(shop.web.url + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: shop.web.url }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
const order = (productId: number, configuration: Record<string, string>) =>
  post('/api/order', {
    cartItems: [{ productId, quantity: 1, configuration }],
    invoiceAddress: address,
    deliveryAddress: address,
    invoiceEmail: `gast${++keys}@example.ch`,
    deliveryMode: 'DELIVERY',
    paymentMethodId: 1,
    termsAccepted: true,
    idempotencyKey: `config-rule-http-${keys}`,
  });
const orderCount = () => shop.em().count(Order, {});

beforeAll(async () => {
  const em = shop.em();
  givenTruck(em);
  const CFG = AttributeVisibility.PRODUCT_CONFIGURATOR;
  const type = em.create(ProductType, { name: 'Kiste (HTTP)', modelFamily: null });
  const attributes = [
    em.create(Attribute, { name: 'Innenlänge', typeId: AttributeTypeId.DIMENSION, visibility: CFG, options: { unit: 'mm', min: 200, max: 6000, step: 10, defaultValue: '800', required: true } }),
    em.create(Attribute, { name: 'Innenbreite', typeId: AttributeTypeId.DIMENSION, visibility: CFG, options: { unit: 'mm', min: 200, max: 2400, step: 10 } }),
    em.create(Attribute, { name: 'Material', typeId: AttributeTypeId.ENUM, visibility: CFG, options: { values: ['Sägeroh Fichte/Tanne', 'OSB'], defaultValue: 'Sägeroh Fichte/Tanne' } }),
  ];
  attributes.forEach((attribute, order) => em.create(ProductTypeAttribute, { productType: type, attribute, visibility: CFG, order }));
  const open = em.create(Product, { name: 'Kiste nach Mass', articleNumber: 'HTTP_KISTE_1', productType: type, published: true, listPrice: '100.00', canBeConfigured: true });
  const own = em.create(Product, { name: 'Kiste 600 breit', articleNumber: 'HTTP_KISTE_2', productType: type, published: true, listPrice: '100.00', canBeConfigured: true });
  em.create(ProductAttributeValue, { product: own, attribute: attributes[1]!, value: '600' });
  await em.flush();
  Object.assign(ids, { open: open.id, own: own.id });
});

describe('configurations refused or completed over HTTP (decision 1088)', () => {
  it('R000-7.29 R000-7.24 {"Material":"OSB"} without its width: order-price and order answer 400 with the field’s message, and no order is written', async () => {
    const before = await orderCount();
    const refusal = { message: 'Innenbreite: Eingabe erforderlich', params: { attribute: 'Innenbreite' }, field: 'cartItems.0.configuration.Innenbreite', rule: 'validation.required' };
    const priced = await post('/api/product/order-price', { cartItems: [{ productId: ids.open, quantity: 1, configuration: { Material: 'OSB' } }] });
    expect(priced).toEqual({ status: 400, json: { errors: [refusal] } });
    expect(await order(ids.open, { Material: 'OSB' })).toEqual({ status: 400, json: { errors: [refusal] } });
    expect(await orderCount()).toBe(before);
  });

  it('R000-7.29 R000-7.24 Innenlänge 805 with a step of 10 is refused with the step and the nearest value, and not ordered', async () => {
    const before = await orderCount();
    const refusal = { message: 'Innenlänge: Nur in Schritten von 10 mm, z. B. 810 mm', params: { step: 10, nearest: 810, attribute: 'Innenlänge' }, field: 'cartItems.0.configuration.Innenlänge', rule: 'validation.stepMm' };
    expect(await post('/api/product/order-price', { cartItems: [{ productId: ids.own, quantity: 1, configuration: { Innenlänge: '805' } }] })).toEqual({ status: 400, json: { errors: [refusal] } });
    expect(await order(ids.own, { Innenlänge: '805' })).toEqual({ status: 400, json: { errors: [refusal] } });
    expect(await orderCount()).toBe(before);
  });

  it('R000-3.35 {"Material":"OSB"} of a product with its own width is priced and ordered completed with the defaults', async () => {
    const completed = { Material: 'OSB', Innenlänge: '800', Innenbreite: '600' };
    const priced = await post('/api/product/order-price', { cartItems: [{ productId: ids.own, quantity: 1, configuration: { Material: 'OSB' } }] });
    expect(priced.status).toBe(200);
    expect((priced.json.cartPrice as { items: { configuration: unknown }[] }).items[0]?.configuration).toEqual(completed);
    const placed = await order(ids.own, { Material: 'OSB' });
    expect(placed.status).toBe(200);
    const orderId = (placed.json.order as { id: number }).id;
    expect((await shop.em().findOneOrFail(OrderPosition, { order: orderId })).configuration).toEqual(completed);
  });
});
