import { CompletionState, OrderStatus, PaymentStatus, PositionStatus, PositionType } from '../requests/enums';

/**
 * Derived order states (000 §4, 001 §4): completion indicators of an order and the status of a
 * position. Pure functions of the stored quantities and status ids.
 */

/** The fields of a position the derivations read. */
export interface PositionQuantities {
  type?: string | null | undefined;
  quantity: number;
  quantityDelivered?: number | null | undefined;
  quantityInvoiced?: number | null | undefined;
}

/**
 * One quantity indicator: OPEN when `done` is empty or 0, PARTIAL when the quantity exceeds it,
 * otherwise COMPLETE (000 §4).
 */
export function quantityIndicator(quantity: number, done: number | null | undefined): CompletionState {
  if (done === null || done === undefined || done === 0) return CompletionState.OPEN;
  if (quantity > done) return CompletionState.PARTIAL;
  return CompletionState.COMPLETE;
}

/** Delivered indicator of a position, from quantityDelivered. */
export function deliveredIndicator(position: PositionQuantities): CompletionState {
  return quantityIndicator(position.quantity, position.quantityDelivered);
}

/** Invoiced indicator of a position, from quantityInvoiced. */
export function invoicedIndicator(position: PositionQuantities): CompletionState {
  return quantityIndicator(position.quantity, position.quantityInvoiced);
}

/** Receipt confirmation: OPEN while the order is in preparation, otherwise COMPLETE. */
export function receiptConfirmationIndicator(orderStatusId: number): CompletionState {
  return orderStatusId === OrderStatus.PREPARATION ? CompletionState.OPEN : CompletionState.COMPLETE;
}

/** Card/postal payment: OPEN while the payment status is open, otherwise COMPLETE. */
export function paymentIndicator(paymentStatusId: number): CompletionState {
  return paymentStatusId === PaymentStatus.OPEN ? CompletionState.OPEN : CompletionState.COMPLETE;
}

/**
 * An order-level indicator over its positions: OPEN with no positions, PARTIAL when the
 * positions' states differ, otherwise the state they share.
 */
export function positionBasedIndicator<P>(positions: readonly P[], indicator: (position: P) => CompletionState): CompletionState {
  const [first, ...rest] = positions.map(indicator);
  if (first === undefined) return CompletionState.OPEN;
  return rest.every((state) => state === first) ? first : CompletionState.PARTIAL;
}

/** Delivered indicator of an order. */
export function orderDeliveredIndicator(positions: readonly PositionQuantities[]): CompletionState {
  return positionBasedIndicator(positions, deliveredIndicator);
}

/** Invoiced indicator of an order. */
export function orderInvoicedIndicator(positions: readonly PositionQuantities[]): CompletionState {
  return positionBasedIndicator(positions, invoicedIndicator);
}

/** All four indicators of an order, for grids and tooltips. */
export function orderIndicators(order: {
  orderStatusId: number;
  paymentStatusId: number;
  positions: readonly PositionQuantities[];
}): { receiptConfirmation: CompletionState; delivered: CompletionState; invoiced: CompletionState; payment: CompletionState } {
  return {
    receiptConfirmation: receiptConfirmationIndicator(order.orderStatusId),
    delivered: orderDeliveredIndicator(order.positions),
    invoiced: orderInvoicedIndicator(order.positions),
    payment: paymentIndicator(order.paymentStatusId),
  };
}

/**
 * Status of a position (000 §4, 001 §4). Invoicing wins over delivery: a position with anything
 * invoiced is partly invoiced or invoiced whatever was delivered. Composite positions have none
 * (null). Quantities at or above the ordered quantity count as the whole.
 */
export function positionStatus(position: PositionQuantities): PositionStatus | null {
  if (position.type === PositionType.COMPOSITE) return null;
  const delivered = position.quantityDelivered ?? 0;
  const invoiced = position.quantityInvoiced ?? 0;
  if (invoiced > 0) return invoiced >= position.quantity ? PositionStatus.INVOICED : PositionStatus.PARTLY_INVOICED;
  if (delivered > 0) return delivered >= position.quantity ? PositionStatus.DELIVERED : PositionStatus.PARTLY_DELIVERED;
  return PositionStatus.OPEN;
}
