import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../context';
import type { PricingService } from '../pricing/pricing-service';
import { ONLINE_PAYMENT_METHODS, PaymentStatus, PositionType, type PaymentMethod } from '../requests/enums';
import { Order, type IOrder } from '../requests/request.entity';
import {
  dateText,
  historyFilter,
  HISTORY_PAGE_SIZE,
  loadOwnOrder,
  orderHistoryQuerySchema,
  ownCustomer,
  pageOf,
  requestHistoryFields,
  type OrderHistoryQuery,
  type RequestHistoryFields,
} from './order-history-read';
import { createReorder } from './order-reorder';
import { orderIndicators } from './status';

/**
 * The buyer's order history ('Bestellungen'): the customer's own orders newest first,
 * paged and searchable by order number, own reference and date range; one order in detail with
 * readable configurations and its totals as money strings; the re-order and 'Zuletzt bestellt'
 * (order-reorder.ts). Reads only; the weekly windows of GET /api/order stay in the order service
 * (decision 650). The quotes' side ('Offerten') is quotes/quote-history.ts.
 */

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

export interface OrderHistoryDetail extends OrderHistoryRow, RequestHistoryFields {
  orderPerson: string | null;
  confirmedDeliveryDate: string | null;
  indicators: Record<'receiptConfirmation' | 'delivered' | 'invoiced' | 'payment', string>;
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

export function createOrderHistory(options: { em: () => EntityManager; pricing: Pick<PricingService, 'orderPrice'> }) {
  return {
    /** The customer's orders, newest first, one page. */
    async listOrders(ctx: RequestContext, rawQuery: OrderHistoryQuery = {}): Promise<OrderHistoryPage> {
      const customerId = ownCustomer(ctx);
      const query = orderHistoryQuerySchema.parse(rawQuery);
      const [orders, total] = await options.em().findAndCount(Order, historyFilter(customerId, query), {
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: HISTORY_PAGE_SIZE,
        offset: (query.page - 1) * HISTORY_PAGE_SIZE,
        populate: ['positions'],
      });
      const rows = orders.map((order) => toRow(order, order.positions.getItems().filter((position) => !position.storno && !position.parent && position.type === PositionType.PRODUCT).length));
      return pageOf(rows, total, query.page);
    },

    /** One of the customer's orders with positions, addresses, delivery, totals and payment state. */
    async orderDetail(ctx: RequestContext, formattedId: string): Promise<OrderHistoryDetail> {
      const em = options.em();
      const order = await loadOwnOrder(em, ctx, formattedId);
      const { visible, ...fields } = await requestHistoryFields(em, ctx, order);
      const indicators = orderIndicators({ orderStatusId: order.orderStatusId, paymentStatusId: order.paymentStatusId, positions: visible });
      return {
        ...toRow(order, visible.filter((position) => position.type === PositionType.PRODUCT).length),
        ...fields,
        orderPerson: order.orderPerson ?? null,
        confirmedDeliveryDate: dateText(order.confirmedDeliveryDate),
        indicators: { ...indicators },
      };
    },

    /** The id of one of the customer's orders (for its PDF); not_found for others'. */
    async ownOrderId(ctx: RequestContext, formattedId: string): Promise<number> {
      return (await loadOwnOrder(options.em(), ctx, formattedId)).id;
    },

    ...createReorder(options),
  };
}
export type OrderHistory = ReturnType<typeof createOrderHistory>;
