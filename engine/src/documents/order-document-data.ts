/** What an order or quote document shows, read from the stored request as plain data (the order PDF, the confirmation mail). */
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFoundError } from '../errors';
import { quoteValidUntilDate } from '../requests/quote-rules';
import { Order, Quote, type IOrder, type IOrderPosition, type IQuote } from '../requests/request.entity';
import type { AddressSnapshot } from '../requests/request.entity';
import { documentText as t } from './order-document-texts';
import type { AttributeTexts } from '../catalog/attribute-texts';
import { loadAttributeTexts } from '../catalog/catalog-read-service';
import { positionNameText } from '../catalog/catalogue-translations';
import { resolveLocale } from '../i18n/locales';

/** Days to pay an invoice when the customer has no payment term of its own (000 §9: 30 days). */
export const DEFAULT_PAYMENT_DAYS = 30;

/** Everything the order PDF shows, as plain data. */
export interface OrderDocumentData {
  id: number;
  formattedId: string;
  createdAt: Date;
  locale: string;
  paymentMethodId: number | null;
  paymentStatusId: number;
  /** The order's state (OrderStatus); an invoice-payment order's PDF is the invoice once INVOICED (decision 1182). */
  orderStatusId?: number;
  deliveryType: number | null;
  orderReference: string | null;
  comment: string | null;
  requestedDeliveryDate: string | null;
  /** PICKUP: the time slot on requestedDeliveryDate (decision 810). */
  pickupSlot?: string | null;
  invoiceEmail: string | null;
  invoiceAddress: AddressSnapshot | null;
  deliveryAddress: AddressSnapshot | null;
  /**
   * The lines: root positions (a composite too) in their order, each followed by its sub-positions
   * (`sub`, priced within their root) unless staff hid them with the visibility toggle (R001-4.17).
   */
  positions: { name: string; articleNumber: string | null; configuration: Record<string, string>; customerRef: string | null; quantity: number; pricePerOne: string | null; sub?: boolean }[];
  discount: string;
  deliveryCost: string | null;
  hasVat: boolean;
  vatRate: string;
  vatAmount: string | null;
  total: string | null;
  grandTotal: string | null;
  paymentDays: number;
  skonto: { percent: string; days: number } | null;
  /** Set for a quote (Offerte): its validity, time to deliver and final price; no QR-bill then. */
  quote?: { validUntilDate: string | null; timeToDeliver: number; finalPrice: string | null } | null;
  /** The FedEx service the shopper chose (decision 745); null for other deliveries. */
  carrierService?: { name: string; transitDays: number | null; amount: string } | null;
  /** The attributes' French and English texts the configurations are shown with (decision 974). */
  attributeTexts?: AttributeTexts;
}

/** '{service}, {days} working days' (in transit) of a carrier delivery, in the document's language. */
export function carrierServiceText(service: NonNullable<OrderDocumentData['carrierService']>, locale: string): string {
  if (service.transitDays === null) return t('doc.carrierServiceOnly', locale, { service: service.name });
  return t(service.transitDays === 1 ? 'doc.carrierServiceOneDay' : 'doc.carrierService', locale, { service: service.name, days: service.transitDays });
}

/** Invoice 1 and prepayment 2 are paid by bank transfer with the QR-bill; 100–105 online. */
export const isQrBillMethod = (paymentMethodId: number | null): boolean => paymentMethodId === 1 || paymentMethodId === 2;

/** Reads an order for its document; unknown → not_found. */
export async function loadOrderDocumentData(em: EntityManager, orderId: number): Promise<OrderDocumentData> {
  const order = await em.findOne(Order, { id: orderId }, { populate: ['positions', 'positions.product', 'paymentTerm', 'skonto'] });
  if (!order) throw notFoundError();
  return { ...documentDataOf(order), attributeTexts: await loadAttributeTexts(em) };
}

/** Reads a quote for its document (the quote PDF); unknown → not_found. */
export async function loadQuoteDocumentData(em: EntityManager, quoteId: number): Promise<OrderDocumentData> {
  const quote = await em.findOne(Quote, { id: quoteId }, { populate: ['positions', 'positions.product', 'paymentTerm', 'skonto'] });
  if (!quote) throw notFoundError();
  return {
    ...documentDataOf(quote as unknown as IOrder),
    attributeTexts: await loadAttributeTexts(em),
    quote: { validUntilDate: quoteValidUntilDate(quote.createdAt, quote.validityDuration), timeToDeliver: quote.timeToDeliver, finalPrice: (quote as IQuote).finalPrice ?? null },
  };
}

export type DocumentLine = OrderDocumentData['positions'][number];

/**
 * The document's lines (decision 785): every root position that is not cancelled — a composite
 * one too, it carries the price of its group — and below it its sub-positions when its
 * `childrenVisible` toggle is on; hidden ones (and what hangs below them) do not reach the customer.
 */
export function documentLines(positions: readonly IOrderPosition[], locale = 'de-CH'): DocumentLine[] {
  const live = positions.filter((position) => !position.storno);
  const reader = resolveLocale(locale);
  const line = (position: IOrderPosition, sub: boolean): DocumentLine => ({
    // The product's name in the document's (the customer's) language.
    name: positionNameText(position.name, position.product, reader),
    articleNumber: position.product?.articleNumber ?? null,
    configuration: position.configuration,
    customerRef: position.customerRef ?? null,
    quantity: position.quantity,
    pricePerOne: position.pricePerOne ?? null,
    ...(sub ? { sub: true } : {}),
  });
  const below = (parent: IOrderPosition): DocumentLine[] =>
    parent.childrenVisible ? live.filter((position) => position.parent?.id === parent.id).flatMap((child) => [line(child, true), ...below(child)]) : [];
  return live.filter((position) => !position.parent).flatMap((root) => [line(root, false), ...below(root)]);
}

function documentDataOf(order: IOrder): OrderDocumentData {
  const positions = documentLines(order.positions.getItems(), order.locale);
  const requested = order.requestedDeliveryDate as unknown;
  return {
    id: order.id,
    formattedId: order.formattedId,
    createdAt: order.createdAt,
    locale: order.locale,
    paymentMethodId: order.paymentMethodId ?? null,
    paymentStatusId: order.paymentStatusId,
    orderStatusId: order.orderStatusId,
    deliveryType: order.deliveryType ?? null,
    orderReference: order.orderReference ?? null,
    comment: order.comment ?? null,
    requestedDeliveryDate: requested === null || requested === undefined ? null : requested instanceof Date ? requested.toISOString().slice(0, 10) : String(requested).slice(0, 10),
    pickupSlot: order.pickupSlot ?? null,
    invoiceEmail: order.invoiceEmail ?? null,
    invoiceAddress: order.invoiceAddress ?? null,
    deliveryAddress: order.deliveryAddress ?? null,
    positions,
    discount: order.discount,
    deliveryCost: order.deliveryCost ?? null,
    hasVat: order.hasVat,
    vatRate: order.vatRate,
    vatAmount: order.vatAmount ?? null,
    total: order.total ?? null,
    grandTotal: order.grandTotal ?? null,
    paymentDays: order.paymentTerm && order.paymentTerm.days > 0 ? order.paymentTerm.days : DEFAULT_PAYMENT_DAYS,
    skonto: order.skonto ? { percent: order.skonto.percent, days: order.skonto.days } : null,
    carrierService: order.carrierRate ? { name: order.carrierRate.serviceName, transitDays: order.carrierRate.transitDays ?? null, amount: order.carrierRate.amount } : null,
  };
}
