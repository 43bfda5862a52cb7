import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { Permission, requirePermission } from '../auth/permissions';
import { mayActForCustomers } from '../auth/customer-access';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { isSelectableDeliveryDate } from '../calendar/delivery-date';
import { loadLeadTimes } from '../settings/lead-times';
import { addDays, isIsoDate, isoDateInZurich, toIsoDateOrNull, zurichInstant, type IsoDate } from '../calendar/iso-date';
import { effectiveCustomerId } from '../catalog/product-service';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { MONEY_PATH_MESSAGES } from '../i18n/catalogue-money-paths';
import { CARRIER_MESSAGES } from '../i18n/catalogue-carrier';
import { toMoneyStringOrNull, type MoneyString } from '../money/money';
import type { PricingService } from '../pricing/pricing-service';
import { normalizeCountryCode } from '../validation/countries';
import { DeliveryMode, OrderStatus, type CompletionState, type PositionStatus } from '../requests/enums';
import { Order, type AddressSnapshot, type IOrder, type IOrderPosition } from '../requests/request.entity';
import { loadCompanyClosures } from '../settings/company-settings';
import type { RequestEvents } from '../requests/request-events';
import { priceRequest, resolveRequest, shopModeOf, startRequest, writeCartPositions } from '../requests/request-builder';
import { orderIndicators, positionStatus } from './status';
import { placeOrderInputSchema, type PlaceOrderInput } from '../requests/request-schema';
import type { RateLimits } from '../limits/rate-limits';

/**
 * The order core (000 §3–§5, 001 §3, §7 Orders): placing an order from a checkout, listing
 * orders and changing an order's state. Decisions: docs/orders.md, docs/decisions/600–603.
 */

export const TERMS_NOT_ACCEPTED_MESSAGE = 'Die Allgemeinen Geschäftsbedinungen wurden nicht akzeptiert.';
export const ORDER_SUBMITTED_MESSAGE = 'Bestellung abgeschickt';
export const PRICE_UNAVAILABLE_MESSAGE = 'Für {product} ist kein Preis verfügbar; die Bestellung kann so nicht abgeschickt werden.';
export const DELIVERY_DATE_NOT_SELECTABLE_MESSAGE = 'Das Lieferdatum {date} kann nicht gewählt werden.';
/** A delivery whose freight the shop cannot price (abroad until the carrier's rate is wired, an unknown postal code): a quote request instead (decision 811). */
export const FREIGHT_NOT_PRICED_MESSAGE = MONEY_PATH_MESSAGES['errors.freightNotPriced'].de;
export const GUEST_ORDERS_LIMITED_MESSAGE = MONEY_PATH_MESSAGES['errors.guestOrdersLimited'].de;
export const IDEMPOTENCY_CONFLICT_MESSAGE = 'Diese Bestellung wurde bereits mit anderen Angaben abgeschickt.';
export const STATE_TRANSITION_MESSAGE = 'Der Bestellstatus kann nicht von {from} zu {to} wechseln.';
export const ORDER_CHANGED_MESSAGE = 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu.';

/** The permission that guards order administration (docs/decisions/602-order-admin-permission.md). */
export const ORDER_ADMIN_PERMISSION = Permission.ADMIN_QUOTE;

export interface OrderPositionView {
  id: number;
  parentId: number | null;
  type: string;
  productId: number | null;
  name: string;
  configuration: Record<string, string>;
  quantity: number;
  quantityDelivered: number | null;
  quantityInvoiced: number | null;
  pricePerOne: MoneyString | null;
  customerRef: string | null;
  storno: boolean;
  status: PositionStatus | null;
  /** The product of a PRODUCT position (null for a composite or a free position). */
  product: { id: number; name: string; articleNumber: string } | null;
  detail: string | null;
  childrenVisible: boolean;
  externalCustomerNo: string | null;
  newProductImage: string | null;
  alternateProductImage: string | null;
  key: string | null;
  sortOrder: number;
}

export interface OrderView {
  id: number;
  formattedId: string;
  customerId: number;
  orderStatusId: number;
  paymentStatusId: number;
  paymentMethodId: number | null;
  deliveryType: number | null;
  customerRequestType: string;
  orderReference: string | null;
  comment: string | null;
  invoiceEmail: string | null;
  requestedDeliveryDate: IsoDate | null;
  /** PICKUP: the chosen time slot on requestedDeliveryDate. */
  pickupSlot: string | null;
  confirmedDeliveryDate: IsoDate | null;
  discount: string;
  hasVat: boolean;
  vatRate: string;
  total: MoneyString | null;
  deliveryCost: MoneyString | null;
  vatAmount: MoneyString | null;
  grandTotal: MoneyString | null;
  currencyId: number;
  shopTypeId: number;
  locale: string;
  createdAt: string;
  updatedAt: string;
  paymentTermId: number | null;
  skontoId: number | null;
  orderPerson: string | null;
  externalCustomerNo: string | null;
  orderDetailId: number | null;
  localFilePath: string | null;
  /** The ordering customer (GUEST for a guest order). */
  customer: { id: number; kind: string };
  version: number;
  indicators: { receiptConfirmation: CompletionState; delivered: CompletionState; invoiced: CompletionState; payment: CompletionState };
  /** With returnAdditionalInformation (always for a single order): addresses and positions. */
  invoiceAddress?: AddressSnapshot | null;
  deliveryAddress?: AddressSnapshot | null;
  positions?: OrderPositionView[];
}

export interface PlacedOrder {
  message: string;
  order: OrderView;
}

/** Query of GET /api/order (001 §7). */
export const listOrdersQuerySchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    customerId: z.coerce.number().int().positive().optional(),
    /** false leaves out orders still in preparation (docs/decisions/603-order-list-query.md). */
    showPreparation: z
      .preprocess((value) => (value === undefined || value === '' ? undefined : value === true || value === 'true' || value === '1'), z.boolean())
      .default(true),
    returnAdditionalInformation: z
      .preprocess((value) => (value === undefined || value === '' ? undefined : value === true || value === 'true' || value === '1'), z.boolean())
      .default(false),
    fromDate: z.string().refine(isIsoDate, { message: 'validation.date' }).optional(),
    toDate: z.string().refine(isIsoDate, { message: 'validation.date' }).optional(),
  })
  .strip();
export type ListOrdersQuery = z.input<typeof listOrdersQuerySchema>;

/** Body of PUT /api/order/:id/state; version (optional) is the one the caller last read. */
export const changeOrderStateInputSchema = z
  .object({
    orderStatusId: z.coerce
      .number()
      .int()
      .refine((value) => (Object.values(OrderStatus) as number[]).includes(value), { message: 'validation.choice' }),
    version: z.coerce.number().int().positive().optional(),
  })
  .strip();
export type ChangeOrderStateInput = z.input<typeof changeOrderStateInputSchema>;

/** Allowed order state changes (docs/orders.md); INVOICED and CANCELED are final. */
export const ORDER_STATE_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [OrderStatus.PLACED]: [OrderStatus.PREPARATION, OrderStatus.CANCELED],
  [OrderStatus.PREPARATION]: [OrderStatus.SENT, OrderStatus.CANCELED],
  [OrderStatus.SENT]: [OrderStatus.DELIVERED, OrderStatus.CANCELED],
  [OrderStatus.DELIVERED]: [OrderStatus.INVOICED, OrderStatus.CANCELED],
  [OrderStatus.INVOICED]: [],
  [OrderStatus.CANCELED]: [],
};

export function canChangeOrderState(from: number, to: number): boolean {
  return (ORDER_STATE_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);
}

export const statusName = (id: number): string => (Object.keys(OrderStatus) as (keyof typeof OrderStatus)[]).find((key) => OrderStatus[key] === id) ?? String(id);

/** Display number of an order: B-<year>-<id, 6 digits> (docs/decisions/601-order-number.md). */
export function formatOrderId(id: number, createdAt: Date): string {
  return `B-${isoDateInZurich(createdAt).slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

export const dateString = (value: unknown): IsoDate | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return toIsoDateOrNull(value.toISOString().slice(0, 10));
  return toIsoDateOrNull(String(value).slice(0, 10));
};

export function positionView(position: IOrderPosition): OrderPositionView {
  return {
    id: position.id,
    parentId: position.parent?.id ?? null,
    type: position.type,
    productId: position.product?.id ?? null,
    name: position.name,
    configuration: position.configuration,
    quantity: position.quantity,
    quantityDelivered: position.quantityDelivered ?? null,
    quantityInvoiced: position.quantityInvoiced ?? null,
    pricePerOne: toMoneyStringOrNull(position.pricePerOne ?? null),
    customerRef: position.customerRef ?? null,
    storno: position.storno,
    status: positionStatus(position),
    product: position.product ? { id: position.product.id, name: position.product.name, articleNumber: position.product.articleNumber } : null,
    detail: position.detail ?? null,
    childrenVisible: position.childrenVisible,
    externalCustomerNo: position.externalCustomerNo ?? null,
    newProductImage: position.newProductImage ?? null,
    alternateProductImage: position.alternateProductImage ?? null,
    key: position.key ?? null,
    sortOrder: position.sortOrder,
  };
}

/** The plain view of an order (001 §3 Order fields); `detailed` adds addresses and positions. */
export function orderView(order: IOrder, detailed: boolean): OrderView {
  const positions = order.positions.isInitialized() ? order.positions.getItems() : [];
  const view: OrderView = {
    id: order.id,
    formattedId: order.formattedId,
    customerId: order.customer.id,
    orderStatusId: order.orderStatusId,
    paymentStatusId: order.paymentStatusId,
    paymentMethodId: order.paymentMethodId ?? null,
    deliveryType: order.deliveryType ?? null,
    customerRequestType: order.customerRequestType,
    orderReference: order.orderReference ?? null,
    comment: order.comment ?? null,
    invoiceEmail: order.invoiceEmail ?? null,
    requestedDeliveryDate: dateString(order.requestedDeliveryDate),
    pickupSlot: order.pickupSlot ?? null,
    confirmedDeliveryDate: dateString(order.confirmedDeliveryDate),
    discount: order.discount,
    hasVat: order.hasVat,
    vatRate: order.vatRate,
    total: toMoneyStringOrNull(order.total ?? null),
    deliveryCost: toMoneyStringOrNull(order.deliveryCost ?? null),
    vatAmount: toMoneyStringOrNull(order.vatAmount ?? null),
    grandTotal: toMoneyStringOrNull(order.grandTotal ?? null),
    currencyId: order.currencyId,
    shopTypeId: order.shopTypeId,
    locale: order.locale,
    createdAt: order.createdAt.toISOString(),
    updatedAt: (order.updatedAt ?? order.createdAt).toISOString(),
    paymentTermId: order.paymentTerm?.id ?? null,
    skontoId: order.skonto?.id ?? null,
    orderPerson: order.orderPerson ?? null,
    externalCustomerNo: order.externalCustomerNo ?? null,
    orderDetailId: order.orderDetailId ?? null,
    localFilePath: order.localFilePath ?? null,
    customer: { id: order.customer.id, kind: order.customer.kind },
    version: order.version,
    indicators: orderIndicators({ orderStatusId: order.orderStatusId, paymentStatusId: order.paymentStatusId, positions }),
  };
  if (!detailed) return view;
  return { ...view, invoiceAddress: order.invoiceAddress ?? null, deliveryAddress: order.deliveryAddress ?? null, positions: positions.map(positionView) };
}

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

/** Relations every order read loads (positions with product and parent, the customer). */
export const ORDER_POPULATE = ['positions', 'positions.product', 'positions.parent', 'customer'] as const;

export interface OrderServiceOptions {
  em: () => EntityManager;
  pricing: Pick<PricingService, 'orderPrice'>;
  /**
   * Guest orders mail their PDF to any address: at most `perEmail` per hour to one invoice e-mail
   * and `perClient` per hour from one client address (decision 815). Without it, no limit.
   */
  guestLimits?: { limits: Pick<RateLimits, 'take'>; perEmail: number; perClient: number };
  now?: () => Date;
  /** Announces placed and changed orders (request events, docs/decisions/654-request-events.md). */
  events?: Pick<RequestEvents, 'emit'>;
}

export function createOrderService(options: OrderServiceOptions) {
  const now = options.now ?? (() => new Date());

  async function loadOrder(em: EntityManager, where: FilterQuery<IOrder>): Promise<IOrder | null> {
    return em.findOne(Order, where, { populate: ORDER_POPULATE });
  }

  /** The order already stored under this key: the same checkout → that order, another one → conflict. */
  async function existingForKey(key: string, fingerprint: OrderFingerprint): Promise<IOrder | null> {
    const existing = await loadOrder(options.em(), { idempotencyKey: key });
    if (!existing) return null;
    if (!sameFingerprint(fingerprintOfOrder(existing), fingerprint)) throw new EngineError('conflict', IDEMPOTENCY_CONFLICT_MESSAGE);
    return existing;
  }

  /**
   * A new guest order counts against its invoice e-mail and its client address (decision 815);
   * beyond either limit it is refused before anything is written, so no order and no mail.
   */
  async function takeGuestOrder(invoiceEmail: string, clientAddress: string | undefined): Promise<void> {
    const guest = options.guestLimits;
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

  return {
    /**
     * POST /api/order: places the checkout as an order. Prices on the server (orderPrice), VAT
     * by the rules, then one transaction writes the order, its positions, the address snapshots
     * and, for a guest, a GUEST customer with its contact person. The same idempotency key answers
     * with the same order; a different checkout under a used key is a conflict.
     */
    async placeOrder(ctx: RequestContext, rawInput: PlaceOrderInput, context: { clientAddress?: string | undefined } = {}): Promise<PlacedOrder> {
      const input = placeOrderInputSchema.parse(rawInput);
      if (!input.termsAccepted) throw new EngineError('invalid', [{ message: TERMS_NOT_ACCEPTED_MESSAGE, field: 'termsAccepted' }]);
      // Company closures from the settings count like holidays (docs/decisions/655-delivery-information.md).
      const closures = input.requestedDeliveryDate === null ? [] : await loadCompanyClosures(options.em());
      // The lead time of /admin/Settings (decision 784).
      const leadTime = input.requestedDeliveryDate === null ? undefined : (await loadLeadTimes(options.em()))[shopModeOf(ctx)];
      if (input.requestedDeliveryDate !== null && !isSelectableDeliveryDate(input.requestedDeliveryDate, { shopMode: shopModeOf(ctx), today: isoDateInZurich(now()), closures, leadTime })) {
        throw new EngineError('invalid', [{ message: DELIVERY_DATE_NOT_SELECTABLE_MESSAGE, params: { date: input.requestedDeliveryDate }, field: 'requestedDeliveryDate' }]);
      }
      const readEm = options.em();
      const draft = await resolveRequest(readEm, ctx, input);
      const fingerprint: OrderFingerprint = {
        customerId: ctx.customerId ?? null,
        items: input.cartItems.map((item) => itemKey(item.productId, item.quantity, item.configuration)),
        deliveryType: draft.deliveryType,
        paymentMethodId: input.paymentMethodId,
        invoiceEmail: input.invoiceEmail.toLowerCase(),
        requestedDeliveryDate: input.requestedDeliveryDate,
        invoiceAddress: addressKey(draft.invoice.snapshot),
        deliveryAddress: addressKey(draft.delivery.snapshot),
      };
      const done = (order: IOrder): PlacedOrder => ({ message: ORDER_SUBMITTED_MESSAGE, order: orderView(order, true) });
      // A retry after the first answer: no pricing, no transaction.
      const earlier = await existingForKey(input.idempotencyKey, fingerprint);
      if (earlier) return done(earlier);

      const request = await priceRequest(readEm, ctx, options.pricing, draft, PRICE_UNAVAILABLE_MESSAGE);
      // Never an order that ships for CHF 0.00 because the freight is unknown (decision 811).
      if (input.deliveryMode !== DeliveryMode.PICKUP && request.deliveryCost === null) {
        // FedEx's own reason when it could not rate the delivery (decision 745).
        throw new EngineError('invalid', [{ message: request.price.shippingCost.carrierProblem ?? FREIGHT_NOT_PRICED_MESSAGE, field: 'deliveryAddress' }]);
      }
      // The FedEx service asked for must still be offered: never another one in its place (decision 745).
      const pricedService = request.price.shippingCost.carrierRate?.serviceType;
      if (input.carrierServiceType && pricedService && pricedService !== input.carrierServiceType) {
        throw new EngineError('invalid', [{ message: CARRIER_MESSAGES['errors.fedexServiceGone'].de, field: 'carrierServiceType' }]);
      }
      if (ctx.customerId === undefined) await takeGuestOrder(input.invoiceEmail, context.clientAddress);
      let orderId: number;
      try {
        orderId = await options.em().transactional(async (em) => {
          const createdAt = now();
          const { fields, products } = await startRequest(em, ctx, request, 'shop_order', createdAt);
          const order = em.create(Order, { ...fields, formattedId: formatOrderId(fields.id, createdAt), carrierRate: request.price.shippingCost.carrierRate ?? null });
          writeCartPositions(em, { order }, request, products);
          await em.flush();
          return order.id;
        });
      } catch (error) {
        if (error instanceof UniqueConstraintViolationException || (error as { code?: unknown }).code === '23505') {
          // Another submission with this key won the race: answer with its order.
          const winner = await existingForKey(input.idempotencyKey, fingerprint);
          if (winner) return done(winner);
        }
        throw error;
      }
      const placed = (await loadOrder(options.em(), { id: orderId })) as IOrder;
      void options.events?.emit({ kind: 'order', action: 'created', id: placed.id, formattedId: placed.formattedId, customerId: placed.customer.id, change: 'placed' });
      return done(placed);
    },

    /**
     * GET /api/order: a customer's own orders (another customer's id → forbidden), any for
     * admins; newest first, filtered by createdAt between fromDate and toDate (Zurich days).
     */
    async listOrders(ctx: RequestContext, rawQuery: ListOrdersQuery = {}): Promise<OrderView[]> {
      const query = listOrdersQuerySchema.parse(rawQuery);
      // Any customer's orders: order administration only (issue 22), not any admin permission.
      const admin = mayActForCustomers(ctx, 'orders');
      if (ctx.customerId === undefined && !admin) throw new EngineError('unauthenticated', 'Bitte melden Sie sich an.');
      const customerId = admin ? query.customerId : effectiveCustomerId(ctx, query.customerId, 'orders');
      const where: FilterQuery<IOrder>[] = [];
      if (customerId !== undefined) where.push({ customer: customerId });
      if (query.id !== undefined) where.push({ id: query.id });
      if (!query.showPreparation) where.push({ orderStatusId: { $ne: OrderStatus.PREPARATION } });
      if (query.fromDate) where.push({ createdAt: { $gte: startOfZurichDay(query.fromDate) } });
      if (query.toDate) where.push({ createdAt: { $lt: startOfZurichDay(addDays(query.toDate, 1)) } });
      const orders = await options
        .em()
        .find(Order, where.length > 0 ? { $and: where } : {}, { populate: ['positions', 'positions.product', 'positions.parent', 'customer'], orderBy: { createdAt: 'desc', id: 'desc' } });
      return orders.map((order) => orderView(order, query.returnAdditionalInformation || query.id !== undefined));
    },

    /**
     * One order by id for a caller that already holds the proof (the checkout's draft cookie or a
     * signed pay-again link): no request context, so the checkout never poses as an administrator.
     * Reads as the order list reads one id (orders in preparation stay hidden).
     */
    async orderById(orderId: number): Promise<OrderView | null> {
      const order = await options
        .em()
        .findOne(Order, { id: orderId, orderStatusId: { $ne: OrderStatus.PREPARATION } }, { populate: ['positions', 'positions.product', 'positions.parent', 'customer'] });
      return order ? orderView(order, true) : null;
    },

    /**
     * PUT /api/order/:id/state (order administration, ADMIN_QUOTE): one allowed step of the
     * order's state (docs/orders.md); others are refused. A stale version → conflict.
     */
    async changeOrderState(ctx: RequestContext, id: number | string, rawInput: ChangeOrderStateInput): Promise<OrderView> {
      requirePermission(ctx, ORDER_ADMIN_PERMISSION);
      const orderId = z.coerce.number().int().positive().parse(id);
      const input = changeOrderStateInputSchema.parse(rawInput);
      const em = options.em();
      try {
        await em.transactional(async (trx) => {
          const order = await trx.findOne(Order, { id: orderId });
          if (!order) throw new EngineError('not_found', 'Der Eintrag wurde nicht gefunden.');
          if (input.version !== undefined && input.version !== order.version) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE);
          if (!canChangeOrderState(order.orderStatusId, input.orderStatusId)) {
            throw new EngineError('invalid', [
              { message: STATE_TRANSITION_MESSAGE, params: { from: statusName(order.orderStatusId), to: statusName(input.orderStatusId) }, field: 'orderStatusId' },
            ]);
          }
          order.orderStatusId = input.orderStatusId;
          await trx.flush();
        });
      } catch (error) {
        if (error instanceof OptimisticLockError) throw new EngineError('conflict', ORDER_CHANGED_MESSAGE, { cause: error });
        throw error;
      }
      const changed = (await loadOrder(options.em(), { id: orderId })) as IOrder;
      void options.events?.emit({ kind: 'order', action: 'updated', id: changed.id, formattedId: changed.formattedId, customerId: changed.customer.id, change: 'state' });
      return orderView(changed, true);
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;

/** 00:00 of a Zurich day as an instant. */
export function startOfZurichDay(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zurichInstant({ year, month, day, hour: 0, minute: 0, second: 0 });
}

