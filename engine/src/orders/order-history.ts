import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { localizedText, type CatalogueTranslations } from '../catalog/catalogue-translations';
import { displayConfiguration, type DisplayedProperty } from '../catalog/configuration-display';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { addDays, isIsoDate, isoDateInZurich, zurichInstant } from '../calendar/iso-date';
import type { PricingService } from '../pricing/pricing-service';
import { ONLINE_PAYMENT_METHODS, PaymentStatus, PositionType, type PaymentMethod } from '../requests/enums';
import { Order, Quote, type AddressSnapshot, type IOrder, type IOrderPosition, type IQuote } from '../requests/request.entity';
import { visibleToCustomer } from '../requests/sub-position-visibility';
import { orderIndicators, positionStatus } from './status';

/**
 * The buyer's order history (issue 20, 'Bestellungen' and 'Offerten'): the customer's own orders
 * newest first, paged and searchable by order number, own reference and date range; one order in
 * detail with readable configurations; a re-order at today's prices that says what changed.
 * Reads only; the weekly windows of GET /api/order stay in the order service (decision 650).
 */

export const HISTORY_PAGE_SIZE = 20;

const isoDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value), 'validation.date')
  .optional()
  .transform((value) => (value ? value : undefined));

/** The history's search: page from 1, free text over order number and own reference, date range (inclusive, Zurich days). */
export const orderHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  q: z.string().trim().max(100).optional().transform((value) => (value ? value : undefined)),
  from: isoDate,
  to: isoDate,
});
export type OrderHistoryQuery = z.input<typeof orderHistoryQuerySchema>;

export interface OrderHistoryRow {
  id: number;
  formattedId: string;
  createdAt: string;
  /** The buyer's own reference of the order ('Ihre Referenz'). */
  orderReference: string | null;
  orderStatusId: number;
  paymentStatusId: number;
  paymentMethodId: number | null;
  grandTotal: string | null;
  positionCount: number;
  /** An online payment still open: the page offers 'Jetzt bezahlen'. */
  payable: boolean;
}

export interface OrderHistoryPage {
  rows: OrderHistoryRow[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
}

export interface HistoryPosition {
  id: number;
  parentId: number | null;
  type: string;
  name: string;
  articleNumber: string | null;
  productId: number | null;
  quantity: number;
  quantityDelivered: number | null;
  pricePerOne: string | null;
  configuration: Record<string, string>;
  /** The configuration in words, in the reader's language. */
  properties: DisplayedProperty[];
  customerRef: string | null;
  status: string | null;
}

export interface OrderHistoryDetail extends OrderHistoryRow {
  comment: string | null;
  orderPerson: string | null;
  invoiceEmail: string | null;
  invoiceAddress: AddressSnapshot | null;
  deliveryAddress: AddressSnapshot | null;
  deliveryType: number | null;
  requestedDeliveryDate: string | null;
  confirmedDeliveryDate: string | null;
  pickupSlot: string | null;
  deliveryCost: string | null;
  discount: string;
  total: string | null;
  vatAmount: string | null;
  vatRate: string;
  hasVat: boolean;
  indicators: Record<'receiptConfirmation' | 'delivered' | 'invoiced' | 'payment', string>;
  positions: HistoryPosition[];
}

/** One line of a re-order: into the cart as it was ordered, priced today. */
export interface ReorderLine {
  productId: number;
  name: string;
  articleNumber: string;
  configuration: Record<string, string>;
  quantity: number;
  customerRef: string | null;
  /** Price per piece on the order. */
  orderedPricePerOne: string | null;
  /** Price per piece today for this customer; null when the product has no price today. */
  pricePerOne: string | null;
}

export interface RecentProduct {
  productId: number;
  name: string;
  translations: CatalogueTranslations | null;
  articleNumber: string;
  configuration: Record<string, string>;
  properties: DisplayedProperty[];
  /** Quantity of the latest order of it. */
  quantity: number;
  lastOrderedAt: string;
  formattedId: string;
  timesOrdered: number;
}

export interface ReorderPlan {
  formattedId: string;
  lines: ReorderLine[];
  /** Positions that cannot be ordered again (product gone or no longer offered), by name. */
  unavailable: string[];
}

const dateText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoDateInZurich(value);
  return String(value).slice(0, 10);
};

function startOfZurichDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zurichInstant({ year, month, day, hour: 0, minute: 0, second: 0 });
}

function ownCustomer(ctx: RequestContext): number {
  if (ctx.customerId === undefined) throw new EngineError('unauthenticated', 'Bitte melden Sie sich an.');
  return ctx.customerId;
}

function isPayable(order: Pick<IOrder, 'paymentMethodId' | 'paymentStatusId' | 'orderStatusId'>): boolean {
  return (
    order.paymentStatusId === PaymentStatus.OPEN &&
    order.orderStatusId !== 6 &&
    order.paymentMethodId !== null &&
    order.paymentMethodId !== undefined &&
    ONLINE_PAYMENT_METHODS.includes(order.paymentMethodId as PaymentMethod)
  );
}

function toRow(order: IOrder, positionCount: number): OrderHistoryRow {
  return {
    id: order.id,
    formattedId: order.formattedId,
    createdAt: new Date(order.createdAt).toISOString(),
    orderReference: order.orderReference ?? null,
    orderStatusId: order.orderStatusId,
    paymentStatusId: order.paymentStatusId,
    paymentMethodId: order.paymentMethodId ?? null,
    grandTotal: order.grandTotal ?? null,
    positionCount,
    payable: isPayable(order),
  };
}

/**
 * A position's name in the reader's language: the product's translation while the position
 * still carries the product's German name (the order keeps German for the back office); a name
 * changed on the order stays as it is (issue 20 item 3).
 */
function positionName(position: IOrderPosition, ctx: RequestContext): string {
  const product = position.product;
  if (!product || !('translations' in product) || product.name !== position.name) return position.name;
  return localizedText(position.name, product.translations ?? null, ctx.locale, 'name');
}

function toPosition(position: IOrderPosition, ctx: RequestContext): HistoryPosition {
  const configuration = position.configuration ?? {};
  return {
    id: position.id,
    parentId: position.parent ? position.parent.id : null,
    type: position.type,
    name: positionName(position, ctx),
    articleNumber: position.product?.articleNumber ?? null,
    productId: position.product?.id ?? null,
    quantity: position.quantity,
    quantityDelivered: position.quantityDelivered ?? null,
    pricePerOne: position.pricePerOne ?? null,
    configuration,
    properties: displayConfiguration(configuration, ctx.locale),
    customerRef: position.customerRef ?? null,
    status: positionStatus(position),
  };
}

/** The filter of a customer's orders for a search. */
function historyFilter(customerId: number, query: z.output<typeof orderHistoryQuerySchema>): FilterQuery<IOrder> {
  const where: Record<string, unknown> = { customer: customerId };
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    where.$or = [{ formattedId: { $ilike: pattern } }, { orderReference: { $ilike: pattern } }];
  }
  const createdAt: Record<string, Date> = {};
  if (query.from) createdAt.$gte = startOfZurichDay(query.from);
  if (query.to) createdAt.$lt = startOfZurichDay(addDays(query.to, 1));
  if (Object.keys(createdAt).length > 0) where.createdAt = createdAt;
  return where as FilterQuery<IOrder>;
}

export function createOrderHistory(options: { em: () => EntityManager; pricing: Pick<PricingService, 'orderPrice'> }) {
  async function loadOwnOrder(em: EntityManager, ctx: RequestContext, formattedId: string): Promise<IOrder> {
    const customerId = ownCustomer(ctx);
    const order = await em.findOne(Order, { formattedId, customer: customerId }, { populate: ['positions', 'positions.product', 'positions.parent'] });
    // Another customer's order reads as missing: its number says nothing to a stranger.
    if (!order) throw new EngineError('not_found', 'Die Bestellung wurde nicht gefunden.');
    return order;
  }

  return {
    /** The customer's orders, newest first, one page. */
    async listOrders(ctx: RequestContext, rawQuery: OrderHistoryQuery = {}): Promise<OrderHistoryPage> {
      const customerId = ownCustomer(ctx);
      const query = orderHistoryQuerySchema.parse(rawQuery);
      const em = options.em();
      const [orders, total] = await em.findAndCount(Order, historyFilter(customerId, query), {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: HISTORY_PAGE_SIZE,
        offset: (query.page - 1) * HISTORY_PAGE_SIZE,
        populate: ['positions'],
      });
      return {
        rows: orders.map((order) => toRow(order, order.positions.getItems().filter((position) => !position.storno && !position.parent && position.type === PositionType.PRODUCT).length)),
        total,
        page: query.page,
        pageSize: HISTORY_PAGE_SIZE,
        pageCount: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
      };
    },

    /** One of the customer's orders with positions, addresses, delivery, totals and payment state. */
    async orderDetail(ctx: RequestContext, formattedId: string): Promise<OrderHistoryDetail> {
      const em = options.em();
      const order = await loadOwnOrder(em, ctx, formattedId);
      // Sub-positions staff hid with the group's toggle stay internal (R001-4.17).
      const positions = visibleToCustomer(order.positions.getItems().filter((position) => !position.storno));
      const indicators = orderIndicators({ orderStatusId: order.orderStatusId, paymentStatusId: order.paymentStatusId, positions });
      return {
        ...toRow(order, positions.filter((position) => position.type === PositionType.PRODUCT).length),
        comment: order.comment ?? null,
        orderPerson: order.orderPerson ?? null,
        invoiceEmail: order.invoiceEmail ?? null,
        invoiceAddress: order.invoiceAddress ?? null,
        deliveryAddress: order.deliveryAddress ?? null,
        deliveryType: order.deliveryType ?? null,
        requestedDeliveryDate: dateText(order.requestedDeliveryDate),
        confirmedDeliveryDate: dateText(order.confirmedDeliveryDate),
        pickupSlot: order.pickupSlot ?? null,
        deliveryCost: order.deliveryCost ?? null,
        discount: order.discount,
        total: order.total ?? null,
        vatAmount: order.vatAmount ?? null,
        vatRate: order.vatRate,
        hasVat: order.hasVat,
        indicators: { ...indicators },
        positions: positions.map((position) => toPosition(position, ctx)),
      };
    },

    /** The id of one of the customer's orders (for its PDF); not_found for others'. */
    async ownOrderId(ctx: RequestContext, formattedId: string): Promise<number> {
      return (await loadOwnOrder(options.em(), ctx, formattedId)).id;
    },

    /**
     * 'Nochmals bestellen': the order's product lines as cart lines at today's prices, with the
     * price each had on the order, and the positions that cannot be ordered again.
     */
    async reorder(ctx: RequestContext, formattedId: string): Promise<ReorderPlan> {
      const em = options.em();
      const order = await loadOwnOrder(em, ctx, formattedId);
      const unavailable: string[] = [];
      const candidates = order.positions
        .getItems()
        .filter((position) => !position.storno && !position.parent && position.type === PositionType.PRODUCT);
      const lines: ReorderLine[] = [];
      for (const position of candidates) {
        const product = position.product;
        if (!product || product.deletedAt || !product.published) {
          unavailable.push(position.name);
          continue;
        }
        lines.push({
          productId: product.id,
          name: product.name,
          articleNumber: product.articleNumber,
          configuration: { ...(position.configuration ?? {}) },
          quantity: position.quantity,
          customerRef: position.customerRef ?? null,
          orderedPricePerOne: position.pricePerOne ?? null,
          pricePerOne: null,
        });
      }
      if (lines.length > 0) {
        try {
          const answer = await options.pricing.orderPrice(ctx, {
            cartItems: lines.map((line) => ({ productId: line.productId, quantity: line.quantity, configuration: line.configuration })),
          });
          answer.cartPrice.items.forEach((item, index) => {
            const line = lines[index];
            if (line && item.available) line.pricePerOne = item.pricePerOne ?? null;
          });
        } catch (error) {
          // A configuration today's rules refuse is still re-ordered; the cart then names the problem.
          if (!EngineError.is(error) || error.kind !== 'invalid') throw error;
        }
      }
      return { formattedId: order.formattedId, lines, unavailable };
    },

    /**
     * 'Zuletzt bestellt': the products of the customer's last 20 orders, each once (by product and
     * configuration), newest first, with the last quantity, the order it was in and how often.
     */
    async recentProducts(ctx: RequestContext): Promise<RecentProduct[]> {
      const customerId = ownCustomer(ctx);
      const em = options.em();
      const orders = await em.find(Order, { customer: customerId, orderStatusId: { $ne: 6 } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 20, populate: ['positions', 'positions.product'] });
      const seen = new Map<string, RecentProduct>();
      for (const order of orders) {
        for (const position of order.positions.getItems()) {
          const product = position.product;
          if (position.storno || position.parent || position.type !== PositionType.PRODUCT || !product || product.deletedAt || !product.published) continue;
          const configuration = position.configuration ?? {};
          const key = `${product.id}|${JSON.stringify(Object.entries(configuration).sort())}`;
          const known = seen.get(key);
          if (known) {
            known.timesOrdered += 1;
            continue;
          }
          seen.set(key, {
            productId: product.id,
            name: product.name,
            translations: product.translations ?? null,
            articleNumber: product.articleNumber,
            configuration: { ...configuration },
            properties: displayConfiguration(configuration, ctx.locale),
            quantity: position.quantity,
            lastOrderedAt: new Date(order.createdAt).toISOString(),
            formattedId: order.formattedId,
            timesOrdered: 1,
          });
        }
      }
      return [...seen.values()];
    },

    /** The customer's quotes ('Offerten'), newest first, one page; searchable like orders. */
    async listQuotes(ctx: RequestContext, rawQuery: OrderHistoryQuery = {}) {
      const customerId = ownCustomer(ctx);
      const query = orderHistoryQuerySchema.parse(rawQuery);
      const em = options.em();
      const [quotes, total] = await em.findAndCount(Quote, historyFilter(customerId, query) as FilterQuery<IQuote>, {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: HISTORY_PAGE_SIZE,
        offset: (query.page - 1) * HISTORY_PAGE_SIZE,
      });
      return {
        rows: quotes.map((quote) => ({
          id: quote.id,
          formattedId: quote.formattedId,
          createdAt: new Date(quote.createdAt).toISOString(),
          orderReference: quote.orderReference ?? null,
          grandTotal: quote.finalPrice ?? quote.grandTotal ?? null,
          sentToCustomer: quote.sentToCustomer,
          ordered: quote.order !== null && quote.order !== undefined,
          validityDuration: quote.validityDuration,
          uuid: quote.uuid,
        })),
        total,
        page: query.page,
        pageSize: HISTORY_PAGE_SIZE,
        pageCount: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
      };
    },
  };
}
export type OrderHistory = ReturnType<typeof createOrderHistory>;
