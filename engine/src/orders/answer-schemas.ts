import { z } from 'zod';
import { id, isoDate } from '../answer-fields';
import { postalAddressResponse, requestFields, requestPositionResponse } from '../requests/answer-schemas';

/** The orders' answers (decision 1172): an order placed, read, changed, copied or ordered from a quote, its mails (R001-7.062 … 7.073), the delivery calendar. */

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

export const deliveryInformationResponse = z
  .strictObject({
    shopMode: z.string(),
    today: isoDate,
    leadTimeDays: z.strictObject({ minimum: z.number().int(), default: z.number().int() }),
    earliestDeliveryDate: isoDate,
    closedDates: z.array(z.strictObject({ date: isoDate, reason: z.string(), name: z.string().nullable() })).meta({ description: 'holidays and company closures ahead' }),
  })
  .meta({ id: 'DeliveryInformation' });

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

export const orderedQuoteResponse = z
  .strictObject({ message: z.string(), order: orderResponse, created: z.boolean().meta({ description: 'false when the idempotency key answered the earlier order' }) })
  .meta({ id: 'OrderedQuote' });

export const notificationResponse = z
  .strictObject({ message: z.string(), to: z.string().meta({ description: 'the address the mail went to' }), subject: z.string() })
  .meta({ id: 'Notification' });

export const carrierNotificationResponse = notificationResponse.extend({ carrierId: z.string().meta({ description: '`TRUCK-<truck id>` or `FEDEX`' }) }).meta({ id: 'CarrierNotification' });
