import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context';
import { isSavedAddressId } from '../customers/rules';
import { EngineError } from '../errors';
import { MONEY_PATH_MESSAGES } from '../i18n/catalogue-money-paths';
import { QUOTE_REQUEST_LIMITS } from '../limits/rate-limits';
import type { MoneyString } from '../money/money';
import { DELIVERY_DATE_NOT_SELECTABLE_MESSAGE } from '../orders/order-placement';
import type { OrderView } from '../orders/order-view';
import type { OrderFromQuoteInput } from '../quotes/quote-schemas';
import { isPickup } from '../shipping/delivery';
import type { PlaceOrderInput } from '../requests/request-schema';
import { CheckoutDraft, type ICheckoutDraft } from './checkout-draft.entity';
import { selectableDate } from './checkout-options';
import {
  accessibleDraft,
  CHECKOUT_DRAFT_MAX_AGE_DAYS,
  dataOf,
  hasCustomer,
  newSubmissionKey,
  rememberOrder,
  requireReachable,
  type CheckoutDeps,
  type DraftAddress,
  type DraftData,
} from './draft';
import { isOpenOnlinePayment, readProvenOrder } from './draft-order';
import { isCheckoutValid } from './rules';
import { submitCheckoutInputSchema, type SubmitCheckoutInput } from './schemas';

/**
 * What the summary submits and what follows (000 §2, §4; decisions 620–624, 814): the order
 * ('Bestellen', idempotent on the submission key), the quote request, an order from a quote, the
 * online payment and its second chance, and the pages after (completed, payment failed).
 */

export const NO_OPEN_PAYMENT_MESSAGE = 'Zu diesem Checkout gibt es keine offene Zahlung.';
export const PAY_LINK_INVALID_MESSAGE = MONEY_PATH_MESSAGES['errors.payLinkInvalid'].de;

/** What the pay-again page shows of the order a link names: no address, no customer data. */
export interface PayLinkOrder {
  formattedId: string;
  grandTotal: MoneyString | null;
  paymentMethodId: number;
}

export type SubmitOutcome =
  | { kind: 'completed'; order: OrderView; isNew: boolean }
  | { kind: 'payment'; order: OrderView; isNew: boolean; redirectUrl: string };

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
    pickupSlot: isPickup(data.deliveryMode) ? data.pickupSlot : null,
    ...(!isPickup(data.deliveryMode) && data.carrierServiceType ? { carrierServiceType: data.carrierServiceType } : {}),
    termsAccepted,
    idempotencyKey,
    ...(ctx.customerId === undefined && data.contact
      ? { contact: { firstName: data.contact.firstName, lastName: data.contact.lastName, phone: data.contact.phone } }
      : {}),
  };
}

/** The draft, when the summary is reachable and the checkout complete, with the summary's reference and comment stored. */
async function submittableDraft(em: EntityManager, ctx: RequestContext, draft: ICheckoutDraft | null, data: DraftData, input: { orderReference: string; orderComment: string }): Promise<ICheckoutDraft> {
  const submittable = requireReachable(ctx, draft, data, 'summary', isCheckoutValid(data));
  data.orderReference = input.orderReference;
  data.orderComment = input.orderComment;
  submittable.data = { ...data } as unknown as Record<string, unknown>;
  await em.flush();
  return submittable;
}

/** Completed, or — an online method with its payment open — the redirect to the provider. */
async function outcomeOf(deps: CheckoutDeps, ctx: RequestContext, order: OrderView, isNew: boolean): Promise<SubmitOutcome> {
  const payments = deps.payments?.();
  if (payments && isOpenOnlinePayment(order)) {
    const started = await payments.startPayment(ctx, { orderId: order.id, locale: ctx.locale });
    return { kind: 'payment', order, isNew, redirectUrl: started.redirectUrl };
  }
  return { kind: 'completed', order, isNew };
}

/**
 * 'Bestellen': refused while a step is incomplete; places the order through
 * orders.placeOrder with the submission's idempotency key (a double click or a retry answers
 * the same order), mails the confirmation once for a NEW order, empties the draft's cart, and
 * for an online method starts the payment (redirect to the provider).
 */
export async function submit(
  deps: CheckoutDeps,
  ctx: RequestContext,
  draftId: string | null | undefined,
  rawInput: SubmitCheckoutInput,
  context: { clientAddress?: string | undefined } = {},
): Promise<SubmitOutcome> {
  const input = submitCheckoutInputSchema.parse(rawInput);
  const em = deps.em();
  const found = await accessibleDraft(deps, em, ctx, draftId);
  const data = dataOf(found);
  const key = input.submissionKey ?? data.submissionKey;
  // The same submission again after it went through (the draft's cart is already empty).
  if (found && found.submittedKey === key) {
    const order = await readProvenOrder(deps, { draft: found });
    if (order) return outcomeOf(deps, ctx, order, false);
  }
  const draft = await submittableDraft(em, ctx, found, data, input);
  if (data.requestedDeliveryDate !== null && !(await selectableDate(deps, em, ctx, data.requestedDeliveryDate))) {
    throw new EngineError('invalid', [{ message: DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, params: { date: data.requestedDeliveryDate }, field: 'requestedDeliveryDate' }]);
  }
  // A guest's client address counts against the guest order limits (decision 815).
  const placed = await deps.orders.placeOrder(ctx, orderInputOf(ctx, data, input.termsAccepted, key), context);
  // Claim the submission: of two racing requests with one key only one updates the row and mails.
  const emptied: DraftData = { ...data, cart: { items: [], zipCode: data.cart.zipCode }, submissionKey: newSubmissionKey() };
  const claimed = await deps.em().nativeUpdate(
    CheckoutDraft,
    { id: draft.id, $or: [{ submittedKey: null }, { submittedKey: { $ne: key } }] },
    { orderId: placed.order.id, submittedKey: key, data: emptied as unknown as Record<string, unknown>, updatedAt: deps.now() },
  );
  const isNew = claimed === 1;
  return outcomeOf(deps, ctx, placed.order, isNew);
}

/**
 * 'Offerte anfordern' on the summary: the same data as the order goes to quotes.placeQuote
 * (idempotent on the submission key); the draft keeps its cart. Limited per client address (every
 * attempt) and a guest's per invoice e-mail (decision 1023): beyond either, 429 before anything is written.
 */
export async function requestQuote(
  deps: CheckoutDeps,
  ctx: RequestContext,
  draftId: string | null | undefined,
  rawInput: SubmitCheckoutInput,
  context: { clientAddress?: string | undefined } = {},
): Promise<{ id: number; formattedId: string; isNew: boolean }> {
  const input = submitCheckoutInputSchema.parse(rawInput);
  const quotes = deps.quotes?.();
  if (!quotes) throw new EngineError('unavailable', 'Offerten sind zurzeit nicht verfügbar.');
  if (context.clientAddress) await takeQuoteRequest(deps, QUOTE_REQUEST_LIMITS.perClient, context.clientAddress);
  const em = deps.em();
  const found = await accessibleDraft(deps, em, ctx, draftId);
  const data = dataOf(found);
  await submittableDraft(em, ctx, found, data, input);
  // A guest's quote mails any address typed in; a customer's goes to the account's own.
  if (!hasCustomer(ctx) && data.invoiceEmail) await takeQuoteRequest(deps, QUOTE_REQUEST_LIMITS.perEmail, data.invoiceEmail.trim().toLowerCase());
  const placed = await quotes.placeQuote(ctx, orderInputOf(ctx, data, input.termsAccepted, `${input.submissionKey ?? data.submissionKey}-quote`));
  return { id: placed.quote.id, formattedId: placed.quote.formattedId, isNew: placed.created };
}

const QUOTE_REQUESTS_LIMITED_MESSAGE = MONEY_PATH_MESSAGES['errors.quoteRequestsLimited'].de;

async function takeQuoteRequest(deps: CheckoutDeps, limit: { scope: string; max: number; windowSeconds: number }, key: string): Promise<void> {
  const outcome = await deps.limits?.take(limit.scope, key, limit);
  if (!outcome || outcome.ok) return;
  const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
  throw new EngineError('too_many_requests', [{ message: QUOTE_REQUESTS_LIMITED_MESSAGE, params: { minutes } }], { retryAfterSeconds: outcome.retryAfterSeconds });
}

/** The order of a valid pay-again link while its online payment is still open (re-read from the provider first). */
async function openOrderOfLink(deps: CheckoutDeps, token: string): Promise<OrderView | null> {
  const order = await readProvenOrder(deps, { payLink: token }, { syncPayment: 'first' });
  return order && isOpenOnlinePayment(order) ? order : null;
}

/** The open online order a pay-again link names (decision 814), or null when the link is invalid or nothing is open any more. */
export async function payLinkOrder(deps: CheckoutDeps, _ctx: RequestContext, token: string): Promise<PayLinkOrder | null> {
  const order = await openOrderOfLink(deps, token);
  return order ? { formattedId: order.formattedId, grandTotal: order.grandTotal, paymentMethodId: order.paymentMethodId! } : null;
}

/**
 * 'Jetzt bezahlen' from the pay-again mail: a new payment for the open order the link names;
 * the visitor's draft (or a new one) remembers the order for the completed and payment-failed
 * pages. An invalid link or a paid order → not_found with a message the page shows.
 */
export async function reopenPayment(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined, token: string): Promise<{ redirectUrl: string; draftId: string }> {
  const order = await openOrderOfLink(deps, token);
  const payments = deps.payments?.();
  if (!order || !payments) throw new EngineError('not_found', PAY_LINK_INVALID_MESSAGE);
  const draft = await rememberOrder(deps, ctx, draftId, order.id);
  const started = await payments.startPayment(ctx, { orderId: order.id, locale: ctx.locale });
  return { redirectUrl: started.redirectUrl, draftId: draft.id };
}

/** 'Pay again' on the payment-failed page: a new payment for the open order of this draft. */
export async function payAgain(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined): Promise<{ redirectUrl: string }> {
  const draft = await accessibleDraft(deps, deps.em(), ctx, draftId);
  const payments = deps.payments?.();
  const orderId = draft?.orderId;
  if (orderId === null || orderId === undefined || !payments) throw new EngineError('not_found', NO_OPEN_PAYMENT_MESSAGE);
  const { paymentStatusId } = await payments.syncPayment(orderId);
  if (paymentStatusId !== 2) throw new EngineError('conflict', NO_OPEN_PAYMENT_MESSAGE);
  const started = await payments.startPayment(ctx, { orderId, locale: ctx.locale });
  return { redirectUrl: started.redirectUrl };
}

/**
 * An order from a quote (/checkout-quote/{uuid}): placed by quotes.orderFromQuote, then handled
 * like a checkout order — a new one gets its confirmation mail, an online method starts its
 * payment — and a draft (the visitor's, or a new one) remembers it for the completed and
 * payment-failed pages.
 */
export async function orderFromQuote(
  deps: CheckoutDeps,
  ctx: RequestContext,
  draftId: string | null | undefined,
  input: OrderFromQuoteInput,
  context: { clientAddress?: string | undefined } = {},
): Promise<SubmitOutcome & { draftId: string }> {
  const quotes = deps.quotes?.();
  if (!quotes) throw new Error('the checkout was built without the quotes service');
  const ordered = await quotes.orderFromQuote(ctx, input, context);
  const draft = await rememberOrder(deps, ctx, draftId, ordered.order.id);
  return { ...(await outcomeOf(deps, ctx, ordered.order, ordered.created)), draftId: draft.id };
}

/** The order last placed from this draft (completed and payment-failed pages); the payment state re-read from the provider for online methods. */
export async function lastOrder(deps: CheckoutDeps, ctx: RequestContext, draftId: string | null | undefined): Promise<OrderView | null> {
  const draft = await accessibleDraft(deps, deps.em(), ctx, draftId);
  return readProvenOrder(deps, { draft }, { syncPayment: 'open' });
}

/** Deletes drafts untouched for `days` days (job purge-checkout-drafts). */
export async function purgeDrafts(deps: CheckoutDeps, days: number = CHECKOUT_DRAFT_MAX_AGE_DAYS): Promise<number> {
  return deps.em().nativeDelete(CheckoutDraft, { updatedAt: { $lt: new Date(deps.now().getTime() - days * 86_400_000) } });
}
