import { describe, expect, it } from 'vitest';
import {
  DELETABLE_STATES,
  FINAL_STATES,
  ORDER_STATES,
  ORDER_STATUS_LABELS_DE,
  OrderStatus,
  canChangeOrderState,
  isDeletableOrderState,
  isFinalOrderState,
  nextOrderStates,
  orderStatusKey,
  orderStatusLabel,
  statusName,
} from './order-process';

describe('the order process in one place (decision 1135)', () => {
  it('every state has its place in the process, the final ones have no next step', () => {
    expect([...ORDER_STATES].sort()).toEqual(Object.values(OrderStatus).sort());
    for (const state of ORDER_STATES) expect(nextOrderStates(state).length === 0).toBe(isFinalOrderState(state));
    expect(FINAL_STATES).toEqual([OrderStatus.INVOICED, OrderStatus.CANCELED]);
  });

  it('steps forward one at a time, cancels from every open state, never back', () => {
    expect(canChangeOrderState(OrderStatus.PLACED, OrderStatus.PREPARATION)).toBe(true);
    expect(canChangeOrderState(OrderStatus.PLACED, OrderStatus.SENT)).toBe(false);
    expect(canChangeOrderState(OrderStatus.SENT, OrderStatus.PREPARATION)).toBe(false);
    for (const state of ORDER_STATES.filter((id) => !isFinalOrderState(id))) expect(canChangeOrderState(state, OrderStatus.CANCELED)).toBe(true);
    expect(canChangeOrderState(OrderStatus.INVOICED, OrderStatus.CANCELED)).toBe(false);
    expect(nextOrderStates(99)).toEqual([]);
  });

  it('an order may be deleted while placed or canceled only (decision 653)', () => {
    expect(DELETABLE_STATES).toEqual([OrderStatus.PLACED, OrderStatus.CANCELED]);
    expect(isDeletableOrderState(OrderStatus.PREPARATION)).toBe(false);
  });

  it("names each state in the reader's language; the back office's German table is the same text", () => {
    expect(orderStatusLabel(OrderStatus.PREPARATION)).toBe('In Bearbeitung');
    expect(orderStatusLabel(OrderStatus.PREPARATION, 'fr-FR')).toBe('Reçue');
    expect(orderStatusLabel(OrderStatus.CANCELED, 'en-US')).toBe('Canceled');
    expect(ORDER_STATUS_LABELS_DE).toEqual({ 1: 'Bestellt', 2: 'Versendet', 3: 'In Bearbeitung', 4: 'Geliefert', 5: 'Verrechnet', 6: 'Storniert' });
    expect(orderStatusKey(OrderStatus.SENT)).toBe('SENT');
    expect(orderStatusKey(42)).toBe('PLACED');
    expect(statusName(42)).toBe('42');
  });
});
