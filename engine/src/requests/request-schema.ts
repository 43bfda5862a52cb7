import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date';
import { addressInputSchema } from '../customers/address-service';
import { configurationSchema } from '../validation/schemas';
import { CustomerRequestType, ORDER_COMMENT_MAX_LENGTH, ORDER_REFERENCE_MAX_LENGTH, PaymentMethod } from './enums';
import { DELIVERY_MODES } from '../shipping/delivery';
import { idSchema } from '../validation/ids';
import { choiceInput, integerInput } from '../validation/numbers';

/**
 * The one request schema (001 §4 "requests"): what an order and a quote request both carry —
 * cart items with their configuration, the addresses, delivery and payment, optional texts.
 */

/** A cart item of the checkout; a price a client sends is stripped (the server alone prices). */
export const orderItemSchema = z
  .object({
    productId: idSchema,
    configuration: configurationSchema,
    quantity: integerInput((n) => n.min(1).max(1_000_000)),
    customerRef: z.string().trim().max(300).optional(),
  })
  .strip();

/** A saved address of the caller's own customer (by id), or a full address (guests). */
export const orderAddressSchema = z.union([z.object({ id: idSchema }).strip(), addressInputSchema]);
export type OrderAddressInput = z.input<typeof orderAddressSchema>;

/** An optional text of a request: trimmed, at most `max` characters; empty or missing → null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** Body of POST /api/order (000 §3 checkout data, 001 §7). */
export const placeOrderInputSchema = z
  .object({
    cartItems: z.array(orderItemSchema).min(1).max(500),
    invoiceAddress: orderAddressSchema,
    deliveryAddress: orderAddressSchema,
    invoiceEmail: z.email().trim().max(320),
    deliveryMode: z.enum(DELIVERY_MODES),
    requestedDeliveryDate: z
      .string()
      .nullish()
      .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()))
      .refine((value) => value === null || isIsoDate(value), { message: 'validation.date' }),
    paymentMethodId: choiceInput(Object.values(PaymentMethod)),
    /** PICKUP: the time slot on requestedDeliveryDate ('10:30'); ignored for other modes (decision 810). */
    pickupSlot: z
      .string()
      .trim()
      .regex(/^\d{2}:\d{2}$/, { message: 'validation.choice' })
      .nullish()
      .transform((value) => value ?? null),
    orderReference: optionalText(ORDER_REFERENCE_MAX_LENGTH),
    orderComment: optionalText(ORDER_COMMENT_MAX_LENGTH),
    termsAccepted: z.boolean().default(false),
    customerRequestType: z.enum([CustomerRequestType.VERPACKUNG, CustomerRequestType.MOEBEL, CustomerRequestType.ARTWORK]).optional(),
    idempotencyKey: z.string().trim().min(8).max(100),
    /** The FedEx service the shopper chose for a carrier delivery (default the cheapest; docs/decisions/744-fedex-checkout.md). */
    carrierServiceType: z.string().trim().max(60).optional(),
    /** The guest's contact person (the invoice e-mail is its e-mail); ignored for registered customers. */
    contact: z
      .object({
        firstName: optionalText(200),
        lastName: optionalText(200),
        phone: optionalText(30),
      })
      .optional(),
  })
  .strip();
export type PlaceOrderInput = z.input<typeof placeOrderInputSchema>;
/** The parsed checkout (shared with quote requests, requests/request-builder.ts). */
export type ParsedPlaceOrder = z.output<typeof placeOrderInputSchema>;
