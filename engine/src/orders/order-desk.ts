import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { evaluateGuard, GUARDS, requireGuard } from '../auth/permissions';
import { addDays, dayOfWeek, isIsoDate, todayInZurich, type IsoDate } from '../calendar/iso-date';
import type { RequestContext } from '../context';
import { EngineError, notFoundError } from '../errors';
import { sumMoney, toMoneyString, toMoneyStringOrNull, type MoneyString } from '../money/money';
import type { CompletionState} from '../requests/enums';
import { ONLINE_PAYMENT_METHODS, OrderStatus, PaymentMethod, PaymentStatus } from '../requests/enums';
import { ONLINE_PAYMENT_FILTERS, loadOnlinePayments, orderIdsByNewestAttempt, type OnlinePaymentSummary } from './order-online-payments';
import { DELIVERY_TYPES } from '../shipping/delivery';
import { dateString, startOfZurichDay } from './order-view';
import { Order, OrderPosition, Quote, type IOrder } from '../requests/request.entity';
import { orderIndicators, type PositionQuantities } from './status';
import type { OrderMails } from './order-mails';
import { loadTruckCapacity, type TruckCapacity } from './truck-capacity';
import { likeTerm } from '../db/like';
import { choiceInput, integerInput } from '../validation/numbers';
import { idSchema } from '../validation/ids';

/**
 * The back office's order desk: what needs attention today and the orders grid,
 * paged, sorted and filtered in SQL from the URL's search params. Reads only; the changes go
 * through the order and order-admin services. Decisions: docs/decisions/780–799.
 */

/** Columns the orders grid sorts by (URL `sort=<key>` or `sort=-<key>` for descending). */
export const ORDER_GRID_SORT_KEYS = ['createdAt', 'formattedId', 'grandTotal', 'requestedDeliveryDate', 'confirmedDeliveryDate', 'orderStatusId', 'paymentStatusId', 'name'] as const;
export type OrderGridSortKey = (typeof ORDER_GRID_SORT_KEYS)[number];

/** Rows per page the grid offers. */
export const ORDER_GRID_PAGE_SIZES = [25, 50, 100] as const;

const optionalInt = (values?: readonly number[]) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    values
      ? choiceInput(values).optional()
      : idSchema.optional(),
  );
const optionalDate = z.preprocess((value) => (value === '' || value === null ? undefined : value), z.string().refine(isIsoDate, { message: 'validation.date' }).optional());

/** The orders grid's URL search params (all optional; a bookmark reloads the same view). */
export const orderGridQuerySchema = z
  .object({
    page: z.preprocess((value) => (value === '' || value === null ? undefined : value), integerInput((n) => n.min(1).max(100_000)).default(1)),
    size: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      choiceInput(ORDER_GRID_PAGE_SIZES).default(25),
    ),
    sort: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .string()
        .refine((value) => (ORDER_GRID_SORT_KEYS as readonly string[]).includes(value.replace(/^-/, '')), { message: 'validation.choice' })
        .default('-createdAt'),
    ),
    status: optionalInt(Object.values(OrderStatus)),
    paymentStatus: optionalInt(Object.values(PaymentStatus)),
    paymentMethod: optionalInt(Object.values(PaymentMethod)),
    deliveryType: optionalInt(DELIVERY_TYPES),
    customer: optionalInt(),
    /** The fate of an open online payment (decision 1152): none, pending, declined, abandoned. */
    onlinePayment: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(ONLINE_PAYMENT_FILTERS, { message: 'validation.choice' }).optional()),
    /** Created on or after (Zurich day). */
    from: optionalDate,
    /** Created on or before (Zurich day). */
    to: optionalDate,
    /** Text on the order number, the reference and the invoice or delivery name. */
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : undefined), z.string().max(100).optional()),
  })
  .strip();
export type OrderGridQuery = z.input<typeof orderGridQuerySchema>;
export type ParsedOrderGridQuery = z.output<typeof orderGridQuerySchema>;

/** The truck capacity screen's URL search params: the Monday to start at and how many weeks. */
export const truckCapacityQuerySchema = z
  .object({
    from: optionalDate,
    weeks: z.preprocess((value) => (value === '' || value === null ? undefined : value), integerInput((n) => n.min(1).max(8)).default(3)),
  })
  .strip();
export type TruckCapacityQuery = z.input<typeof truckCapacityQuerySchema>;

export interface OrderGridRow {
  id: number;
  formattedId: string;
  createdAt: string;
  customerId: number;
  customerKind: string;
  /** The invoice address's name (as ordered). */
  name: string | null;
  city: string | null;
  orderReference: string | null;
  orderStatusId: number;
  paymentStatusId: number;
  paymentMethodId: number | null;
  deliveryType: number | null;
  requestedDeliveryDate: IsoDate | null;
  confirmedDeliveryDate: IsoDate | null;
  grandTotal: MoneyString | null;
  indicators: { receiptConfirmation: CompletionState; delivered: CompletionState; invoiced: CompletionState; payment: CompletionState };
  /** An online payment's fate (decision 1152); null for invoice and prepayment. */
  onlinePayment: OnlinePaymentSummary | null;
  version: number;
}

export interface OrderGridPage {
  rows: OrderGridRow[];
  total: number;
  page: number;
  size: number;
  pages: number;
  sort: string;
}

export interface DeskSummary {
  /** Orders placed and not yet taken into preparation. */
  newOrders: number | null;
  /** Quote requests not yet sent to the customer. */
  openQuoteRequests: number | null;
  /** Invoice and prepayment orders not yet paid (cancelled ones left out), and their amount. */
  openPayments: { count: number; amount: MoneyString } | null;
  /**
   * Truck deliveries of the delivery week (Monday–Friday; on Saturday and Sunday the coming one,
   * `coming: true`) against the fleet's pallet places.
   */
  deliveryWeek: (TruckCapacity & { coming: boolean }) | null;
}

export interface OrderDeskOptions {
  em: () => EntityManager;
  now?: () => Date;
  /** Sends the order confirmation (with the PDF) once per claim; re-sending releases the claim first. */
  orderMails?: Pick<OrderMails, 'sendOrderConfirmation'>;
}

/** The Monday of the Zurich week of a date. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, -((dayOfWeek(date) + 6) % 7));
}

/**
 * The Monday of the delivery week of a day: its own week from Monday to Friday; on Saturday and
 * Sunday, when no delivery of the week is left, the coming one (decision 1085).
 */
export function deliveryWeekOf(date: IsoDate): IsoDate {
  const weekend = dayOfWeek(date) === 0 || dayOfWeek(date) === 6;
  return addDays(mondayOf(date), weekend ? 7 : 0);
}

/** The columns every back-office grid row of an order or a quote starts with. */
export function requestRowHead(request: Pick<IOrder, 'id' | 'formattedId' | 'createdAt' | 'invoiceAddress' | 'grandTotal'> & { customer: { id: number; kind: string } }) {
  return {
    id: request.id,
    formattedId: request.formattedId,
    createdAt: request.createdAt.toISOString(),
    customerId: request.customer.id,
    customerKind: request.customer.kind,
    name: request.invoiceAddress?.name ?? null,
    city: request.invoiceAddress?.city ?? null,
    grandTotal: toMoneyStringOrNull(request.grandTotal ?? null),
  };
}

export function createOrderDesk(options: OrderDeskOptions) {
  const now = options.now ?? (() => new Date());

  async function whereOf(em: EntityManager, query: ParsedOrderGridQuery): Promise<FilterQuery<IOrder>> {
    const where: FilterQuery<IOrder>[] = [];
    if (query.onlinePayment !== undefined) {
      // Open online orders only: a paid one has no payment fate left to watch.
      where.push({ paymentMethodId: { $in: [...ONLINE_PAYMENT_METHODS] }, paymentStatusId: PaymentStatus.OPEN });
      if (query.onlinePayment === 'none') {
        const attempted = await orderIdsByNewestAttempt(em, 'any');
        if (attempted.length > 0) where.push({ id: { $nin: attempted } });
      } else {
        where.push({ id: { $in: await orderIdsByNewestAttempt(em, query.onlinePayment) } });
      }
    }
    if (query.status !== undefined) where.push({ orderStatusId: query.status });
    if (query.paymentStatus !== undefined) where.push({ paymentStatusId: query.paymentStatus });
    if (query.paymentMethod !== undefined) where.push({ paymentMethodId: query.paymentMethod });
    if (query.deliveryType !== undefined) where.push({ deliveryType: query.deliveryType });
    if (query.customer !== undefined) where.push({ customer: query.customer });
    if (query.from) where.push({ createdAt: { $gte: startOfZurichDay(query.from) } });
    if (query.to) where.push({ createdAt: { $lt: startOfZurichDay(addDays(query.to, 1)) } });
    if (query.q) {
      const term = likeTerm(query.q);
      where.push({
        $or: [
          { formattedId: { $ilike: term } },
          { orderReference: { $ilike: term } },
          { invoiceEmail: { $ilike: term } },
          { invoiceAddress: { name: { $ilike: term } } },
          { deliveryAddress: { name: { $ilike: term } } },
        ],
      } as FilterQuery<IOrder>);
    }
    return where.length > 0 ? { $and: where } : {};
  }

  function orderByOf(sort: string): Record<string, unknown> {
    const direction = sort.startsWith('-') ? 'desc' : 'asc';
    const key = sort.replace(/^-/, '') as OrderGridSortKey;
    const nulls = direction === 'desc' ? 'desc nulls last' : 'asc nulls last';
    switch (key) {
      case 'name':
        return { invoiceAddress: { name: nulls } };
      case 'grandTotal':
      case 'requestedDeliveryDate':
      case 'confirmedDeliveryDate':
        return { [key]: nulls };
      default:
        return { [key]: direction };
    }
  }

  return {
    /**
     * Sends the order confirmation again (the back office's "re-send"), with the current PDF, to
     * the order's invoice e-mail and the shop's copy (ADMIN_QUOTE).
     */
    async resendConfirmation(ctx: RequestContext, id: number): Promise<{ message: string }> {
      requireGuard(ctx, 'orderDesk');
      if (!options.orderMails) throw new EngineError('unavailable', 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.');
      const orderMails = options.orderMails;
      // Released and written again in one transaction (decision 870): a failure leaves it as it was.
      await options.em().transactional(async (em) => {
        if ((await em.count(Order, { id })) === 0) throw notFoundError();
        await em.nativeUpdate(Order, { id }, { confirmationSentAt: null });
        await orderMails.sendOrderConfirmation(id, em as EntityManager);
      });
      return { message: 'Ausgeführt' };
    },

    /**
     * One page of the orders grid (ADMIN_QUOTE): filters and sort in SQL, then the page's
     * positions in one more query for the completion indicators.
     */
    async orderGrid(ctx: RequestContext, rawQuery: OrderGridQuery = {}): Promise<OrderGridPage> {
      requireGuard(ctx, 'orderDesk');
      const query = orderGridQuerySchema.parse(rawQuery);
      const em = options.em();
      const [orders, total] = await em.findAndCount(Order, await whereOf(em, query), {
        orderBy: [orderByOf(query.sort), { id: query.sort.startsWith('-') ? 'desc' : 'asc' }] as never,
        limit: query.size,
        offset: (query.page - 1) * query.size,
        populate: ['customer'],
      });
      const ids = orders.map((order) => order.id);
      const positions =
        ids.length === 0
          ? []
          : await em.find(OrderPosition, { order: { $in: ids } }, { fields: ['id', 'order', 'type', 'quantity', 'quantityDelivered', 'quantityInvoiced'] });
      const byOrder = new Map<number, PositionQuantities[]>();
      for (const position of positions) {
        const orderId = position.order?.id;
        if (orderId === undefined) continue;
        const list = byOrder.get(orderId) ?? [];
        list.push(position);
        byOrder.set(orderId, list);
      }
      const online = await loadOnlinePayments(em, orders.filter((order) => ONLINE_PAYMENT_METHODS.includes(order.paymentMethodId as PaymentMethod)).map((order) => order.id));
      return {
        rows: orders.map((order) => ({
          ...requestRowHead(order),
          orderReference: order.orderReference ?? null,
          orderStatusId: order.orderStatusId,
          paymentStatusId: order.paymentStatusId,
          paymentMethodId: order.paymentMethodId ?? null,
          deliveryType: order.deliveryType ?? null,
          requestedDeliveryDate: dateString(order.requestedDeliveryDate),
          confirmedDeliveryDate: dateString(order.confirmedDeliveryDate),
          indicators: orderIndicators({ orderStatusId: order.orderStatusId, paymentStatusId: order.paymentStatusId, positions: byOrder.get(order.id) ?? [] }),
          onlinePayment: online.get(order.id) ?? null,
          version: order.version,
        })),
        total,
        page: query.page,
        size: query.size,
        pages: Math.max(1, Math.ceil(total / query.size)),
        sort: query.sort,
      };
    },

    /**
     * Truck capacity of the coming weeks (ADMIN_QUOTE): per working day the pallet places the
     * truck orders plan against the fleet's places; from the Monday of `from` (default: this week).
     */
    async truckCapacity(ctx: RequestContext, rawQuery: TruckCapacityQuery = {}): Promise<TruckCapacity> {
      requireGuard(ctx, 'orderDesk');
      const query = truckCapacityQuerySchema.parse(rawQuery);
      const monday = query.from ? mondayOf(query.from) : deliveryWeekOf(todayInZurich(now()));
      return loadTruckCapacity(options.em(), { from: monday, to: addDays(monday, query.weeks * 7 - 3) }, todayInZurich(now()));
    },

    /**
     * What needs attention (the /admin index). Each part is there only for a caller allowed to
     * see it (null otherwise); any admin permission opens the page.
     */
    async summary(ctx: RequestContext): Promise<DeskSummary> {
      requireGuard(ctx, 'anyAdmin');
      if (evaluateGuard(GUARDS.orderDesk, ctx) !== 'ok') return { newOrders: null, openQuoteRequests: null, openPayments: null, deliveryWeek: null };
      const em = options.em();
      const newOrders = await em.count(Order, { orderStatusId: OrderStatus.PLACED });
      const openQuoteRequests = await em.count(Quote, { sentToCustomer: false, order: null });
      const unpaid = await em.find(
        Order,
        { paymentStatusId: PaymentStatus.OPEN, paymentMethodId: { $in: [PaymentMethod.INVOICE, PaymentMethod.PREPAYMENT] }, orderStatusId: { $ne: OrderStatus.CANCELED } },
        { fields: ['id', 'grandTotal'] },
      );
      const today = todayInZurich(now());
      const monday = deliveryWeekOf(today);
      const deliveryWeek = { ...(await loadTruckCapacity(em, { from: monday, to: addDays(monday, 4) }, today)), coming: monday > today };
      return {
        newOrders,
        openQuoteRequests,
        openPayments: { count: unpaid.length, amount: toMoneyString(sumMoney(unpaid.map((order) => order.grandTotal ?? '0'))) },
        deliveryWeek,
      };
    },
  };
}
export type OrderDesk = ReturnType<typeof createOrderDesk>;
