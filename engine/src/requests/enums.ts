/**
 * Order enumerations (000 §3, 001 §3) as `as const` objects with derived union types.
 */

/** The delivery types and modes live in shipping/delivery.ts, with their mappers, predicates and labels. */

/** Longest order reference and comment of a request (000 §3 checkout data): the schemas' limit and the forms' maxLength. */
export const ORDER_REFERENCE_MAX_LENGTH = 300;
export const ORDER_COMMENT_MAX_LENGTH = 5000;

/** Payment method of an order (001 §3). */
export const PaymentMethod = {
  INVOICE: 1,
  PREPAYMENT: 2,
  TWINT: 100,
  POSTFINANCE_EFINANCE: 101,
  POSTFINANCE_CARD: 102,
  MASTERCARD: 103,
  VISA: 104,
  POSTFINANCE_PAY: 105,
} as const;
export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** Payment options in the checkout (000 §3): the payment methods plus 0 "choose" (nothing chosen yet). */
export const PaymentOption = { CHOOSE: 0, ...PaymentMethod } as const;
export type PaymentOption = (typeof PaymentOption)[keyof typeof PaymentOption];

/** Methods paid online through the payment provider (card/postal payment indicator). */
export const ONLINE_PAYMENT_METHODS: readonly PaymentMethod[] = [
  PaymentMethod.TWINT,
  PaymentMethod.POSTFINANCE_EFINANCE,
  PaymentMethod.POSTFINANCE_CARD,
  PaymentMethod.MASTERCARD,
  PaymentMethod.VISA,
  PaymentMethod.POSTFINANCE_PAY,
];

export const PaymentStatus = { PAID: 1, OPEN: 2 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

/**
 * Order status: PLACED 1, SENT 2, PREPARATION 3 from the id list; DELIVERED 4, INVOICED 5,
 * CANCELED 6 from the text catalogue, numbered by the lead's decision.
 */
export const OrderStatus = { PLACED: 1, SENT: 2, PREPARATION: 3, DELIVERED: 4, INVOICED: 5, CANCELED: 6 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** What a customer asks for (default VERPACKUNG, 001 §3). */
export const CustomerRequestType = { VERPACKUNG: 'VERPACKUNG', MOEBEL: 'MOEBEL', ARTWORK: 'ARTWORK' } as const;
export type CustomerRequestType = (typeof CustomerRequestType)[keyof typeof CustomerRequestType];
export const DEFAULT_CUSTOMER_REQUEST_TYPE: CustomerRequestType = CustomerRequestType.VERPACKUNG;

/** Position type: a priced PRODUCT line or a COMPOSITE grouping children. */
export const PositionType = { PRODUCT: 'PRODUCT', COMPOSITE: 'COMPOSITE' } as const;
export type PositionType = (typeof PositionType)[keyof typeof PositionType];

/** Completion indicators (000 §4). */
export const CompletionState = { OPEN: 'OPEN', PARTIAL: 'PARTIAL', COMPLETE: 'COMPLETE' } as const;
export type CompletionState = (typeof CompletionState)[keyof typeof CompletionState];

/** Derived status of a position (000 §4, 001 §4). */
export const PositionStatus = {
  OPEN: 'OPEN',
  PARTLY_DELIVERED: 'PARTLY_DELIVERED',
  DELIVERED: 'DELIVERED',
  PARTLY_INVOICED: 'PARTLY_INVOICED',
  INVOICED: 'INVOICED',
} as const;
export type PositionStatus = (typeof PositionStatus)[keyof typeof PositionStatus];

/** The name of an enum value ('PAID' for PaymentStatus 1), or undefined when it is none. */
export function enumKeyOf<E extends Record<string, string | number>>(enumObject: E, value: unknown): keyof E | undefined {
  return (Object.keys(enumObject) as (keyof E)[]).find((key) => enumObject[key] === value);
}

/** True when the value is one of the enum's values. */
export function isEnumValue<E extends Record<string, string | number>>(enumObject: E, value: unknown): value is E[keyof E] {
  return Object.values(enumObject).includes(value as string | number);
}

/**
 * The value itself when it belongs to the enum, else throws 'Value is not part of enum <name>: <value>'
 * (000 §8 "Value is not part of enum ...").
 */
export function assertEnumValue<E extends Record<string, string | number>>(enumObject: E, value: unknown, enumName: string): E[keyof E] {
  if (!isEnumValue(enumObject, value)) throw new RangeError(`Value is not part of enum ${enumName}: ${String(value)}`);
  return value;
}
