import { z } from 'zod';

/**
 * The answers of the main /api calls as zod schemas, for the OpenAPI document (api-docs.ts
 * `response`, decision 874): what a client of the shop reads most — login, products, categories,
 * orders, quotes, the delivery calendar. Each is proven against the real answers of a seeded shop
 * by web/tests/openapi-responses-http.test.ts, so the document cannot drift from the code; fields
 * not named here may be present as well.
 */

const amount = z.string().meta({ description: 'an amount in CHF as a decimal string, e.g. "562.12"' });
const isoDate = z.string().meta({ description: 'a calendar date YYYY-MM-DD (Europe/Zurich)', example: '2026-12-01' });
const timestamp = z.string().meta({ description: 'an instant, ISO 8601' });

export const sessionPayloadResponse = z
  .object({
    customerId: z.number().int(),
    email: z.string(),
    perm: z.array(z.number().int()).meta({ description: 'the admin permissions (001 §6 ids); empty for shoppers' }),
    isCompanyCustomer: z.boolean(),
    hasQuickOrder: z.boolean(),
  })
  .meta({ id: 'SessionPayload' });

export const loginResponse = z.object({ token: z.string().meta({ description: 'for `Authorization: Bearer`' }), payload: sessionPayloadResponse }).meta({ id: 'LoginAnswer' });

const productValue = z.object({ attributeId: z.number().int(), name: z.string(), value: z.string().nullable() });

export const productListItemResponse = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: 'in the request’s language' }),
    articleNumber: z.string(),
    typeId: z.number().int(),
    typeName: z.string(),
    kindCode: z.number().int(),
    description: z.string().nullable(),
    published: z.boolean(),
    publiclyAvailable: z.boolean(),
    canBeConfigured: z.boolean(),
    values: z.array(productValue).meta({ description: 'the attribute values of the product’s type' }),
    price: amount.nullable().meta({ description: 'the caller’s price per piece (null: on request)' }),
    graduatedPrice: z.array(z.unknown()).meta({ description: 'the caller’s graduated prices (from quantity, price per piece)' }),
  })
  .meta({ id: 'ProductListItem' });

export const productPageResponse = z
  .object({ items: z.array(productListItemResponse), page: z.number().int(), perPage: z.number().int(), total: z.number().int() })
  .meta({ id: 'ProductPage' });

export const categoryResponse = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parentId: z.number().int().nullable(),
    order: z.number().int(),
    shopTypeId: z.number().int(),
    published: z.boolean(),
    url: z.string().meta({ description: 'the category’s page in the shop' }),
    productCount: z.number().int(),
    get children() {
      return z.array(categoryResponse);
    },
  })
  .meta({ id: 'Category' });

export const categoryListResponse = z.object({ items: z.array(categoryResponse) }).meta({ id: 'CategoryList' });

export const postalAddressResponse = z
  .object({
    name: z.string(),
    addition: z.string().nullable(),
    street: z.string(),
    additionalAddress: z.string().nullable(),
    zipCode: z.string(),
    city: z.string(),
    country: z.string().meta({ description: 'ISO 3166 alpha-2' }),
    state: z.string().nullable(),
  })
  .meta({ id: 'PostalAddress' });

export const requestPositionResponse = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    type: z.string(),
    productId: z.number().int().nullable(),
    name: z.string(),
    configuration: z.record(z.string(), z.string()).meta({ description: 'attribute → chosen value of a configured product' }),
    quantity: z.number().int(),
    pricePerOne: amount.nullable(),
    status: z.string().nullable(),
    product: z.object({ id: z.number().int(), name: z.string(), articleNumber: z.string() }).nullable(),
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
  orderReference: z.string().nullable(),
  comment: z.string().nullable(),
  invoiceEmail: z.string().nullable(),
  requestedDeliveryDate: isoDate.nullable(),
  pickupSlot: z.string().nullable(),
  confirmedDeliveryDate: isoDate.nullable(),
  hasVat: z.boolean(),
  vatRate: z.string(),
  total: amount.nullable(),
  deliveryCost: amount.nullable(),
  vatAmount: amount.nullable(),
  grandTotal: amount.nullable(),
  locale: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  customer: z.object({ id: z.number().int(), kind: z.string().meta({ description: 'GUEST for a guest’s request' }) }),
  version: z.number().int().meta({ description: 'send back with a change (optimistic locking)' }),
};

const completion = z.string().meta({ description: 'a completion state of the order grid’s indicators' });

export const orderSummaryResponse = z
  .object({
    ...requestFields,
    indicators: z.object({ receiptConfirmation: completion, delivered: completion, invoiced: completion, payment: completion }),
  })
  .meta({ id: 'OrderSummary' });

export const orderResponse = orderSummaryResponse
  .extend({ invoiceAddress: postalAddressResponse.nullable(), deliveryAddress: postalAddressResponse.nullable(), positions: z.array(requestPositionResponse) })
  .meta({ id: 'Order' });

export const placedOrderResponse = z.object({ message: z.string().meta({ description: 'the confirmation in the request’s language' }), order: orderResponse }).meta({ id: 'PlacedOrder' });

export const orderListResponse = z.object({ items: z.array(orderSummaryResponse) }).meta({ id: 'OrderList' });

export const quoteResponse = z
  .object({
    ...requestFields,
    invoiceAddress: postalAddressResponse.nullable().optional(),
    deliveryAddress: postalAddressResponse.nullable().optional(),
    positions: z.array(requestPositionResponse).optional(),
    validityDuration: z.number().int().meta({ description: 'days from creation' }),
    validUntilDate: isoDate,
    state: z.string().meta({ description: 'derived on read: open, expired or ordered (decision 1041)' }),
    checkoutPath: z.string().meta({ description: 'the quote checkout’s page in the shop' }),
    orderable: z.boolean(),
  })
  .meta({ id: 'Quote' });

export const placedQuoteResponse = z
  .object({ message: z.string(), quote: quoteResponse, created: z.boolean().meta({ description: 'false when the same submission (idempotency key) was answered before' }) })
  .meta({ id: 'PlacedQuote' });

export const quoteListResponse = z.object({ items: z.array(quoteResponse) }).meta({ id: 'QuoteList' });

export const deliveryInformationResponse = z
  .object({
    shopMode: z.string(),
    today: isoDate,
    leadTimeDays: z.object({ minimum: z.number().int(), default: z.number().int() }),
    earliestDeliveryDate: isoDate,
    closedDates: z.array(z.object({ date: isoDate, reason: z.string(), name: z.string().nullable() })).meta({ description: 'holidays and company closures ahead' }),
  })
  .meta({ id: 'DeliveryInformation' });
