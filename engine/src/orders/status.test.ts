import { describe, expect, it } from 'vitest';
import { CompletionState, CustomerRequestType, DEFAULT_CUSTOMER_REQUEST_TYPE, ONLINE_PAYMENT_METHODS, OrderStatus, PaymentMethod, PaymentOption, PaymentStatus, PositionStatus, PositionType, assertEnumValue, enumKeyOf, isEnumValue } from '../requests/enums';
import { DeliveryMode, DeliveryType } from '../shipping/delivery';
import {
  deliveredIndicator,
  invoicedIndicator,
  orderDeliveredIndicator,
  orderIndicators,
  orderInvoicedIndicator,
  paymentIndicator,
  positionBasedIndicator,
  positionStatus,
  quantityIndicator,
  receiptConfirmationIndicator,
} from './status';

const { OPEN, PARTIAL, COMPLETE } = CompletionState;

describe('order enumerations (000 §3, 001 §3)', () => {
  it('R000-3.46 R001-3.64 delivery type PICKUP 1, TRUCK 2, MAIL 3, FEDEX 4; R000-3.47 R001-3.65 delivery mode', () => {
    expect(DeliveryType).toEqual({ PICKUP: 1, TRUCK: 2, MAIL: 3, FEDEX: 4 });
    // The spec's three modes, and PARCEL (type MAIL 3) beside the truck's DELIVERY (decision 1140).
    expect(DeliveryMode).toEqual({ PICKUP: 'PICKUP', DELIVERY: 'DELIVERY', FEDEX: 'FEDEX', PARCEL: 'PARCEL' });
  });

  it('R000-3.48 R001-3.66 payment methods and the checkout options with 0 choose', () => {
    expect(PaymentMethod).toEqual({
      INVOICE: 1,
      PREPAYMENT: 2,
      TWINT: 100,
      POSTFINANCE_EFINANCE: 101,
      POSTFINANCE_CARD: 102,
      MASTERCARD: 103,
      VISA: 104,
      POSTFINANCE_PAY: 105,
    });
    expect(PaymentOption.CHOOSE).toBe(0);
    expect(Object.values(PaymentOption)).toEqual([0, 1, 2, 100, 101, 102, 103, 104, 105]);
    expect(ONLINE_PAYMENT_METHODS).toEqual([100, 101, 102, 103, 104, 105]);
  });

  it('R000-3.51 R001-3.67 payment status PAID 1, OPEN 2; R000-3.49 R000-3.50 R001-3.68 R001-3.69 order status with the lead’s ids 4–6', () => {
    expect(PaymentStatus).toEqual({ PAID: 1, OPEN: 2 });
    expect(OrderStatus).toEqual({ PLACED: 1, SENT: 2, PREPARATION: 3, DELIVERED: 4, INVOICED: 5, CANCELED: 6 });
  });

  it('R000-3.56 R001-3.37 customer request type VERPACKUNG, MOEBEL, ARTWORK (default VERPACKUNG); position types', () => {
    expect(CustomerRequestType).toEqual({ VERPACKUNG: 'VERPACKUNG', MOEBEL: 'MOEBEL', ARTWORK: 'ARTWORK' });
    expect(DEFAULT_CUSTOMER_REQUEST_TYPE).toBe('VERPACKUNG');
    expect(PositionType).toEqual({ PRODUCT: 'PRODUCT', COMPOSITE: 'COMPOSITE' });
  });

  it('R000-8.25 R001-8.26 enum membership: "Value is not part of enum ..."', () => {
    expect(isEnumValue(DeliveryType, 4)).toBe(true);
    expect(isEnumValue(DeliveryType, 5)).toBe(false);
    expect(enumKeyOf(OrderStatus, 3)).toBe('PREPARATION');
    expect(enumKeyOf(OrderStatus, 9)).toBeUndefined();
    expect(assertEnumValue(DeliveryMode, 'FEDEX', 'DeliveryMode')).toBe('FEDEX');
    expect(() => assertEnumValue(DeliveryMode, 'SHIP', 'DeliveryMode')).toThrow('Value is not part of enum DeliveryMode: SHIP');
  });
});

describe('completion indicators (000 §4)', () => {
  it('R000-4.01 the indicator values are OPEN, PARTIAL, COMPLETE', () => {
    expect(Object.values(CompletionState)).toEqual(['OPEN', 'PARTIAL', 'COMPLETE']);
  });

  it.each([
    [10, undefined, OPEN, 'R000-4.02'],
    [10, null, OPEN, 'R000-4.02'],
    [10, 0, OPEN, 'R000-4.02'],
    [10, 4, PARTIAL, 'R000-4.03'],
    [10, 10, COMPLETE, 'R000-4.04'],
    [10, 12, COMPLETE, 'R000-4.04'],
  ] as const)('%s ordered, %s delivered → %s (%s)', (quantity, delivered, expected, _id) => {
    expect(quantityIndicator(quantity, delivered)).toBe(expected);
    expect(deliveredIndicator({ quantity, quantityDelivered: delivered })).toBe(expected);
  });

  it('R000-4.02 R000-4.03 R000-4.04 delivered indicator', () => {
    expect(deliveredIndicator({ quantity: 5 })).toBe(OPEN);
    expect(deliveredIndicator({ quantity: 5, quantityDelivered: 2 })).toBe(PARTIAL);
    expect(deliveredIndicator({ quantity: 5, quantityDelivered: 5 })).toBe(COMPLETE);
  });

  it('R000-4.05 invoiced indicator: the same rule with quantityInvoiced', () => {
    expect(invoicedIndicator({ quantity: 5, quantityDelivered: 5 })).toBe(OPEN);
    expect(invoicedIndicator({ quantity: 5, quantityInvoiced: 0 })).toBe(OPEN);
    expect(invoicedIndicator({ quantity: 5, quantityInvoiced: 3 })).toBe(PARTIAL);
    expect(invoicedIndicator({ quantity: 5, quantityInvoiced: 5 })).toBe(COMPLETE);
  });

  it('R000-4.06 receipt confirmation: OPEN while in preparation, otherwise COMPLETE', () => {
    expect(receiptConfirmationIndicator(OrderStatus.PREPARATION)).toBe(OPEN);
    for (const status of [OrderStatus.PLACED, OrderStatus.SENT, OrderStatus.DELIVERED, OrderStatus.INVOICED, OrderStatus.CANCELED]) {
      expect(receiptConfirmationIndicator(status)).toBe(COMPLETE);
    }
  });

  it('R000-4.07 card/postal payment: OPEN while the payment status is open, otherwise COMPLETE', () => {
    expect(paymentIndicator(PaymentStatus.OPEN)).toBe(OPEN);
    expect(paymentIndicator(PaymentStatus.PAID)).toBe(COMPLETE);
  });

  it('R000-4.08 R000-4.09 R000-4.10 position-based: OPEN with none, PARTIAL when they differ, else the shared state', () => {
    expect(positionBasedIndicator([], deliveredIndicator)).toBe(OPEN);
    const done = { quantity: 2, quantityDelivered: 2, quantityInvoiced: 2 };
    const open = { quantity: 2 };
    expect(orderDeliveredIndicator([done, done])).toBe(COMPLETE);
    expect(orderDeliveredIndicator([open, open])).toBe(OPEN);
    expect(orderDeliveredIndicator([done, open])).toBe(PARTIAL);
    expect(orderInvoicedIndicator([{ quantity: 3, quantityInvoiced: 1 }, { quantity: 3, quantityInvoiced: 1 }])).toBe(PARTIAL);
    expect(orderInvoicedIndicator([done])).toBe(COMPLETE);
    expect(
      orderIndicators({ orderStatusId: OrderStatus.PREPARATION, paymentStatusId: PaymentStatus.PAID, positions: [done, open] }),
    ).toEqual({ receiptConfirmation: OPEN, delivered: PARTIAL, invoiced: PARTIAL, payment: COMPLETE });
  });
});

describe('position status (000 §4, 001 §4)', () => {
  it.each([
    ['R000-4.11 R001-4.10 open: nothing delivered or invoiced', { quantity: 10 }, PositionStatus.OPEN],
    ['R000-4.11 R001-4.10 open: zeros', { quantity: 10, quantityDelivered: 0, quantityInvoiced: 0 }, PositionStatus.OPEN],
    ['R000-4.12 R001-4.11 partly delivered', { quantity: 10, quantityDelivered: 4 }, PositionStatus.PARTLY_DELIVERED],
    ['R000-4.13 R001-4.12 delivered: delivered equals quantity', { quantity: 10, quantityDelivered: 10 }, PositionStatus.DELIVERED],
    ['R000-4.14 R001-4.13 partly invoiced', { quantity: 10, quantityInvoiced: 3 }, PositionStatus.PARTLY_INVOICED],
    ['R000-4.15 R001-4.14 invoiced: invoiced equals quantity', { quantity: 10, quantityInvoiced: 10 }, PositionStatus.INVOICED],
    [
      'R000-4.16 R001-4.15 invoiced wins over delivered (partly invoiced, fully delivered)',
      { quantity: 10, quantityDelivered: 10, quantityInvoiced: 3 },
      PositionStatus.PARTLY_INVOICED,
    ],
    [
      'R000-4.16 R001-4.15 invoiced wins over delivered (both partial)',
      { quantity: 10, quantityDelivered: 5, quantityInvoiced: 5 },
      PositionStatus.PARTLY_INVOICED,
    ],
    [
      'R000-4.16 R001-4.15 invoiced wins over delivered (both whole)',
      { quantity: 10, quantityDelivered: 10, quantityInvoiced: 10 },
      PositionStatus.INVOICED,
    ],
    ['R000-4.17 R001-4.16 composite positions show no status', { type: 'COMPOSITE', quantity: 1, quantityDelivered: 1 }, null],
    ['R000-4.13 a product position is judged', { type: 'PRODUCT', quantity: 1, quantityDelivered: 1 }, PositionStatus.DELIVERED],
  ] as const)('%s', (_title, position, expected) => {
    expect(positionStatus(position)).toBe(expected);
  });
});
