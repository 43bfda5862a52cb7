import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { z } from 'zod';
import { Permission, hasPermission, requirePermission } from '../auth/permissions';
import { DeliveryDateMode, isSelectableDeliveryDate } from '../calendar/delivery-date';
import { addDays, isIsoDate, isoDateInZurich, type IsoDate } from '../calendar/iso-date';
import { isQuotePaymentAllowed } from '../cart/rules';
import { effectiveCustomerId } from '../catalog/product-service';
import { Product } from '../catalog/product.entity';
import { calculateTotals, linePrice, totalsAtFinalPrice } from '../requests/totals';
import type { RequestContext } from '../context';
import { CONTACT_SHOP_EMAIL } from '../customers/contact-service';
import { Customer } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { translateMessage } from '../i18n/translate';
import { MONEY_PATH_MESSAGES } from '../i18n/catalogue-money-paths';
import { paymentOptionsFor, preferredPaymentMethod } from '../payments/payment-options';
import { isLocale } from '../i18n/locales';
import type { Mailer } from '../mail/mailer';
import { toDecimal, toMoneyString, toMoneyStringOrNull, type MoneyString } from '../money/money';
import { CustomerRequestType, DeliveryMode, OrderStatus, PaymentMethod, PaymentStatus } from '../requests/enums';
import { Order, OrderPosition, Quote, type AddressSnapshot, type IOrder, type IOrderPosition, type IQuote } from '../requests/request.entity';
import { visibleToCustomer } from '../requests/sub-position-visibility';
import {
  DELIVERY_DATE_NOT_SELECTABLE_MESSAGE,
  IDEMPOTENCY_CONFLICT_MESSAGE,
  ORDER_CHANGED_MESSAGE,
  ORDER_SUBMITTED_MESSAGE,
  PRICE_UNAVAILABLE_MESSAGE,
  TERMS_NOT_ACCEPTED_MESSAGE,
  formatOrderId,
  addressKey,
  itemKey,
  orderView,
  positionView,
  startOfZurichDay,
  type OrderPositionView,
  type OrderView,
} from '../orders/order-service';
import type { PricingService } from '../pricing/pricing-service';
import type { RequestEvents } from '../requests/request-events';
import {
  copiedPositionFields,
  copiedRequestFields,
  deliveryTypeOf,
  nextRequestId,
  priceRequest,
  recomputeTotals,
  resolveAddress,
  resolveRequest,
  shopModeOf,
  startRequest,
  totalsFields,
  writeCartPositions,
} from '../requests/request-builder';
import { QUOTE_PIN_LIMITS, generatePin, isDefaultPin, isPinCheckLimited, pinMatches, pinWindowStart, type QuotePinLimits } from './pin';
import { QuotePinAttempt } from './quote-pin-attempt.entity';
import { PICKUP_DATE_MESSAGE, PICKUP_SLOTS, PICKUP_SLOT_MESSAGE } from '../calendar/pickup';
import { loadCompanyProfile } from '../settings/company-settings';
import { isRemovableQuotePosition, quoteOrderPaymentMethods, selectQuoteOrderPositions } from './quote-order';
import { QUOTE_DEFAULTS, isQuoteValid, quoteValidUntil, quoteValidUntilDate } from './rules';
import { orderAddressSchema, placeOrderInputSchema, type PlaceOrderInput } from '../requests/request-schema';
import { DELIVERY_MODES } from '../requests/enums';
import { quoteCheckoutPath } from './rules';

/**
 * Quotes (Offerten; 000 §2–§4, §7; 001 §3, §7 Quotes): a checkout requested as a quote, the back
 * office's maintenance and notification, and the PIN-protected quote checkout that turns a quote
 * into an order. Design notes: docs/quotes.md; decisions docs/decisions/640–646.
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

/** The permission of quote administration (001 §6 ADMIN_QUOTE). */
export const QUOTE_ADMIN_PERMISSION = Permission.ADMIN_QUOTE;

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
    id: z.coerce.number().int().positive().optional(),
    /** Comma-separated ids, or repeated. */
    ids: z
      .union([z.string(), z.array(z.string()), z.array(z.number())])
      .optional()
      .transform((value) =>
        value === undefined
          ? undefined
          : (Array.isArray(value) ? value.map(String) : value.split(','))
              .map((part) => part.trim())
              .filter(Boolean)
              .map(Number),
      )
      .refine((value) => value === undefined || value.every((id) => Number.isInteger(id) && id > 0), { message: 'validation.numeric' }),
    customerId: z.coerce.number().int().positive().optional(),
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
    id: z.coerce.number().int().positive().optional(),
    productId: z.coerce.number().int().positive().nullish(),
    name: z.string().trim().min(1).max(300).optional(),
    quantity: z.coerce.number().int().min(0).max(1_000_000).optional(),
    pricePerOne: moneyInput.nullish(),
    storno: z.boolean().optional(),
    detail: z.string().max(5000).nullish(),
    configuration: z.record(z.string().max(200), z.union([z.string().max(2000), z.number(), z.boolean()]).transform(String)).optional(),
    /** true removes the position (and its children). */
    delete: z.boolean().optional(),
  })
  .strip();

/** Body of PUT /api/quote/{id} (back office, ADMIN_QUOTE). */
export const updateQuoteInputSchema = z
  .object({
    version: z.coerce.number().int().positive().optional(),
    validityDuration: z.coerce.number().int().min(0).max(3650).optional(),
    timeToDeliver: z.coerce.number().int().min(0).max(365).optional(),
    deliveryCost: moneyInput.nullish(),
    discount: z.coerce.number().min(0).max(1).optional(),
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
export const copyQuoteInputSchema = z.object({ id: z.coerce.number().int().positive() }).strip();
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
    removedPositionIds: z.array(z.coerce.number().int().positive()).max(500).default([]),
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
  thumbnailFilePath: string | null;
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

export interface QuoteServiceOptions {
  em: () => EntityManager;
  pricing: Pick<PricingService, 'orderPrice'>;
  mailer: Pick<Mailer, 'send'>;
  /** The shop's public address, for the quote link in mails. */
  publicUrl: string;
  /** Where quote requests are announced. */
  shopEmail?: string;
  limits?: QuotePinLimits;
  logger?: Pick<Logger, 'error'>;
  /** Announces quotes (and orders made from quotes) after their transaction committed. */
  events?: Pick<RequestEvents, 'emit'>;
  now?: () => Date;
}

const NOT_FOUND = 'Der Eintrag wurde nicht gefunden.';
const isUniqueViolation = (error: unknown) => error instanceof UniqueConstraintViolationException || (error as { code?: unknown }).code === '23505';

/** Staff sent it, so it carries a PIN of its own: only then can the quote checkout open it (the default '0000' never does). */
const isReleased = (quote: IQuote): boolean => quote.sentToCustomer && !isDefaultPin(quote.pin);

function quoteState(quote: IQuote, now: Date): QuoteState {
  if (quote.order) return 'ORDERED';
  return isQuoteValid(quote.createdAt, quote.validityDuration, now) ? 'OPEN' : 'EXPIRED';
}

export function createQuoteService(options: QuoteServiceOptions) {
  const now = options.now ?? (() => new Date());
  const limits = options.limits ?? QUOTE_PIN_LIMITS;
  const shopEmail = options.shopEmail ?? CONTACT_SHOP_EMAIL;
  const announce = (kind: 'order' | 'quote', action: 'created' | 'updated' | 'deleted', entity: { id: number; formattedId: string; customerId: number }, change: string) =>
    void options.events?.emit({ kind, action, id: entity.id, formattedId: entity.formattedId, customerId: entity.customerId, change });

  const requireQuoteAdmin = (ctx: RequestContext) => requirePermission(ctx, QUOTE_ADMIN_PERMISSION);

  async function loadQuote(em: EntityManager, where: FilterQuery<IQuote>): Promise<IQuote | null> {
    return em.findOne(Quote, where, { populate: ['positions', 'positions.product', 'positions.product.productType', 'positions.parent', 'customer', 'customer.paymentTerm', 'order'] });
  }

  function view(quote: IQuote, detailed: boolean, admin: boolean): QuoteView {
    // The order view of the shared fields, without the order-only completion indicators.
    const { indicators: _indicators, ...base } = orderView(quote as unknown as IOrder, detailed);
    const validUntil = quoteValidUntil(quote.createdAt, quote.validityDuration);
    return {
      ...base,
      timeToDeliver: quote.timeToDeliver,
      validityDuration: quote.validityDuration,
      validUntil: validUntil.toISOString(),
      validUntilDate: quoteValidUntilDate(quote.createdAt, quote.validityDuration),
      state: quoteState(quote, now()),
      uuid: quote.uuid,
      thumbnailFilePath: quote.thumbnailFilePath ?? null,
      sentToCustomer: quote.sentToCustomer,
      currencyCode: quote.currencyCode,
      finalPrice: toMoneyStringOrNull(quote.finalPrice ?? null),
      orderId: quote.order?.id ?? null,
      checkoutPath: quoteCheckoutPath(quote.uuid),
      orderable: isReleased(quote) && quoteState(quote, now()) === 'OPEN',
      ...(admin ? { pin: quote.pin } : {}),
    };
  }

  /** The pickup place: the company site of the one company profile (like the main checkout, decision 810). */
  async function pickupSite(): Promise<AddressSnapshot> {
    const site = await loadCompanyProfile(options.em());
    return { name: site.name, street: site.street, zipCode: site.zipCode, city: site.city, country: site.country || 'CH' };
  }

  async function checkoutView(quote: IQuote): Promise<QuoteCheckoutView> {
    const all = quote.positions.getItems();
    // The cart rules with nothing removed: cancelled positions (and their children) left out.
    const { kept } = selectQuoteOrderPositions(
      all.map((position) => ({ id: position.id, parentId: position.parent?.id ?? null, storno: position.storno, productTypeId: position.product?.productType?.id ?? null, position })),
      [],
    );
    // Sub-positions staff hid with the group's toggle are not shown to the customer (R001-4.17).
    const shown = new Set(visibleToCustomer(all).map((position) => position.id));
    const positions = kept.filter(({ position }) => shown.has(position.id)).map(({ position, productTypeId }): QuoteCheckoutPosition => ({
      ...positionView(position),
      productTypeId,
      removable: !position.parent && isRemovableQuotePosition({ id: position.id, storno: position.storno, productTypeId }),
      linePrice: toMoneyStringOrNull(linePrice(position.pricePerOne ?? null, position.quantity)),
    }));
    const shopMode = quote.shopTypeId === 2 ? 'moebel' : 'verpackung';
    const lines = kept.map(({ position }) => ({ parentId: position.parent?.id ?? null, pricePerOne: position.pricePerOne ?? null, quantity: position.quantity, storno: position.storno }));
    const priced = kept.every(({ position }) => position.pricePerOne !== null && position.pricePerOne !== undefined);
    const country = quote.deliveryAddress?.country ?? 'CH';
    const asQuoted = priced ? calculateTotals({ lines, discount: quote.discount, deliveryCost: quote.deliveryCost ?? null, isPickup: quote.deliveryType === 1, deliveryCountry: country }) : null;
    const asPickup = priced ? calculateTotals({ lines, discount: quote.discount, deliveryCost: '0.00', isPickup: true, deliveryCountry: country }) : null;
    return {
      uuid: quote.uuid,
      formattedId: quote.formattedId,
      customerRequestType: quote.customerRequestType,
      createdAt: quote.createdAt.toISOString(),
      validUntil: quoteValidUntil(quote.createdAt, quote.validityDuration).toISOString(),
      validUntilDate: quoteValidUntilDate(quote.createdAt, quote.validityDuration),
      timeToDeliver: quote.timeToDeliver,
      invoiceEmail: quote.invoiceEmail ?? null,
      invoiceAddress: quote.invoiceAddress ?? null,
      deliveryAddress: quote.deliveryAddress ?? null,
      deliveryType: quote.deliveryType ?? null,
      deliveryCost: toMoneyStringOrNull(quote.deliveryCost ?? null),
      discount: quote.discount,
      total: toMoneyStringOrNull(quote.total ?? null),
      vatAmount: toMoneyStringOrNull(quote.vatAmount ?? null),
      grandTotal: toMoneyStringOrNull(quote.grandTotal ?? null),
      finalPrice: toMoneyStringOrNull(quote.finalPrice ?? null),
      currencyCode: quote.currencyCode,
      orderReference: quote.orderReference ?? null,
      positions,
      paymentMethods: quotePaymentMethods(quote),
      defaultPaymentMethodId: preferredPaymentMethod({
        options: quotePaymentMethods(quote),
        terms: quoteTerms(quote),
        isCustomer: quote.customer.kind !== 'GUEST',
        lastUsed: null,
      }),
      earliestDeliveryDate: earliestQuoteDeliveryDate(quote, shopMode),
      allowedDeliveryDates: allowedQuoteDeliveryDates(quote, shopMode),
      requestedDeliveryDate: (quote.requestedDeliveryDate as IsoDate | null | undefined) ?? null,
      pickupSlot: quote.pickupSlot ?? null,
      pickupSlots: [...PICKUP_SLOTS],
      pickupSite: await pickupSite(),
      subtotal: asQuoted ? toMoneyString(asQuoted.subtotal) : null,
      discountAmount: asQuoted ? toMoneyString(asQuoted.discountAmount) : null,
      pickupTotals: asPickup ? { deliveryCost: toMoneyString('0.00'), vatAmount: toMoneyString(asPickup.vat), grandTotal: toMoneyString(asPickup.grandTotal) } : null,
    };
  }

  /** The payment terms that decide the quote's options: its customer's current ones (a guest has none). */
  function quoteTerms(quote: IQuote): { days: number } | null {
    const term = quote.customer.kind === 'GUEST' ? null : (quote.customer.paymentTerm ?? null);
    return term ? { days: term.days } : null;
  }

  /** Like the main checkout (decision 621), and no invoice for an artwork request (000 §4). */
  function quotePaymentMethods(quote: IQuote): number[] {
    const byTerms = paymentOptionsFor(quoteTerms(quote));
    return quoteOrderPaymentMethods(quote.customerRequestType).filter((method) => byTerms.includes(method));
  }

  function allowedQuoteDeliveryDates(quote: IQuote, shopMode: 'verpackung' | 'moebel'): IsoDate[] {
    const today = isoDateInZurich(now());
    const dates: IsoDate[] = [];
    for (let offset = 0; offset <= 92; offset++) {
      const day = addDays(today, offset);
      if (isSelectableDeliveryDate(day, { shopMode, mode: DeliveryDateMode.QUOTE, leadTime: quote.timeToDeliver, today })) dates.push(day);
    }
    return dates;
  }

  function earliestQuoteDeliveryDate(quote: IQuote, shopMode: 'verpackung' | 'moebel'): IsoDate | null {
    // Delivery-date mode 1 (000 §9): the quote's time to deliver, without the shop's minimum.
    const today = isoDateInZurich(now());
    for (let offset = 0; offset < 60; offset++) {
      const day = addDays(today, offset);
      if (isSelectableDeliveryDate(day, { shopMode, mode: DeliveryDateMode.QUOTE, leadTime: quote.timeToDeliver, today })) return day;
    }
    return null;
  }

  /**
   * Checks uuid and PIN under the limits (docs/decisions/641-quote-pin-limits.md): every check is
   * a row of quote_pin_attempt; with as many earlier failures for the uuid or the client address
   * in the window as allowed, the check fails without looking at the PIN. The quote, or null.
   */
  async function verifyPin(uuid: string, pin: string, clientAddress: string | undefined): Promise<IQuote | null> {
    const em = options.em();
    const address = clientAddress?.slice(0, 64) ?? null;
    const key = uuid.slice(0, 64).toLowerCase();
    const attempt = em.create(QuotePinAttempt, { uuid: key, address, succeeded: null, createdAt: now() });
    await em.flush();
    const since = pinWindowStart(now(), limits);
    const failed = { id: { $lt: attempt.id }, createdAt: { $gt: since }, $or: [{ succeeded: false }, { succeeded: null }] };
    const byQuote = await em.count(QuotePinAttempt, { uuid: key, ...failed });
    const byAddress = address === null ? 0 : await em.count(QuotePinAttempt, { address, ...failed });
    if (isPinCheckLimited({ byQuote, byAddress }, limits)) {
      // Refused without a check: it neither counts nor extends the lock.
      await em.nativeDelete(QuotePinAttempt, { id: attempt.id });
      return null;
    }
    const isUuid = z.uuid().safeParse(key).success;
    const quote = isUuid ? await loadQuote(em, { uuid: key }) : null;
    // An unknown uuid still spends a comparison, so it answers like a wrong PIN; a quote staff have
    // not sent yet (still on the default PIN) never opens, whatever is typed (decision 813).
    const ok = pinMatches(quote?.pin ?? QUOTE_DEFAULTS.pin, pin) && quote !== null && isReleased(quote);
    await em.nativeUpdate(QuotePinAttempt, { id: attempt.id }, { succeeded: ok });
    return ok ? quote : null;
  }

  /** Mail texts in the quote's language (catalogue keys quote.mail.*). */
  function mailText(locale: string, key: string, params: Record<string, string | number>, group: 'quote.mail' | 'quote' = 'quote.mail'): string {
    return translateMessage(`${group}.${key}`, params, isLocale(locale) ? locale : 'de-CH');
  }

  /** The existing quote under a request's idempotency key: the same request → it, another → conflict. */
  async function existingQuoteForKey(key: string, fingerprint: string): Promise<IQuote | null> {
    const existing = await loadQuote(options.em(), { idempotencyKey: key });
    if (!existing) return null;
    if (quoteFingerprint(existing) !== fingerprint) throw new EngineError('conflict', IDEMPOTENCY_CONFLICT_MESSAGE);
    return existing;
  }

  function quoteFingerprint(quote: IQuote): string {
    return fingerprintOf({
      customerId: quote.customer.kind === 'GUEST' ? null : quote.customer.id,
      items: quote.positions.getItems().map((position) => itemKey(position.product?.id, position.quantity, position.configuration)),
      deliveryType: quote.deliveryType ?? 0,
      invoiceEmail: quote.invoiceEmail ?? '',
      invoiceAddress: addressKey(quote.invoiceAddress),
      deliveryAddress: addressKey(quote.deliveryAddress),
    });
  }

  return {
    /**
     * POST /api/quote (R000-7.26): the checkout requested as a quote. Priced on the server like an
     * order; one transaction writes the quote (defaults: validity 30 days, time to deliver 3, PIN
     * '0000', CHF), its positions and, for a guest, a GUEST customer. A mail announces the request
     * to the shop. The same idempotency key answers with the same quote (`created: false`).
     */
    async placeQuote(ctx: RequestContext, rawInput: PlaceQuoteInput): Promise<PlacedQuote> {
      const input = placeQuoteInputSchema.parse(rawInput);
      if (input.requestedDeliveryDate !== null && !isSelectableDeliveryDate(input.requestedDeliveryDate, { shopMode: shopModeOf(ctx), today: isoDateInZurich(now()) })) {
        throw new EngineError('invalid', [{ message: DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, params: { date: input.requestedDeliveryDate }, field: 'requestedDeliveryDate' }]);
      }
      const readEm = options.em();
      const draft = await resolveRequest(readEm, ctx, input);
      const fingerprint = fingerprintOf({
        customerId: ctx.customerId ?? null,
        items: input.cartItems.map((item) => itemKey(item.productId, item.quantity, item.configuration)),
        deliveryType: draft.deliveryType,
        invoiceEmail: input.invoiceEmail,
        invoiceAddress: addressKey(draft.invoice.snapshot),
        deliveryAddress: addressKey(draft.delivery.snapshot),
      });
      const admin = hasPermission(ctx, [QUOTE_ADMIN_PERMISSION]);
      const answer = (quote: IQuote, created: boolean): PlacedQuote => ({ message: QUOTE_REQUESTED_MESSAGE, quote: view(quote, true, admin), created });
      const earlier = await existingQuoteForKey(input.idempotencyKey, fingerprint);
      if (earlier) return answer(earlier, false);

      const request = await priceRequest(readEm, ctx, options.pricing, draft, PRICE_UNAVAILABLE_MESSAGE);
      let quoteId: number;
      try {
        quoteId = await options.em().transactional(async (em) => {
          const createdAt = now();
          const { fields, products } = await startRequest(em, ctx, request, 'quote', createdAt);
          const quote = em.create(Quote, {
            ...fields,
            formattedId: formatQuoteId(fields.id, createdAt),
            timeToDeliver: QUOTE_DEFAULTS.timeToDeliver,
            validityDuration: QUOTE_DEFAULTS.validityDuration,
            pin: QUOTE_DEFAULTS.pin,
            currencyCode: QUOTE_DEFAULTS.currencyCode,
            sentToCustomer: false,
          });
          writeCartPositions(em, { quote }, request, products);
          await em.flush();
          return quote.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const winner = await existingQuoteForKey(input.idempotencyKey, fingerprint);
          if (winner) return answer(winner, false);
        }
        throw error;
      }
      const placed = (await loadQuote(options.em(), { id: quoteId })) as IQuote;
      // The request is stored; a mail server that is down must not undo it (the mail is recorded with its error).
      try {
        await options.mailer.send({
          to: shopEmail,
          subject: `Offertanfrage ${placed.formattedId}`,
          text: [
            `Neue Offertanfrage ${placed.formattedId} von ${placed.invoiceEmail ?? ''}.`,
            '',
            ...placed.positions.getItems().map((position) => `- ${position.quantity} × ${position.name} à CHF ${position.pricePerOne ?? '–'}`),
            '',
            `Total CHF ${placed.total ?? '–'}, Lieferkosten CHF ${placed.deliveryCost ?? '–'}, Gesamtbetrag CHF ${placed.grandTotal ?? '–'}`,
            `Kommentar: ${placed.comment ?? '–'}`,
          ].join('\n'),
        });
      } catch (error) {
        options.logger?.error({ err: error, quoteId }, 'quote request mail not sent');
      }
      // The requester's receipt (issue 12 item 7), in the quote's language: what was asked, and that the quote with its PIN follows.
      if (placed.invoiceEmail) {
        const params = { number: placed.formattedId };
        try {
          await options.mailer.send({
            to: placed.invoiceEmail,
            subject: mailText(placed.locale, 'receipt.subject', params, 'quote'),
            text: [
              mailText(placed.locale, 'greeting', params),
              '',
              mailText(placed.locale, 'receipt.body', params, 'quote'),
              '',
              mailText(placed.locale, 'receipt.items', params, 'quote'),
              ...placed.positions.getItems().map((position) => `- ${position.quantity} × ${position.name}`),
              '',
              mailText(placed.locale, 'closing', params),
            ].join('\n'),
          });
        } catch (error) {
          options.logger?.error({ err: error, quoteId }, 'quote receipt mail not sent');
        }
      }
      announce('quote', 'created', { id: placed.id, formattedId: placed.formattedId, customerId: placed.customer.id }, 'placed');
      return answer(placed, true);
    },

    /**
     * GET /api/quote (R001-7.075): a customer's own quotes (another customerId → forbidden);
     * quote administrators (ADMIN_QUOTE) any customer's, by ids and a date window. Newest first.
     */
    async listQuotes(ctx: RequestContext, rawQuery: ListQuotesQuery = {}): Promise<QuoteView[]> {
      const query = listQuotesQuerySchema.parse(rawQuery);
      const admin = hasPermission(ctx, [QUOTE_ADMIN_PERMISSION]);
      if (ctx.customerId === undefined && !admin) throw new EngineError('unauthenticated', 'Bitte melden Sie sich an.');
      const customerId = admin ? query.customerId : effectiveCustomerId({ ...ctx, permissions: [] }, query.customerId);
      const where: FilterQuery<IQuote>[] = [];
      if (customerId !== undefined) where.push({ customer: customerId });
      if (query.id !== undefined) where.push({ id: query.id });
      if (query.ids !== undefined) where.push({ id: { $in: query.ids } });
      if (query.fromDate) where.push({ createdAt: { $gte: startOfZurichDay(query.fromDate) } });
      if (query.toDate) where.push({ createdAt: { $lt: startOfZurichDay(addDays(query.toDate, 1)) } });
      const quotes = await options.em().find(Quote, where.length > 0 ? { $and: where } : {}, {
        populate: ['positions', 'positions.product', 'positions.parent', 'customer', 'order'],
        orderBy: { createdAt: 'desc', id: 'desc' },
      });
      return quotes.map((quote) => view(quote, query.returnAdditionalInformation || query.id !== undefined, admin));
    },

    /**
     * PUT /api/quote/{id} (R001-7.076, ADMIN_QUOTE): validity, time to deliver, prices, delivery
     * cost, discount, texts and positions (change, add, cancel, delete); totals recomputed. An
     * ordered quote is not changed any more (conflict); a stale version → conflict.
     */
    async updateQuote(ctx: RequestContext, id: number | string, rawInput: UpdateQuoteInput): Promise<QuoteView> {
      requireQuoteAdmin(ctx);
      const quoteId = z.coerce.number().int().positive().parse(id);
      const input = updateQuoteInputSchema.parse(rawInput);
      try {
        await options.em().transactional(async (em) => {
          const quote = await loadQuote(em, { id: quoteId });
          if (!quote) throw new EngineError('not_found', NOT_FOUND);
          if (input.version !== undefined && input.version !== quote.version) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE);
          if (quote.order) throw new EngineError('conflict', QUOTE_ALREADY_ORDERED_MESSAGE);
          if (input.validityDuration !== undefined) quote.validityDuration = input.validityDuration;
          if (input.timeToDeliver !== undefined) quote.timeToDeliver = input.timeToDeliver;
          if (input.deliveryCost !== undefined) quote.deliveryCost = input.deliveryCost === null ? null : toMoneyString(input.deliveryCost);
          if (input.discount !== undefined) quote.discount = input.discount.toFixed(4);
          if (input.finalPrice !== undefined) quote.finalPrice = input.finalPrice === null ? null : toMoneyString(input.finalPrice);
          if (input.comment !== undefined) quote.comment = input.comment;
          if (input.orderReference !== undefined) quote.orderReference = input.orderReference;
          if (input.invoiceEmail !== undefined) quote.invoiceEmail = input.invoiceEmail;
          if (input.customerRequestType !== undefined) quote.customerRequestType = input.customerRequestType;
          if (input.pin !== undefined) quote.pin = input.pin;
          let sortOrder = Math.max(0, ...quote.positions.getItems().map((position) => position.sortOrder)) + 1;
          for (const change of input.positions ?? []) {
            if (change.id !== undefined) {
              const position = quote.positions.getItems().find((candidate) => candidate.id === change.id);
              if (!position) throw new EngineError('not_found', NOT_FOUND);
              if (change.delete) {
                quote.positions.remove(position);
                em.remove(position);
                continue;
              }
              if (change.name !== undefined) position.name = change.name;
              if (change.quantity !== undefined) position.quantity = change.quantity;
              if (change.pricePerOne !== undefined) position.pricePerOne = change.pricePerOne === null ? null : toMoneyString(change.pricePerOne);
              if (change.storno !== undefined) position.storno = change.storno;
              if (change.detail !== undefined) position.detail = change.detail;
              if (change.configuration !== undefined) position.configuration = change.configuration;
              continue;
            }
            const product = change.productId ? await em.findOne(Product, { id: change.productId }) : null;
            if (change.productId && !product) throw new EngineError('not_found', NOT_FOUND);
            const name = change.name ?? product?.name;
            if (!name) throw new EngineError('invalid', [{ message: 'validation.required', field: 'positions.name' }]);
            const position = em.create(OrderPosition, {
              quote,
              type: 'PRODUCT',
              product: product ?? null,
              name,
              configuration: change.configuration ?? {},
              quantity: change.quantity ?? 1,
              pricePerOne: change.pricePerOne === undefined || change.pricePerOne === null ? null : toMoneyString(change.pricePerOne),
              storno: change.storno ?? false,
              detail: change.detail ?? null,
              sortOrder: sortOrder++,
            });
            quote.positions.add(position);
          }
          recomputeTotals(quote, quote.positions.getItems());
          // The agreed price is what the order charges (decision 818): it must at least cover the freight, or the goods would cost less than nothing.
          if (quote.finalPrice !== null && quote.finalPrice !== undefined && quote.deliveryCost !== null && quote.deliveryCost !== undefined && toDecimal(quote.finalPrice).lessThan(quote.deliveryCost)) {
            throw new EngineError('invalid', [{ message: QUOTE_FINAL_PRICE_BELOW_FREIGHT_MESSAGE, field: 'finalPrice' }]);
          }
          await em.flush();
        });
      } catch (error) {
        if (error instanceof OptimisticLockError) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE, { cause: error });
        throw error;
      }
      const updated = (await loadQuote(options.em(), { id: quoteId })) as IQuote;
      announce('quote', 'updated', { id: updated.id, formattedId: updated.formattedId, customerId: updated.customer.id }, input.positions ? 'positions' : 'fields');
      return view(updated, true, true);
    },

    /** DELETE /api/quote/{id} (R001-7.077, ADMIN_QUOTE): the quote and its positions; an order made from it stays. */
    async deleteQuote(ctx: RequestContext, id: number | string): Promise<{ id: number }> {
      requireQuoteAdmin(ctx);
      const quoteId = z.coerce.number().int().positive().parse(id);
      const em = options.em();
      const deleted = await em.transactional(async (trx) => {
        const quote = await trx.findOne(Quote, { id: quoteId });
        if (!quote) throw new EngineError('not_found', NOT_FOUND);
        await trx.nativeDelete(OrderPosition, { quote: quoteId, parent: { $ne: null } });
        await trx.nativeDelete(OrderPosition, { quote: quoteId });
        await trx.nativeDelete(Quote, { id: quoteId });
        return { id: quote.id, formattedId: quote.formattedId, customerId: quote.customer.id };
      });
      announce('quote', 'deleted', deleted, 'deleted');
      return { id: quoteId };
    },

    /**
     * POST /api/quote/copy (R001-7.080, ADMIN_QUOTE): a new quote with the fields and positions of
     * `id`: new number, uuid and creation date (so a new validity), the default PIN, not yet sent,
     * not ordered.
     */
    async copyQuote(ctx: RequestContext, rawInput: CopyQuoteInput): Promise<QuoteView> {
      requireQuoteAdmin(ctx);
      const input = copyQuoteInputSchema.parse(rawInput);
      const copyId = await options.em().transactional(async (em) => {
        const source = await loadQuote(em, { id: input.id });
        if (!source) throw new EngineError('not_found', NOT_FOUND);
        const id = await nextRequestId(em, 'quote');
        const createdAt = now();
        const copy = em.create(Quote, {
          ...copiedRequestFields(source),
          id,
          formattedId: formatQuoteId(id, createdAt),
          hasVat: source.hasVat,
          vatRate: source.vatRate,
          total: source.total ?? null,
          vatAmount: source.vatAmount ?? null,
          grandTotal: source.grandTotal ?? null,
          timeToDeliver: source.timeToDeliver,
          validityDuration: source.validityDuration,
          pin: QUOTE_DEFAULTS.pin,
          thumbnailFilePath: source.thumbnailFilePath ?? null,
          sentToCustomer: false,
          currencyCode: source.currencyCode,
          finalPrice: source.finalPrice ?? null,
          createdAt,
          updatedAt: createdAt,
        });
        copyPositions(em, source.positions.getItems(), { quote: copy });
        await em.flush();
        return copy.id;
      });
      const copied = (await loadQuote(options.em(), { id: copyId })) as IQuote;
      announce('quote', 'created', { id: copied.id, formattedId: copied.formattedId, customerId: copied.customer.id }, 'copied');
      return view(copied, true, true);
    },

    /**
     * PUT /api/quote/{id}/notification (R001-7.079, ADMIN_QUOTE): mails the quote to the customer
     * (its invoice e-mail) in the quote's language with the link `${PUBLIC_URL}/checkout-quote/{uuid}`
     * and the PIN; a quote still on the default PIN '0000' first gets a random one. Sets
     * sentToCustomer. A failing mail server → unavailable, nothing marked.
     */
    async notifyQuote(ctx: RequestContext, id: number | string): Promise<QuoteView> {
      requireQuoteAdmin(ctx);
      const quoteId = z.coerce.number().int().positive().parse(id);
      const em = options.em();
      const quote = await loadQuote(em, { id: quoteId });
      if (!quote) throw new EngineError('not_found', NOT_FOUND);
      if (!quote.invoiceEmail) throw new EngineError('invalid', [{ message: 'validation.required', field: 'invoiceEmail' }]);
      if (isDefaultPin(quote.pin)) {
        quote.pin = generatePin();
        await em.flush();
      }
      const link = `${options.publicUrl.replace(/\/+$/, '')}${quoteCheckoutPath(quote.uuid)}`;
      const validUntil = quoteValidUntilDate(quote.createdAt, quote.validityDuration);
      const params = { number: quote.formattedId, link, pin: quote.pin, validUntil: validUntil ? formatSwissDate(validUntil) : '–', total: quote.grandTotal ?? '–' };
      await options.mailer.send({
        to: quote.invoiceEmail,
        subject: mailText(quote.locale, 'subject', params),
        text: [mailText(quote.locale, 'greeting', params), '', mailText(quote.locale, 'body', params), '', link, mailText(quote.locale, 'pin', params), '', mailText(quote.locale, 'validity', params), '', mailText(quote.locale, 'closing', params)].join('\n'),
      });
      quote.sentToCustomer = true;
      await em.flush();
      return view((await loadQuote(options.em(), { id: quoteId })) as IQuote, true, true);
    },

    /**
     * GET /api/quote/for-checkout (R000-7.27, R000-7.28, R001-5.26): the quote for its checkout,
     * or null on ANY failure — unknown uuid, wrong PIN, too many attempts, expired, already
     * ordered — so an answer never tells which (docs/decisions/640-quote-lookup-answer.md).
     */
    async getQuoteForCheckout(rawQuery: QuoteForCheckoutQuery, context: { clientAddress?: string | undefined } = {}): Promise<QuoteCheckoutView | null> {
      const parsed = quoteForCheckoutQuerySchema.safeParse(rawQuery);
      if (!parsed.success) return null;
      const quote = await verifyPin(parsed.data.uuid, parsed.data.pin, context.clientAddress);
      if (!quote || quote.order || !isQuoteValid(quote.createdAt, quote.validityDuration, now())) return null;
      return await checkoutView(quote);
    },

    /**
     * The quote checkout page's PIN check: like {@link getQuoteForCheckout}, but after a RIGHT PIN
     * it tells an expired quote apart, so the page can say so instead of showing nothing. An
     * ordered quote, a wrong PIN or a limited check are all `denied`.
     */
    async openQuoteForCheckout(rawQuery: QuoteForCheckoutQuery, context: { clientAddress?: string | undefined } = {}): Promise<QuoteAccess> {
      const parsed = quoteForCheckoutQuerySchema.safeParse(rawQuery);
      if (!parsed.success) return { kind: 'denied' };
      const quote = await verifyPin(parsed.data.uuid, parsed.data.pin, context.clientAddress);
      if (!quote) return { kind: 'denied' };
      if (quote.order) return { kind: 'ordered', formattedId: quote.formattedId, orderNumber: quote.order.formattedId };
      if (!isQuoteValid(quote.createdAt, quote.validityDuration, now())) {
        return { kind: 'expired', formattedId: quote.formattedId, validUntilDate: quoteValidUntilDate(quote.createdAt, quote.validityDuration) };
      }
      return { kind: 'ok', quote: await checkoutView(quote) };
    },

    /**
     * POST /api/order/from-quote (R000-7.25, R001-7.065): orders a quote with its uuid and PIN
     * under the quote cart rules — cancelled positions left out, only insurance-service positions
     * removable, quantities and prices from the quote, no invoice for artwork requests. An expired
     * or already ordered quote is refused. One transaction writes the order and links it to the
     * quote; the same idempotency key answers with the same order (`created: false`).
     */
    async orderFromQuote(ctx: RequestContext, rawInput: unknown, context: { clientAddress?: string | undefined } = {}): Promise<OrderedQuote> {
      // A pickup has no delivery address of its own: what the form sent for it is not validated (decision 816).
      const input = orderFromQuoteInputSchema.parse(withoutPickupAddress(rawInput));
      if (!input.termsAccepted) throw new EngineError('invalid', [{ message: TERMS_NOT_ACCEPTED_MESSAGE, field: 'termsAccepted' }]);
      const quote = await verifyPin(input.uuid, input.pin, context.clientAddress);
      if (!quote) throw new EngineError('not_found', QUOTE_NOT_AVAILABLE_MESSAGE);
      const answer = async (orderId: number, created: boolean): Promise<OrderedQuote> => {
        const order = await options.em().findOneOrFail(Order, { id: orderId }, { populate: ['positions', 'positions.product', 'positions.parent', 'customer'] });
        return { message: ORDER_SUBMITTED_MESSAGE, order: orderView(order, true), created };
      };
      // A retry of the submission that ordered this quote answers with that order.
      if (quote.order) {
        if (quote.order.idempotencyKey === input.idempotencyKey) return answer(quote.order.id, false);
        throw new EngineError('conflict', [{ message: QUOTE_ORDERED_AS_MESSAGE, params: { orderNumber: quote.order.formattedId } }]);
      }
      const keyTaken = await options.em().findOne(Order, { idempotencyKey: input.idempotencyKey });
      if (keyTaken) {
        // Ordered by a concurrent submission with this key since the quote was read: its order.
        if ((await options.em().count(Quote, { id: quote.id, order: keyTaken.id })) === 1) return answer(keyTaken.id, false);
        throw new EngineError('conflict', IDEMPOTENCY_CONFLICT_MESSAGE);
      }
      if (!isQuoteValid(quote.createdAt, quote.validityDuration, now())) throw new EngineError('invalid', QUOTE_EXPIRED_MESSAGE);
      if (!isQuotePaymentAllowed(input.paymentMethodId as never, quote.customerRequestType)) {
        throw new EngineError('invalid', [{ message: QUOTE_INVOICE_NOT_ALLOWED_MESSAGE, field: 'paymentMethodId' }]);
      }
      // The customer's terms decide like in the main checkout: prepayment terms never pay by invoice.
      if (!quotePaymentMethods(quote).includes(input.paymentMethodId)) {
        throw new EngineError('invalid', [{ message: QUOTE_PAYMENT_NOT_OFFERED_MESSAGE, field: 'paymentMethodId' }]);
      }
      const positions = quote.positions.getItems();
      const selection = selectQuoteOrderPositions(
        positions.map((position) => ({ id: position.id, parentId: position.parent?.id ?? null, storno: position.storno, productTypeId: position.product?.productType?.id ?? null, position })),
        input.removedPositionIds,
      );
      if (selection.refused.length > 0) {
        const refused = positions.find((position) => position.id === selection.refused[0]);
        throw new EngineError('invalid', [{ message: QUOTE_POSITION_FIXED_MESSAGE, params: { position: refused?.name ?? String(selection.refused[0]) }, field: 'removedPositionIds' }]);
      }
      if (!selection.kept.some((entry) => entry.parentId === null)) throw new EngineError('invalid', QUOTE_EMPTY_MESSAGE);
      const shopMode = quote.shopTypeId === 2 ? 'moebel' : 'verpackung';
      if (
        input.requestedDeliveryDate !== null &&
        !isSelectableDeliveryDate(input.requestedDeliveryDate, { shopMode, mode: DeliveryDateMode.QUOTE, leadTime: quote.timeToDeliver, today: isoDateInZurich(now()) })
      ) {
        throw new EngineError('invalid', [{ message: DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, params: { date: input.requestedDeliveryDate }, field: 'requestedDeliveryDate' }]);
      }
      const isPickup = input.deliveryMode === DeliveryMode.PICKUP;
      // Like the main checkout's delivery step: a pickup needs a date and one of the slots; a delivery an address.
      const problems: { message: string; field: string }[] = [];
      if (isPickup && input.requestedDeliveryDate === null) problems.push({ message: PICKUP_DATE_MESSAGE, field: 'requestedDeliveryDate' });
      if (isPickup && (input.pickupSlot === null || !PICKUP_SLOTS.includes(input.pickupSlot))) problems.push({ message: PICKUP_SLOT_MESSAGE, field: 'pickupSlot' });
      if (!isPickup && !input.deliveryAddress) problems.push({ message: 'validation.required', field: 'deliveryAddress' });
      // A delivery needs the freight staff priced into the quote: a pickup quote (or one without freight) is never delivered for CHF 0.00.
      if (!isPickup && (quote.deliveryType === 1 || quote.deliveryCost === null || quote.deliveryCost === undefined)) problems.push({ message: QUOTE_FREIGHT_MISSING_MESSAGE, field: 'deliveryMode' });
      if (problems.length > 0) throw new EngineError('invalid', problems);
      // Saved addresses only of the quote's own customer, and only when that customer is logged in.
      const readEm = options.em();
      const ownerId = quote.customer.kind !== 'GUEST' && ctx.customerId === quote.customer.id ? quote.customer.id : undefined;
      const invoice = await resolveAddress(readEm, ownerId, input.invoiceAddress);
      const delivery = isPickup ? { snapshot: await pickupSite() } : await resolveAddress(readEm, ownerId, input.deliveryAddress!);
      const deliveryCost = isPickup ? '0.00' : (quote.deliveryCost ?? null);
      const kept = selection.kept.map((entry) => entry.position);
      const computed = calculateTotals({
        lines: kept.map((position) => ({ parentId: position.parent?.id ?? null, pricePerOne: position.pricePerOne ?? null, quantity: position.quantity, storno: position.storno })),
        discount: quote.discount,
        deliveryCost,
        isPickup,
        deliveryCountry: delivery.snapshot.country,
      });
      // The final price staff agreed holds for the quote as sent: every position, the quoted delivery and its VAT (decision 818).
      const asQuoted =
        kept.length === positions.filter((position) => !position.storno).length &&
        deliveryTypeOf(input.deliveryMode) === (quote.deliveryType ?? deliveryTypeOf(DeliveryMode.DELIVERY)) &&
        computed.vatRate.equals(quote.vatRate ?? computed.vatRate);
      const totals = quote.finalPrice !== null && quote.finalPrice !== undefined && asQuoted ? totalsAtFinalPrice(computed, quote.finalPrice) : computed;

      let orderId: number;
      try {
        orderId = await options.em().transactional(async (em) => {
          const id = await nextRequestId(em, 'shop_order');
          const createdAt = now();
          const order = em.create(Order, {
            id,
            formattedId: formatOrderId(id, createdAt),
            customer: em.getReference(Customer, quote.customer.id),
            orderStatusId: OrderStatus.PLACED,
            paymentStatusId: PaymentStatus.OPEN,
            paymentMethodId: input.paymentMethodId,
            paymentTerm: quote.paymentTerm ?? null,
            skonto: quote.skonto ?? null,
            orderPerson: quote.orderPerson ?? null,
            externalCustomerNo: quote.externalCustomerNo ?? null,
            orderReference: input.orderReference ?? quote.orderReference ?? null,
            comment: input.orderComment,
            invoiceEmail: input.invoiceEmail,
            discount: quote.discount,
            invoiceAddress: invoice.snapshot,
            deliveryAddress: delivery.snapshot,
            deliveryCost: deliveryCost === null ? null : toMoneyString(deliveryCost),
            requestedDeliveryDate: input.requestedDeliveryDate as never,
            pickupSlot: isPickup ? input.pickupSlot : null,
            customerRequestType: quote.customerRequestType,
            deliveryType: deliveryTypeOf(input.deliveryMode),
            ...totalsFields(totals),
            currencyId: quote.currencyId,
            shopTypeId: quote.shopTypeId,
            locale: quote.locale,
            idempotencyKey: input.idempotencyKey,
            createdAt,
            updatedAt: createdAt,
          });
          copyPositions(em, kept, { order });
          await em.flush();
          // Exactly one order per quote: the link is set only while it is still empty.
          const linked = await em.nativeUpdate(Quote, { id: quote.id, order: null }, { order: id });
          if (linked !== 1) throw new EngineError('conflict', QUOTE_ALREADY_ORDERED_MESSAGE);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error) || (EngineError.is(error) && error.kind === 'conflict')) {
          // A concurrent submission won: with the same key, answer its order.
          const winner = await options.em().findOne(Quote, { id: quote.id }, { populate: ['order'] });
          if (winner?.order && winner.order.idempotencyKey === input.idempotencyKey) return answer(winner.order.id, false);
        }
        throw error;
      }
      const ordered = await answer(orderId, true);
      announce('order', 'created', ordered.order, 'placed');
      announce('quote', 'updated', { id: quote.id, formattedId: quote.formattedId, customerId: quote.customer.id }, 'ordered');
      return ordered;
    },

    /** Deletes PIN attempts older than a day (the window is much shorter). */
    async purgePinAttempts(): Promise<number> {
      return options.em().nativeDelete(QuotePinAttempt, { createdAt: { $lt: new Date(now().getTime() - 86_400_000) } });
    },
  };
}
export type QuoteService = ReturnType<typeof createQuoteService>;

/** Copies positions (a tree) onto an order or a quote, parents before children. */
function copyPositions(em: EntityManager, positions: readonly IOrderPosition[], owner: { order: IOrder } | { quote: IQuote }): void {
  const copies = new Map<number, IOrderPosition>();
  const ids = new Set(positions.map((position) => position.id));
  const pending = [...positions];
  while (pending.length > 0) {
    const index = pending.findIndex((position) => !position.parent || !ids.has(position.parent.id) || copies.has(position.parent.id));
    const [position] = pending.splice(index === -1 ? 0 : index, 1) as [IOrderPosition];
    const parent = position.parent && ids.has(position.parent.id) ? (copies.get(position.parent.id) ?? null) : null;
    copies.set(
      position.id,
      em.create(OrderPosition, {
        ...('order' in owner ? { order: owner.order } : { quote: owner.quote }),
        parent,
        ...copiedPositionFields(position),
      }),
    );
  }
}

function fingerprintOf(value: { customerId: number | null; items: string[]; deliveryType: number; invoiceEmail: string; invoiceAddress: string; deliveryAddress: string }): string {
  return JSON.stringify({ ...value, invoiceEmail: value.invoiceEmail.toLowerCase(), items: [...value.items].sort() });
}

/** A PICKUP's delivery address is the company site: drop what the form sent for it before parsing. */
function withoutPickupAddress(rawInput: unknown): unknown {
  if (rawInput === null || typeof rawInput !== 'object' || !('deliveryMode' in rawInput) || rawInput.deliveryMode !== DeliveryMode.PICKUP) return rawInput;
  return Object.fromEntries(Object.entries(rawInput).filter(([key]) => key !== 'deliveryAddress'));
}

/** 2026-06-13 → 13.06.2026 (de-CH date format, 000 §9). */
function formatSwissDate(date: IsoDate): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

