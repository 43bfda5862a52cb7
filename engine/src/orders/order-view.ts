import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { isoDateInZurich, toIsoDateOrNull, zurichInstant, type IsoDate } from '../calendar/iso-date';
import { toMoneyStringOrNull, type MoneyString } from '../money/money';
import type { CompletionState, PositionStatus } from '../requests/enums';
import { Order, type AddressSnapshot, type IOrder, type IOrderPosition } from '../requests/request.entity';
import type { RequestEvents } from '../requests/request-events';
import { orderIndicators, positionStatus } from './status';

/**
 * What every use case of orders/ reads and answers with (docs/architecture.md "Orders and
 * quotes"): the order's number, its plain view, the relations a read loads, and the texts and
 * permission the order calls share.
 */

export const ORDER_CHANGED_MESSAGE = 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu.';


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
    customer: { id: order.customer.id, kind: order.customer.kind },
    version: order.version,
    indicators: orderIndicators({ orderStatusId: order.orderStatusId, paymentStatusId: order.paymentStatusId, positions }),
  };
  if (!detailed) return view;
  return { ...view, invoiceAddress: order.invoiceAddress ?? null, deliveryAddress: order.deliveryAddress ?? null, positions: positions.map(positionView) };
}

/** Relations every order read loads (positions with product and parent, the customer). */
export const ORDER_POPULATE = ['positions', 'positions.product', 'positions.parent', 'customer'] as const;

/** What every order use case is given (bound once by createOrderService / createOrderAdminService). */
export interface OrderDeps {
  em: () => EntityManager;
  now: () => Date;
  /** Announces created, changed and deleted orders (request events, docs/decisions/654-request-events.md). */
  events?: Pick<RequestEvents, 'emit'> | undefined;
}

/** Announces an order change after its transaction committed. */
export function announceOrder(
  deps: Pick<OrderDeps, 'events'>,
  order: { id: number; formattedId: string; customerId: number },
  action: 'created' | 'updated' | 'deleted',
  change: string,
): void {
  void deps.events?.emit({ kind: 'order', action, id: order.id, formattedId: order.formattedId, customerId: order.customerId, change });
}

export async function loadOrder(em: EntityManager, where: FilterQuery<IOrder>): Promise<IOrder | null> {
  return em.findOne(Order, where, { populate: ORDER_POPULATE });
}

/** 00:00 of a Zurich day as an instant. */
export function startOfZurichDay(date: IsoDate): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zurichInstant({ year, month, day, hour: 0, minute: 0, second: 0 });
}

