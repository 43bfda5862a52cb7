import { z } from 'zod';
import { isIsoDate, isoDateInZurich, type IsoDate } from '../calendar/iso-date';
import { MONEY_PATH_MESSAGES } from '../i18n/catalogue-money-paths';
import type { MoneyString } from '../money/money';
import { CustomerRequestType, PaymentMethod } from '../requests/enums';
import { DELIVERY_MODES } from '../shipping/delivery';
import type { AddressSnapshot } from '../requests/request.entity';
import { orderAddressSchema, placeOrderInputSchema, type PlaceOrderInput } from '../requests/request-schema';
import type { OrderPositionView, OrderView } from '../orders/order-view';
import { configurationChangeSchema } from '../validation/schemas';
import { idListSchema, idSchema } from '../validation/ids';
import { decimalInput, integerInput } from '../validation/numbers';

/**
 * What the quote calls speak (000 §2–§4, §7; 001 §3, §7 Quotes): their texts, number, input
 * schemas and the views they answer with. The use cases: quote-request.ts, quote-admin.ts,
 * quote-checkout.ts. Design notes: docs/quotes.md; decisions docs/decisions/640–646.
 */

export const QUOTE_REQUESTED_MESSAGE = 'Offertanfrage abgeschickt';
export const QUOTE_EXPIRED_MESSAGE = 'Diese Offerte ist abgelaufen und kann nicht mehr bestellt werden.';
export const QUOTE_ALREADY_ORDERED_MESSAGE = 'Diese Offerte wurde bereits bestellt.';
export const QUOTE_NOT_AVAILABLE_MESSAGE = 'Die Offerte wurde nicht gefunden oder die PIN ist falsch.';
/** An ordered quote opened with its right PIN (decision 813). */
export const QUOTE_ORDERED_AS_MESSAGE = MONEY_PATH_MESSAGES['errors.quoteOrderedAs'].de;
export const QUOTE_FREIGHT_MISSING_MESSAGE = MONEY_PATH_MESSAGES['errors.quoteFreightMissing'].de;
export const QUOTE_PAYMENT_NOT_OFFERED_MESSAGE = 'Diese Zahlungsart ist für Sie nicht verfügbar.';
export const QUOTE_POSITION_FIXED_MESSAGE = 'Die Position {position} der Offerte kann nicht entfernt werden.';
export const QUOTE_INVOICE_NOT_ALLOWED_MESSAGE = 'Für diese Offerte ist Bezahlung auf Rechnung nicht möglich.';
export const QUOTE_EMPTY_MESSAGE = 'Die Offerte enthält keine bestellbaren Positionen.';


/** Display number of a quote: O-<year>-<id, 6 digits> (docs/decisions/642-quote-number.md). */
export function formatQuoteId(id: number, createdAt: Date): string {
  return `O-${isoDateInZurich(createdAt).slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

const booleanQuery = z.preprocess((value) => (value === undefined || value === '' ? undefined : value === true || value === 'true' || value === '1'), z.boolean());

/** Body of POST /api/quote: the checkout as for POST /api/order; the terms need not be accepted for a request. */
export const placeQuoteInputSchema = placeOrderInputSchema;
export type PlaceQuoteInput = PlaceOrderInput;

/** Query of GET /api/quote (001 §7). */
export const listQuotesQuerySchema = z
  .object({
    id: idSchema.optional(),
    /** Comma-separated ids, or repeated. */
    ids: idListSchema.optional(),
    customerId: idSchema.optional(),
    fromDate: z.string().refine(isIsoDate, { message: 'validation.date' }).optional(),
    toDate: z.string().refine(isIsoDate, { message: 'validation.date' }).optional(),
    returnAdditionalInformation: booleanQuery.default(false),
  })
  .strip();
export type ListQuotesQuery = z.input<typeof listQuotesQuerySchema>;

const moneyInput = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .refine((value) => /^-?\d{1,10}(\.\d{1,4})?$/.test(value), { message: 'validation.double' });

/** A position change of PUT /api/quote/{id}: an existing one by id, or a new one (productId or name). */
export const quotePositionUpdateSchema = z
  .object({
    id: idSchema.optional(),
    productId: idSchema.nullish(),
    name: z.string().trim().min(1).max(300).optional(),
    quantity: integerInput((n) => n.min(0).max(1_000_000)).optional(),
    pricePerOne: moneyInput.nullish(),
    storno: z.boolean().optional(),
    detail: z.string().max(5000).nullish(),
    configuration: configurationChangeSchema,
    /** true removes the position (and its children). */
    delete: z.boolean().optional(),
  })
  .strip();

export type UpdateQuotePosition = z.output<typeof quotePositionUpdateSchema>;

/** Body of PUT /api/quote/{id} (back office, ADMIN_QUOTE). */
export const updateQuoteInputSchema = z
  .object({
    version: integerInput((n) => n.positive()).optional(),
    validityDuration: integerInput((n) => n.min(0).max(3650)).optional(),
    timeToDeliver: integerInput((n) => n.min(0).max(365)).optional(),
    deliveryCost: moneyInput.nullish(),
    discount: decimalInput((n) => n.min(0).max(1)).optional(),
    finalPrice: moneyInput.nullish(),
    comment: z.string().max(5000).nullish(),
    orderReference: z.string().max(300).nullish(),
    invoiceEmail: z.email().max(320).optional(),
    customerRequestType: z.enum([CustomerRequestType.VERPACKUNG, CustomerRequestType.MOEBEL, CustomerRequestType.ARTWORK]).optional(),
    pin: z.string().trim().regex(/^\d{4,12}$/, { message: 'validation.numeric' }).optional(),
    positions: z.array(quotePositionUpdateSchema).max(500).optional(),
  })
  .strip();
export type UpdateQuoteInput = z.input<typeof updateQuoteInputSchema>;

/** Body of POST /api/quote/copy. */
export const copyQuoteInputSchema = z.object({ id: idSchema }).strip();
export type CopyQuoteInput = z.input<typeof copyQuoteInputSchema>;

/** Query of GET /api/quote/for-checkout: the quote link's uuid and the PIN from the mail. */
export const quoteForCheckoutQuerySchema = z
  .object({
    uuid: z.string().trim().max(64),
    pin: z.string().trim().max(64),
  })
  .strip();
export type QuoteForCheckoutQuery = z.input<typeof quoteForCheckoutQuerySchema>;

/** Body of POST /api/order/from-quote: the quote's credential plus the checkout data. */
/** A final price below the quote's freight (decision 818). */
export const QUOTE_FINAL_PRICE_BELOW_FREIGHT_MESSAGE = 'Der Endpreis muss mindestens die Lieferkosten decken.';

export const orderFromQuoteInputSchema = z
  .object({
    uuid: z.string().trim().max(64),
    pin: z.string().trim().max(64),
    invoiceAddress: orderAddressSchema,
    /** Required for DELIVERY and FEDEX; a PICKUP is collected at the company site, whatever is sent here (decision 816). */
    deliveryAddress: orderAddressSchema.optional(),
    invoiceEmail: z.email().trim().max(320),
    deliveryMode: z.enum(DELIVERY_MODES),
    requestedDeliveryDate: placeOrderInputSchema.shape.requestedDeliveryDate,
    /** PICKUP: the time slot on requestedDeliveryDate, one of the checkout's slots (decisions 810, 816). */
    pickupSlot: placeOrderInputSchema.shape.pickupSlot,
    /** Default prepayment (000 §4). */
    paymentMethodId: placeOrderInputSchema.shape.paymentMethodId.default(PaymentMethod.PREPAYMENT),
    orderReference: placeOrderInputSchema.shape.orderReference,
    orderComment: placeOrderInputSchema.shape.orderComment,
    termsAccepted: z.boolean().default(false),
    idempotencyKey: z.string().trim().min(8).max(100),
    /** Root positions the customer removed (only insurance-service positions may be). */
    removedPositionIds: z.array(idSchema).max(500).default([]),
  })
  .strip();
export type OrderFromQuoteInput = z.input<typeof orderFromQuoteInputSchema>;

export type QuoteState = 'OPEN' | 'ORDERED' | 'EXPIRED';

export interface QuoteView extends Omit<OrderView, 'indicators'> {
  timeToDeliver: number;
  validityDuration: number;
  /** The instant validity ends (creation + validityDuration days; the epoch without a duration). */
  validUntil: string;
  /** The last valid day in Zurich, or null without a duration. */
  validUntilDate: IsoDate | null;
  state: QuoteState;
  uuid: string;
  sentToCustomer: boolean;
  currencyCode: string;
  finalPrice: MoneyString | null;
  /** The order it became, once ordered. */
  orderId: number | null;
  /** The quote checkout link (the PIN comes separately). */
  checkoutPath: string;
  /** Whether the customer can order it now: sent by staff (with a PIN of its own), still valid, not ordered (decision 813). */
  orderable: boolean;
  /** Only for quote administrators. */
  pin?: string;
}

export interface QuoteCheckoutPosition extends OrderPositionView {
  productTypeId: number | null;
  /** Insurance-service positions may be removed; all others are fixed (000 §4). */
  removable: boolean;
  linePrice: MoneyString | null;
}

/** What the quote checkout shows (GET /api/quote/for-checkout). No PIN, no customer data beyond the quote's own. */
export interface QuoteCheckoutView {
  uuid: string;
  formattedId: string;
  customerRequestType: string;
  createdAt: string;
  validUntil: string;
  validUntilDate: IsoDate | null;
  timeToDeliver: number;
  invoiceEmail: string | null;
  invoiceAddress: AddressSnapshot | null;
  deliveryAddress: AddressSnapshot | null;
  deliveryType: number | null;
  deliveryCost: MoneyString | null;
  discount: string;
  total: MoneyString | null;
  vatAmount: MoneyString | null;
  grandTotal: MoneyString | null;
  finalPrice: MoneyString | null;
  currencyCode: string;
  orderReference: string | null;
  /** Root positions per the quote cart rules (cancelled ones left out), children nested by parentId. */
  positions: QuoteCheckoutPosition[];
  /** Payment methods offered: those of the customer's terms, like the main checkout, and no invoice for artwork requests. */
  paymentMethods: number[];
  /** The preselected method (decision 812: invoice on credit terms, else prepayment). */
  defaultPaymentMethodId: number;
  /** The earliest requested delivery date (the quote's time to deliver in working days). */
  earliestDeliveryDate: IsoDate | null;
  /** Every date the requested-date list offers (the next three months). */
  allowedDeliveryDates: IsoDate[];
  /** The date and pickup slot the quote was requested with (null when none). */
  requestedDeliveryDate: IsoDate | null;
  pickupSlot: string | null;
  /** The pickup slots the main checkout offers (decision 810), and where a pickup is collected: the company site. */
  pickupSlots: string[];
  pickupSite: AddressSnapshot;
  /** The positions' sum before the discount, and the discount (shown like the main checkout's summary). */
  subtotal: MoneyString | null;
  discountAmount: MoneyString | null;
  /** What the order costs when picked up instead (no freight, no VAT): the page shows it when pickup is chosen. */
  pickupTotals: { deliveryCost: MoneyString; vatAmount: MoneyString; grandTotal: MoneyString } | null;
}

/** Outcome of a PIN check for the quote checkout page: only `ok` and `expired` follow a right PIN. */
export type QuoteAccess =
  | { kind: 'ok'; quote: QuoteCheckoutView }
  | { kind: 'expired'; formattedId: string; validUntilDate: IsoDate | null }
  /** The right PIN of a quote that has been ordered: its order number, instead of 'PIN falsch'. */
  | { kind: 'ordered'; formattedId: string; orderNumber: string }
  | { kind: 'denied' };

export interface PlacedQuote {
  message: string;
  quote: QuoteView;
  /** false when the idempotency key answered an earlier quote. */
  created: boolean;
}

export interface OrderedQuote {
  message: string;
  order: OrderView;
  /** false when the idempotency key answered the earlier order. */
  created: boolean;
}
