import { z } from 'zod';
import { amount, id, isoDate, timestamp } from '../answer-fields';

/** What an order's and a quote's answers share (decision 1172, 001 §4 "requests"): the postal address, the position, the request's fields. */

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
export const requestFields = {
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
