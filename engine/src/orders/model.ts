/** Orders (000 §3, §4; 001 §3, §4): placement, queries, state, admin, desk, history, mails. The browser-safe part: no Node built-ins, database or ORM below it. */
export {
  quantityIndicator,
  deliveredIndicator,
  invoicedIndicator,
  receiptConfirmationIndicator,
  paymentIndicator,
  positionBasedIndicator,
  orderDeliveredIndicator,
  orderInvoicedIndicator,
  orderIndicators,
  positionStatus,
  type PositionQuantities,
} from './status';
export { weeklyWindow, weeklyWindows, type WeeklyWindow } from './weekly-window';
export {
  ORDER_STATES,
  ORDER_STATE_TRANSITIONS,
  FINAL_STATES,
  DELETABLE_STATES,
  canChangeOrderState,
  nextOrderStates,
  isFinalOrderState,
  isDeletableOrderState,
  statusName,
  orderStatusKey,
  orderStatusLabel,
  ORDER_STATUS_LABELS_DE,
} from './order-process';
