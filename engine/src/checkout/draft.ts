import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { IsoDate } from '../calendar/iso-date';
import type { RequestContext } from '../context';
import type { AddressView } from '../customers/address-service';
import { Address, Customer } from '../customers/customer.entity';
import { NOT_FOUND_MESSAGE } from '../customers/customer-views';
import { ENTERED_ADDRESS_ID } from '../customers/rules';
import { EngineError } from '../errors';
import type { MoneyString } from '../money/money';
import type { OrderService } from '../orders/order-service';
import type { OrderView } from '../orders/order-view';
import type { PayLinks } from '../payments/pay-link';
import type { RateLimits } from '../limits/rate-limits';
import type { PricingService } from '../pricing/pricing-service';
import type { OrderFromQuoteInput } from '../quotes/quote-schemas';
import { isPickup, type DeliveryMode } from '../shipping/delivery';
import type { AddressFields } from '../requests/request-builder';
import type { PlaceOrderInput } from '../requests/request-schema';
import { CheckoutDraft, type ICheckoutDraft } from './checkout-draft.entity';
import { checkoutRedirectTarget, createCheckoutStartState, isStepReachable, type CheckoutProgress, type CheckoutStepKey } from './rules';

/**
 * The checkout's DRAFT (000 §3 checkout data, docs/checkout.md): one per visitor, named by an
 * opaque cookie, kept in jsonb. Who may use a draft, its start state, how it is stored and how
 * pages see it; and the dependencies every checkout use case takes first (`CheckoutDeps`).
 */

/** Drafts untouched this long are neither shown nor kept (job purge-checkout-drafts). */
export const CHECKOUT_DRAFT_MAX_AGE_DAYS = 30;

export const STEP_NOT_REACHABLE_MESSAGE = 'Bitte schliessen Sie zuerst den Schritt «{step}» ab.';

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
export type DraftAddress = Pick<AddressView, 'id' | 'name' | 'addition' | 'street' | 'additionalAddress' | 'zipCode' | 'city' | 'country' | 'state'>;

export interface DraftContact {
  firstName: string;
  lastName: string;
  phone: string | null;
}

/** What the draft keeps (jsonb `data`). */
export interface DraftData {
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
  payments?: (() => CheckoutPayments | undefined) | undefined;
  /** Limits of 'Offerte anfordern' per client address and invoice e-mail (decision 1023). */
  limits?: Pick<RateLimits, 'take'> | undefined;
  /** 'jetzt bezahlen' links of the pay-again mail (decision 814). */
  payLinks?: Pick<PayLinks, 'verify'> | undefined;
  logger?: Logger | undefined;
  now?: () => Date;
}

/** What every checkout use case takes first: the options with the logger and the clock resolved. */
export interface CheckoutDeps extends CheckoutServiceOptions {
  logger: Logger;
  now: () => Date;
}

/** The checkout's "logged in": a customer's account (the sign-in step is left out), not a permission. */
export const hasCustomer = (ctx: RequestContext): boolean => ctx.customerId !== undefined;

const newKey = (): string => `chk-${randomBytes(16).toString('hex')}`;
export { newKey as newSubmissionKey };

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

export function progressOf(ctx: RequestContext, data: DraftData): CheckoutProgress {
  return {
    cartItemCount: data.cart.items.length,
    isLoggedIn: hasCustomer(ctx),
    invoiceEmail: data.invoiceEmail,
    invoiceAddress: data.invoiceAddress,
    deliveryAddress: data.deliveryAddress,
    paymentOption: data.paymentOption,
  };
}

/** An address as the draft keeps it; an address without id (entered, or the pickup site) is ENTERED_ADDRESS_ID. */
export function draftAddressOf(address: AddressFields): DraftAddress {
  return {
    id: address.id ?? ENTERED_ADDRESS_ID,
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

/** The draft if this visitor may use it: not expired, and a customer's draft only for that customer. A guest's draft is adopted on login. */
export async function accessibleDraft(deps: CheckoutDeps, em: EntityManager, ctx: RequestContext, draftId: string | null | undefined): Promise<ICheckoutDraft | null> {
  if (!draftId || !z.uuid().safeParse(draftId).success) return null;
  const draft = await em.findOne(CheckoutDraft, { id: draftId });
  if (!draft) return null;
  if (draft.updatedAt.getTime() < deps.now().getTime() - CHECKOUT_DRAFT_MAX_AGE_DAYS * 86_400_000) return null;
  const owner = draft.customer?.id ?? null;
  if (owner !== null && owner !== ctx.customerId) return null;
  if (owner === null && ctx.customerId !== undefined) {
    draft.customer = em.getReference(Customer, ctx.customerId);
    await em.flush();
  }
  return draft;
}

/** What a draft keeps, over the start state (no draft: the start state). */
export const dataOf = (draft: ICheckoutDraft | null): DraftData => ({ ...startData(), ...((draft?.data ?? {}) as Partial<DraftData>) });

export function viewOf(ctx: RequestContext, draft: ICheckoutDraft | null, data: DraftData): CheckoutDraftView {
  return {
    ...data,
    id: draft?.id ?? null,
    isLoggedIn: hasCustomer(ctx),
    isPickup: isPickup(data.deliveryMode),
    orderId: draft?.orderId ?? null,
    progress: progressOf(ctx, data),
  };
}

/** The draft and its data when `step` is reachable with it; else 'conflict' naming the step to finish first. */
export function requireReachable(ctx: RequestContext, draft: ICheckoutDraft | null, data: DraftData, step: CheckoutStepKey, valid = true): ICheckoutDraft {
  const progress = progressOf(ctx, data);
  if (draft && valid && isStepReachable(step, progress)) return draft;
  const target = checkoutRedirectTarget(step, progress);
  throw new EngineError('conflict', [{ message: STEP_NOT_REACHABLE_MESSAGE, params: { step: target.title }, field: 'step' }]);
}

/** Loads the draft for a step's save and refuses the save when the step is not reachable (a skipped step). */
export async function draftForStep(deps: CheckoutDeps, em: EntityManager, ctx: RequestContext, draftId: string | null | undefined, step: CheckoutStepKey) {
  const found = await accessibleDraft(deps, em, ctx, draftId);
  const data = dataOf(found);
  return { draft: requireReachable(ctx, found, data, step), data };
}

/** Stores the draft's data; any change makes the next submission a new one. */
export async function storeDraft(em: EntityManager, draft: ICheckoutDraft, data: DraftData): Promise<void> {
  draft.data = { ...data, submissionKey: newKey() } as unknown as Record<string, unknown>;
  await em.flush();
}

/** Stores the draft's data and answers the draft as the pages see it. */
export async function storeDraftView(em: EntityManager, ctx: RequestContext, draft: ICheckoutDraft, data: DraftData): Promise<CheckoutDraftView> {
  await storeDraft(em, draft, data);
  return viewOf(ctx, draft, dataOf(draft));
}

/** A new, empty draft of this visitor (flushed by the caller). */
export function newDraft(em: EntityManager, ctx: RequestContext): ICheckoutDraft {
  return em.create(CheckoutDraft, {
    id: randomUUID(),
    customer: ctx.customerId === undefined ? null : em.getReference(Customer, ctx.customerId),
    data: {},
    orderId: null,
    submittedKey: null,
  });
}

/** The visitor's draft (or a new one) remembers an order placed or paid outside the steps, for the completed and payment-failed pages. */
export async function rememberOrder(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined, orderId: number): Promise<ICheckoutDraft> {
  const em = deps.em();
  const draft = (await accessibleDraft(deps, em, ctx, draftId)) ?? newDraft(em, ctx);
  draft.orderId = orderId;
  await em.flush();
  return draft;
}

/** A saved address of the visitor's own address book (a guest has none). */
export async function savedDraftAddress(em: EntityManager, ctx: RequestContext, id: number): Promise<DraftAddress> {
  const address = ctx.customerId === undefined ? null : await em.findOne(Address, { id, customer: ctx.customerId, deletedAt: null });
  if (!address) throw new EngineError('not_found', [{ message: NOT_FOUND_MESSAGE, field: 'addressId' }]);
  return draftAddressOf(address);
}
