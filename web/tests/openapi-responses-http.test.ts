import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { demoLogins } from '../../fixtures/demo/customers';
import { demoDataset } from '../../fixtures/demo/index';
import { auctionArticles } from '../../fixtures/imports/auction-articles';
import { guestOrderInput } from '../../engine/test/world';
import { PasswordResetToken } from '../../engine/src/auth/password-reset-token.entity';
import { Customer, User } from '../../engine/src/customers/customer.entity';
import { Order, OrderPosition } from '../../engine/src/requests/request.entity';
import { nextMondayIso } from '../../engine/src/shipping/fedex/fedex-double';
import { apiDocs } from '../app/api/api-docs';
import { Permission } from '@shop/engine';
import { sessionOf, useHttpShop } from './http-shop';

/**
 * The answers the OpenAPI document declares (the engine's answer-schemas.ts files, decision 874) are the answers the
 * shop gives: each call with a `response` schema is made on the seeded demo shop and its body
 * parsed with that schema. A field renamed or retyped in the engine fails here.
 */
const shop = useHttpShop();
beforeAll(async () => {
  await shop.engine.fixtures.seed(demoDataset, {});
}, 300_000);

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  const response = await fetch(shop.web.url + path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: response.status, json: await response.json() };
}

/** An order to be shipped abroad by FedEx (deliveryType 4), as fedex-http.test.ts makes it. */
async function fedexOrderTo(address: { name: string; street: string; zipCode: string; city: string; country: string }): Promise<number> {
  const em = shop.em();
  const now = new Date();
  const order = em.create(Order, { formattedId: `OPENAPI-FX-${Date.now()}`, customer: em.create(Customer, {}), deliveryType: 4, deliveryAddress: address, invoiceAddress: address, createdAt: now, updatedAt: now });
  em.create(OrderPosition, { order, name: 'Palettenmöbel Lounge', quantity: 1, pricePerOne: '480.00', type: 'PRODUCT' });
  await em.flush();
  return order.id;
}

function declared(key: string): ZodType {
  const schema = apiDocs[key]?.response;
  if (!schema) throw new Error(`${key} declares no response`);
  return schema;
}

describe('[ops] the declared answers of the main /api calls (R001-7.132, decision 874)', () => {
  it('[ops] login, products, categories, delivery calendar, orders and quotes answer what /api/openapi.json declares', async () => {
    const answers = new Map<string, { status: number; json: unknown }>();
    const made = async (key: string, path: string, body?: unknown, headers?: Record<string, string>) => {
      const answer = await call(key.split(' ')[0]!, path, body, headers);
      answers.set(key, answer);
      return answer;
    };
    const login = await made('POST /api/auth', '/api/auth', demoLogins.company);
    const company = { authorization: `Bearer ${(login.json as { token: string }).token}` };
    await made('GET /api/product', '/api/product?perPage=5', undefined, company);
    await made('GET /api/categories', '/api/categories');
    await made('GET /api/order/delivery-information', '/api/order/delivery-information', undefined, company);
    // The cart's price for a delivery to Winterthur (R000-7.29): the company's prices, the truck and the parcel.
    const firstProduct = (answers.get('GET /api/product')!.json as { items: { id: number }[] }).items[0]!.id;
    await made('POST /api/product/order-price', '/api/product/order-price', { cartItems: [{ productId: firstProduct, configuration: {}, quantity: 3 }], zipCode: '8400', deliveryMode: 'DELIVERY' }, company);
    await made('POST /api/order', '/api/order', await guestOrderInput(shop.engine, 'einkauf@muster-logistik.ch', 'openapi-order-1'), company);
    await made('GET /api/order', '/api/order', undefined, company);
    await made('POST /api/quote', '/api/quote', await guestOrderInput(shop.engine, 'einkauf@muster-logistik.ch', 'openapi-quote-1'), company);
    await made('GET /api/quote', '/api/quote', undefined, company);
    // The quote checkout: null for an unknown quote (R000-7.27, R001-7.078), the quote once staff sent it with its PIN.
    const unknownQuote = await call('GET', '/api/quote/for-checkout?uuid=00000000-0000-4000-8000-000000000000&pin=123456');
    expect(unknownQuote).toEqual({ status: 200, json: null });
    const quoteId = (answers.get('POST /api/quote')!.json as { quote: { id: number } }).quote.id;
    const admin = await shop.bearer(sessionOf(1, [Permission.ADMIN_QUOTE, Permission.ADMIN_PRODUCT]));
    const sent = await made('PUT /api/quote/:id/notification', `/api/quote/${quoteId}/notification`, undefined, admin);
    const { uuid, pin, version } = sent.json as { uuid: string; pin: string; version: number };
    await made('PUT /api/quote/:id', `/api/quote/${quoteId}`, { version, timeToDeliver: 5, comment: 'Bitte mit Stapler abladen' }, admin);
    await made('POST /api/quote/copy', '/api/quote/copy', { id: quoteId }, admin);
    await made('GET /api/quote/for-checkout', `/api/quote/for-checkout?uuid=${uuid}&pin=${pin}`);
    expect(answers.get('GET /api/quote/for-checkout')!.json).toMatchObject({ uuid });
    // The quote ordered through its checkout (R000-7.25): a pickup on the first date and slot it offers.
    const checkout = answers.get('GET /api/quote/for-checkout')!.json as { allowedDeliveryDates: string[]; pickupSlots: string[]; defaultPaymentMethodId: number };
    await made('POST /api/order/from-quote', '/api/order/from-quote', {
      uuid,
      pin,
      invoiceAddress: { name: 'Muster Logistik AG', street: 'Industriestrasse 4', zipCode: '8400', city: 'Winterthur', country: 'CH' },
      invoiceEmail: 'rechnungen@muster-logistik.ch',
      deliveryMode: 'PICKUP',
      requestedDeliveryDate: checkout.allowedDeliveryDates[0],
      pickupSlot: checkout.pickupSlots[0],
      paymentMethodId: checkout.defaultPaymentMethodId,
      termsAccepted: true,
      idempotencyKey: 'openapi-from-quote-1',
    });

    // Catalogue reads.
    await made('GET /api/product-types', '/api/product-types');
    await made('GET /api/product-types/with-attributes', '/api/product-types/with-attributes');
    await made('GET /api/attribute', '/api/attribute');
    await made('GET /api/category-product', '/api/category-product');
    await made('GET /api/product/product-kind', '/api/product/product-kind');
    await made('GET /api/product/summary', '/api/product/summary', undefined, admin);
    await made('GET /api/order/carriers', '/api/order/carriers', undefined, admin);
    await made('GET /api/openapi.json', '/api/openapi.json');
    // The company's address book, payment term and skonto.
    const customerId = (login.json as { payload: { customerId: number } }).payload.customerId;
    const address = { name: 'Lager Nord', street: 'Industriestrasse 4', zipCode: '8400', city: 'Winterthur', country: 'CH' };
    const created = await made('PUT /api/customer/:id/address', `/api/customer/${customerId}/address`, address, company);
    expect(created.status).toBe(201);
    const addressId = (created.json as { id: number }).id;
    await made('GET /api/customer/:id/address', `/api/customer/${customerId}/address`, undefined, company);
    await made('GET /api/customer/:id/address/:addressId', `/api/customer/${customerId}/address/${addressId}`, undefined, company);
    await made('POST /api/customer/:id/address/:addressId', `/api/customer/${customerId}/address/${addressId}`, { ...address, addition: 'Rampe 2' }, company);
    await made('GET /api/payment-term', '/api/payment-term', undefined, company);
    await made('GET /api/skonto', '/api/skonto', undefined, company);

    // Small answers.
    await made('GET /api/attribute-type', '/api/attribute-type');
    const productId = (answers.get('GET /api/product')!.json as { items: { id: number }[] }).items[0]!.id;
    await made('GET /api/product/:id/gallery-images', `/api/product/${productId}/gallery-images`);
    await made('GET /api/order/position/configuration', `/api/order/position/configuration?productId=${productId}`);
    await made('GET /api/report-declaration/declaration', '/api/report-declaration/declaration', undefined, admin);
    await made('GET /api/customers/:id/customer-order-settings', `/api/customers/${customerId}/customer-order-settings`, undefined, company);
    await made('POST /api/registration/validate-captcha', '/api/registration/validate-captcha', { questionId: 1, answer: 'vielleicht' });
    await made('PUT /api/registration/request-password-reset', '/api/registration/request-password-reset', { email: 'niemand@example.ch' });
    await made('POST /api/file/refresh-resources', '/api/file/refresh-resources', undefined, admin);
    await made('POST /api/product/clear-price-cache', '/api/product/clear-price-cache', undefined, admin);
    // Catalogue maintenance (decision 1172): categories, product types, attributes.
    const staff = await shop.bearer(sessionOf(1, [Permission.ADMIN_CATEGORY, Permission.ADMIN_PRODUCT_META, Permission.ADMIN_PRODUCT, Permission.ADMIN_QUOTE, Permission.ADMIN_CUSTOMER]));
    const idOf = (answer: { json: unknown }) => (answer.json as { id: number }).id;
    const first = idOf(await made('POST /api/categories', '/api/categories', { name: 'OpenAPI Regale' }, staff));
    const second = idOf(await call('POST', '/api/categories', { name: 'OpenAPI Kisten' }, staff));
    const child = idOf(await call('POST', '/api/categories', { name: 'OpenAPI Fächer', parentId: first }, staff));
    await made('PUT /api/categories/swap-order', '/api/categories/swap-order', { firstId: first, secondId: second }, staff);
    await made('PUT /api/categories/:id', `/api/categories/${first}`, { name: 'OpenAPI Regale und Gestelle', published: true }, staff);
    await made('PUT /api/categories/:id/change-order', `/api/categories/${first}/change-order`, { pivot: null, elements: [child], moveDirection: 'after' }, staff);
    await made('PUT /api/categories/:id/products', `/api/categories/${first}/products`, { productId }, staff);
    await made('DELETE /api/categories/:id/products/:productId', `/api/categories/${first}/products/${productId}`, undefined, staff);
    await made('DELETE /api/categories/:id', `/api/categories/${second}`, undefined, staff);
    const type = idOf(await made('POST /api/product-types', '/api/product-types', { name: 'OpenAPI Typ' }, staff));
    await made('PUT /api/product-types/:id', `/api/product-types/${type}`, { name: 'OpenAPI Typ mit Merkmal' }, staff);
    const attribute = idOf(await made('POST /api/attribute', '/api/attribute', { name: 'OpenAPI Farbe', typeId: 6 }, staff));
    await made('POST /api/attribute/:id', `/api/attribute/${attribute}`, { name: 'OpenAPI Farbton' }, staff);
    const linked = await made('PUT /api/product-types/:id/add-attribute', `/api/product-types/${type}/add-attribute`, { attributeId: attribute }, staff);
    const link = (linked.json as { attrs: { id: number; attributeId: number }[] }).attrs.find((entry) => entry.attributeId === attribute)!.id;
    await made('PUT /api/product-types/:id/update-attribute', `/api/product-types/${type}/update-attribute`, { productTypeAttributeId: link, order: 0 }, staff);
    await made('PUT /api/product-types/:id/remove-attribute', `/api/product-types/${type}/remove-attribute`, { productTypeAttributeIds: [link] }, staff);
    await made('GET /api/product-types/excel-path/:id', `/api/product-types/excel-path/${type}`, undefined, staff);
    await made('GET /api/product/next-article-number', `/api/product/next-article-number?typeId=${type}`, undefined, staff);
    const newProduct = idOf(await made('PUT /api/product', '/api/product', { name: 'OpenAPI Muster', typeId: type }, staff));
    await made('POST /api/product/:id', `/api/product/${newProduct}`, { name: 'OpenAPI Muster blau', published: true }, staff);
    await made('PUT /api/product/copy-relations', '/api/product/copy-relations', { sourceId: productId, targetIds: [newProduct] }, staff);
    const ownProduct = await made('PUT /api/product/create-product-customer', '/api/product/create-product-customer', { name: 'OpenAPI Kundenkiste', typeId: type, customerId, externalProductId: 'ML-77' }, staff);
    await made('DELETE /api/product/:id', `/api/product/${newProduct}`, undefined, staff);
    expect((await call('DELETE', `/api/product/${idOf(ownProduct)}`, undefined, staff)).status).toBe(200);
    await made('DELETE /api/product-types/:id', `/api/product-types/${type}`, undefined, staff);

    // Price maintenance (R001-7.081 … 7.097).
    await made('GET /api/product/price', `/api/product/price?productId=${productId}`, undefined, staff);
    const record = idOf(await made('PUT /api/product/price', '/api/product/price', { customerId, productId, unitOfSales: 1 }, staff));
    await made('POST /api/product/price/:id', `/api/product/price/${record}`, { unitOfSales: 2 }, staff);
    await made('PUT /api/product/price/:id/excel-price', `/api/product/price/${record}/excel-price`, { samplingPoints: [1, 10] }, staff);
    await made('PUT /api/product/price/:id/margin-price', `/api/product/price/${record}/margin-price`, { margin: '0.25' }, staff);
    await made('PUT /api/product/price/:id/remote-price', `/api/product/price/${record}/remote-price`, { url: 'https://preise.example.ch/kiste', samplingPoints: [1] }, staff);
    const fixed = await made('POST /api/product/price/:id/fix-price', `/api/product/price/${record}/fix-price`, { quantity: 10, price: '9.50' }, staff);
    const row = (fixed.json as { fix: { id: number }[] }).fix[0]!.id;
    await made('PUT /api/product/price/:id/fix-price/:rowId', `/api/product/price/${record}/fix-price/${row}`, { price: '9.00' }, staff);
    await made('DELETE /api/product/price/:id/fix-price/:rowId', `/api/product/price/${record}/fix-price/${row}`, undefined, staff);
    await made('DELETE /api/product/price/:id', `/api/product/price/${record}`, undefined, staff);
    const internal = idOf(await made('POST /api/product/internal-price', '/api/product/internal-price', { productId, price: '5.00', materialCost: '3.20' }, staff));
    await made('PUT /api/product/internal-price/:id', `/api/product/internal-price/${internal}`, { price: '5.50' }, staff);
    await made('GET /api/product/internal-price', `/api/product/internal-price?productId=${productId}`, undefined, staff);

    // Transport (R001-7.111, 7.122 … 7.128): a product without a requirement answers the empty record.
    await made('GET /api/shipping/truck', '/api/shipping/truck', undefined, staff);
    await made('GET /api/transport-requirement', `/api/transport-requirement?productId=${productId}`, undefined, staff);
    const requirement = idOf(await made('POST /api/transport-requirement', '/api/transport-requirement', { productId, maxPackage: 20, minSp: 1 }, staff));
    await made('PUT /api/transport-requirement/:id', `/api/transport-requirement/${requirement}`, { minSp: 2 }, staff);
    await made('GET /api/product/transport-requirements', `/api/product/transport-requirements?ids=${productId}`, undefined, staff);
    const requirements = await call('GET', '/api/transport-requirement', undefined, staff);
    expect(declared('GET /api/transport-requirement').safeParse(requirements.json).success).toBe(true);
    await made('DELETE /api/transport-requirement/:id', `/api/transport-requirement/${requirement}`, undefined, staff);

    // The other deletions: a folder of the media library, the quote's copy, the order, the address, a customer.
    await made('PUT /api/file', '/api/file', { name: 'openapi-ordner' }, staff);
    const upload = new FormData();
    upload.set('directory', 'openapi-ordner');
    upload.append('files', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(64).fill(1)])]), 'kiste.png');
    const uploaded = await fetch(`${shop.web.url}/api/file`, { method: 'POST', headers: staff, body: upload });
    answers.set('POST /api/file', { status: uploaded.status, json: await uploaded.json() });
    await made('PUT /api/file/rename-file', '/api/file/rename-file', { oldName: 'openapi-ordner/kiste.png', newName: 'kiste-vorne.png' }, staff);
    await made('GET /api/file', '/api/file?currentDirectory=openapi-ordner', undefined, staff);
    await made('DELETE /api/file/*', '/api/file/openapi-ordner', undefined, staff);
    await made('DELETE /api/quote/:id', `/api/quote/${idOf(answers.get('POST /api/quote/copy')!)}`, undefined, staff);
    const placed = (answers.get('POST /api/order')!.json as { order: { id: number; version: number } }).order;
    const changed = await made('PUT /api/order/:id', `/api/order/${placed.id}`, { version: placed.version, fieldsUpdate: { comment: 'Rampe 2', orderReference: 'OpenAPI-1' } }, staff);
    await made('PUT /api/order/:id/notification', `/api/order/${placed.id}/notification`, {}, staff);
    await made('PUT /api/order/:id/notification-carrier', `/api/order/${placed.id}/notification-carrier`, { carrierId: 'TRUCK-1' }, staff);
    const copied = await made('POST /api/order/copy', '/api/order/copy', { id: placed.id }, staff);
    await made('PUT /api/order/:id/state', `/api/order/${idOf(copied)}/state`, { orderStatusId: 6 }, staff);
    await made('DELETE /api/order/:id', `/api/order/${placed.id}`, { version: (changed.json as { version: number }).version }, staff);
    await made('DELETE /api/customer/:id/address/:addressId', `/api/customer/${customerId}/address/${addressId}`, undefined, company);

    // Customer administration (R001-7.009 … 7.031): a new customer with a login and a contact person, changed, its user read and changed.
    await made('GET /api/customers', `/api/customers?ids=${customerId}`, undefined, staff);
    const customer = await made(
      'PUT /api/customers',
      '/api/customers',
      { companyInfo: { name: 'OpenAPI Probe AG' }, users: { added: [{ email: 'probe@openapi.example.ch' }] }, contactPersons: { added: [{ firstName: 'Petra', lastName: 'Probe', promoItems: ['Kalender'] }] } },
      staff,
    );
    expect(customer.status).toBe(201);
    const probe = idOf(customer);
    await made('POST /api/customers', '/api/customers', { id: probe, discount: '0.1', companyInfo: { name: 'OpenAPI Probe und Partner AG' } }, staff);
    await made('GET /api/customers/promo-items', '/api/customers/promo-items', undefined, staff);
    await made('GET /api/customers/:id/promotion', `/api/customers/${probe}/promotion`, undefined, staff);
    await made('GET /api/customers/all-correspondence-contacts-grid', '/api/customers/all-correspondence-contacts-grid', undefined, staff);
    const user = (customer.json as { users: { id: number }[] }).users[0]!.id;
    await made('GET /api/user/:id', `/api/user/${user}`, undefined, staff);
    await made('PUT /api/user/:id', `/api/user/${user}`, { active: false }, staff);
    await made('PUT /api/user/reset-password', '/api/user/reset-password', { emails: ['probe@openapi.example.ch'] }, staff);
    await made('DELETE /api/customers/:id', `/api/customers/${probe}`, undefined, staff);
    // The contact form with the security question the shop asked (the demo's answers, fixtures/demo/company.ts).
    const captcha = (await made('GET /api/registration/captcha', '/api/registration/captcha?locale=de')).json as { questionId: number; question: string };
    const answer = demoDataset.captchaQuestions.find((question) => question.questionDe === captcha.question)!.answers[0]!;
    const form = { email: 'probe@openapi.example.ch', subject: 'Frage zu Kisten', message: 'Gibt es die Kiste auch in Blau?', name: 'Petra Probe', shopType: 1 };
    await made('POST /api/customers/contact/contact-form', '/api/customers/contact/contact-form', { ...form, captcha: { questionId: captcha.questionId, answer } });
    // Registrations (R000-7.05, R000-7.06): each logs in like POST /api/auth.
    const solved = async () => {
      const asked = (await call('GET', '/api/registration/captcha?locale=de')).json as { questionId: number; question: string };
      return { questionId: asked.questionId, answer: demoDataset.captchaQuestions.find((question) => question.questionDe === asked.question)!.answers[0]! };
    };
    const home = { name: 'Petra Probe', street: 'Seeweg 3', zipCode: '8000', city: 'Zürich', country: 'CH' };
    const person = await made('POST /api/registration/register-person', '/api/registration/register-person', {
      email: 'petra.probe@openapi.example.ch',
      password: 'Probe-Person-2026!',
      captcha: await solved(),
      address: home,
      contactPerson: { firstName: 'Petra', lastName: 'Probe' },
    });
    expect(person.status).toBe(201);
    // Her password set anew with a reset link's token (R000-7.08): the token is stored as the mail would have it (its hash).
    const fork = shop.em();
    const resetToken = 'openapi-reset-token-0123456789abcdef';
    const petra = await fork.findOneOrFail(User, { email: 'petra.probe@openapi.example.ch' });
    fork.create(PasswordResetToken, { user: petra.id, tokenHash: createHash('sha256').update(resetToken).digest('hex'), expiresAt: new Date(Date.now() + 3_600_000) });
    await fork.flush();
    await made('PUT /api/registration/reset-password', '/api/registration/reset-password', { token: resetToken, password: 'Neu-Person-2026!', passwordRepeat: 'Neu-Person-2026!' });
    const firm = await made('POST /api/registration/register-company', '/api/registration/register-company', {
      email: 'einkauf@probe-openapi.example.ch',
      password: 'Probe-Firma-2026!',
      captcha: await solved(),
      name: 'Probe Kisten GmbH',
      invoiceEmail: 'rechnung@probe-openapi.example.ch',
      contactPerson: { firstName: 'Paul', lastName: 'Probe' },
      address: { ...home, name: 'Probe Kisten GmbH' },
    });
    expect(firm.status).toBe(201);
    // FedEx (R001-7.039 … 7.044, decision 742) through the local FedEx double: an order to Berlin rated, shipped with its trade document, picked up, cancelled.
    const desk = await shop.bearer(sessionOf(1, [Permission.ADMIN_QUOTE]));
    const fedexOrder = await fedexOrderTo({ name: 'Muster GmbH', street: 'Hauptstrasse 5', zipCode: '10115', city: 'Berlin', country: 'DE' });
    const crate = { length: 120, width: 80, height: 60, weight: 35, packageType: 'crate' };
    await made('POST /api/fedex/get-rates', '/api/fedex/get-rates', { address: { postalCode: '10115', countryCode: 'DE' }, positions: [crate] }, desk);
    await made('POST /api/fedex/check-pickup-availability', '/api/fedex/check-pickup-availability', { dimensions: { length: 120, width: 80, height: 60 }, weight: 35, isDomestic: false, date: nextMondayIso() }, desk);
    const shipment = { orderId: fedexOrder, service: { type: 'INTERNATIONAL_ECONOMY', rate: '96.10' }, packagingLineItems: [crate], contact: { name: 'Erika Muster', phone: '+49 30 1234 5678', email: 'erika@muster.example.de' } };
    await made('POST /api/fedex/verify-fedex-shipment', '/api/fedex/verify-fedex-shipment', shipment, desk);
    const etd = (await made('PUT /api/fedex/upload-etd', '/api/fedex/upload-etd', { orderId: fedexOrder }, desk)).json as { docId: string; filePath: string };
    await made('POST /api/fedex/confirm-fedex-shipment', '/api/fedex/confirm-fedex-shipment', { ...shipment, customsDocuments: { commercialInvoice: etd } }, desk);
    await made('POST /api/fedex/schedule-pickup', '/api/fedex/schedule-pickup', { orderId: fedexOrder, date: nextMondayIso(), readyTime: '14:00' }, desk);
    await made('GET /api/fedex/shipments', `/api/fedex/shipments?orderId=${fedexOrder}`, undefined, desk);
    await made('PUT /api/fedex/cancel-pickup', '/api/fedex/cancel-pickup', { orderId: fedexOrder }, desk);
    await made('PUT /api/fedex/cancel-shipment', '/api/fedex/cancel-shipment', { orderId: fedexOrder }, desk);
    expect((answers.get('GET /api/fedex/shipments')!.json as { items: { status: string; documents: unknown[] }[] }).items).toMatchObject([{ status: 'CONFIRMED' }]);
    expect(answers.get('PUT /api/fedex/cancel-shipment')!.json).toMatchObject({ status: 'CANCELLED', pickup: null });

    // The imports (R001-7.045 … 7.052): the auction invoice read, then placed as a quote; the ERP's orders and their states; an order spreadsheet.
    const uploadTo = async (key: string, path: string, fileName: string, fields: Record<string, string> = {}) => {
      const form = new FormData();
      form.set('file', new Blob([readFileSync(new URL(`../../fixtures/imports/${fileName}`, import.meta.url))]), fileName);
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const response = await fetch(shop.web.url + path, { method: 'POST', headers: desk, body: form });
      const answer = { status: response.status, json: (await response.json()) as unknown };
      if (key) answers.set(key, answer);
      return answer;
    };
    await shop.engine.imports.seedAuctionArticles(auctionArticles);
    await uploadTo('POST /api/koller', '/api/koller', 'koller-invoice-ch.csv');
    const auction = await uploadTo('', '/api/koller', 'koller-invoice-de-1252.csv', { import: '1' });
    expect(auction.status).toBe(200);
    expect(declared('POST /api/koller').safeParse(auction.json).success).toBe(true);
    const auctionQuote = (auction.json as { summary: { quoteId: number } }).summary.quoteId;
    await made('GET /api/koller/get-package-composition/:id', `/api/koller/get-package-composition/${auctionQuote}`, undefined, desk);
    await made('POST /api/koller/address-validation', '/api/koller/address-validation', { name: 'Anna Muster', street: 'Bahnhofstrasse 14', zipCode: '5012', city: 'Schönenwerd', country: 'CH' }, desk);
    await made('POST /api/koller/get-insurance-quote', '/api/koller/get-insurance-quote', { countryCode: 'DE', insuranceKind: 'WOOD_PAINTINGS', declaredValue: '12450.00' }, desk);
    await uploadTo('POST /api/import-ax/file', '/api/import-ax/file', 'ax-orders.csv');
    await uploadTo('POST /api/import-ax/update-order-status', '/api/import-ax/update-order-status', 'ax-order-status.csv');
    await uploadTo('POST /api/import-customer-order/from-template-cppumpen', '/api/import-customer-order/from-template-cppumpen', 'bestellvorlage-muster-logistik.xlsx', { dryRun: '1' });
    expect(answers.get('POST /api/import-ax/file')!.json).toMatchObject({ outcome: 'IMPORTED', summary: { created: 3 } });

    // The payment provider's webhook (docs/payments.md): a notice about no transaction of ours is answered, and ignored, before any key is fetched.
    await made('POST /api/payment/webhook', '/api/payment/webhook', { eventId: 1, entityId: 1, listenerEntityTechnicalName: 'Refund', spaceId: 1, state: 'SUCCESSFUL' }, { 'x-signature': 'algorithm=SHA256withECDSA, keyId=openapi, signature=AAAA' });
    expect(answers.get('POST /api/payment/webhook')!.json).toEqual({ outcome: 'ignored' });

    // Last: it ends the company's session.
    await made('POST /api/auth/logout', '/api/auth/logout', undefined, company);

    // Every call that declares its answer is made here (and every HTTP test's answers are checked, decision 1172).
    const withResponse = Object.entries(apiDocs)
      .filter(([, doc]) => doc.response)
      .map(([key]) => key)
      .sort();
    expect([...answers.keys()].sort()).toEqual(withResponse);
    for (const [key, answer] of answers) {
      expect(answer.status, `${key}: ${JSON.stringify(answer.json).slice(0, 300)}`).toBeLessThan(300);
      const parsed = declared(key).safeParse(answer.json);
      expect(parsed.success ? [] : parsed.error.issues, key).toEqual([]);
    }
    // Not empty lists: the company sees its order and quote, and products with prices.
    expect((answers.get('GET /api/order')!.json as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect((answers.get('GET /api/quote')!.json as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect((answers.get('GET /api/product')!.json as { items: unknown[] }).items.length).toBeGreaterThan(0);
    for (const key of ['GET /api/product-types', 'GET /api/attribute', 'GET /api/category-product', 'GET /api/order/carriers', 'GET /api/customer/:id/address']) {
      expect((answers.get(key)!.json as { items: unknown[] }).items.length, key).toBeGreaterThan(0);
    }
    expect((answers.get('GET /api/product-types')!.json as { items: object[] }).items[0]).not.toHaveProperty('excelFilePath');
    // The back office's fields stay out of the public list (decision 1172).
    for (const field of ['localFilePath', 'deletedAt', 'customers']) expect((answers.get('GET /api/product')!.json as { items: object[] }).items[0]).not.toHaveProperty(field);
  }, 120_000);
});

describe('/api requests matched against the /api routes only (decision 1076)', () => {
  it('an /api call in another letter case or with an escape still reaches its route; an unknown one gets the JSON 404; a page the HTML 404', async () => {
    for (const path of ['/API/categories', '/%61pi/categories']) {
      const answer = await fetch(shop.web.url + path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-type'), path).toContain('application/json');
    }
    for (const path of ['/api/gibt-es-nicht', '/API', '/api/a/b/c']) {
      const unknownCall = await fetch(shop.web.url + path);
      expect(unknownCall.status, path).toBe(404);
      expect(await unknownCall.json(), path).toEqual({ errors: [{ message: 'Not Found' }] });
    }
    const unknownPage = await fetch(`${shop.web.url}/gibt-es-nicht`);
    expect(unknownPage.status).toBe(404);
    expect(unknownPage.headers.get('content-type')).toContain('text/html');
    const page = await fetch(`${shop.web.url}/products/KISTE_0001`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('KISTE_0001');
  });
});
