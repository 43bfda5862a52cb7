import { z } from 'zod';
import { isIsoDate } from '../calendar/iso-date';
import { addressInputSchema } from '../customers/address-service';
import { ORDER_COMMENT_MAX_LENGTH, ORDER_REFERENCE_MAX_LENGTH, PaymentOption } from '../requests/enums';
import { DELIVERY_MODES, isPickup } from '../shipping/delivery';
import { optionalText, orderItemSchema } from '../requests/request-schema';
import { textField } from '../validation/schemas';
import { idSchema } from '../validation/ids';
import { choiceInput, integerInput } from '../validation/numbers';

/**
 * What the checkout's steps accept (000 §2 checkout routes, §3 checkout data): one schema per
 * step; a cart item and the optional texts are the request schema's (requests/request-schema).
 */

/** How far ahead the date picker offers dates. */
export const DELIVERY_DATE_WINDOW_DAYS = 92;

/**
 * 'Zur Kasse': the browser's cart. Anything else an item carries — a price above all — is
 * stripped; the server prices.
 */
export const saveCartInputSchema = z
  .object({
    items: z.array(orderItemSchema).min(1, { message: 'validation.required' }).max(500),
    zipCode: z.string().trim().max(20).optional(),
  })
  .strip();
export type SaveCartInput = z.input<typeof saveCartInputSchema>;

const savedAddressId = idSchema;

/** The invoice step (000 §2 'Rechnungsadresse'): a saved address (logged in) or a new one, the invoice e-mail, the guest's contact. */
export const saveInvoiceInputSchema = z
  .object({
    addressId: savedAddressId.optional(),
    address: addressInputSchema.optional(),
    invoiceEmail: textField({ max: 320, rules: ['email'] }),
    contact: z
      .object({
        firstName: textField({ max: 200 }),
        lastName: textField({ max: 200 }),
        phone: textField({ required: false, max: 30, rules: ['phone'] }).optional(),
      })
      .optional(),
  })
  .strip()
  .superRefine((value, ctx) => {
    if (value.addressId === undefined && value.address === undefined) ctx.addIssue({ code: 'custom', message: 'validation.required', path: ['address'] });
  });
export type SaveInvoiceInput = z.input<typeof saveInvoiceInputSchema>;

/**
 * The delivery step (000 §2 'Lieferadresse'): mode, address (not for pickup), requested date, pickup slot.
 * For PICKUP the address fields a form sends along (hidden, or all shown before JavaScript) are
 * dropped before validation: the pickup place is the company site (decision 810).
 */
const saveDeliveryFieldsSchema = z
  .object({
    deliveryMode: z.enum(DELIVERY_MODES, { error: 'validation.choice' }),
    /** The invoice address also as delivery address. */
    sameAsInvoice: z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.boolean()).default(false),
    addressId: savedAddressId.optional(),
    address: addressInputSchema.optional(),
    requestedDeliveryDate: z
      .string()
      .nullish()
      .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value.trim()))
      .refine((value) => value === null || isIsoDate(value), { message: 'validation.date' }),
    pickupSlot: z
      .string()
      .trim()
      .max(10)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .strip();
export const saveDeliveryInputSchema = z.preprocess((value) => {
  if (value === null || typeof value !== 'object' || !isPickup((value as { deliveryMode?: unknown }).deliveryMode)) return value;
  const { address: _address, addressId: _addressId, sameAsInvoice: _same, ...rest } = value as Record<string, unknown>;
  return rest;
}, saveDeliveryFieldsSchema);
export type SaveDeliveryInput = z.input<typeof saveDeliveryFieldsSchema>;

export const savePaymentInputSchema = z
  .object({
    paymentOption: choiceInput(Object.values(PaymentOption)),
  })
  .strip();
export type SavePaymentInput = z.input<typeof savePaymentInputSchema>;

/** The draft keeps an empty text as '' (the form's value); the request schema's rule otherwise. */
const draftText = (max: number) => optionalText(max).transform((value) => value ?? '');

/** 'Bestellen' on the summary: reference, comment, terms and the submission's idempotency key. */
export const submitCheckoutInputSchema = z
  .object({
    termsAccepted: z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.boolean()).default(false),
    orderReference: draftText(ORDER_REFERENCE_MAX_LENGTH),
    orderComment: draftText(ORDER_COMMENT_MAX_LENGTH),
    /** The key the summary page was rendered with; absent → the draft's current key. */
    submissionKey: z.string().trim().min(8).max(100).optional(),
  })
  .strip();
export type SubmitCheckoutInput = z.input<typeof submitCheckoutInputSchema>;

export const deliveryDatesQuerySchema = z
  .object({
    deliveryMode: z.enum(DELIVERY_MODES).optional(),
    days: integerInput((n) => n.min(1).max(366)).default(DELIVERY_DATE_WINDOW_DAYS),
  })
  .strip();
export type DeliveryDatesQuery = z.input<typeof deliveryDatesQuerySchema>;

/** The summary's 'Versandart' choice (decision 745): one of the FedEx services offered for the draft's delivery. */
export const saveCarrierServiceInputSchema = z.object({ carrierServiceType: z.string().trim().min(1, { message: 'validation.choice' }).max(60) }).strip();
export type SaveCarrierServiceInput = z.input<typeof saveCarrierServiceInputSchema>;

/** The summary's choice between the truck and the parcel by post (decision 1140): one of the ways the summary offers. */
export const saveDeliveryChoiceInputSchema = z.object({ deliveryMode: z.enum(DELIVERY_MODES, { error: 'validation.choice' }) }).strip();
export type SaveDeliveryChoiceInput = z.input<typeof saveDeliveryChoiceInputSchema>;
