import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { z } from 'zod';
import { companyClosuresSchema, type CompanyClosure } from '../calendar/closures';
import { earliestDeliveryDate, isSelectableDeliveryDate, type LeadTimeShopMode } from '../calendar/delivery-date';
import { loadLeadTimes } from '../settings/lead-times';
import { addDays, isIsoDate, isoDateInZurich, type IsoDate } from '../calendar/iso-date';
import { PICKUP_DATE_MESSAGE, PICKUP_SLOTS, PICKUP_SLOT_MESSAGE } from '../calendar/pickup';
import { createWorkCalendar } from '../calendar/working-days';
import { loadCompanyProfile } from '../settings/company-settings';
import { Product } from '../catalog/product.entity';
import { localizedText } from '../catalog/catalogue-translations';
import type { RequestContext } from '../context';
import { addressInputSchema } from '../customers/address-service';
import { Address, Customer } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { silentLogger } from '../logging/logger';
import type { MoneyString } from '../money/money';
import type { PaymentMethod} from '../requests/enums';
import { DeliveryMode, ONLINE_PAYMENT_METHODS, PaymentOption } from '../requests/enums';
import {
  DELIVERY_DATE_NOT_SELECTABLE_MESSAGE,
  FREIGHT_NOT_PRICED_MESSAGE,
  type OrderService,
  type OrderView,
} from '../orders/order-service';
import { Order } from '../requests/request.entity';
import type { PayLinks } from '../payments/pay-link';
import { paymentOptionsFor, preferredPaymentMethod } from '../payments/payment-options';
import type { AddressFields } from '../requests/request-builder';
import type { PricingService } from '../pricing/pricing-service';
import type { OrderFromQuoteInput } from '../quotes/quote-service';
import { Setting } from '../settings/setting.entity';
import { isKnownSwissPostalCode } from '../shipping/localities';
import type { RateQuote } from '../shipping/carrier';
import { CARRIER_MESSAGES } from '../i18n/catalogue-carrier';
import { isDomesticCountry } from '../validation/countries';
import { isPlz } from '../validation/rules';
import { MONEY_PATH_MESSAGES } from '../i18n/catalogue-money-paths';
import { textField } from '../validation/schemas';
import { CheckoutDraft, type ICheckoutDraft } from './checkout-draft.entity';
import {
  checkoutRedirectTarget,
  createCheckoutStartState,
  isCheckoutValid,
  isStepReachable,
  suggestInvoiceEmail,
  type CheckoutProgress,
  type CheckoutStepKey,
} from './rules';
import { calculateTotals, totalsToStrings } from '../requests/totals';
import { optionalText, type PlaceOrderInput } from '../requests/request-schema';
import { configurationSchema } from '../validation/schemas';
import { DELIVERY_MODES } from '../requests/enums';
import { ENTERED_ADDRESS_ID, isSavedAddressId } from '../customers/rules';

/**
 * The server-side checkout (000 §2 checkout routes, §3 checkout data, §4, §5): a DRAFT per
 * visitor, named by an opaque cookie, that the steps fill in and that submitting turns into an
 * order. Every step's save checks on the server that the step is reachable (a skipped step is
 * refused), prices come only from the pricing service, and submitting is idempotent. Decisions:
 * docs/checkout.md, docs/decisions/620–624.
 */

/** Drafts untouched this long are neither shown nor kept (job purge-checkout-drafts). */
export const CHECKOUT_DRAFT_MAX_AGE_DAYS = 30;
/** How far ahead the date picker offers dates. */
export const DELIVERY_DATE_WINDOW_DAYS = 92;

export const STEP_NOT_REACHABLE_MESSAGE = 'Bitte schliessen Sie zuerst den Schritt «{step}» ab.';
export const PAYMENT_OPTION_NOT_OFFERED_MESSAGE = 'Diese Zahlungsart ist für Sie nicht verfügbar.';
export const NO_OPEN_PAYMENT_MESSAGE = 'Zu diesem Checkout gibt es keine offene Zahlung.';
export const PAY_LINK_INVALID_MESSAGE = MONEY_PATH_MESSAGES['errors.payLinkInvalid'].de;

/** What the pay-again page shows of the order a link names: no address, no customer data. */
export interface PayLinkOrder {
  formattedId: string;
  grandTotal: MoneyString | null;
  paymentMethodId: number;
}
export const UNKNOWN_POSTAL_CODE_MESSAGE = MONEY_PATH_MESSAGES['errors.unknownPostalCode'].de;

/** Pickup slots and their messages live with the calendar (the quote checkout offers the same). */
export { PICKUP_DATE_MESSAGE, PICKUP_SLOT_CANDIDATES, PICKUP_SLOTS, PICKUP_SLOT_MESSAGE } from '../calendar/pickup';

/** A line of the draft's cart, priced by the server (pricePerOne null: no price available). */
export interface DraftCartLine {
  productId: number;
  name: string;
  articleNumber: string;
  configuration: Record<string, string>;
  quantity: number;
  customerRef: string | null;
  pricePerOne: MoneyString | null;
  linePrice: MoneyString | null;
}

/**
 * An address of the draft: a saved address of the customer's address book (isSavedAddressId), or
 * one entered in this checkout and checked (ENTERED_ADDRESS_ID 0, kept in the draft only; unsaved by the same rule).
 */
export interface DraftAddress {
  id: number;
  name: string;
  addition: string | null;
  street: string;
  additionalAddress: string | null;
  zipCode: string;
  city: string;
  country: string;
  state: string | null;
}

export interface DraftContact {
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** What the draft keeps (jsonb `data`). */
interface DraftData {
  cart: { items: DraftCartLine[]; zipCode: string | null };
  invoiceAddress: DraftAddress | null;
  invoiceEmail: string;
  contact: DraftContact | null;
  deliveryMode: DeliveryMode;
  deliveryAddress: DraftAddress | null;
  requestedDeliveryDate: IsoDate | null;
  pickupSlot: string | null;
  /** The FedEx service the shopper chose for a carrier delivery (FEDEX or abroad); null: the cheapest (decision 745). */
  carrierServiceType?: string | null;
  paymentOption: number;
  /** true once the visitor saved the payment step; until then the page preselects the customer's usual method. */
  paymentChosen?: boolean;
  orderReference: string;
  orderComment: string;
  /** Idempotency key of the next submission; a new one after every change and every order. */
  submissionKey: string;
}

/** The draft as pages see it (000 §3 checkout data). */
export interface CheckoutDraftView extends DraftData {
  /** null: no draft yet (the start state). */
  id: string | null;
  isLoggedIn: boolean;
  isPickup: boolean;
  /** The last order placed from this draft. */
  orderId: number | null;
  progress: CheckoutProgress;
}

const newKey = (): string => `chk-${randomBytes(16).toString('hex')}`;

function startData(): DraftData {
  const start = createCheckoutStartState();
  return {
    cart: { items: [], zipCode: null },
    invoiceAddress: start.invoiceAddress,
    invoiceEmail: start.invoiceEmail,
    contact: null,
    deliveryMode: start.deliveryMode,
    deliveryAddress: start.deliveryAddress,
    requestedDeliveryDate: start.requestedDeliveryDate,
    pickupSlot: null,
    paymentOption: start.paymentOption,
    orderReference: start.orderReference,
    orderComment: start.orderComment,
    submissionKey: newKey(),
  };
}


/**
 * 'Zur Kasse': the browser's cart. Anything else an item carries — a price above all — is
 * stripped; the server prices.
 */
export const saveCartInputSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            productId: z.coerce.number().int().positive(),
            configuration: configurationSchema,
            quantity: z.coerce.number().int().min(1).max(1_000_000),
            customerRef: z.string().trim().max(300).optional(),
          })
          .strip(),
      )
      .min(1, { message: 'validation.required' })
      .max(500),
    zipCode: z.string().trim().max(20).optional(),
  })
  .strip();
export type SaveCartInput = z.input<typeof saveCartInputSchema>;

const savedAddressId = z.coerce.number().int().positive();

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
  if (value === null || typeof value !== 'object' || (value as { deliveryMode?: unknown }).deliveryMode !== DeliveryMode.PICKUP) return value;
  const { address: _address, addressId: _addressId, sameAsInvoice: _same, ...rest } = value as Record<string, unknown>;
  return rest;
}, saveDeliveryFieldsSchema);
export type SaveDeliveryInput = z.input<typeof saveDeliveryFieldsSchema>;

export const savePaymentInputSchema = z
  .object({
    paymentOption: z.coerce
      .number({ error: 'validation.choice' })
      .int()
      .refine((value) => (Object.values(PaymentOption) as number[]).includes(value), { message: 'validation.choice' }),
  })
  .strip();
export type SavePaymentInput = z.input<typeof savePaymentInputSchema>;

/** The draft keeps an empty text as '' (the form's value); the request schema's rule otherwise. */
const draftText = (max: number) => optionalText(max).transform((value) => value ?? '');

/** 'Bestellen' on the summary: reference, comment, terms and the submission's idempotency key. */
export const submitCheckoutInputSchema = z
  .object({
    termsAccepted: z.preprocess((value) => value === true || value === 'true' || value === 'on' || value === '1', z.boolean()).default(false),
    orderReference: draftText(300),
    orderComment: draftText(5000),
    /** The key the summary page was rendered with; absent → the draft's current key. */
    submissionKey: z.string().trim().min(8).max(100).optional(),
  })
  .strip();
export type SubmitCheckoutInput = z.input<typeof submitCheckoutInputSchema>;

export const deliveryDatesQuerySchema = z
  .object({
    deliveryMode: z.enum(DELIVERY_MODES).optional(),
    days: z.coerce.number().int().min(1).max(366).default(DELIVERY_DATE_WINDOW_DAYS),
  })
  .strip();
export type DeliveryDatesQuery = z.input<typeof deliveryDatesQuerySchema>;

export interface DeliveryDates {
  earliest: IsoDate | null;
  /** Every selectable date in the window, in order. */
  dates: IsoDate[];
  /** Pickup slots that count (hour 16 or earlier). */
  pickupSlots: string[];
  /** Where a pickup is collected: the company site of the company profile. */
  pickupSite: DraftAddress;
}

export interface PaymentChoices {
  /** The options this visitor may choose, in the spec's order. */
  options: PaymentMethod[];
  /**
   * The customer's usual method, preselected (decision 812): the method of its last order while
   * still offered, else invoice when the terms give credit, else prepayment (guests).
   */
  preferred: PaymentMethod;
  /** The customer's payment terms and skonto (000 §3 paymentTermId, skontoId); null for guests. */
  paymentTerm: { id: number; name: string; days: number } | null;
  skonto: { id: number; name: string; percent: string; days: number } | null;
}

export interface CheckoutSummary {
  lines: DraftCartLine[];
  /** false when an item has no price: the order cannot be submitted. */
  complete: boolean;
  /** false when the freight of this delivery is not priced (abroad, FedEx): no order, only a quote request (decision 811). */
  deliveryPriced: boolean;
  /** Why 'Bestellen' is not offered (an engine message to translate), or null. */
  orderRefusal: string | null;
  discount: string;
  totals: ReturnType<typeof totalsToStrings>;
  /** A carrier delivery priced by FedEx (decision 745): the services offered, cheapest first, and the one the freight stands for. */
  carrier: { rates: RateQuote[]; chosen: RateQuote } | null;
}

/** The summary's 'Versandart' choice (decision 745): one of the FedEx services offered for the draft's delivery. */
export const saveCarrierServiceInputSchema = z.object({ carrierServiceType: z.string().trim().min(1, { message: 'validation.choice' }).max(60) }).strip();
export type SaveCarrierServiceInput = z.input<typeof saveCarrierServiceInputSchema>;

export type SubmitOutcome =
  | { kind: 'completed'; order: OrderView; isNew: boolean }
  | { kind: 'payment'; order: OrderView; isNew: boolean; redirectUrl: string };

/** The order-confirmation mails (engine.orderMails); optional so the checkout runs without them. */
export interface OrderConfirmationMails {
  sendOrderConfirmation(orderId: number): Promise<unknown>;
}

/** The payment provider side (engine.payments). */
export interface CheckoutPayments {
  startPayment(ctx: RequestContext, input: { orderId: number; locale: string }): Promise<{ redirectUrl: string; transactionId: string | number }>;
  syncPayment(orderId: number): Promise<{ paymentStatusId: number }>;
}

/** Quotes (engine.quotes): 'Offerte anfordern' places one with the same data as the order. */
export interface CheckoutQuotes {
  placeQuote(ctx: RequestContext, input: PlaceOrderInput): Promise<{ quote: { id: number; formattedId: string }; created: boolean }>;
  orderFromQuote(ctx: RequestContext, input: OrderFromQuoteInput, context?: { clientAddress?: string | undefined }): Promise<{ order: OrderView; created: boolean }>;
}

export interface CheckoutServiceOptions {
  em: () => EntityManager;
  quotes?: (() => CheckoutQuotes | undefined) | undefined;
  pricing: Pick<PricingService, 'orderPrice'>;
  orders: Pick<OrderService, 'placeOrder' | 'orderById'>;
  orderMails?: (() => OrderConfirmationMails | undefined) | undefined;
  payments?: (() => CheckoutPayments | undefined) | undefined;
  /** 'jetzt bezahlen' links of the pay-again mail (decision 814). */
  payLinks?: Pick<PayLinks, 'verify'> | undefined;
  logger?: Logger | undefined;
  now?: () => Date;
}

/**
 * Who reads the order of a draft: the customer itself, or for a guest (who has no login) a
 * context with the order-reading permission — the draft cookie is the guest's proof of ownership.
 */

const isLoggedIn = (ctx: RequestContext): boolean => ctx.customerId !== undefined;
const leadShopMode = (ctx: RequestContext): LeadTimeShopMode => (ctx.shopMode === 'moebel' ? 'moebel' : 'verpackung');

function progressOf(ctx: RequestContext, data: DraftData): CheckoutProgress {
  return {
    cartItemCount: data.cart.items.length,
    isLoggedIn: isLoggedIn(ctx),
    invoiceEmail: data.invoiceEmail,
    invoiceAddress: data.invoiceAddress,
    deliveryAddress: data.deliveryAddress,
    paymentOption: data.paymentOption,
  };
}

function draftAddressOf(address: AddressFields): DraftAddress {
  return {
    id: address.id ?? 0,
    name: address.name,
    addition: address.addition || null,
    street: address.street,
    additionalAddress: address.additionalAddress || null,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country || 'CH',
    state: address.state || null,
  };
}

/** placeOrder's address: a saved one by id, else the full address. */
function orderAddressOf(address: DraftAddress): PlaceOrderInput['invoiceAddress'] {
  if (isSavedAddressId(address.id)) return { id: address.id };
  return {
    name: address.name,
    addition: address.addition ?? '',
    street: address.street,
    additionalAddress: address.additionalAddress ?? '',
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
    state: address.state ?? '',
  };
}

/** placeOrder's (and placeQuote's) input from the draft: the data placeOrder prices and checks again. */
function orderInputOf(ctx: RequestContext, data: DraftData, termsAccepted: boolean, idempotencyKey: string): PlaceOrderInput {
  return {
    cartItems: data.cart.items.map((item) => ({
      productId: item.productId,
      quantity: item.quantity,
      configuration: item.configuration,
      ...(item.customerRef ? { customerRef: item.customerRef } : {}),
    })),
    invoiceAddress: orderAddressOf(data.invoiceAddress!),
    deliveryAddress: orderAddressOf(data.deliveryAddress!),
    invoiceEmail: data.invoiceEmail,
    deliveryMode: data.deliveryMode,
    requestedDeliveryDate: data.requestedDeliveryDate,
    paymentMethodId: data.paymentOption,
    orderReference: data.orderReference,
    orderComment: data.orderComment,
    pickupSlot: data.deliveryMode === DeliveryMode.PICKUP ? data.pickupSlot : null,
    ...(data.deliveryMode !== DeliveryMode.PICKUP && data.carrierServiceType ? { carrierServiceType: data.carrierServiceType } : {}),
    termsAccepted,
    idempotencyKey,
    ...(ctx.customerId === undefined && data.contact
      ? { contact: { firstName: data.contact.firstName, lastName: data.contact.lastName, phone: data.contact.phone } }
      : {}),
  };
}

export function createCheckoutService(options: CheckoutServiceOptions) {
  const logger = options.logger ?? silentLogger;
  const now = options.now ?? (() => new Date());

  /** The draft if this visitor may use it: not expired, and a customer's draft only for that customer. A guest's draft is adopted on login. */
  async function accessible(em: EntityManager, ctx: RequestContext, draftId: string | null | undefined): Promise<ICheckoutDraft | null> {
    if (!draftId || !z.uuid().safeParse(draftId).success) return null;
    const draft = await em.findOne(CheckoutDraft, { id: draftId });
    if (!draft) return null;
    if (draft.updatedAt.getTime() < now().getTime() - CHECKOUT_DRAFT_MAX_AGE_DAYS * 86_400_000) return null;
    const owner = draft.customer?.id ?? null;
    if (owner !== null && owner !== ctx.customerId) return null;
    if (owner === null && ctx.customerId !== undefined) {
      draft.customer = em.getReference(Customer, ctx.customerId);
      await em.flush();
    }
    return draft;
  }

  const dataOf = (draft: ICheckoutDraft | null): DraftData => ({ ...startData(), ...((draft?.data ?? {}) as Partial<DraftData>) });

  function viewOf(ctx: RequestContext, draft: ICheckoutDraft | null, data: DraftData): CheckoutDraftView {
    return {
      ...data,
      id: draft?.id ?? null,
      isLoggedIn: isLoggedIn(ctx),
      isPickup: data.deliveryMode === DeliveryMode.PICKUP,
      orderId: draft?.orderId ?? null,
      progress: progressOf(ctx, data),
    };
  }

  /** Loads the draft for a step's save and refuses the save when the step is not reachable (a skipped step). */
  async function forStep(em: EntityManager, ctx: RequestContext, draftId: string | null | undefined, step: CheckoutStepKey) {
    const draft = await accessible(em, ctx, draftId);
    const data = dataOf(draft);
    const progress = progressOf(ctx, data);
    if (!draft || !isStepReachable(step, progress)) {
      const target = checkoutRedirectTarget(step, progress);
      throw new EngineError('conflict', [{ message: STEP_NOT_REACHABLE_MESSAGE, params: { step: target.title }, field: 'step' }]);
    }
    return { draft, data };
  }

  async function store(em: EntityManager, draft: ICheckoutDraft, data: DraftData): Promise<void> {
    // Any change makes the next submission a new one.
    draft.data = { ...data, submissionKey: newKey() } as unknown as Record<string, unknown>;
    await em.flush();
  }

  async function closures(em: EntityManager): Promise<CompanyClosure[]> {
    const setting = await em.findOne(Setting, { key: 'company.closures' });
    const parsed = companyClosuresSchema.safeParse(setting?.value ?? []);
    return parsed.success ? (parsed.data as CompanyClosure[]) : [];
  }

  /** The pickup place: the company site of the one company profile (header, documents and mails read the same). */
  async function pickupSite(em: EntityManager): Promise<DraftAddress> {
    const site = await loadCompanyProfile(em);
    return draftAddressOf({ id: ENTERED_ADDRESS_ID, name: site.name, street: site.street, zipCode: site.zipCode, city: site.city, country: site.country || 'CH' });
  }

  async function selectableDate(em: EntityManager, ctx: RequestContext, date: IsoDate): Promise<boolean> {
    return isSelectableDeliveryDate(date, { shopMode: leadShopMode(ctx), today: isoDateInZurich(now()), closures: await closures(em), leadTime: (await loadLeadTimes(em))[leadShopMode(ctx)] });
  }

  async function savedAddress(em: EntityManager, ctx: RequestContext, id: number): Promise<DraftAddress> {
    const address = ctx.customerId === undefined ? null : await em.findOne(Address, { id, customer: ctx.customerId, deletedAt: null });
    if (!address) throw new EngineError('not_found', [{ message: 'Der Eintrag wurde nicht gefunden.', field: 'addressId' }]);
    return draftAddressOf(address);
  }

  async function paymentChoices(em: EntityManager, ctx: RequestContext): Promise<PaymentChoices> {
    const customer = ctx.customerId === undefined ? null : await em.findOne(Customer, { id: ctx.customerId, deletedAt: null }, { populate: ['paymentTerm', 'skonto'] });
    const paymentTerm = customer?.paymentTerm ?? null;
    const skonto = customer?.skonto ?? null;
    // Decision 621: everyone may pay in advance or online; invoice unless the customer's terms say prepayment (0 days).
    const options = paymentOptionsFor(paymentTerm) as PaymentMethod[];
    const last = customer ? await em.findOne(Order, { customer: customer.id }, { orderBy: { id: 'desc' }, fields: ['id', 'paymentMethodId'] }) : null;
    const preferred = preferredPaymentMethod({ options, terms: paymentTerm, isCustomer: customer !== null, lastUsed: last?.paymentMethodId ?? null }) as PaymentMethod;
    return {
      options,
      preferred,
      paymentTerm: paymentTerm ? { id: paymentTerm.id, name: paymentTerm.name, days: paymentTerm.days } : null,
      skonto: skonto ? { id: skonto.id, name: skonto.name, percent: String(skonto.percent), days: skonto.days } : null,
    };
  }

  async function summaryOf(ctx: RequestContext, data: DraftData): Promise<CheckoutSummary> {
    const delivery = data.deliveryAddress;
    const price = await options.pricing.orderPrice(ctx, {
      cartItems: data.cart.items.map((item) => ({ productId: item.productId, quantity: item.quantity, configuration: item.configuration })),
      deliveryMode: data.deliveryMode,
      ...(delivery ? { country: delivery.country, zipCode: delivery.zipCode } : data.cart.zipCode ? { zipCode: data.cart.zipCode } : {}),
      ...(delivery && isSavedAddressId(delivery.id) ? { deliveryAddressId: delivery.id } : {}),
      ...(data.carrierServiceType ? { carrierServiceType: data.carrierServiceType } : {}),
    });
    const isPickup = data.deliveryMode === DeliveryMode.PICKUP;
    const freight = isPickup ? '0' : (price.shippingCost.effectiveCost ?? null);
    // Names in the reader's language (the draft and the order keep German; issue 20 item 3).
    const translations = new Map(
      (await options.em().find(Product, { id: { $in: [...new Set(data.cart.items.map((item) => item.productId))] } }, { fields: ['id', 'name', 'translations'] })).map((product) => [
        product.id,
        product,
      ]),
    );
    const lines = data.cart.items.map((item, index) => {
      const priced = price.cartPrice.items[index];
      const product = translations.get(item.productId);
      const name = product && product.name === item.name ? localizedText(item.name, product.translations ?? null, ctx.locale, 'name') : item.name;
      return { ...item, name, pricePerOne: priced?.pricePerOne ?? null, linePrice: priced?.linePrice ?? null };
    });
    const totals = calculateTotals({
      lines: lines.map((line) => ({ pricePerOne: line.pricePerOne, quantity: line.quantity })),
      discount: price.discount,
      deliveryCost: freight,
      isPickup,
      deliveryCountry: delivery?.country,
    });
    const deliveryPriced = freight !== null;
    return {
      lines,
      complete: price.cartPrice.complete,
      deliveryPriced,
      orderRefusal: deliveryPriced ? null : (price.shippingCost.carrierProblem ?? FREIGHT_NOT_PRICED_MESSAGE),
      discount: price.discount,
      totals: totalsToStrings(totals),
      carrier: !isPickup && price.shippingCost.carrierRates && price.shippingCost.carrierRate ? { rates: price.shippingCost.carrierRates, chosen: price.shippingCost.carrierRate } : null,
    };
  }

  return {
    /** The visitor's draft (or the start state when there is none): what every checkout page shows. */
    async getDraft(ctx: RequestContext, draftId: string | null | undefined): Promise<CheckoutDraftView> {
      const em = options.em();
      const draft = await accessible(em, ctx, draftId);
      const data = dataOf(draft);
      if (draft && data.invoiceEmail === '' && ctx.customerId !== undefined) {
        // Invoice e-mail suggestion (000 §5): the company's invoice e-mail, else the first contact person's.
        const customer = await em.findOne(Customer, { id: ctx.customerId }, { populate: ['companyInfo', 'contactPersons'] });
        if (customer) {
          data.invoiceEmail = suggestInvoiceEmail({
            companyInfo: customer.companyInfo ?? null,
            contactPersons: customer.contactPersons.getItems().filter((person) => !person.deletedAt),
          });
        }
      }
      return viewOf(ctx, draft, data);
    },

    /** What rules.ts reads for reachability (CheckoutProgress). */
    async progress(ctx: RequestContext, draftId: string | null | undefined): Promise<CheckoutProgress> {
      const draft = await accessible(options.em(), ctx, draftId);
      return progressOf(ctx, dataOf(draft));
    },

    /**
     * 'Zur Kasse': stores the browser's cart in the draft (a new draft when there is none or it
     * is not this visitor's), priced by the server; client prices are never read.
     */
    async saveCart(ctx: RequestContext, draftId: string | null | undefined, rawInput: SaveCartInput): Promise<CheckoutDraftView> {
      const input = saveCartInputSchema.parse(rawInput);
      const zipCode = input.zipCode && isPlz(input.zipCode) ? input.zipCode : undefined;
      const price = await options.pricing.orderPrice(ctx, {
        cartItems: input.items.map((item) => ({ productId: item.productId, quantity: item.quantity, configuration: item.configuration })),
        ...(zipCode ? { zipCode } : {}),
      });
      const em = options.em();
      const products = new Map(
        (await em.find(Product, { id: { $in: [...new Set(input.items.map((item) => item.productId))] } })).map((product) => [product.id, product]),
      );
      const items: DraftCartLine[] = input.items.map((item, index) => ({
        productId: item.productId,
        name: products.get(item.productId)?.name ?? String(item.productId),
        articleNumber: products.get(item.productId)?.articleNumber ?? '',
        configuration: item.configuration,
        quantity: item.quantity,
        customerRef: item.customerRef || null,
        pricePerOne: price.cartPrice.items[index]?.pricePerOne ?? null,
        linePrice: price.cartPrice.items[index]?.linePrice ?? null,
      }));
      const existing = await accessible(em, ctx, draftId);
      const data = dataOf(existing);
      data.cart = { items, zipCode: zipCode ?? null };
      const draft = existing ?? newDraft(em, ctx);
      await store(em, draft, data);
      return viewOf(ctx, draft, dataOf(draft));
    },

    /** The invoice step: address (saved or new), invoice e-mail, and a guest's contact person. */
    async saveInvoice(ctx: RequestContext, draftId: string | null | undefined, rawInput: SaveInvoiceInput): Promise<CheckoutDraftView> {
      const input = saveInvoiceInputSchema.parse(rawInput);
      const em = options.em();
      const { draft, data } = await forStep(em, ctx, draftId, 'invoice');
      if (ctx.customerId === undefined) {
        // A guest's order needs a name: the contact person is required.
        const contact = z
          .object({ firstName: textField({ max: 200 }), lastName: textField({ max: 200 }) }, { error: 'validation.required' })
          .safeParse(input.contact ?? {});
        if (!contact.success) throw new z.ZodError(contact.error.issues.map((issue) => ({ ...issue, path: ['contact', ...issue.path] })));
      }
      data.invoiceAddress = input.addressId !== undefined ? await savedAddress(em, ctx, input.addressId) : draftAddressOf({ ...input.address!, id: ENTERED_ADDRESS_ID });
      data.invoiceEmail = input.invoiceEmail;
      data.contact =
        ctx.customerId === undefined && input.contact
          ? { firstName: input.contact.firstName, lastName: input.contact.lastName, phone: input.contact.phone || null }
          : null;
      await store(em, draft, data);
      return viewOf(ctx, draft, dataOf(draft));
    },

    /** The delivery step: mode, delivery address (the pickup site for PICKUP), requested date (only selectable dates), pickup slot. */
    async saveDelivery(ctx: RequestContext, draftId: string | null | undefined, rawInput: SaveDeliveryInput): Promise<CheckoutDraftView> {
      const input = saveDeliveryInputSchema.parse(rawInput);
      const em = options.em();
      const { draft, data } = await forStep(em, ctx, draftId, 'deliveryAddress');
      const problems: { message: string; params?: Record<string, string>; field: string }[] = [];
      let address: DraftAddress | null;
      if (input.deliveryMode === DeliveryMode.PICKUP) {
        address = await pickupSite(em);
        if (input.requestedDeliveryDate === null) problems.push({ message: PICKUP_DATE_MESSAGE, field: 'requestedDeliveryDate' });
        if (input.pickupSlot === null || !PICKUP_SLOTS.includes(input.pickupSlot)) problems.push({ message: PICKUP_SLOT_MESSAGE, field: 'pickupSlot' });
      } else if (input.addressId !== undefined) {
        address = await savedAddress(em, ctx, input.addressId);
      } else if (input.sameAsInvoice && data.invoiceAddress) {
        address = data.invoiceAddress;
      } else if (input.address) {
        address = draftAddressOf({ ...input.address, id: ENTERED_ADDRESS_ID });
      } else {
        throw new z.ZodError([{ code: 'custom', message: 'validation.required', path: ['address'], input: undefined }]);
      }
      if (input.requestedDeliveryDate !== null && !(await selectableDate(em, ctx, input.requestedDeliveryDate))) {
        problems.push({ message: DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, params: { date: input.requestedDeliveryDate }, field: 'requestedDeliveryDate' });
      }
      // A Swiss or Liechtenstein code must be one of the Post's (its freight is priced by distance); foreign codes follow the non-Swiss rule of the address.
      if (input.deliveryMode !== DeliveryMode.PICKUP && address && isDomesticCountry(address.country) && !isKnownSwissPostalCode(address.zipCode)) {
        problems.push({ message: UNKNOWN_POSTAL_CODE_MESSAGE, field: !isSavedAddressId(address.id) && input.address ? 'address.zipCode' : 'addressId' });
      }
      if (problems.length > 0) throw new EngineError('invalid', problems);
      data.deliveryMode = input.deliveryMode;
      data.deliveryAddress = address;
      data.requestedDeliveryDate = input.requestedDeliveryDate;
      data.pickupSlot = input.deliveryMode === DeliveryMode.PICKUP ? input.pickupSlot : null;
      await store(em, draft, data);
      return viewOf(ctx, draft, dataOf(draft));
    },

    /**
     * The FedEx service of a carrier delivery, chosen on the summary (decision 745): only one
     * FedEx offers for the draft's delivery now; the freight is then that service's rate.
     */
    async saveCarrierService(ctx: RequestContext, draftId: string | null | undefined, rawInput: SaveCarrierServiceInput): Promise<CheckoutSummary> {
      const input = saveCarrierServiceInputSchema.parse(rawInput);
      const em = options.em();
      const { draft, data } = await forStep(em, ctx, draftId, 'summary');
      const offered = await summaryOf(ctx, { ...data, carrierServiceType: input.carrierServiceType });
      if (!offered.carrier?.rates.some((rate) => rate.serviceType === input.carrierServiceType)) {
        throw new EngineError('invalid', [{ message: CARRIER_MESSAGES['errors.fedexServiceGone'].de, field: 'carrierServiceType' }]);
      }
      data.carrierServiceType = input.carrierServiceType;
      await store(em, draft, data);
      return offered;
    },

    /** The payment step: one of the options offered to this visitor (decision 621). */
    async savePayment(ctx: RequestContext, draftId: string | null | undefined, rawInput: SavePaymentInput): Promise<CheckoutDraftView> {
      const input = savePaymentInputSchema.parse(rawInput);
      const em = options.em();
      const { draft, data } = await forStep(em, ctx, draftId, 'payment');
      const choices = await paymentChoices(em, ctx);
      if (!(choices.options as number[]).includes(input.paymentOption)) {
        throw new EngineError('invalid', [{ message: PAYMENT_OPTION_NOT_OFFERED_MESSAGE, field: 'paymentOption' }]);
      }
      data.paymentOption = input.paymentOption;
      data.paymentChosen = true;
      await store(em, draft, data);
      return viewOf(ctx, draft, dataOf(draft));
    },

    /** The payment options, terms and skonto of this visitor. */
    async paymentChoices(ctx: RequestContext): Promise<PaymentChoices> {
      return paymentChoices(options.em(), ctx);
    },

    /** The dates the date picker offers (the next ~3 months) and the pickup slots. */
    async deliveryDates(ctx: RequestContext, rawQuery: DeliveryDatesQuery = {}): Promise<DeliveryDates> {
      const query = deliveryDatesQuerySchema.parse(rawQuery);
      const calendar = createWorkCalendar(await closures(options.em()));
      const today = isoDateInZurich(now());
      const leadTime = (await loadLeadTimes(options.em()))[leadShopMode(ctx)];
      const earliest = earliestDeliveryDate({ shopMode: leadShopMode(ctx), today, calendar, leadTime });
      const dates: IsoDate[] = [];
      for (let day = 0; day <= query.days; day += 1) {
        const date = addDays(today, day);
        if (isSelectableDeliveryDate(date, { shopMode: leadShopMode(ctx), today, calendar, leadTime })) dates.push(date);
      }
      return { earliest, dates, pickupSlots: [...PICKUP_SLOTS], pickupSite: await pickupSite(options.em()) };
    },

    /** Lines and totals of the draft as the server prices them now (VAT 0 for pickup or abroad). */
    async summary(ctx: RequestContext, draftId: string | null | undefined): Promise<CheckoutSummary> {
      const draft = await accessible(options.em(), ctx, draftId);
      return summaryOf(ctx, dataOf(draft));
    },

    /**
     * 'Bestellen': refused while a step is incomplete; places the order through
     * orders.placeOrder with the submission's idempotency key (a double click or a retry answers
     * the same order), mails the confirmation once for a NEW order, empties the draft's cart, and
     * for an online method starts the payment (redirect to the provider).
     */
    async submit(ctx: RequestContext, draftId: string | null | undefined, rawInput: SubmitCheckoutInput, context: { clientAddress?: string | undefined } = {}): Promise<SubmitOutcome> {
      const input = submitCheckoutInputSchema.parse(rawInput);
      const em = options.em();
      const draft = await accessible(em, ctx, draftId);
      const data = dataOf(draft);
      const key = input.submissionKey ?? data.submissionKey;
      // The same submission again after it went through (the draft's cart is already empty).
      if (draft && draft.submittedKey === key && typeof draft.orderId === 'number') {
        const order = await options.orders.orderById(draft.orderId);
        if (order) return outcomeOf(ctx, order, false);
      }
      const progress = progressOf(ctx, data);
      if (!draft || !isStepReachable('summary', progress) || !isCheckoutValid(data)) {
        const target = checkoutRedirectTarget('summary', progress);
        throw new EngineError('conflict', [{ message: STEP_NOT_REACHABLE_MESSAGE, params: { step: target.title }, field: 'step' }]);
      }
      data.orderReference = input.orderReference;
      data.orderComment = input.orderComment;
      draft.data = { ...data } as unknown as Record<string, unknown>;
      await em.flush();
      if (data.requestedDeliveryDate !== null && !(await selectableDate(em, ctx, data.requestedDeliveryDate))) {
        throw new EngineError('invalid', [{ message: DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, params: { date: data.requestedDeliveryDate }, field: 'requestedDeliveryDate' }]);
      }
      // A guest's client address counts against the guest order limits (decision 815).
      const placed = await options.orders.placeOrder(ctx, orderInputOf(ctx, data, input.termsAccepted, key), context);
      // Claim the submission: of two racing requests with one key only one updates the row and mails.
      const emptied: DraftData = { ...data, cart: { items: [], zipCode: data.cart.zipCode }, submissionKey: newKey() };
      const claimed = await options.em().nativeUpdate(
        CheckoutDraft,
        { id: draft.id, $or: [{ submittedKey: null }, { submittedKey: { $ne: key } }] },
        { orderId: placed.order.id, submittedKey: key, data: emptied as unknown as Record<string, unknown>, updatedAt: now() },
      );
      const isNew = claimed === 1;
      if (isNew) {
        try {
          await options.orderMails?.()?.sendOrderConfirmation(placed.order.id);
        } catch (error) {
          // The order stands; the mail is recorded as failed and can be sent again from the back office.
          logger.error({ err: error, orderId: placed.order.id }, 'order confirmation mail failed');
        }
      }
      return outcomeOf(ctx, placed.order, isNew);
    },

    /**
     * 'Offerte anfordern' on the summary: the same data as the order goes to quotes.placeQuote
     * (idempotent on the submission key); the draft keeps its cart.
     */
    async requestQuote(ctx: RequestContext, draftId: string | null | undefined, rawInput: SubmitCheckoutInput): Promise<{ id: number; formattedId: string; isNew: boolean }> {
      const input = submitCheckoutInputSchema.parse(rawInput);
      const quotes = options.quotes?.();
      if (!quotes) throw new EngineError('unavailable', 'Offerten sind zurzeit nicht verfügbar.');
      const em = options.em();
      const draft = await accessible(em, ctx, draftId);
      const data = dataOf(draft);
      const progress = progressOf(ctx, data);
      if (!draft || !isStepReachable('summary', progress) || !isCheckoutValid(data)) {
        const target = checkoutRedirectTarget('summary', progress);
        throw new EngineError('conflict', [{ message: STEP_NOT_REACHABLE_MESSAGE, params: { step: target.title }, field: 'step' }]);
      }
      data.orderReference = input.orderReference;
      data.orderComment = input.orderComment;
      draft.data = { ...data } as unknown as Record<string, unknown>;
      await em.flush();
      const placed = await quotes.placeQuote(ctx, orderInputOf(ctx, data, input.termsAccepted, `${input.submissionKey ?? data.submissionKey}-quote`));
      return { id: placed.quote.id, formattedId: placed.quote.formattedId, isNew: placed.created };
    },

    /** The open online order a pay-again link names (decision 814), or null when the link is invalid or nothing is open any more. */
    async payLinkOrder(ctx: RequestContext, token: string): Promise<PayLinkOrder | null> {
      const order = await openOrderOfLink(ctx, token);
      return order ? { formattedId: order.formattedId, grandTotal: order.grandTotal, paymentMethodId: order.paymentMethodId! } : null;
    },

    /**
     * 'Jetzt bezahlen' from the pay-again mail: a new payment for the open order the link names;
     * the visitor's draft (or a new one) remembers the order for the completed and payment-failed
     * pages. An invalid link or a paid order → not_found with a message the page shows.
     */
    async reopenPayment(ctx: RequestContext, draftId: string | null | undefined, token: string): Promise<{ redirectUrl: string; draftId: string }> {
      const order = await openOrderOfLink(ctx, token);
      const payments = options.payments?.();
      if (!order || !payments) throw new EngineError('not_found', PAY_LINK_INVALID_MESSAGE);
      const draft = await rememberOrder(ctx, draftId, order.id);
      const started = await payments.startPayment(ctx, { orderId: order.id, locale: ctx.locale });
      return { redirectUrl: started.redirectUrl, draftId: draft.id };
    },

    /** 'Pay again' on the payment-failed page: a new payment for the open order of this draft. */
    async payAgain(ctx: RequestContext, draftId: string | null | undefined): Promise<{ redirectUrl: string }> {
      const draft = await accessible(options.em(), ctx, draftId);
      const payments = options.payments?.();
      const orderId = draft?.orderId;
      if (orderId === null || orderId === undefined || !payments) throw new EngineError('not_found', NO_OPEN_PAYMENT_MESSAGE);
      const { paymentStatusId } = await payments.syncPayment(orderId);
      if (paymentStatusId !== 2) throw new EngineError('conflict', NO_OPEN_PAYMENT_MESSAGE);
      const started = await payments.startPayment(ctx, { orderId, locale: ctx.locale });
      return { redirectUrl: started.redirectUrl };
    },

    /**
     * An order from a quote (/checkout-quote/{uuid}): placed by quotes.orderFromQuote, then handled
     * like a checkout order — a new one gets its confirmation mail, an online method starts its
     * payment — and a draft (the visitor's, or a new one) remembers it for the completed and
     * payment-failed pages.
     */
    async orderFromQuote(
      ctx: RequestContext,
      draftId: string | null | undefined,
      input: OrderFromQuoteInput,
      context: { clientAddress?: string | undefined } = {},
    ): Promise<SubmitOutcome & { draftId: string }> {
      const quotes = options.quotes?.();
      if (!quotes) throw new Error('the checkout was built without the quotes service');
      const ordered = await quotes.orderFromQuote(ctx, input, context);
      const draft = await rememberOrder(ctx, draftId, ordered.order.id);
      if (ordered.created) {
        try {
          await options.orderMails?.()?.sendOrderConfirmation(ordered.order.id);
        } catch (error) {
          logger.error({ err: error, orderId: ordered.order.id }, 'order confirmation mail failed');
        }
      }
      return { ...(await outcomeOf(ctx, ordered.order, ordered.created)), draftId: draft.id };
    },

    /** The order last placed from this draft (completed and payment-failed pages); the payment state re-read from the provider for online methods. */
    async lastOrder(ctx: RequestContext, draftId: string | null | undefined): Promise<OrderView | null> {
      const draft = await accessible(options.em(), ctx, draftId);
      const orderId = draft?.orderId;
      if (orderId === null || orderId === undefined) return null;
      const payments = options.payments?.();
      let order = await options.orders.orderById(orderId);
      if (order && payments && order.paymentMethodId !== null && (ONLINE_PAYMENT_METHODS as number[]).includes(order.paymentMethodId) && order.paymentStatusId === 2) {
        try {
          await payments.syncPayment(orderId);
          order = await options.orders.orderById(orderId);
        } catch (error) {
          logger.warn({ err: error, orderId }, 'payment status could not be synchronised');
        }
      }
      return order ?? null;
    },

    /** Deletes drafts untouched for `days` days (job purge-checkout-drafts). */
    async purgeDrafts(days: number = CHECKOUT_DRAFT_MAX_AGE_DAYS): Promise<number> {
      return options.em().nativeDelete(CheckoutDraft, { updatedAt: { $lt: new Date(now().getTime() - days * 86_400_000) } });
    },
  };

  /** A new, empty draft of this visitor (flushed by the caller). */
  function newDraft(em: EntityManager, ctx: RequestContext): ICheckoutDraft {
    return em.create(CheckoutDraft, {
      id: randomUUID(),
      customer: ctx.customerId === undefined ? null : em.getReference(Customer, ctx.customerId),
      data: {},
      orderId: null,
      submittedKey: null,
    });
  }

  /** The visitor's draft (or a new one) remembers an order placed or paid outside the steps, for the completed and payment-failed pages. */
  async function rememberOrder(ctx: RequestContext, draftId: string | null | undefined, orderId: number): Promise<ICheckoutDraft> {
    const em = options.em();
    const draft = (await accessible(em, ctx, draftId)) ?? newDraft(em, ctx);
    draft.orderId = orderId;
    await em.flush();
    return draft;
  }

  /** The order of a valid pay-again link while its online payment is still open (re-read from the provider first). */
  async function openOrderOfLink(ctx: RequestContext, token: string): Promise<OrderView | null> {
    const orderId = options.payLinks?.verify(token) ?? null;
    if (orderId === null) return null;
    // The link is the proof, like the draft cookie for a guest.
    const payments = options.payments?.();
    if (payments) {
      try {
        await payments.syncPayment(orderId);
      } catch (error) {
        logger.warn({ err: error, orderId }, 'payment status could not be synchronised');
      }
    }
    const order = await options.orders.orderById(orderId);
    const online = order?.paymentMethodId !== null && order?.paymentMethodId !== undefined && (ONLINE_PAYMENT_METHODS as number[]).includes(order.paymentMethodId);
    return order && online && order.paymentStatusId === 2 ? order : null;
  }

  async function outcomeOf(ctx: RequestContext, order: OrderView, isNew: boolean): Promise<SubmitOutcome> {
    const online = order.paymentMethodId !== null && (ONLINE_PAYMENT_METHODS as number[]).includes(order.paymentMethodId);
    const payments = options.payments?.();
    if (online && payments && order.paymentStatusId === 2) {
      const started = await payments.startPayment(ctx, { orderId: order.id, locale: ctx.locale });
      return { kind: 'payment', order, isNew, redirectUrl: started.redirectUrl };
    }
    return { kind: 'completed', order, isNew };
  }
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
