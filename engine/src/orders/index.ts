/** Orders (000 §3, §4; 001 §3, §4): placement, queries, state, admin, desk, history, mails. Named exports only (decision 940). */
export { createOrderService, type OrderService } from './order-service';
export { ORDER_SUBMITTED_MESSAGE, TERMS_NOT_ACCEPTED_MESSAGE } from './order-placement';
export { listOrdersQuerySchema, type ListOrdersQuery } from './order-queries';
export { changeOrderStateInputSchema, type ChangeOrderStateInput } from './order-state';
export { formatOrderId, type PlacedOrder, type OrderView, type OrderPositionView } from './order-view';
export { createOrderAdminService, type OrderAdminService } from './order-admin-service';
export {
  copyOrderInputSchema,
  updateOrderInputSchema,
  orderFieldsUpdateSchema,
  newOrderPositionSchema,
  updateOrderPositionSchema,
  deleteOrderInputSchema,
  type CopyOrderInput,
  type UpdateOrderInput,
  type DeleteOrderInput,
} from './order-edit-schemas';
export { addOrderProductInputSchema, type AddOrderProductInput, type OrderPaymentBalance } from './order-products';
export { changeLine, type PositionState } from './order-change-mail';
export { deliveryInformationQuerySchema, type DeliveryInformationQuery, type DeliveryInformation } from './order-queries';
export {
  orderNotificationInputSchema,
  carrierNotificationInputSchema,
  CarrierKind,
  CARRIER_CONTACTS_SETTING_KEY,
  type OrderNotificationInput,
  type CarrierNotificationInput,
  type CarrierView,
  type NotificationResult,
} from './order-notifications';
export { createOrderMails, type OrderMails } from './order-mails';
export {
  createOrderDesk,
  deliveryWeekOf,
  mondayOf,
  orderGridQuerySchema,
  ORDER_GRID_SORT_KEYS,
  ORDER_GRID_PAGE_SIZES,
  type OrderDesk,
  type OrderGridQuery,
  type OrderGridRow,
  type OrderGridPage,
  type DeskSummary,
  truckCapacityQuerySchema,
  type TruckCapacityQuery,
} from './order-desk';
export { ONLINE_PAYMENT_FILTERS, ONLINE_PAYMENT_STATES, loadOnlinePayments, type OnlinePaymentFilter, type OnlinePaymentState, type OnlinePaymentSummary } from './order-online-payments';
export { loadTruckCapacity, type TruckCapacity, type TruckCapacityDay, type TruckCapacityOrder } from './truck-capacity';
export { orderHistoryQuerySchema, HISTORY_PAGE_SIZE, type OrderHistoryQuery, type HistoryPosition, type GoodsTotals, type RequestHistoryFields } from './order-history-read';
export { type OrderHistory, type OrderHistoryPage, type OrderHistoryRow, type OrderHistoryDetail } from './order-history';
export { type ReorderPlan, type ReorderLine, type RecentProduct } from './order-reorder';
export * from './model';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export {
  carrierListResponse,
  carrierNotificationResponse,
  deliveryInformationResponse,
  notificationResponse,
  orderListResponse,
  orderResponse,
  orderSummaryResponse,
  orderedQuoteResponse,
  placedOrderResponse,
} from './answer-schemas';
