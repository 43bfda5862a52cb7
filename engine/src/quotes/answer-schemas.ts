import { z } from 'zod';
import { amount, id, isoDate, timestamp } from '../answer-fields';
import { postalAddressResponse, requestFields, requestPositionResponse } from '../requests/answer-schemas';

/** The quotes' answers (decision 1172): a quote requested, read, changed, and the quote checkout's view (R000-7.27, R001-7.074 … 7.080). */

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
