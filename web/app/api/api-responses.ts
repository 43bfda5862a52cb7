import { errorBodySchema, errorEntrySchema, INSURANCE_KINDS, type ProductPage } from '@shop/engine';
import { z } from 'zod';

/**
 * The answers of the main /api calls as zod schemas, for the OpenAPI document (api-docs.ts
 * `response`, decision 874): what a client of the shop reads most — login, products, categories,
 * orders, quotes, the delivery calendar. Each is proven against the real answers of a seeded shop
 * by the HTTP tests: every answer they receive is validated against the document
 * (web/tests/openapi-answers.ts, decision 1172). The objects are strict: a field the code adds
 * without naming it here fails, so the document cannot drift from the code.
 */

const amount = z.string().meta({ description: 'an amount in CHF as a decimal string, e.g. "562.12"' });
const isoDate = z.string().meta({ description: 'a calendar date YYYY-MM-DD (Europe/Zurich)', example: '2026-12-01' });
const timestamp = z.string().meta({ description: 'an instant, ISO 8601' });
const id = z.number().int();
const text = z.string().optional();
/** Name and description in French and English; German is the field itself (decision 967). */
const translations = z
  .strictObject({ fr: z.strictObject({ name: text, description: text }).optional(), en: z.strictObject({ name: text, description: text }).optional() })
  .nullable()
  .meta({ id: 'CatalogueTranslations' });

export const sessionPayloadResponse = z
  .strictObject({
    customerId: z.number().int(),
    email: z.string(),
    perm: z.array(z.number().int()).meta({ description: 'the admin permissions (001 §6 ids); empty for shoppers' }),
    isCompanyCustomer: z.boolean(),
    hasQuickOrder: z.boolean(),
  })
  .meta({ id: 'SessionPayload' });

export const loginResponse = z.strictObject({ token: z.string().meta({ description: 'for `Authorization: Bearer`' }), payload: sessionPayloadResponse }).meta({ id: 'LoginAnswer' });

const productValue = z.strictObject({
  attributeId: id,
  name: z.string(),
  typeId: id.meta({ description: 'the attribute type' }),
  visibility: z.number().int().meta({ description: 'where the value is shown (001 §3 attribute visibility)' }),
  value: z.string().nullable(),
});

export const productListItemResponse = z
  .strictObject({
    id: z.number().int(),
    name: z.string().meta({ description: 'in the request’s language' }),
    articleNumber: z.string(),
    typeId: z.number().int(),
    typeName: z.string(),
    modelFamily: z.string().nullable().meta({ description: 'the 3D model family of a configurable type' }),
    kindCode: z.number().int(),
    description: z.string().nullable(),
    translations,
    published: z.boolean(),
    publiclyAvailable: z.boolean(),
    canBeConfigured: z.boolean(),
    values: z.array(productValue).meta({ description: 'the attribute values of the product’s type' }),
    price: amount.nullable().meta({ description: 'the caller’s price per piece (null: on request)' }),
    graduatedPrice: z.array(z.strictObject({ quantity: z.number().int(), price: amount })).meta({ description: 'the caller’s graduated prices (from quantity, price per piece)' }),
    priceReason: z.string().optional().meta({ description: 'why `price` is null (a price strategy’s reason)' }),
  })
  .meta({ id: 'ProductListItem' });

export const productPageResponse = z
  .strictObject({ items: z.array(productListItemResponse), page: z.number().int(), perPage: z.number().int(), total: z.number().int() })
  .meta({ id: 'ProductPage' });

export const categoryResponse = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    translations,
    parentId: z.number().int().nullable(),
    order: z.number().int(),
    shopTypeId: z.number().int(),
    published: z.boolean(),
    url: z.string().meta({ description: 'the category’s page in the shop' }),
    contentLink: z.string().nullable().meta({ description: 'a page of the shop’s content the category links to' }),
    imageFileName: z.string().nullable().meta({ description: 'the category card’s picture, a file of the media folder (decision 919)' }),
    productCount: z.number().int(),
    get children() {
      return z.array(categoryResponse);
    },
  })
  .meta({ id: 'Category' });

export const categoryListResponse = z.strictObject({ items: z.array(categoryResponse) }).meta({ id: 'CategoryList' });

export const postalAddressResponse = z
  .strictObject({
    id: id.optional().meta({ description: 'the address book entry it was taken from' }),
    name: z.string(),
    addition: z.string().nullable().optional(),
    street: z.string(),
    additionalAddress: z.string().nullable().optional(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string().meta({ description: 'ISO 3166 alpha-2' }),
    state: z.string().nullable().optional(),
  })
  .meta({ id: 'PostalAddress' });

export const requestPositionResponse = z
  .strictObject({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    type: z.string(),
    productId: z.number().int().nullable(),
    name: z.string(),
    configuration: z.record(z.string(), z.string()).meta({ description: 'attribute → chosen value of a configured product' }),
    quantity: z.number().int(),
    quantityDelivered: z.number().int().nullable(),
    quantityInvoiced: z.number().int().nullable(),
    pricePerOne: amount.nullable(),
    customerRef: z.string().nullable().meta({ description: 'the customer’s own reference of the position' }),
    storno: z.boolean().meta({ description: 'cancelled (R001 ERP import)' }),
    status: z.string().nullable(),
    product: z.strictObject({ id: z.number().int(), name: z.string(), articleNumber: z.string() }).nullable(),
    detail: z.string().nullable(),
    childrenVisible: z.boolean(),
    externalCustomerNo: z.string().nullable(),
    newProductImage: z.string().nullable(),
    alternateProductImage: z.string().nullable(),
    key: z.string().nullable(),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'RequestPosition' });

/** What an order and a quote share (001 §4 "requests"). */
const requestFields = {
  id: z.number().int(),
  formattedId: z.string().meta({ description: 'B-<year>-<number> for an order, its own form for a quote' }),
  customerId: z.number().int(),
  orderStatusId: z.number().int(),
  paymentStatusId: z.number().int(),
  paymentMethodId: z.number().int().nullable(),
  deliveryType: z.number().int().nullable(),
  customerRequestType: z.string(),
  orderReference: z.string().nullable(),
  comment: z.string().nullable(),
  invoiceEmail: z.string().nullable(),
  requestedDeliveryDate: isoDate.nullable(),
  pickupSlot: z.string().nullable(),
  confirmedDeliveryDate: isoDate.nullable(),
  discount: z.string().meta({ description: 'the discount in percent, a decimal string' }),
  hasVat: z.boolean(),
  vatRate: z.string(),
  total: amount.nullable(),
  deliveryCost: amount.nullable(),
  vatAmount: amount.nullable(),
  grandTotal: amount.nullable(),
  currencyId: id,
  shopTypeId: id,
  locale: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  paymentTermId: id.nullable(),
  skontoId: id.nullable(),
  orderPerson: z.string().nullable(),
  externalCustomerNo: z.string().nullable(),
  orderDetailId: id.nullable(),
  customer: z.strictObject({ id: z.number().int(), kind: z.string().meta({ description: 'GUEST for a guest’s request' }) }),
  version: z.number().int().meta({ description: 'send back with a change (optimistic locking)' }),
};

const completion = z.string().meta({ description: 'a completion state of the order grid’s indicators' });

export const orderSummaryResponse = z
  .strictObject({
    ...requestFields,
    indicators: z.strictObject({ receiptConfirmation: completion, delivered: completion, invoiced: completion, payment: completion }),
    // With returnAdditionalInformation=true.
    invoiceAddress: postalAddressResponse.nullable().optional(),
    deliveryAddress: postalAddressResponse.nullable().optional(),
    positions: z.array(requestPositionResponse).optional(),
  })
  .meta({ id: 'OrderSummary' });

export const orderResponse = orderSummaryResponse
  .extend({ invoiceAddress: postalAddressResponse.nullable(), deliveryAddress: postalAddressResponse.nullable(), positions: z.array(requestPositionResponse) })
  .meta({ id: 'Order' });

export const placedOrderResponse = z.strictObject({ message: z.string().meta({ description: 'the confirmation in the request’s language' }), order: orderResponse }).meta({ id: 'PlacedOrder' });

export const orderListResponse = z.strictObject({ items: z.array(orderSummaryResponse) }).meta({ id: 'OrderList' });

export const quoteResponse = z
  .strictObject({
    ...requestFields,
    invoiceAddress: postalAddressResponse.nullable().optional(),
    deliveryAddress: postalAddressResponse.nullable().optional(),
    positions: z.array(requestPositionResponse).optional(),
    timeToDeliver: z.number().int(),
    validityDuration: z.number().int().meta({ description: 'days from creation' }),
    validUntil: timestamp.meta({ description: 'the instant validity ends' }),
    validUntilDate: isoDate.nullable(),
    state: z.string().meta({ description: 'derived on read: open, expired or ordered (decision 1041)' }),
    uuid: z.string().meta({ description: 'the quote checkout’s key (with the PIN sent apart)' }),
    sentToCustomer: z.boolean(),
    currencyCode: z.string(),
    finalPrice: amount.nullable(),
    orderId: id.nullable().meta({ description: 'the order it became' }),
    pin: z.string().optional().meta({ description: 'quote administrators only' }),
    checkoutPath: z.string().meta({ description: 'the quote checkout’s page in the shop' }),
    orderable: z.boolean(),
  })
  .meta({ id: 'Quote' });

export const placedQuoteResponse = z
  .strictObject({ message: z.string(), quote: quoteResponse, created: z.boolean().meta({ description: 'false when the same submission (idempotency key) was answered before' }) })
  .meta({ id: 'PlacedQuote' });

export const quoteListResponse = z.strictObject({ items: z.array(quoteResponse) }).meta({ id: 'QuoteList' });

export const deliveryInformationResponse = z
  .strictObject({
    shopMode: z.string(),
    today: isoDate,
    leadTimeDays: z.strictObject({ minimum: z.number().int(), default: z.number().int() }),
    earliestDeliveryDate: isoDate,
    closedDates: z.array(z.strictObject({ date: isoDate, reason: z.string(), name: z.string().nullable() })).meta({ description: 'holidays and company closures ahead' }),
  })
  .meta({ id: 'DeliveryInformation' });

/**
 * The product list's answer (GET /api/product): the engine's items without what only the back
 * office reads — the internal file path, the deletion mark, the customer links (an admin's list
 * holds every customer's) — decision 1172. Kept per frozen page, so the engine's kept answer
 * (decision 1025) is still serialised once.
 */
type ProductAnswerItem = Omit<ProductPage['items'][number], 'localFilePath' | 'deletedAt' | 'customers'>;
export type ProductPageAnswer = Omit<ProductPage, 'items'> & { items: ProductAnswerItem[] };
const productAnswers = new WeakMap<ProductPage, ProductPageAnswer>();
export function productPageAnswer(page: ProductPage): ProductPageAnswer {
  const known = productAnswers.get(page);
  if (known) return known;
  const answer: ProductPageAnswer = {
    ...page,
    items: page.items.map(({ localFilePath: _path, deletedAt: _deleted, customers: _links, ...shown }) => shown),
  };
  if (!Object.isFrozen(page)) return answer;
  Object.freeze(answer);
  productAnswers.set(page, answer);
  return answer;
}

const quoteCheckoutPositionResponse = requestPositionResponse
  .extend({
    productTypeId: id.nullable(),
    removable: z.boolean().meta({ description: 'insurance-service positions may be removed; all others are fixed (000 §4)' }),
    linePrice: amount.nullable(),
  })
  .meta({ id: 'QuoteCheckoutPosition' });

/**
 * GET /api/quote/for-checkout: the quote as its checkout shows it, or `null` on any failure —
 * unknown, wrong PIN, expired, ordered (R000-7.27, R001-7.078): a caller cannot tell them apart.
 */
export const quoteCheckoutResponse = z
  .strictObject({
    uuid: z.string(),
    formattedId: z.string(),
    customerRequestType: z.string(),
    createdAt: timestamp,
    validUntil: timestamp,
    validUntilDate: isoDate.nullable(),
    timeToDeliver: z.number().int(),
    invoiceEmail: z.string().nullable(),
    invoiceAddress: postalAddressResponse.nullable(),
    deliveryAddress: postalAddressResponse.nullable(),
    deliveryType: z.number().int().nullable(),
    deliveryCost: amount.nullable(),
    discount: z.string(),
    total: amount.nullable(),
    vatAmount: amount.nullable(),
    grandTotal: amount.nullable(),
    finalPrice: amount.nullable(),
    currencyCode: z.string(),
    orderReference: z.string().nullable(),
    positions: z.array(quoteCheckoutPositionResponse),
    paymentMethods: z.array(id),
    defaultPaymentMethodId: id,
    earliestDeliveryDate: isoDate.nullable(),
    allowedDeliveryDates: z.array(isoDate),
    requestedDeliveryDate: isoDate.nullable(),
    pickupSlot: z.string().nullable(),
    pickupSlots: z.array(z.string()),
    pickupSite: postalAddressResponse,
    subtotal: amount.nullable(),
    discountAmount: amount.nullable(),
    pickupTotals: z.strictObject({ deliveryCost: amount, vatAmount: amount, grandTotal: amount }).nullable(),
  })
  .nullable()
  .meta({ id: 'QuoteForCheckout' });

// Catalogue reads (decision 1172): what the configurator, the category pages and the back office read.

export const productTypeResponse = z
  .strictObject({
    id,
    name: z.string(),
    categoryId: id.nullable(),
    modelMode: z.string().nullable(),
    modelFamily: z.string().nullable().meta({ description: 'the 3D model family of a configurable type' }),
    deletedAt: timestamp.nullable().meta({ description: 'set for a deleted type (listed with includeDeleted=true, admins only)' }),
  })
  .meta({ id: 'ProductType' });

export const productTypeListResponse = z.strictObject({ items: z.array(productTypeResponse) }).meta({ id: 'ProductTypeList' });

const attributeLanguageTexts = z.strictObject({ name: text, values: z.record(z.string(), z.string()).optional().meta({ description: 'German choice value → label' }) }).optional();

export const attributeResponse = z
  .strictObject({
    id,
    name: z.string(),
    typeId: id.meta({ description: 'the attribute type' }),
    attributeType: z.strictObject({ id, name: z.string(), relevantForConfiguration: z.boolean() }).nullable(),
    visibility: z.number().int(),
    options: z
      .strictObject({
        values: z.array(z.string()).optional(),
        unit: text,
        min: z.number().optional(),
        max: z.number().optional(),
        step: z.number().optional(),
        defaultValue: text,
        required: z.boolean().optional(),
        apiParamName: text,
      })
      .nullable(),
    translations: z.strictObject({ fr: attributeLanguageTexts, en: attributeLanguageTexts }).nullable().meta({ description: 'French and English name and choice labels (decision 974)' }),
  })
  .meta({ id: 'Attribute' });

export const attributeListResponse = z.strictObject({ items: z.array(attributeResponse) }).meta({ id: 'AttributeList' });

export const categoryProductLinksResponse = z
  .strictObject({ items: z.array(z.strictObject({ id, categoryId: id, productId: id, order: z.number().int() })) })
  .meta({ id: 'CategoryProductLinks' });

const countRow = { name: z.string(), count: z.number().int(), published: z.number().int() };
export const productSummaryResponse = z
  .strictObject({
    total: z.number().int(),
    published: z.number().int(),
    unpublished: z.number().int(),
    deleted: z.number().int(),
    byKind: z.array(z.strictObject({ kindCode: z.number().int(), ...countRow })).meta({ description: 'alive products per kind (every kind, also with 0)' }),
    byType: z.array(z.strictObject({ typeId: id, ...countRow })).meta({ description: 'alive products per type (types without products left out)' }),
  })
  .meta({ id: 'ProductSummary' });

export const productKindListResponse = z.strictObject({ items: z.array(z.strictObject({ id: z.number().int(), name: z.string() })) }).meta({ id: 'ProductKindList' });

// Customers (decision 1172): the address book, payment terms and skonto.

export const addressResponse = z
  .strictObject({
    id,
    customerId: id,
    name: z.string(),
    addition: z.string().nullable(),
    street: z.string(),
    additionalAddress: z.string().nullable(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string().meta({ description: 'ISO 3166 alpha-2' }),
    state: z.string().nullable(),
    fixedDeliveryCost: amount.meta({ description: 'a fixed delivery cost for this address; "-1.00": none (the freight is calculated)' }),
    isDefaultShipping: z.boolean(),
    isDefaultInvoice: z.boolean(),
    isCorrespondence: z.boolean(),
  })
  .meta({ id: 'Address' });

export const addressListResponse = z.strictObject({ items: z.array(addressResponse) }).meta({ id: 'AddressList' });

export const paymentTermListResponse = z
  .array(z.strictObject({ id, name: z.string(), days: z.number().int() }))
  .meta({ id: 'PaymentTerms', description: 'the customer’s own term (empty without one); for an admin without customerId every term' });

export const skontoListResponse = z
  .array(z.strictObject({ id, name: z.string(), days: z.number().int(), percent: z.string().meta({ description: 'a decimal string' }) }))
  .meta({ id: 'Skontos', description: 'the same rule as the payment terms' });

// Orders and quotes administration (decision 1172).

export const carrierListResponse = z
  .strictObject({
    items: z.array(
      z.strictObject({
        id: z.string().meta({ description: '`TRUCK-<truck id>` or `FEDEX`' }),
        kind: z.string(),
        name: z.string(),
        deliveryType: z.number().int().meta({ description: 'the order deliveryType it serves (TRUCK 2, FEDEX 4)' }),
        truckId: id.nullable(),
        email: z.string().nullable().meta({ description: 'where the carrier notification goes' }),
      }),
    ),
  })
  .meta({ id: 'CarrierList' });

/** The OpenAPI document itself: its full schema is OpenAPI's own (https://spec.openapis.org/oas/3.1/schema). */
export const openApiDocumentResponse = z
  .looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) })
  .meta({ id: 'OpenApiDocument' });

/**
 * The product types' answers (GET /api/product-types and …/with-attributes) without the
 * calculation workbook's path: a file of the server's, read by its own ADMIN_PRODUCT call
 * (GET /api/product-types/excel-path/:id, R001-7.113) — decision 1172.
 */
export function withoutWorkbookPath<T extends { excelFilePath?: unknown }>(types: readonly T[]): Omit<T, 'excelFilePath'>[] {
  return types.map(({ excelFilePath: _path, ...type }) => type);
}

export const productTypeWithAttributesListResponse = z
  .strictObject({
    items: z.array(
      productTypeResponse.extend({
        attrs: z.array(z.strictObject({ id, attributeId: id, attribute: attributeResponse, visibility: z.number().int(), order: z.number().int() })).meta({ description: 'the type’s attributes in their order' }),
      }),
    ),
  })
  .meta({ id: 'ProductTypeWithAttributesList' });

/**
 * A refused import (400): the error body — one error per bad line, "Zeile {line}: …" — with the
 * import's report beside it (web/app/api/routes/imports-api.server.ts `reportResponse`); a file
 * missing or too large answers the error body alone.
 */
export const importRefusalResponse = z
  .union([
    errorBodySchema,
    z.strictObject({
      errors: z.array(errorEntrySchema),
      runId: id.nullable(),
      kind: z.string(),
      fileName: z.string(),
      dryRun: z.boolean(),
      outcome: z.literal('REFUSED'),
      issues: z.array(z.strictObject({ line: z.number().int(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })),
      summary: z.record(z.string(), z.unknown()).meta({ description: 'what the import would have done, by kind' }),
    }),
  ])
  .meta({ id: 'ImportRefusal' });

// Small answers (decision 1172).

export const attributeTypeListResponse = z
  .strictObject({ items: z.array(z.strictObject({ id, key: z.string().meta({ description: 'the 001 §3 constant (CURRENCY, DIMENSION …)' }), name: z.string(), relevantForConfiguration: z.boolean() })) })
  .meta({ id: 'AttributeTypeList' });

export const galleryImageListResponse = z.strictObject({ items: z.array(z.strictObject({ name: z.string(), url: z.string() })) }).meta({ id: 'GalleryImageList' });

export const customerOrderSettingsResponse = z
  .strictObject({ invoiceEmail: z.string().nullable(), preferredDeliveryAddressId: id.nullable(), preferredInvoiceAddressId: id.nullable() })
  .meta({ id: 'CustomerOrderSettings' });

export const okResponse = z.strictObject({ ok: z.literal(true) }).meta({ id: 'Ok' });
export const captchaCheckResponse = z.strictObject({ valid: z.boolean() }).meta({ id: 'CaptchaCheck' });
export const refreshedResponse = z.strictObject({ refreshed: z.literal(true) }).meta({ id: 'Refreshed' });
export const priceCacheClearedResponse = z.strictObject({ cleared: z.number().int().meta({ description: 'the prices removed from the cache' }) }).meta({ id: 'PriceCacheCleared' });

// Deletions (decision 1172): what each DELETE answers once the row is gone.

export const deletedIdResponse = z.strictObject({ id, deleted: z.literal(true) }).meta({ id: 'Deleted' });
export const removedIdResponse = z.strictObject({ id: id.meta({ description: 'the row removed (a customer or address: soft, a quote: for good)' }) }).meta({ id: 'RemovedId' });
export const deletedFlagResponse = z.strictObject({ deleted: z.literal(true) }).meta({ id: 'DeletedFlag' });
export const removedLinkResponse = z.strictObject({ removed: z.literal(true) }).meta({ id: 'RemovedLink' });
export const removedFileResponse = z.strictObject({ path: z.string().meta({ description: 'the file or folder removed, relative to the media folder' }) }).meta({ id: 'RemovedFile' });
export const catalogueDeletionResponse = z
  .strictObject({ id, permanent: z.boolean().meta({ description: 'true: removed for good; false: marked deleted (soft)' }) })
  .meta({ id: 'CatalogueDeletion' });

// Price maintenance (decision 1172): a customer's (or the default) price record with its strategies, R001-7.081 … 7.097.

const samplingPoints = z.array(z.number().int()).meta({ description: 'the quantities the strategy is sampled at' });
export const priceRecordResponse = z
  .strictObject({
    id: id.nullable().meta({ description: 'null: not saved yet (a customer and product without a record)' }),
    customerId: id.nullable().meta({ description: 'null: the product’s default record for every shopper (decision 800)' }),
    productId: id,
    unitOfSales: z.number().int(),
    activeStrategy: z.number().int().meta({ description: 'the price strategy in use (1 NONE … 5)' }),
    excel: z.strictObject({ excelFile: z.string().nullable().meta({ description: 'the record’s own workbook, else the type’s' }), samplingPoints }).nullable(),
    fix: z.array(z.strictObject({ id, quantity: z.number().int(), price: amount })).meta({ description: 'graduated fixed prices, by quantity' }),
    remote: z.strictObject({ url: z.string(), apiParamNames: z.record(z.string(), z.string()), samplingPoints }).nullable(),
    margin: z.strictObject({ margin: z.string().meta({ description: 'a decimal string' }) }).nullable(),
    companyName: z.string().nullable(),
    contactPersonName: z.string().nullable(),
  })
  .meta({ id: 'PriceRecord' });

export const priceRecordListResponse = z.strictObject({ items: z.array(priceRecordResponse) }).meta({ id: 'PriceRecordList' });

export const internalPriceResponse = z
  .strictObject({ id, productId: id, price: amount, materialCost: amount.nullable(), labourCost: amount.nullable(), setByHand: z.boolean(), updatedAt: timestamp })
  .meta({ id: 'InternalPrice' });

export const internalPriceListResponse = z.strictObject({ items: z.array(internalPriceResponse) }).meta({ id: 'InternalPriceList' });

// Transport (decision 1172): trucks and the products' transport requirements (R001-7.111, 7.122 … 7.128).

const transportRequirementFields = { productId: id, maxPackage: z.number().int().nullable(), minSp: z.number().int(), quantityForMinSp: z.number().int().nullable() };
export const transportRequirementResponse = z.strictObject({ id, ...transportRequirementFields }).meta({ id: 'TransportRequirement' });
export const transportRequirementListResponse = z.strictObject({ items: z.array(transportRequirementResponse) }).meta({ id: 'TransportRequirementList' });
export const transportRequirementQueryResponse = z
  .union([
    z.strictObject({ id: id.nullable().meta({ description: 'null: the product has none (the empty record, R001-8.37)' }), ...transportRequirementFields }),
    transportRequirementListResponse,
  ])
  .meta({ id: 'TransportRequirementAnswer', description: 'with productId the product’s requirement, else every requirement' });

export const truckListResponse = z
  .strictObject({
    items: z.array(
      z.strictObject({ id, name: z.string(), length: z.number().int(), width: z.number().int(), height: z.number().int(), loadMeter: z.string().meta({ description: 'a decimal string' }), maxParkingLots: z.number().int() }),
    ),
  })
  .meta({ id: 'TruckList' });

// Catalogue maintenance (decision 1172): categories, product types and attributes (R001-7.013 … 7.017, 7.092 … 7.121).

export const categoryRecordResponse = z
  .strictObject({
    id,
    name: z.string(),
    description: z.string().nullable(),
    parentId: id.nullable(),
    order: z.number().int(),
    shopTypeId: z.number().int(),
    contentLink: z.string().nullable(),
    published: z.boolean(),
    imageFileName: z.string().nullable(),
    translations,
  })
  .meta({ id: 'CategoryRecord' });

export const categoryOrderResponse = z.strictObject({ items: z.array(z.strictObject({ id, order: z.number().int() })) }).meta({ id: 'CategoryOrder', description: 'the siblings’ new order' });

export const categoryProductLinkResponse = z
  .strictObject({ categoryId: id, productId: id, articleNumber: z.string(), name: z.string(), published: z.boolean(), order: z.number().int() })
  .meta({ id: 'CategoryProductLink' });

/** A type as its maintenance answers it: the workbook path included — the caller sets it (R001-7.118, 7.120). */
export const productTypeRecordResponse = productTypeResponse
  .extend({
    excelFilePath: z.string().nullable().meta({ description: 'the calculation workbook (R001-7.113)' }),
    attrs: z.array(z.strictObject({ id, attributeId: id, attribute: attributeResponse, visibility: z.number().int(), order: z.number().int() })).meta({ description: 'the type’s attributes in their order' }),
  })
  .meta({ id: 'ProductTypeRecord' });

export const excelPathResponse = z.strictObject({ id, excelFilePath: z.string().nullable() }).meta({ id: 'ProductTypeWorkbook' });

// Customer administration (decision 1172): customers, their users and contacts (R001-7.009 … 7.031).

export const userResponse = z
  .strictObject({
    id,
    customerId: id,
    email: z.string(),
    active: z.boolean(),
    permissions: z.array(z.number().int()).meta({ description: 'the admin permissions (001 §6 ids)' }),
    lastLoginAt: timestamp.nullable(),
  })
  .meta({ id: 'User' });

const contactPersonFields = {
  title: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  department: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  languageId: z.number().int(),
  promoItems: z.array(z.string()).meta({ description: 'the promotional items the person receives (001 §3)' }),
};
export const contactPersonResponse = z.strictObject({ id, ...contactPersonFields }).meta({ id: 'ContactPerson' });

/** A customer as its administration shows it; without the legacy file path of the customer row (decision 1172). */
export const customerResponse = z
  .strictObject({
    id,
    kind: z.string().meta({ description: 'REGISTERED or GUEST' }),
    discount: z.string().meta({ description: 'a fraction as a decimal string, e.g. "0.05"' }),
    deliveryCostMultiplier: z.string().meta({ description: 'a decimal string' }),
    skontoId: id.nullable(),
    paymentTermId: id.nullable(),
    active: z.boolean(),
    isDefault: z.boolean(),
    deletedAt: timestamp.nullable().meta({ description: 'set for a deleted customer (listed with status=deleted)' }),
    companyInfo: z.strictObject({ id, code: z.string().nullable(), name: z.string(), addition: z.string().nullable(), invoiceEmail: z.string().nullable() }).nullable(),
    users: z.array(userResponse),
    contactPersons: z.array(contactPersonResponse),
    quickOrderSetting: z.strictObject({ id, isActive: z.boolean(), truckId: id.nullable() }).nullable(),
    isCompanyCustomer: z.boolean(),
    hasQuickOrder: z.boolean(),
  })
  .meta({ id: 'Customer' });

export const customerListResponse = z.strictObject({ items: z.array(customerResponse) }).meta({ id: 'CustomerList' });

export const promoItemListResponse = z.array(z.string()).meta({ id: 'PromoItems', description: 'every promotional item in use, sorted' });

export const customerPromotionResponse = z.strictObject({ customerId: id, contactPersons: z.array(contactPersonResponse) }).meta({ id: 'CustomerPromotion' });

export const correspondenceContactListResponse = z
  .strictObject({
    items: z.array(
      z.strictObject({
        customerId: id,
        contactPersonId: id,
        company: z.string().nullable(),
        ...contactPersonFields,
        addressName: z.string().nullable(),
        street: z.string().nullable(),
        zipCode: z.string().nullable(),
        city: z.string().nullable(),
        country: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'CorrespondenceContactList', description: 'every contact person of an active customer with the correspondence address' });

export const passwordResetsResponse = z.strictObject({ requested: z.number().int().meta({ description: 'the distinct addresses a reset mail was requested for (unknown ones skipped silently)' }) }).meta({ id: 'PasswordResets' });

export const contactFormSentResponse = z.strictObject({ sent: z.literal(true) }).meta({ id: 'ContactFormSent' });

// Order administration (decision 1172): an order changed, copied or ordered from a quote, its mails (R001-7.062 … 7.072).

export const orderedQuoteResponse = z
  .strictObject({ message: z.string(), order: orderResponse, created: z.boolean().meta({ description: 'false when the idempotency key answered the earlier order' }) })
  .meta({ id: 'OrderedQuote' });

export const notificationResponse = z
  .strictObject({ message: z.string(), to: z.string().meta({ description: 'the address the mail went to' }), subject: z.string() })
  .meta({ id: 'Notification' });

export const carrierNotificationResponse = notificationResponse.extend({ carrierId: z.string().meta({ description: '`TRUCK-<truck id>` or `FEDEX`' }) }).meta({ id: 'CarrierNotification' });

export const captchaResponse = z.strictObject({ questionId: id, question: z.string().meta({ description: 'in the request’s language' }) }).meta({ id: 'Captcha' });

// Product maintenance (decision 1172): what ADMIN_PRODUCT sets is answered back — the picture file it set and the customer links it maintains.

export const productRecordResponse = productListItemResponse
  .extend({
    localFilePath: z.string().nullable().meta({ description: 'the product’s picture file as the product maintenance set it' }),
    deletedAt: timestamp.nullable(),
    customers: z
      .array(z.strictObject({ customerId: id, externalProductId: z.string().nullable().meta({ description: 'the customer’s own article number' }), isFavorite: z.boolean() }))
      .meta({ description: 'the product’s customer links' }),
  })
  .meta({ id: 'ProductRecord' });

export const copiedRelationsResponse = z
  .strictObject({ categoryLinks: z.number().int().meta({ description: 'category links added' }), customerLinks: z.number().int().meta({ description: 'customer links added' }) })
  .meta({ id: 'CopiedRelations' });

export const nextArticleNumberResponse = z.strictObject({ typeId: id, articleNumber: z.string() }).meta({ id: 'NextArticleNumber' });

// The media library (decision 1172, decision 895): files and folders below the product-images folder.

export const mediaEntryResponse = z
  .strictObject({
    name: z.string(),
    path: z.string().meta({ description: 'relative to the media folder, /-separated' }),
    kind: z.enum(['folder', 'file']),
    size: z.number().int().meta({ description: 'bytes; 0 for a folder' }),
    type: z.string().nullable().meta({ description: 'the content type of a file' }),
    modifiedAt: timestamp,
  })
  .meta({ id: 'MediaEntry' });

export const mediaListingResponse = z.strictObject({ path: z.string(), items: z.array(mediaEntryResponse).meta({ description: 'folders first' }) }).meta({ id: 'MediaListing' });
export const mediaUploadResponse = z.strictObject({ items: z.array(mediaEntryResponse).meta({ description: 'the files written' }) }).meta({ id: 'MediaUpload' });

// The configurator's form and the report list (decision 1172, decision 400, R001-7.126).

export const configurationFormResponse = z
  .strictObject({
    productId: id,
    articleNumber: z.string(),
    typeId: id,
    canBeConfigured: z.boolean(),
    fields: z.array(
      z.strictObject({
        attributeId: id,
        name: z.string(),
        typeId: id.meta({ description: 'the attribute type' }),
        typeName: z.string(),
        visibility: z.number().int(),
        order: z.number().int(),
        unit: z.string().nullable(),
        values: z.array(z.string()).nullable().meta({ description: 'the choices of an enum' }),
        min: z.number().nullable(),
        max: z.number().nullable(),
        step: z.number().nullable(),
        required: z.boolean(),
        defaultValue: z.string().nullable().meta({ description: 'the product’s own value, else the attribute’s default' }),
      }),
    ),
  })
  .meta({ id: 'ConfigurationForm' });

export const reportDeclarationListResponse = z
  .strictObject({
    items: z.array(
      z.strictObject({
        reportId: z.enum(['partList', 'productPartList']),
        name: z.string(),
        description: z.string(),
        params: z.array(
          z.strictObject({
            name: z.string(),
            type: z.enum(['integer', 'boolean', 'enum', 'object']),
            required: z.boolean(),
            values: z.array(z.string()).optional(),
            default: z.union([z.string(), z.number(), z.boolean()]).optional(),
          }),
        ),
        permissions: z.array(z.number().int()).meta({ description: 'any of these admin permissions may run it' }),
        allowed: z.boolean().meta({ description: 'whether the caller may run it' }),
        contentType: z.literal('application/pdf'),
        defaultFileName: z.string(),
      }),
    ),
  })
  .meta({ id: 'ReportDeclarations' });

// The cart's price (decision 1172, R000-7.29, R001-7.105): the server's prices and the delivery cost.

const rateQuote = z
  .strictObject({
    serviceType: z.string(),
    serviceName: z.string(),
    amount: z.string().meta({ description: 'the net charge, a decimal string in `currency`' }),
    currency: z.string(),
    transitDays: z.number().int().nullable(),
    deliveryDate: isoDate.nullable(),
  })
  .meta({ id: 'CarrierRate' });

export const orderPriceResponse = z
  .strictObject({
    cartPrice: z.strictObject({
      items: z.array(
        z.strictObject({
          productId: id,
          name: z.string().meta({ description: 'in the request’s language' }),
          properties: z.array(z.strictObject({ name: z.string(), value: z.string(), typeId: id })).meta({ description: 'the product’s order-position attributes' }),
          quantity: z.number().int(),
          configuration: z.record(z.string(), z.string()).meta({ description: 'the completed configuration' }),
          customerRef: z.string().optional(),
          positionId: id.optional(),
          pricePerOne: amount.nullable(),
          linePrice: amount.nullable(),
          available: z.boolean(),
          reason: z.string().optional().meta({ description: 'why the price is unavailable' }),
          detail: z.string().optional().meta({ description: 'why a configuration cannot be built, in the request’s language' }),
          strategy: z.string().meta({ description: 'the price strategy that priced the line' }),
          graduatedPrice: z.array(z.strictObject({ quantity: z.number().int(), price: amount })),
        }),
      ),
      total: amount,
      productPriceWithDiscount: amount,
      complete: z.boolean().meta({ description: 'false when a line has no price: the cart cannot be ordered as is' }),
    }),
    discount: z.string().meta({ description: 'the customer’s discount, a fraction; "0" for guests' }),
    shippingCost: z.strictObject({
      cost: amount.nullable(),
      distance: z.string().nullable().meta({ description: 'road km, one decimal' }),
      effectiveCost: amount.nullable().meta({ description: 'what the customer pays for the delivery' }),
      paysFees: z.boolean(),
      reason: z.enum(['pickup', 'nothing_to_ship', 'fixed_address_cost', 'tariff', 'quoted_by_carrier', 'carrier_rate', 'unknown_postal_code', 'parcel_tariff', 'parcel_not_possible']),
      currency: z.literal('CHF'),
      trips: z.array(z.strictObject({ places: z.number().int(), pricePerPlace: amount, cost: amount })),
      palletPlaces: z.number(),
      zipCodeAccepted: z.boolean(),
      carrierRates: z.array(rateQuote).optional(),
      carrierRate: rateQuote.nullable().optional(),
      carrierProblem: z.string().optional(),
      parcels: z.number().int().optional(),
      deliveryChoices: z
        .array(z.strictObject({ mode: z.enum(['PICKUP', 'DELIVERY', 'PARCEL', 'FEDEX']), effectiveCost: amount.nullable(), transitDays: z.number().int(), parcels: z.number().int().optional() }))
        .optional()
        .meta({ description: 'a domestic delivery: truck and parcel, cheaper first' }),
    }),
  })
  .meta({ id: 'OrderPrice' });

// FedEx (decision 1172, decision 742, R001-7.039 … 7.044): the carrier's answers as the back office's order page reads them.

export const carrierAlertResponse = z
  .strictObject({ code: z.string().meta({ description: 'FedEx’s alert code' }), message: z.string() })
  .meta({ id: 'CarrierAlert', description: 'a FedEx alert: shown as a warning, nothing was refused' });
const carrierAlerts = z.array(carrierAlertResponse);

export const fedexRatesResponse = z.strictObject({ rates: z.array(rateQuote), warnings: carrierAlerts }).meta({ id: 'FedexRates' });

export const fedexPickupAvailabilityResponse = z
  .strictObject({
    options: z.array(
      z.strictObject({
        date: isoDate,
        available: z.boolean(),
        readyTimes: z.array(z.string()).meta({ description: 'HH:MM, only those up to 16:00 (R001-9.32)' }),
        latestTimes: z.array(z.string()).meta({ description: 'HH:MM' }),
        cutOffTime: z.string().nullable(),
      }),
    ),
    warnings: carrierAlerts,
  })
  .meta({ id: 'FedexPickupAvailability' });

export const fedexShipmentCheckResponse = z.strictObject({ valid: z.literal(true), warnings: carrierAlerts }).meta({ id: 'FedexShipmentCheck', description: 'FedEx accepted the data; a refusal answers 400 at its field' });

const packageLineItem = z.strictObject({
  length: z.number().meta({ description: 'cm' }),
  width: z.number().meta({ description: 'cm' }),
  height: z.number().meta({ description: 'cm' }),
  weight: z.number().meta({ description: 'kg' }),
  packageType: z.enum(['carton', 'crate', 'other']),
  quantity: z.number().int(),
});

/** The shipment data of 001 §3 (R001-3.50) as it was sent to FedEx, the recipient's address filled in. */
const shipmentData = z
  .strictObject({
    orderId: id,
    service: z.strictObject({ type: z.string(), rate: z.union([z.string(), z.number()]).optional() }),
    purposeOfShipment: z.enum(['GIFT', 'NOT_SOLD', 'PERSONAL_EFFECTS', 'REPAIR_AND_RETURN', 'SAMPLE', 'SOLD']),
    termsOfSale: z.enum(['FCA', 'CIP', 'CPT', 'EXW', 'DDU', 'DDP', 'DAP', 'DPU']).meta({ description: 'an Incoterm (R001-3.74)' }),
    transport: z.enum(['AIR', 'SEA']),
    customsDocuments: z.strictObject({ commercialInvoice: z.strictObject({ docId: z.string(), filePath: z.string().optional() }).optional() }).optional(),
    packagingLineItems: z.array(packageLineItem),
    recipientAddress: postalAddressResponse,
    contact: z.strictObject({ name: z.string(), phone: z.string(), email: z.string().optional() }),
    pickupTime: z.strictObject({ date: isoDate, readyTime: z.string() }).optional(),
    shipDate: isoDate.optional(),
  })
  .meta({ id: 'FedexShipmentData' });

export const fedexShipmentResponse = z
  .strictObject({
    id,
    orderId: id,
    status: z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']).meta({ description: 'PENDING: the create is under way or its answer was lost (a repeat of the confirm settles it)' }),
    reference: z.string().meta({ description: 'ours on the label, `<order>-S<attempt>`' }),
    serviceType: z.string(),
    rate: amount.nullable(),
    shipDate: isoDate,
    trackingNumber: z.string().nullable(),
    trackingNumbers: z.array(z.string()).meta({ description: 'one per package' }),
    pickup: z.strictObject({ confirmationCode: z.string(), date: isoDate.nullable(), readyTime: z.string().nullable() }).nullable().meta({ description: 'the booked courier pickup' }),
    documents: z
      .array(z.strictObject({ id, kind: z.enum(['LABEL', 'COMMERCIAL_INVOICE']), fileName: z.string(), docId: z.string().nullable().meta({ description: 'FedEx’s id of an uploaded trade document' }) }))
      .meta({ description: 'kept with the order; download with GET /api/fedex/document/{id}' }),
    warnings: carrierAlerts,
    data: shipmentData,
  })
  .meta({ id: 'FedexShipment' });

export const fedexShipmentListResponse = z.strictObject({ items: z.array(fedexShipmentResponse).meta({ description: 'newest first' }) }).meta({ id: 'FedexShipmentList' });

export const fedexTradeDocumentResponse = z
  .strictObject({
    docId: z.string().meta({ description: 'FedEx’s document id: send it with the confirm (customsDocuments.commercialInvoice)' }),
    documentId: id,
    fileName: z.string(),
    filePath: z.string().meta({ description: 'the kept PDF’s download, /api/fedex/document/{documentId}' }),
    warnings: carrierAlerts,
  })
  .meta({ id: 'FedexTradeDocument' });

// Imports (decision 1172, R001-7.045 … 7.052): a file read, previewed (dryRun) or imported; a refused one answers 400 (importRefusalResponse).

/** A report of an import that passed: no bad line (a file with one is refused as a whole). */
function importReport<S extends z.ZodType>(kind: string, summary: S, summaryId: string) {
  return z.strictObject({
    runId: id.nullable().meta({ description: 'the kept file’s import run; null for a dry run' }),
    kind: z.literal(kind),
    fileName: z.string(),
    dryRun: z.boolean(),
    outcome: z.enum(['IMPORTED', 'PREVIEW']).meta({ description: 'PREVIEW: a dry run that would import; nothing was written' }),
    issues: z.array(z.strictObject({ line: z.number().int(), message: z.string() })).max(0).meta({ description: 'always empty here: a file with a bad line is refused (400)' }),
    summary: summary.meta({ id: summaryId, description: 'what the import did (or, previewed, would do)' }),
  });
}

export const axOrdersImportResponse = importReport(
  'ax-file',
  z.strictObject({
    orders: z.number().int().meta({ description: 'AX orders in the file' }),
    created: z.number().int(),
    unchanged: z.number().int().meta({ description: 'AX orders imported before (once per AX order number)' }),
    positions: z.number().int().meta({ description: 'positions of the orders created' }),
    createdOrders: z.array(z.strictObject({ axOrderNo: z.string(), orderId: id, formattedId: z.string() })),
  }),
  'AxOrdersImportSummary',
).meta({ id: 'AxOrdersImport' });

export const axStatusImportResponse = importReport(
  'ax-status',
  z.strictObject({ lines: z.number().int(), ordersChanged: z.number().int(), positionsChanged: z.number().int(), unchanged: z.number().int().meta({ description: 'lines that changed nothing (idempotent)' }) }),
  'AxStatusImportSummary',
).meta({ id: 'AxStatusImport' });

export const templateImportResponse = importReport(
  'template',
  z.strictObject({
    customerId: id.nullable(),
    lines: z.number().int(),
    target: z.enum(['QUOTE', 'ORDER']).meta({ description: 'what the sheet became (or would become)' }),
    quoteId: id.nullable(),
    orderId: id.nullable(),
    formattedId: z.string().nullable(),
    total: amount.nullable().meta({ description: 'the grand total of the quote or order' }),
  }),
  'TemplateImportSummary',
).meta({ id: 'TemplateImport' });

// Koller, the auction house (decision 1172, decision 835, R001-7.045 … 7.048).

export const insuranceRateResponse = z
  .strictObject({
    price: amount,
    provider: z.string(),
    zone: z.string(),
    kind: z.enum(INSURANCE_KINDS),
    declaredValue: amount,
    ratePerMille: z.number().meta({ description: 'the tariff’s rate in ‰ of the declared value' }),
  })
  .meta({ id: 'InsuranceRate' });

const courierRate = z
  .strictObject({
    amount,
    source: z.enum(['fedex', 'fallback']).meta({ description: 'fedex when FedEx answered, else the tariff’s fallback' }),
    serviceType: z.string().nullable(),
    serviceName: z.string(),
    transitDays: z.number().int().nullable(),
  })
  .meta({ id: 'CourierRate' });

export const auctionQuoteImportResponse = importReport(
  'koller',
  z.strictObject({
    invoiceRef: z.string().nullable(),
    lots: z.number().int(),
    quoteId: id.nullable(),
    formattedId: z.string().nullable(),
    customerId: id.nullable(),
    newCustomer: z.boolean().meta({ description: 'the buyer became a new customer' }),
    insurance: insuranceRateResponse.nullable(),
    courier: courierRate.nullable(),
    grandTotal: amount.nullable(),
  }),
  'AuctionQuoteImportSummary',
).meta({ id: 'AuctionQuoteImport' });

const auctionLot = z.strictObject({
  line: z.number().int().meta({ description: 'the file’s line' }),
  lotNumber: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  lineTotal: amount,
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
});

export const auctionInvoiceResponse = z
  .strictObject({
    invoiceData: z.strictObject({
      invoiceRef: z.string(),
      auctionId: z.string(),
      lotNumbers: z.array(z.string()),
      positions: z.array(auctionLot),
      total: amount.meta({ description: 'the sum of the lines: the declared value for the insurance' }),
      contact: z.strictObject({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), company: z.string().nullable() }),
      deliveryAddress: z.strictObject({
        name: z.string(),
        street: z.string(),
        zipCode: z.string(),
        city: z.string(),
        country: z.string(),
        title: z.string().nullable(),
        rawLines: z.array(z.string()).meta({ description: 'the address block as the invoice prints it' }),
      }),
      isCompany: z.boolean(),
      insuranceKind: z.enum(INSURANCE_KINDS),
    }),
    existingCustomers: z
      .array(
        z.strictObject({
          customerId: id,
          name: z.string(),
          email: z.string().nullable(),
          city: z.string().nullable(),
          matchedBy: z.array(z.enum(['email', 'address'])).meta({ description: 'the same e-mail, or the same name, postal code and street' }),
        }),
      )
      .meta({ description: 'the customers that may be the buyer, best match first' }),
  })
  .meta({ id: 'AuctionInvoice' });

export const kollerResponse = z
  .union([auctionInvoiceResponse, auctionQuoteImportResponse])
  .meta({ id: 'KollerAnswer', description: 'the invoice read (writes nothing); with import=1 the quote import’s report' });

export const addressValidationResponse = z
  .strictObject({
    valid: z.boolean(),
    issues: z.array(z.strictObject({ field: z.string(), message: z.string().meta({ description: 'a validation key as the forms use them (validation.plz …)' }) })),
    address: z.strictObject({ name: z.string(), street: z.string(), zipCode: z.string(), city: z.string(), country: z.string(), rawLines: z.array(z.string()) }),
    cities: z.array(z.string()).meta({ description: 'the localities of a Swiss (CH/LI) postal code' }),
  })
  .meta({ id: 'AddressValidation' });

const cm = z.number().meta({ description: 'cm' });
export const packageCompositionResponse = z
  .strictObject({
    quoteId: id,
    formattedId: z.string(),
    packages: z.array(
      z.strictObject({
        lotNumber: z.string(),
        description: z.string(),
        estimated: z.boolean().meta({ description: 'the lot’s size or weight was not in the file: the standard was used' }),
        inner: z.strictObject({ lengthCm: cm, widthCm: cm, heightCm: cm }),
        outer: z.strictObject({ lengthCm: cm, widthCm: cm, heightCm: cm }).meta({ description: 'what the courier measures' }),
        crateWeightKg: z.number(),
        grossWeightKg: z.number().meta({ description: 'crate and lot' }),
      }),
    ),
    totalWeightKg: z.number(),
  })
  .meta({ id: 'PackageComposition' });

// The payment provider's webhook (docs/payments.md).

export const paymentWebhookResponse = z
  .strictObject({ outcome: z.enum(['processed', 'ignored']).meta({ description: 'ignored: not about one of our transactions, or its state was applied before' }) })
  .meta({ id: 'PaymentWebhookOutcome' });
