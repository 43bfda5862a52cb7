import type { FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { mayActForCustomers } from '../auth/customer-access';
import { LEAD_TIME_DAYS, earliestDeliveryDate, type LeadTimeShopMode } from '../calendar/delivery-date';
import { addDays, isIsoDate, isoDateInZurich, type IsoDate } from '../calendar/iso-date';
import { createWorkCalendar } from '../calendar/working-days';
import { effectiveCustomerId } from '../catalog/product-service';
import { NOT_LOGGED_IN_MESSAGE } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { OrderStatus } from '../requests/enums';
import { Order, type IOrder } from '../requests/request.entity';
import { loadCompanyClosures } from '../settings/company-settings';
import { loadLeadTimes } from '../settings/lead-times';
import { ORDER_POPULATE, orderView, startOfZurichDay, type OrderDeps, type OrderView } from './order-view';
import { integerInput } from '../validation/numbers';
import { idSchema } from '../validation/ids';

/** Reading orders (001 §7 Orders): the order list, one order for a caller holding its proof, the delivery information. */

const booleanQuery = (fallback: boolean) =>
  z.preprocess((value) => (value === undefined || value === '' ? undefined : value === true || value === 'true' || value === '1'), z.boolean()).default(fallback);

/** Query of GET /api/order (001 §7). */
export const listOrdersQuerySchema = z
  .object({
    id: idSchema.optional(),
    customerId: idSchema.optional(),
    /** false leaves out orders still in preparation (docs/decisions/603-order-list-query.md). */
    showPreparation: booleanQuery(true),
    returnAdditionalInformation: booleanQuery(false),
    fromDate: z.string().refine(isIsoDate, { message: 'validation.date' }).optional(),
    toDate: z.string().refine(isIsoDate, { message: 'validation.date' }).optional(),
  })
  .strip();
export type ListOrdersQuery = z.input<typeof listOrdersQuerySchema>;

/** Query of GET /api/order/delivery-information. */
export const deliveryInformationQuerySchema = z
  .object({
    shopMode: z.enum(['verpackung', 'moebel']).optional(),
    /** How many days ahead the closed days are listed (default 90). */
    days: integerInput((n) => n.min(1).max(366)).default(90),
  })
  .strip();
export type DeliveryInformationQuery = z.input<typeof deliveryInformationQuerySchema>;

export interface DeliveryInformation {
  shopMode: LeadTimeShopMode;
  today: IsoDate;
  leadTimeDays: { minimum: number; default: number };
  earliestDeliveryDate: IsoDate;
  /** Holidays and company closures from today on (weekends are never selectable and not listed). */
  closedDates: { date: IsoDate; reason: 'holiday' | 'closure'; name: string | null }[];
}

/**
 * GET /api/order: a customer's own orders (another customer's id → forbidden), any for
 * admins; newest first, filtered by createdAt between fromDate and toDate (Zurich days).
 */
export async function listOrders(deps: Pick<OrderDeps, 'em'>, ctx: RequestContext, rawQuery: ListOrdersQuery = {}): Promise<OrderView[]> {
  const query = listOrdersQuerySchema.parse(rawQuery);
  // Any customer's orders: order administration only, not any admin permission.
  const admin = mayActForCustomers(ctx, 'orders');
  if (ctx.customerId === undefined && !admin) throw new EngineError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
  const customerId = admin ? query.customerId : effectiveCustomerId(ctx, query.customerId, 'orders');
  const where: FilterQuery<IOrder>[] = [];
  if (customerId !== undefined) where.push({ customer: customerId });
  if (query.id !== undefined) where.push({ id: query.id });
  if (!query.showPreparation) where.push({ orderStatusId: { $ne: OrderStatus.PREPARATION } });
  if (query.fromDate) where.push({ createdAt: { $gte: startOfZurichDay(query.fromDate) } });
  if (query.toDate) where.push({ createdAt: { $lt: startOfZurichDay(addDays(query.toDate, 1)) } });
  const orders = await deps.em().find(Order, where.length > 0 ? { $and: where } : {}, { populate: ORDER_POPULATE, orderBy: { createdAt: 'desc', id: 'desc' } });
  return orders.map((order) => orderView(order, query.returnAdditionalInformation || query.id !== undefined));
}

/**
 * One order by id for a caller that already holds the proof (the checkout's draft cookie or a
 * signed pay-again link): no request context, so the checkout never poses as an administrator.
 * Reads as the order list reads one id (orders in preparation stay hidden).
 */
export async function orderById(deps: Pick<OrderDeps, 'em'>, orderId: number): Promise<OrderView | null> {
  const order = await deps.em().findOne(Order, { id: orderId, orderStatusId: { $ne: OrderStatus.PREPARATION } }, { populate: ORDER_POPULATE });
  return order ? orderView(order, true) : null;
}

/**
 * GET /api/order/delivery-information (public; the checkout's date picker): the lead time
 * of the shop mode, the earliest selectable delivery date and the holidays and company
 * closures ahead. docs/decisions/655-delivery-information.md.
 */
export async function deliveryInformation(deps: Pick<OrderDeps, 'em' | 'now'>, ctx: RequestContext, rawQuery: DeliveryInformationQuery = {}): Promise<DeliveryInformation> {
  const query = deliveryInformationQuerySchema.parse(rawQuery);
  const shopMode: LeadTimeShopMode = query.shopMode ?? (ctx.shopMode === 'moebel' ? 'moebel' : 'verpackung');
  const closures = await loadCompanyClosures(deps.em());
  const calendar = createWorkCalendar(closures);
  const leadTime = (await loadLeadTimes(deps.em()))[shopMode];
  const today = isoDateInZurich(deps.now());
  const closedDates: DeliveryInformation['closedDates'] = [];
  for (let offset = 0; offset < query.days; offset++) {
    const date = addDays(today, offset);
    const reason = calendar.closedReason(date);
    if (reason?.kind === 'holiday') closedDates.push({ date, reason: 'holiday', name: reason.holiday.name });
    if (reason?.kind === 'closure') closedDates.push({ date, reason: 'closure', name: null });
  }
  return {
    shopMode,
    today,
    // The default is the lead time of /admin/Settings (decision 784).
    leadTimeDays: { minimum: LEAD_TIME_DAYS[shopMode].minimum, default: leadTime },
    earliestDeliveryDate: earliestDeliveryDate({ shopMode, today, calendar, leadTime }) as IsoDate,
    closedDates,
  };
}
