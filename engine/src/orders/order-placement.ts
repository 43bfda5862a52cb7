import { UniqueConstraintViolationException, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { isSelectableDeliveryDate } from '../calendar/delivery-date';
import { isoDateInZurich, type IsoDate } from '../calendar/iso-date';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { CARRIER_MESSAGES } from '../i18n/catalogue-carrier';
import { MONEY_PATH_MESSAGES } from '../i18n/catalogue-money-paths';
import type { RateLimits } from '../limits/rate-limits';
import type { PricingService } from '../pricing/pricing-service';
import { isPickup } from '../shipping/delivery';
import { Order, type AddressSnapshot, type IOrder } from '../requests/request.entity';
import { nextRequestId, priceRequest, resolveRequest, shopModeOf, startRequest, storedConfigurations, writeCartPositions } from '../requests/request-builder';
import { placeOrderInputSchema, type PlaceOrderInput } from '../requests/request-schema';
import { mailWithCause } from '../mail/mailer';
import { loadCompanyClosures } from '../settings/company-settings';
import { loadLeadTimes } from '../settings/lead-times';
import { normalizeCountryCode } from '../validation/countries';
import { announceOrder, dateString, formatOrderId, loadOrder, orderView, type OrderDeps, type PlacedOrder } from './order-view';

/**
 * How an order comes into being (000 §3–§5; decision 930). `writeOrder` is the one writer of a
 * new Order row — the checkout's order (placeOrder below), a quote ordered
 * (quotes/quote-checkout.ts) and a staff copy (order-edit.ts) all go through it — and
 * `orderPlaced` is the one thing that follows a customer's order: its announcement and its
 * confirmation mail. Decisions: docs/orders.md, docs/decisions/600–603.
 */

export const TERMS_NOT_ACCEPTED_MESSAGE = 'Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.';
export const ORDER_SUBMITTED_MESSAGE = 'Bestellung abgeschickt';
export const PRICE_UNAVAILABLE_MESSAGE = 'Für {product} ist kein Preis verfügbar; die Bestellung kann so nicht abgeschickt werden.';
export const DELIVERY_DATE_NOT_SELECTABLE_MESSAGE = 'Das Lieferdatum {date} kann nicht gewählt werden.';
/** A delivery whose freight the shop cannot price (abroad until the carrier's rate is wired, an unknown postal code): a quote request instead (decision 811). */
export const FREIGHT_NOT_PRICED_MESSAGE = MONEY_PATH_MESSAGES['errors.freightNotPriced'].de;
export const GUEST_ORDERS_LIMITED_MESSAGE = MONEY_PATH_MESSAGES['errors.guestOrdersLimited'].de;
export const IDEMPOTENCY_CONFLICT_MESSAGE = 'Diese Bestellung wurde bereits mit anderen Angaben abgeschickt.';

/** What placing an order needs besides the database (bound once by createOrderService). */
export interface OrderPlacementDeps extends OrderDeps {
  pricing: Pick<PricingService, 'orderPrice'>;
  /**
   * Guest orders mail their PDF to any address: at most `perEmail` per hour to one invoice e-mail
   * and `perClient` per hour from one client address (decision 815). Without it, no limit.
   */
  guestLimits?: { limits: Pick<RateLimits, 'take'>; perEmail: number; perClient: number } | undefined;
  /** Writes a placed order's confirmation mail inside `em`'s transaction (orders/order-mails.ts, once per order); without it, none. */
  confirm?: ((orderId: number, em: EntityManager) => Promise<unknown>) | undefined;
  logger?: Pick<Logger, 'error'> | undefined;
}

/** The fields of a new order row: all but its number, which follows from its id and day. Without an id, the next one is drawn. */
export type NewOrderFields = Omit<RequiredEntityData<IOrder>, 'id' | 'formattedId' | 'createdAt'> & { id?: number; createdAt: Date };

/**
 * The one place that creates an Order row (decision 930): numbered from its id and day, not
 * flushed. For a writer that flushes many orders at once (the AX import, decision 982); every
 * other writer uses {@link writeOrder}.
 */
export function createOrderRow(em: EntityManager, fields: NewOrderFields & { id: number }): IOrder {
  return em.create(Order, { updatedAt: fields.createdAt, ...fields, formattedId: formatOrderId(fields.id, fields.createdAt) } as RequiredEntityData<IOrder>);
}

/**
 * Writes a new Order row and, through `writePositions`, its positions, inside the caller's
 * transaction (the one writer of Order rows, decision 930). Returns the flushed order.
 */
export async function writeOrder(em: EntityManager, fields: NewOrderFields, writePositions: (order: IOrder) => void): Promise<IOrder> {
  const id = fields.id ?? (await nextRequestId(em, 'shop_order'));
  const order = createOrderRow(em, { ...fields, id });
  writePositions(order);
  await em.flush();
  return order;
}

/**
 * A customer's new order, inside the transaction that writes it: its confirmation mail goes to the
 * outbox with it (decision 870; once per order, an online payment's waits until paid, decision
 * 814), so the mail exists exactly when the order does and is delivered right after the commit.
 * A mail that cannot be written (a PDF that fails) never undoes the order: it is logged, and the
 * back office can send it again.
 */
export async function confirmWithOrder(deps: Pick<OrderPlacementDeps, 'confirm' | 'logger'>, em: EntityManager, orderId: number): Promise<void> {
  const confirm = deps.confirm;
  if (confirm) await mailWithCause(em, deps.logger, { orderId }, (inner) => confirm(orderId, inner));
}

/** What follows a customer's new order once its transaction committed: its announcement. */
export function orderPlaced(deps: Pick<OrderPlacementDeps, 'events'>, order: { id: number; formattedId: string; customerId: number }): void {
  announceOrder(deps, order, 'created', 'placed');
}

/** Whether a failure is a unique violation (a concurrent submission with the same key won). */
export const isUniqueViolation = (error: unknown): boolean => error instanceof UniqueConstraintViolationException || (error as { code?: unknown }).code === '23505';

/** What decides whether a repeated submission is "the same checkout" (docs/decisions/600-order-idempotency.md). */
interface OrderFingerprint {
  customerId: number | null;
  items: string[];
  deliveryType: number;
  paymentMethodId: number;
  invoiceEmail: string;
  requestedDeliveryDate: IsoDate | null;
  invoiceAddress: string;
  deliveryAddress: string;
}

export const addressKey = (address: AddressSnapshot | null | undefined): string =>
  address ? [address.name, address.street, address.zipCode, address.city, normalizeCountryCode(address.country)].join('|').toLowerCase() : '';

export const itemKey = (productId: number | null | undefined, quantity: number, configuration: Record<string, string>): string =>
  `${productId ?? ''}|${quantity}|${JSON.stringify(Object.entries(configuration).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))}`;

function sameFingerprint(a: OrderFingerprint, b: OrderFingerprint): boolean {
  return JSON.stringify({ ...a, items: [...a.items].sort() }) === JSON.stringify({ ...b, items: [...b.items].sort() });
}

function fingerprintOfOrder(order: IOrder): OrderFingerprint {
  return {
    customerId: order.customer.kind === 'GUEST' ? null : order.customer.id,
    items: order.positions.getItems().map((position) => itemKey(position.product?.id, position.quantity, position.configuration)),
    deliveryType: order.deliveryType ?? 0,
    paymentMethodId: order.paymentMethodId ?? 0,
    invoiceEmail: (order.invoiceEmail ?? '').toLowerCase(),
    requestedDeliveryDate: dateString(order.requestedDeliveryDate),
    invoiceAddress: addressKey(order.invoiceAddress),
    deliveryAddress: addressKey(order.deliveryAddress),
  };
}

/**
 * The order already stored under this key: the same checkout → that order, another one →
 * conflict. The checkout's fingerprint is made only then (its configurations completed as the
 * stored ones were, decision 1088).
 */
async function existingForKey(deps: OrderDeps, key: string, fingerprint: () => Promise<OrderFingerprint>): Promise<IOrder | null> {
  const existing = await loadOrder(deps.em(), { idempotencyKey: key });
  if (!existing) return null;
  if (!sameFingerprint(fingerprintOfOrder(existing), await fingerprint())) throw new EngineError('conflict', IDEMPOTENCY_CONFLICT_MESSAGE);
  return existing;
}

/**
 * A new guest order counts against its invoice e-mail and its client address (decision 815);
 * beyond either limit it is refused before anything is written, so no order and no mail.
 */
async function takeGuestOrder(deps: OrderPlacementDeps, invoiceEmail: string, clientAddress: string | undefined): Promise<void> {
  const guest = deps.guestLimits;
  if (!guest) return;
  const hour = 3_600;
  const outcomes = [await guest.limits.take('guest-order-email', invoiceEmail.trim().toLowerCase(), { max: guest.perEmail, windowSeconds: hour })];
  if (outcomes[0]!.ok && clientAddress) outcomes.push(await guest.limits.take('guest-order-client', clientAddress, { max: guest.perClient, windowSeconds: hour }));
  const refused = outcomes.find((outcome) => !outcome.ok);
  if (refused && !refused.ok) {
    const minutes = Math.max(1, Math.ceil(refused.retryAfterSeconds / 60));
    throw new EngineError('too_many_requests', [{ message: GUEST_ORDERS_LIMITED_MESSAGE, params: { minutes } }], { retryAfterSeconds: refused.retryAfterSeconds });
  }
}

/**
 * POST /api/order: places the checkout as an order. Prices on the server (orderPrice), VAT
 * by the rules, then one transaction writes the order, its positions, the address snapshots
 * and, for a guest, a GUEST customer with its contact person. The same idempotency key answers
 * with the same order; a different checkout under a used key is a conflict.
 */
export async function placeOrder(
  deps: OrderPlacementDeps,
  ctx: RequestContext,
  rawInput: PlaceOrderInput,
  context: { clientAddress?: string | undefined } = {},
): Promise<PlacedOrder> {
  const input = placeOrderInputSchema.parse(rawInput);
  if (!input.termsAccepted) throw new EngineError('invalid', [{ message: TERMS_NOT_ACCEPTED_MESSAGE, field: 'termsAccepted' }]);
  // Company closures from the settings count like holidays (docs/decisions/655-delivery-information.md).
  const closures = input.requestedDeliveryDate === null ? [] : await loadCompanyClosures(deps.em());
  // The lead time of /admin/Settings (decision 784).
  const leadTime = input.requestedDeliveryDate === null ? undefined : (await loadLeadTimes(deps.em()))[shopModeOf(ctx)];
  if (input.requestedDeliveryDate !== null && !isSelectableDeliveryDate(input.requestedDeliveryDate, { shopMode: shopModeOf(ctx), today: isoDateInZurich(deps.now()), closures, leadTime })) {
    throw new EngineError('invalid', [{ message: DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, params: { date: input.requestedDeliveryDate }, field: 'requestedDeliveryDate' }]);
  }
  const readEm = deps.em();
  const draft = await resolveRequest(readEm, ctx, input);
  const fingerprint = async (): Promise<OrderFingerprint> => {
    const configurations = await storedConfigurations(readEm, ctx, input.cartItems);
    return {
      customerId: ctx.customerId ?? null,
      items: input.cartItems.map((item, index) => itemKey(item.productId, item.quantity, configurations[index] ?? item.configuration)),
      deliveryType: draft.deliveryType,
      paymentMethodId: input.paymentMethodId,
      invoiceEmail: input.invoiceEmail.toLowerCase(),
      requestedDeliveryDate: input.requestedDeliveryDate,
      invoiceAddress: addressKey(draft.invoice.snapshot),
      deliveryAddress: addressKey(draft.delivery.snapshot),
    };
  };
  const done = (order: IOrder): PlacedOrder => ({ message: ORDER_SUBMITTED_MESSAGE, order: orderView(order, true) });
  // A retry after the first answer: no pricing, no transaction.
  const earlier = await existingForKey(deps, input.idempotencyKey, fingerprint);
  if (earlier) return done(earlier);

  const request = await priceRequest(readEm, ctx, deps.pricing, draft, PRICE_UNAVAILABLE_MESSAGE);
  // Never an order that ships for CHF 0.00 because the freight is unknown (decision 811).
  if (!isPickup(input.deliveryMode) && request.deliveryCost === null) {
    // FedEx's own reason when it could not rate the delivery (decision 745).
    throw new EngineError('invalid', [{ message: request.price.shippingCost.carrierProblem ?? FREIGHT_NOT_PRICED_MESSAGE, field: 'deliveryAddress' }]);
  }
  // The FedEx service asked for must still be offered: never another one in its place (decision 745).
  const pricedService = request.price.shippingCost.carrierRate?.serviceType;
  if (input.carrierServiceType && pricedService && pricedService !== input.carrierServiceType) {
    throw new EngineError('invalid', [{ message: CARRIER_MESSAGES['errors.fedexServiceGone'].de, field: 'carrierServiceType' }]);
  }
  if (ctx.customerId === undefined) await takeGuestOrder(deps, input.invoiceEmail, context.clientAddress);
  let orderId: number;
  try {
    orderId = await deps.em().transactional(async (em) => {
      const { fields, products } = await startRequest(em, ctx, request, 'shop_order', deps.now());
      const order = await writeOrder(em, { ...fields, carrierRate: request.price.shippingCost.carrierRate ?? null }, (written) => writeCartPositions(em, { order: written }, request, products));
      await confirmWithOrder(deps, em, order.id);
      return order.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // Another submission with this key won the race: answer with its order.
      const winner = await existingForKey(deps, input.idempotencyKey, fingerprint);
      if (winner) return done(winner);
    }
    throw error;
  }
  const placed = (await loadOrder(deps.em(), { id: orderId })) as IOrder;
  orderPlaced(deps, { id: placed.id, formattedId: placed.formattedId, customerId: placed.customer.id });
  return done(placed);
}
