import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Product } from '../catalog/product.entity';
import { Customer, PaymentTerm, Skonto } from '../customers/customer.entity';
import { createdAt, fraction, money, updatedAt } from '../db/columns';
import type { RateQuote } from '../shipping/carrier';
import type { PostalAddressLike } from '../validation/postal-address';

/** The address as it was when the order or quote was placed (later edits do not change it). */
export interface AddressSnapshot extends PostalAddressLike {
  id?: number;
}

/**
 * One change of an order's positions as the customer is told it (decision 1146): a quantity or a
 * price per piece changed (from → to), a position added, removed, cancelled (storno) or taken back.
 * `name` is the position's name in the order's language at the time of the change.
 */
export interface PositionChangeRecord {
  kind: 'changed' | 'added' | 'removed' | 'canceled' | 'restored';
  name: string;
  quantity?: { from: number | null; to: number | null };
  pricePerOne?: { from: string | null; to: string | null };
}

/** The changes of one staff edit the customer was not told about yet (decision 1146). */
export interface OrderChangeRecord {
  at: string;
  positions: PositionChangeRecord[];
  grandTotal: { from: string | null; to: string | null };
}

/** A carrier rate as the order keeps it (the FedEx service chosen in the checkout). */
export type CarrierRateChoice = RateQuote;

/** Fields an order and a quote share (001 §3 "Quote: the order fields plus …"). */
const orderFields = {
  id: p.integer().primary(),
  formattedId: p.string().length(40).unique(),
  customer: () => p.manyToOne(Customer).deleteRule('restrict'),
  /** Order status: PLACED 1, SENT 2, PREPARATION 3, DELIVERED 4, INVOICED 5, CANCELED 6. */
  orderStatusId: p.integer().default(1),
  /** Payment status: PAID 1, OPEN 2. */
  paymentStatusId: p.integer().default(2),
  /** Payment method: INVOICE 1, PREPAYMENT 2, TWINT 100, e-finance 101, card 102, MASTERCARD 103, VISA 104, PAY 105. */
  paymentMethodId: p.integer().nullable(),
  paymentTerm: () => p.manyToOne(PaymentTerm).nullable().deleteRule('set null'),
  skonto: () => p.manyToOne(Skonto).nullable().deleteRule('set null'),
  orderPerson: p.string().length(300).nullable(),
  externalCustomerNo: p.string().length(100).nullable(),
  orderReference: p.string().length(300).nullable(),
  comment: p.text().nullable(),
  invoiceEmail: p.string().length(320).nullable(),
  discount: fraction().default('0'),
  deliveryAddress: p.json<AddressSnapshot>().nullable(),
  invoiceAddress: p.json<AddressSnapshot>().nullable(),
  /** null when empty (000 §5). */
  deliveryCost: money().nullable(),
  requestedDeliveryDate: p.date().nullable(),
  /** Pickup at the company site: the chosen time slot ('10:30') on requestedDeliveryDate (decision 810). */
  pickupSlot: p.string().length(5).nullable(),
  confirmedDeliveryDate: p.date().nullable(),
  /** VERPACKUNG, MOEBEL or ARTWORK. */
  customerRequestType: p.string().length(20).default('VERPACKUNG'),
  /** Delivery type: PICKUP 1, TRUCK 2, MAIL 3, FEDEX 4. */
  deliveryType: p.integer().nullable(),
  hasVat: p.boolean().default(true),
  vatRate: fraction().default('0.081'),
  total: money().nullable(),
  vatAmount: money().nullable(),
  grandTotal: money().nullable(),
  orderDetailId: p.integer().nullable(),
  localFilePath: p.string().length(500).nullable(),
  currencyId: p.integer().default(1),
  shopTypeId: p.integer().default(1),
  /** de-CH, fr-FR or en-US: mails and documents for this order use it. */
  locale: p.string().length(5).default('de-CH'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
};

export const Order = defineEntity({
  name: 'Order',
  tableName: 'shop_order',
  properties: {
    ...orderFields,
    /** Key the checkout sends: a retried or doubled submission answers with the same order. */
    idempotencyKey: p.string().length(100).nullable().unique(),
    /** When the order confirmation mail went out (docs/payments.md): it is sent once per order. */
    confirmationSentAt: p.datetime().nullable(),
    /** The FedEx rate the shopper chose (service, CHF amount, transit time); its amount is the deliveryCost (decision 744). */
    carrierRate: p.json<CarrierRateChoice>().nullable(),
    /** Position changes staff chose not to tell the customer yet; the next told change lists them too, then they are cleared (decision 1146). */
    untoldChanges: p.json<OrderChangeRecord[]>().nullable(),
    positions: () => p.oneToMany(OrderPosition).mappedBy('order').orderBy({ sortOrder: 'asc', id: 'asc' }),
    version: p.integer().version(),
  },
});
export type IOrder = InferEntity<typeof Order>;

/** A quote (Offerte): ordered through /checkout-quote/{uuid} with its PIN. */
export const Quote = defineEntity({
  name: 'Quote',
  properties: {
    ...orderFields,
    timeToDeliver: p.integer().default(3),
    validityDuration: p.integer().default(30),
    pin: p.string().length(20).default('0000').hidden(),
    uuid: p.uuid().unique().onCreate(() => crypto.randomUUID()),
    thumbnailFilePath: p.string().length(500).nullable(),
    sentToCustomer: p.boolean().default(false),
    currencyCode: p.string().length(3).default('CHF'),
    finalPrice: money().nullable(),
    /** Key the checkout sends with a quote request: a retry answers with the same quote (docs/quotes.md). */
    idempotencyKey: p.string().length(100).nullable().unique(),
    /** The order it became, once ordered. */
    order: () => p.manyToOne(Order).nullable().deleteRule('set null'),
    positions: () => p.oneToMany(OrderPosition).mappedBy('quote').orderBy({ sortOrder: 'asc', id: 'asc' }),
    version: p.integer().version(),
  },
});
export type IQuote = InferEntity<typeof Quote>;

/**
 * A position of an order or a quote (exactly one of the two). Positions form a tree through
 * parent; a COMPOSITE position groups children, a PRODUCT position is a priced line.
 */
export const OrderPosition = defineEntity({
  name: 'OrderPosition',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).nullable().deleteRule('cascade'),
    quote: () => p.manyToOne(Quote).nullable().deleteRule('cascade'),
    parent: () => p.manyToOne(OrderPosition).nullable().deleteRule('cascade'),
    children: () => p.oneToMany(OrderPosition).mappedBy('parent'),
    /** PRODUCT or COMPOSITE. */
    type: p.string().length(20).default('PRODUCT'),
    product: () => p.manyToOne(Product).nullable().deleteRule('restrict'),
    name: p.string().length(300),
    configuration: p.json<Record<string, string>>().defaultRaw(`'{}'`).onCreate(() => ({})),
    quantity: p.integer(),
    quantityDelivered: p.integer().nullable(),
    quantityInvoiced: p.integer().nullable(),
    /** null when empty (000 §5). */
    pricePerOne: money().nullable(),
    detail: p.text().nullable(),
    childrenVisible: p.boolean().default(true),
    storno: p.boolean().default(false),
    externalCustomerNo: p.string().length(100).nullable(),
    customerRef: p.string().length(300).nullable(),
    newProductImage: p.string().length(500).nullable(),
    alternateProductImage: p.string().length(500).nullable(),
    key: p.string().length(100).nullable(),
    sortOrder: p.integer().default(0),
  },
});
export type IOrderPosition = InferEntity<typeof OrderPosition>;
