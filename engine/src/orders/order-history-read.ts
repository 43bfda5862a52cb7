import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { positionNameText } from '../catalog/catalogue-translations';
import { displayConfiguration, type DisplayedProperty } from '../catalog/configuration-display';
import type { AttributeTexts } from '../catalog/attribute-texts';
import type { RequestContext } from '../context';
import { likeTerm } from '../db/like';
import { EngineError } from '../errors';
import { addDays, isIsoDate, isoDateInZurich, zurichInstant } from '../calendar/iso-date';
import { toMoneyString, toMoneyStringOrNull } from '../money/money';
import { PositionType } from '../requests/enums';
import { Order, type AddressSnapshot, type IOrder, type IOrderPosition, type IQuote } from '../requests/request.entity';
import { visibleToCustomer } from '../requests/sub-position-visibility';
import { isChargedRoot, linePrice, orderTotal, subtotal } from '../requests/totals';
import { positionStatus } from './status';
import { loadAttributeTexts } from '../catalog/catalog-read-service';
import { integerInput } from '../validation/numbers';

/**
 * What the buyer's history pages share (decision 910): the search, the own-customer
 * guard, a position in words, and the goods subtotal and discount worked out in decimal.js, so
 * the pages only format money strings (decision 1005).
 */

export const HISTORY_PAGE_SIZE = 20;

const isoDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value), 'validation.date')
  .optional()
  .transform((value) => (value ? value : undefined));

/** The history's search: page from 1, free text over order number and own reference, date range (inclusive, Zurich days). */
export const orderHistoryQuerySchema = z.object({
  page: integerInput((n) => n.min(1).max(10_000)).catch(1).default(1),
  q: z.string().trim().max(100).optional().transform((value) => (value ? value : undefined)),
  from: isoDate,
  to: isoDate,
});
export type OrderHistoryQuery = z.input<typeof orderHistoryQuerySchema>;

export interface HistoryPosition {
  id: number;
  parentId: number | null;
  type: string;
  name: string;
  articleNumber: string | null;
  productId: number | null;
  quantity: number;
  quantityDelivered: number | null;
  pricePerOne: string | null;
  /** Price per piece × quantity, rounded to 0.01 (null without a price). */
  linePrice: string | null;
  configuration: Record<string, string>;
  /** The configuration in words, in the reader's language. */
  properties: DisplayedProperty[];
  customerRef: string | null;
  status: string | null;
}

/** The goods before the discount and the discount in francs; null when a charged line has no price. */
export interface GoodsTotals {
  subtotal: string | null;
  discountAmount: string | null;
}

export const dateText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isoDateInZurich(value);
  return String(value).slice(0, 10);
};

function startOfZurichDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zurichInstant({ year, month, day, hour: 0, minute: 0, second: 0 });
}

export function ownCustomer(ctx: RequestContext): number {
  if (ctx.customerId === undefined) throw new EngineError('unauthenticated', 'Bitte melden Sie sich an.');
  return ctx.customerId;
}

/** The filter of a customer's orders (or quotes: the same columns) for a search. */
export function historyFilter(customerId: number, query: z.output<typeof orderHistoryQuerySchema>): FilterQuery<IOrder> {
  const where: Record<string, unknown> = { customer: customerId };
  if (query.q) {
    const pattern = likeTerm(query.q);
    where.$or = [{ formattedId: { $ilike: pattern } }, { orderReference: { $ilike: pattern } }];
  }
  const createdAt: Record<string, Date> = {};
  if (query.from) createdAt.$gte = startOfZurichDay(query.from);
  if (query.to) createdAt.$lt = startOfZurichDay(addDays(query.to, 1));
  if (Object.keys(createdAt).length > 0) where.createdAt = createdAt;
  return where as FilterQuery<IOrder>;
}

/** A page of a history list. */
export function pageOf<T>(rows: T[], total: number, page: number) {
  return { rows, total, page, pageSize: HISTORY_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)) };
}

/** One of the customer's orders; another customer's reads as missing (its number says nothing to a stranger). */
export async function loadOwnOrder(em: EntityManager, ctx: RequestContext, formattedId: string): Promise<IOrder> {
  const customerId = ownCustomer(ctx);
  const order = await em.findOne(Order, { formattedId, customer: customerId }, { populate: ['positions', 'positions.product', 'positions.parent'] });
  if (!order) throw new EngineError('not_found', 'Die Bestellung wurde nicht gefunden.');
  return order;
}

export function toHistoryPosition(position: IOrderPosition, ctx: RequestContext, texts: AttributeTexts): HistoryPosition {
  const configuration = position.configuration ?? {};
  return {
    id: position.id,
    parentId: position.parent ? position.parent.id : null,
    type: position.type,
    name: positionNameText(position.name, position.product, ctx.locale),
    articleNumber: position.product?.articleNumber ?? null,
    productId: position.product?.id ?? null,
    quantity: position.quantity,
    quantityDelivered: position.quantityDelivered ?? null,
    pricePerOne: position.pricePerOne ?? null,
    linePrice: toMoneyStringOrNull(linePrice(position.pricePerOne ?? null, position.quantity)),
    configuration,
    properties: displayConfiguration(configuration, ctx.locale, [], texts),
    customerRef: position.customerRef ?? null,
    status: positionStatus(position),
  };
}

/**
 * The goods subtotal (charged root lines) and the discount taken off it, as the totals rules
 * compute them (requests/totals.ts); null while a charged product line has no price.
 */
export function goodsTotals(positions: readonly IOrderPosition[], discount: string | null | undefined): GoodsTotals {
  const lines = positions.map((position) => ({ parentId: position.parent?.id ?? null, pricePerOne: position.pricePerOne ?? null, quantity: position.quantity, storno: position.storno }));
  const unpriced = positions.some((position, index) => position.type === PositionType.PRODUCT && isChargedRoot(lines[index]!) && (position.pricePerOne === null || position.pricePerOne === undefined));
  if (unpriced) return { subtotal: null, discountAmount: null };
  const gross = subtotal(lines);
  return { subtotal: toMoneyString(gross), discountAmount: toMoneyString(gross.minus(orderTotal(lines, discount))) };
}

/** What an order's and a quote's detail page both show: addresses, delivery, totals (money strings), positions in words. */
export interface RequestHistoryFields extends GoodsTotals {
  comment: string | null;
  invoiceEmail: string | null;
  invoiceAddress: AddressSnapshot | null;
  deliveryAddress: AddressSnapshot | null;
  deliveryType: number | null;
  requestedDeliveryDate: string | null;
  pickupSlot: string | null;
  deliveryCost: string | null;
  discount: string;
  total: string | null;
  vatAmount: string | null;
  vatRate: string;
  hasVat: boolean;
  positions: HistoryPosition[];
}

/**
 * The shared fields of an order or a quote for its customer: cancelled positions left out,
 * sub-positions staff hid with the group's toggle kept internal (R001-4.17).
 */
export async function requestHistoryFields(em: EntityManager, ctx: RequestContext, request: IOrder | IQuote): Promise<RequestHistoryFields & { visible: IOrderPosition[] }> {
  const kept = request.positions.getItems().filter((position) => !position.storno);
  const visible = visibleToCustomer(kept);
  const texts = await loadAttributeTexts(em);
  return {
    ...goodsTotals(kept, request.discount),
    comment: request.comment ?? null,
    invoiceEmail: request.invoiceEmail ?? null,
    invoiceAddress: request.invoiceAddress ?? null,
    deliveryAddress: request.deliveryAddress ?? null,
    deliveryType: request.deliveryType ?? null,
    requestedDeliveryDate: dateText(request.requestedDeliveryDate),
    pickupSlot: request.pickupSlot ?? null,
    deliveryCost: toMoneyStringOrNull(request.deliveryCost ?? null),
    discount: request.discount,
    total: toMoneyStringOrNull(request.total ?? null),
    vatAmount: toMoneyStringOrNull(request.vatAmount ?? null),
    vatRate: request.vatRate,
    hasVat: request.hasVat,
    positions: visible.map((position) => toHistoryPosition(position, ctx, texts)),
    visible,
  };
}
