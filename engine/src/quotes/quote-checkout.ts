import { z } from 'zod';
import { isQuotePaymentAllowed } from '../cart/rules';
import { DeliveryDateMode, isSelectableDeliveryDate } from '../calendar/delivery-date';
import { isoDateInZurich } from '../calendar/iso-date';
import { PICKUP_DATE_MESSAGE, PICKUP_SLOTS, PICKUP_SLOT_MESSAGE } from '../calendar/pickup';
import type { RequestContext } from '../context';
import { Customer } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { takeTurns } from '../limits/key-turns';
import { toMoneyString } from '../money/money';
import {
  DELIVERY_DATE_NOT_SELECTABLE_MESSAGE,
  IDEMPOTENCY_CONFLICT_MESSAGE,
  ORDER_SUBMITTED_MESSAGE,
  TERMS_NOT_ACCEPTED_MESSAGE,
  confirmWithOrder,
  orderPlaced,
  writeOrder,
} from '../orders/order-placement';
import { ORDER_POPULATE, orderView } from '../orders/order-view';
import { DeliveryMode, deliveryTypeOf, isPickup } from '../shipping/delivery';
import { Order, Quote, type IQuote } from '../requests/request.entity';
import { copiedRequestFields, resolveAddress, totalsFields } from '../requests/request-builder';
import { calculateTotals, totalsAtFinalPrice } from '../requests/totals';
import { QUOTE_DEFAULTS, isQuoteValid, quoteValidUntilDate } from '../requests/quote-rules';
import { isPinCheckLimited, pinMatches, pinWindowStart } from './pin';
import { QuotePinAttempt } from './quote-pin-attempt.entity';
import { selectQuoteOrderPositions } from './quote-order';
import { checkoutView, quotePaymentMethods } from './quote-checkout-view';
import {
  QUOTE_ALREADY_ORDERED_MESSAGE,
  QUOTE_EMPTY_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_FREIGHT_MISSING_MESSAGE,
  QUOTE_INVOICE_NOT_ALLOWED_MESSAGE,
  QUOTE_NOT_AVAILABLE_MESSAGE,
  QUOTE_ORDERED_AS_MESSAGE,
  QUOTE_PAYMENT_NOT_OFFERED_MESSAGE,
  QUOTE_POSITION_FIXED_MESSAGE,
  orderFromQuoteInputSchema,
  quoteForCheckoutQuerySchema,
  type OrderedQuote,
  type QuoteAccess,
  type QuoteCheckoutView,
  type QuoteForCheckoutQuery,
} from './quote-schemas';
import { announce, copyPositions, isReleased, isUniqueViolation, loadQuote, pickupSite, type QuoteDeps } from './quote-view';

/**
 * The PIN-protected quote checkout (000 §7, R000-7.25–7.28): opening a quote with its uuid and
 * PIN under the attempt limits, and ordering it — through the one order writer of
 * orders/order-placement.ts (decision 930).
 */

/**
 * Checks uuid and PIN under the limits (docs/decisions/641-quote-pin-limits.md): every check is
 * a row of quote_pin_attempt; with as many earlier failures for the uuid or the client address
 * in the window as allowed, the check fails without looking at the PIN. The quote, or null.
 */
async function verifyPin(deps: QuoteDeps, uuid: string, pin: string, clientAddress: string | undefined): Promise<IQuote | null> {
  const address = clientAddress?.slice(0, 64) ?? null;
  const key = uuid.slice(0, 64).toLowerCase();
  // Counted and recorded under the quote's and the address's turns (decision 1083), so parallel
  // guesses cannot all pass; a check still running counts as failed.
  const attemptId = await deps.em().transactional(async (tx) => {
    await takeTurns(tx, ['quote-pin', key], ...(address === null ? [] : [['quote-pin-address', address] as const]));
    const failed = { createdAt: { $gt: pinWindowStart(deps.now(), deps.limits) }, $or: [{ succeeded: false }, { succeeded: null }] };
    const byQuote = await tx.count(QuotePinAttempt, { uuid: key, ...failed });
    const byAddress = address === null ? 0 : await tx.count(QuotePinAttempt, { address, ...failed });
    // Refused without a check: not recorded, so it neither counts nor extends the lock.
    if (isPinCheckLimited({ byQuote, byAddress }, deps.limits)) return null;
    const attempt = tx.create(QuotePinAttempt, { uuid: key, address, succeeded: null, createdAt: deps.now() });
    await tx.flush();
    return attempt.id;
  });
  if (attemptId === null) return null;
  const em = deps.em();
  const isUuid = z.uuid().safeParse(key).success;
  const quote = isUuid ? await loadQuote(em, { uuid: key }) : null;
  // An unknown uuid still spends a comparison, so it answers like a wrong PIN; a quote staff have
  // not sent yet (still on the default PIN) never opens, whatever is typed (decision 813).
  const ok = pinMatches(quote?.pin ?? QUOTE_DEFAULTS.pin, pin) && quote !== null && isReleased(quote);
  await em.nativeUpdate(QuotePinAttempt, { id: attemptId }, { succeeded: ok });
  return ok ? quote : null;
}

/**
 * GET /api/quote/for-checkout (R000-7.27, R000-7.28, R001-5.26): the quote for its checkout,
 * or null on ANY failure — unknown uuid, wrong PIN, too many attempts, expired, already
 * ordered — so an answer never tells which (docs/decisions/640-quote-lookup-answer.md).
 */
export async function getQuoteForCheckout(deps: QuoteDeps, rawQuery: QuoteForCheckoutQuery, context: { clientAddress?: string | undefined } = {}): Promise<QuoteCheckoutView | null> {
  const parsed = quoteForCheckoutQuerySchema.safeParse(rawQuery);
  if (!parsed.success) return null;
  const quote = await verifyPin(deps, parsed.data.uuid, parsed.data.pin, context.clientAddress);
  if (!quote || quote.order || !isQuoteValid(quote.createdAt, quote.validityDuration, deps.now())) return null;
  return await checkoutView(deps, quote);
}

/**
 * The quote checkout page's PIN check: like {@link getQuoteForCheckout}, but after a RIGHT PIN
 * it tells an expired quote apart, so the page can say so instead of showing nothing. An
 * ordered quote, a wrong PIN or a limited check are all `denied`.
 */
export async function openQuoteForCheckout(deps: QuoteDeps, rawQuery: QuoteForCheckoutQuery, context: { clientAddress?: string | undefined } = {}): Promise<QuoteAccess> {
  const parsed = quoteForCheckoutQuerySchema.safeParse(rawQuery);
  if (!parsed.success) return { kind: 'denied' };
  const quote = await verifyPin(deps, parsed.data.uuid, parsed.data.pin, context.clientAddress);
  if (!quote) return { kind: 'denied' };
  if (quote.order) return { kind: 'ordered', formattedId: quote.formattedId, orderNumber: quote.order.formattedId };
  if (!isQuoteValid(quote.createdAt, quote.validityDuration, deps.now())) {
    return { kind: 'expired', formattedId: quote.formattedId, validUntilDate: quoteValidUntilDate(quote.createdAt, quote.validityDuration) };
  }
  return { kind: 'ok', quote: await checkoutView(deps, quote) };
}

/**
 * POST /api/order/from-quote (R000-7.25, R001-7.065): orders a quote with its uuid and PIN
 * under the quote cart rules — cancelled positions left out, only insurance-service positions
 * removable, quantities and prices from the quote, no invoice for artwork requests. An expired
 * or already ordered quote is refused. One transaction writes the order and links it to the
 * quote; the same idempotency key answers with the same order (`created: false`).
 */
export async function orderFromQuote(deps: QuoteDeps, ctx: RequestContext, rawInput: unknown, context: { clientAddress?: string | undefined } = {}): Promise<OrderedQuote> {
  // A pickup has no delivery address of its own: what the form sent for it is not validated (decision 816).
  const input = orderFromQuoteInputSchema.parse(withoutPickupAddress(rawInput));
  if (!input.termsAccepted) throw new EngineError('invalid', [{ message: TERMS_NOT_ACCEPTED_MESSAGE, field: 'termsAccepted' }]);
  const quote = await verifyPin(deps, input.uuid, input.pin, context.clientAddress);
  if (!quote) throw new EngineError('not_found', QUOTE_NOT_AVAILABLE_MESSAGE);
  const answer = async (orderId: number, created: boolean): Promise<OrderedQuote> => {
    const order = await deps.em().findOneOrFail(Order, { id: orderId }, { populate: ORDER_POPULATE });
    return { message: ORDER_SUBMITTED_MESSAGE, order: orderView(order, true), created };
  };
  // A retry of the submission that ordered this quote answers with that order.
  if (quote.order) {
    if (quote.order.idempotencyKey === input.idempotencyKey) return answer(quote.order.id, false);
    throw new EngineError('conflict', [{ message: QUOTE_ORDERED_AS_MESSAGE, params: { orderNumber: quote.order.formattedId } }]);
  }
  const keyTaken = await deps.em().findOne(Order, { idempotencyKey: input.idempotencyKey });
  if (keyTaken) {
    // Ordered by a concurrent submission with this key since the quote was read: its order.
    if ((await deps.em().count(Quote, { id: quote.id, order: keyTaken.id })) === 1) return answer(keyTaken.id, false);
    throw new EngineError('conflict', IDEMPOTENCY_CONFLICT_MESSAGE);
  }
  if (!isQuoteValid(quote.createdAt, quote.validityDuration, deps.now())) throw new EngineError('invalid', QUOTE_EXPIRED_MESSAGE);
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
    !isSelectableDeliveryDate(input.requestedDeliveryDate, { shopMode, mode: DeliveryDateMode.QUOTE, leadTime: quote.timeToDeliver, today: isoDateInZurich(deps.now()) })
  ) {
    throw new EngineError('invalid', [{ message: DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, params: { date: input.requestedDeliveryDate }, field: 'requestedDeliveryDate' }]);
  }
  const pickup = isPickup(input.deliveryMode);
  // Like the main checkout's delivery step: a pickup needs a date and one of the slots; a delivery an address.
  const problems: { message: string; field: string }[] = [];
  if (pickup && input.requestedDeliveryDate === null) problems.push({ message: PICKUP_DATE_MESSAGE, field: 'requestedDeliveryDate' });
  if (pickup && (input.pickupSlot === null || !PICKUP_SLOTS.includes(input.pickupSlot))) problems.push({ message: PICKUP_SLOT_MESSAGE, field: 'pickupSlot' });
  if (!pickup && !input.deliveryAddress) problems.push({ message: 'validation.required', field: 'deliveryAddress' });
  // A delivery needs the freight staff priced into the quote: a pickup quote (or one without freight) is never delivered for CHF 0.00.
  if (!pickup && (isPickup(quote.deliveryType) || quote.deliveryCost === null || quote.deliveryCost === undefined)) problems.push({ message: QUOTE_FREIGHT_MISSING_MESSAGE, field: 'deliveryMode' });
  if (problems.length > 0) throw new EngineError('invalid', problems);
  // Saved addresses only of the quote's own customer, and only when that customer is logged in.
  const readEm = deps.em();
  const ownerId = quote.customer.kind !== 'GUEST' && ctx.customerId === quote.customer.id ? quote.customer.id : undefined;
  const invoice = await resolveAddress(readEm, ownerId, input.invoiceAddress);
  const delivery = pickup ? { snapshot: await pickupSite(deps) } : await resolveAddress(readEm, ownerId, input.deliveryAddress!);
  const deliveryCost = pickup ? '0.00' : (quote.deliveryCost ?? null);
  const kept = selection.kept.map((entry) => entry.position);
  const computed = calculateTotals({
    lines: kept.map((position) => ({ parentId: position.parent?.id ?? null, pricePerOne: position.pricePerOne ?? null, quantity: position.quantity, storno: position.storno })),
    discount: quote.discount,
    deliveryCost,
    isPickup: pickup,
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
    orderId = await deps.em().transactional(async (em) => {
      const createdAt = deps.now();
      const fields = {
        // The quote's parties, terms and prices; what the customer chose at its checkout.
        ...copiedRequestFields(quote),
        customer: em.getReference(Customer, quote.customer.id),
        paymentMethodId: input.paymentMethodId,
        orderReference: input.orderReference ?? quote.orderReference ?? null,
        comment: input.orderComment,
        invoiceEmail: input.invoiceEmail,
        invoiceAddress: invoice.snapshot,
        deliveryAddress: delivery.snapshot,
        deliveryCost: deliveryCost === null ? null : toMoneyString(deliveryCost),
        requestedDeliveryDate: input.requestedDeliveryDate as never,
        pickupSlot: pickup ? input.pickupSlot : null,
        deliveryType: deliveryTypeOf(input.deliveryMode),
        ...totalsFields(totals),
        idempotencyKey: input.idempotencyKey,
        createdAt,
      };
      // The one writer of orders (decision 930); the positions are the quote's, as kept by the cart rules.
      const order = await writeOrder(em, fields, (written) => copyPositions(em, kept, { order: written }));
      // Exactly one order per quote: the link is set only while it is still empty.
      const linked = await em.nativeUpdate(Quote, { id: quote.id, order: null }, { order: order.id });
      if (linked !== 1) throw new EngineError('conflict', QUOTE_ALREADY_ORDERED_MESSAGE);
      await confirmWithOrder(deps, em, order.id);
      return order.id;
    });
  } catch (error) {
    if (isUniqueViolation(error) || (EngineError.is(error) && error.kind === 'conflict')) {
      // A concurrent submission won: with the same key, answer its order.
      const winner = await deps.em().findOne(Quote, { id: quote.id }, { populate: ['order'] });
      if (winner?.order && winner.order.idempotencyKey === input.idempotencyKey) return answer(winner.order.id, false);
    }
    throw error;
  }
  const ordered = await answer(orderId, true);
  orderPlaced(deps, ordered.order);
  announce(deps, 'quote', 'updated', { id: quote.id, formattedId: quote.formattedId, customerId: quote.customer.id }, 'ordered');
  return ordered;
}

/** Deletes PIN attempts older than a day (the window is much shorter). */
export async function purgePinAttempts(deps: QuoteDeps): Promise<number> {
  return deps.em().nativeDelete(QuotePinAttempt, { createdAt: { $lt: new Date(deps.now().getTime() - 86_400_000) } });
}

/** A PICKUP's delivery address is the company site: drop what the form sent for it before parsing. */
function withoutPickupAddress(rawInput: unknown): unknown {
  if (rawInput === null || typeof rawInput !== 'object' || !('deliveryMode' in rawInput) || !isPickup(rawInput.deliveryMode)) return rawInput;
  return Object.fromEntries(Object.entries(rawInput).filter(([key]) => key !== 'deliveryAddress'));
}
