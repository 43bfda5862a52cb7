import { translateMessage } from '../i18n/translate';
import type { Locale } from '../i18n/locales';
import { OrderStatus, enumKeyOf } from '../requests/enums';

/**
 * The order process in one place (docs/orders.md, decision 1135), as Vendure's default order
 * process: the states (000 §4, 001 §4 — the ids live in requests/enums, the vocabulary the cart
 * and the price call share), which step may follow which, the final states, the states in which an
 * order may be deleted, and each state's name in the reader's language. Browser-safe: the back
 * office and the account pages read their labels from here, never from a table of raw ids.
 */

export { OrderStatus };

/** The states in the order a shopper and staff see them pass. */
export const ORDER_STATES: readonly OrderStatus[] = [
  OrderStatus.PLACED,
  OrderStatus.PREPARATION,
  OrderStatus.SENT,
  OrderStatus.DELIVERED,
  OrderStatus.INVOICED,
  OrderStatus.CANCELED,
];

/** Allowed order state changes (docs/orders.md); INVOICED and CANCELED are final. */
export const ORDER_STATE_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [OrderStatus.PLACED]: [OrderStatus.PREPARATION, OrderStatus.CANCELED],
  [OrderStatus.PREPARATION]: [OrderStatus.SENT, OrderStatus.CANCELED],
  [OrderStatus.SENT]: [OrderStatus.DELIVERED, OrderStatus.CANCELED],
  [OrderStatus.DELIVERED]: [OrderStatus.INVOICED, OrderStatus.CANCELED],
  [OrderStatus.INVOICED]: [],
  [OrderStatus.CANCELED]: [],
};

/** States in which an order is final: no more changes (docs/decisions/652-order-update.md). */
export const FINAL_STATES: readonly number[] = [OrderStatus.INVOICED, OrderStatus.CANCELED];

/** States in which an order may be deleted (docs/decisions/653-order-delete.md). */
export const DELETABLE_STATES: readonly number[] = [OrderStatus.PLACED, OrderStatus.CANCELED];

export function canChangeOrderState(from: number, to: number): boolean {
  return (ORDER_STATE_TRANSITIONS[from as OrderStatus] ?? []).includes(to as OrderStatus);
}

/** The states an order in `from` may take next (the desk's state select). */
export function nextOrderStates(from: number): OrderStatus[] {
  return [...(ORDER_STATE_TRANSITIONS[from as OrderStatus] ?? [])];
}

export const isFinalOrderState = (id: number): boolean => FINAL_STATES.includes(id);
export const isDeletableOrderState = (id: number): boolean => DELETABLE_STATES.includes(id);

/** The state's key (`PREPARATION`), or the id as text for an unknown one. */
export const statusName = (id: number): string => String(enumKeyOf(OrderStatus, id) ?? id);

/** The state's key for the text catalogue and CSS (`orderStatus.<KEY>`); an unknown id reads as PLACED. */
export const orderStatusKey = (id: number): keyof typeof OrderStatus => enumKeyOf(OrderStatus, id) ?? 'PLACED';

/** The state's name in the reader's language ("In Bearbeitung", "Reçue", "Received"). */
export function orderStatusLabel(id: number, locale?: Locale): string {
  return translateMessage(`orderStatus.${orderStatusKey(id)}`, undefined, locale);
}

/** Every state with its German name, in process order (the back office's select and grid: decision 781). */
export const ORDER_STATUS_LABELS_DE: Readonly<Record<number, string>> = Object.fromEntries(ORDER_STATES.map((id) => [id, orderStatusLabel(id)]));
