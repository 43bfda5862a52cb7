import type { EntityManager } from '@mikro-orm/postgresql';
import { earliestDeliveryDate } from '../calendar/delivery-date';
import { addDays, compareIsoDates, eachDay, isoDateInZurich, isWeekend, todayInZurich, type IsoDate } from '../calendar/iso-date';
import { createWorkCalendar, type WorkCalendar } from '../calendar/working-days';
import { palletPlacesForLine } from '../shipping/pallet-places';
import { TransportRequirement } from '../shipping/transport-requirement.entity';
import { Truck } from '../shipping/truck.entity';
import { loadCompanyClosures } from '../settings/company-settings';
import { loadLeadTimes, type LeadTimes } from '../settings/lead-times';
import { OrderStatus, PositionType } from '../requests/enums';
import { DeliveryType } from '../shipping/delivery';
import { dateString } from './order-view';
import { Order, OrderPosition } from '../requests/request.entity';

/**
 * Truck capacity (/admin/order/TruckCapacity): the pallet places (Stellplätze) the
 * truck orders plan per working day — by the confirmed delivery date, else the requested one —
 * against the places the own fleet carries in a day (the sum of the trucks' maxParkingLots; an
 * order is not tied to one truck, decision 782). An order "So früh wie möglich" (no date at all)
 * stands on its earliest possible delivery day — the checkout's rule from the day it was placed —
 * and, while still open and that day is past, on the first working day from today (decision 1150).
 */

export interface TruckCapacityOrder {
  id: number;
  formattedId: string;
  name: string | null;
  places: number;
  /** Whether the date is confirmed (else it is the requested one, or the earliest one for `asap`). */
  confirmed: boolean;
  /** Ordered "So früh wie möglich" (no date): placed on its earliest possible day (decision 1150). */
  asap: boolean;
  /** An open ASAP order whose earliest day is past: moved to the first working day from today. */
  overdue: boolean;
  orderStatusId: number;
}

export interface TruckCapacityDay {
  date: IsoDate;
  /** Weekend, holiday or company closure: no deliveries planned. */
  closed: boolean;
  places: number;
  capacity: number;
  /** More places planned than the fleet carries. */
  over: boolean;
  orders: TruckCapacityOrder[];
}

export interface TruckCapacity {
  from: IsoDate;
  to: IsoDate;
  trucks: { id: number; name: string; maxParkingLots: number }[];
  /** Places the fleet carries per day. */
  capacity: number;
  days: TruckCapacityDay[];
  /** Sum of the days' places. */
  places: number;
  overDays: number;
  /** ASAP orders among the days' orders. */
  asapOrders: number;
}

/** Statuses of an order not yet delivered (an ASAP one among them still waits for its truck). */
const OPEN_STATUSES: readonly number[] = [OrderStatus.PLACED, OrderStatus.SENT, OrderStatus.PREPARATION];

/** Longest lead time in calendar days we look back for delivered ASAP orders (60 working days, closures included). */
const ASAP_LOOKBACK_DAYS = 120;

type PlannedOrder = { createdAt: Date; shopTypeId: number; orderStatusId: number };

/**
 * The day an ASAP order is planned on (decision 1150): the earliest delivery date the checkout
 * offered when it was placed (lead time of its shop in working days from the day it was received);
 * an order still open whose day is past moves to the first working day from today.
 */
export function asapDeliveryDay(order: PlannedOrder, rules: { calendar: WorkCalendar; leadTimes: LeadTimes; today: IsoDate }): { date: IsoDate; overdue: boolean } {
  const shopMode = order.shopTypeId === 2 ? 'moebel' : 'verpackung';
  const earliest = earliestDeliveryDate({ shopMode, today: isoDateInZurich(order.createdAt), calendar: rules.calendar, leadTime: rules.leadTimes[shopMode] }) as IsoDate;
  if (OPEN_STATUSES.includes(order.orderStatusId) && compareIsoDates(earliest, rules.today) < 0) {
    return { date: rules.calendar.nextWorkingDayFrom(rules.today), overdue: true };
  }
  return { date: earliest, overdue: false };
}

/**
 * Truck orders (not cancelled) delivered between from and to (both included), per weekday; ASAP
 * orders on their earliest possible day (decision 1150). `today` (Zurich) moves open overdue ones.
 */
export async function loadTruckCapacity(em: EntityManager, range: { from: IsoDate; to: IsoDate }, today: IsoDate = todayInZurich()): Promise<TruckCapacity> {
  const trucks = await em.find(Truck, {}, { orderBy: { id: 'asc' } });
  const capacity = trucks.reduce((sum, truck) => sum + Math.max(0, truck.maxParkingLots), 0);
  const inRange = { $gte: range.from, $lte: range.to };
  const fields = ['id', 'formattedId', 'invoiceAddress', 'confirmedDeliveryDate', 'requestedDeliveryDate', 'orderStatusId', 'createdAt', 'shopTypeId'] as const;
  const dated = await em.find(
    Order,
    {
      deliveryType: DeliveryType.TRUCK,
      orderStatusId: { $ne: OrderStatus.CANCELED },
      $or: [{ confirmedDeliveryDate: inRange }, { confirmedDeliveryDate: null, requestedDeliveryDate: inRange }],
    },
    { fields: [...fields], orderBy: { id: 'asc' } },
  );
  // ASAP orders: placed before the range ends; open ones whatever their age, the others of the
  // last months (their earliest day cannot lie further back than the longest lead time).
  const asapCandidates = await em.find(
    Order,
    {
      deliveryType: DeliveryType.TRUCK,
      orderStatusId: { $ne: OrderStatus.CANCELED },
      confirmedDeliveryDate: null,
      requestedDeliveryDate: null,
      createdAt: { $lt: new Date(`${addDays(range.to, 1)}T00:00:00Z`) },
      $or: [{ orderStatusId: { $in: [...OPEN_STATUSES] } }, { createdAt: { $gte: new Date(`${addDays(range.from, -ASAP_LOOKBACK_DAYS)}T00:00:00Z`) } }],
    },
    { fields: [...fields], orderBy: { id: 'asc' } },
  );
  const calendar = createWorkCalendar(await loadCompanyClosures(em));
  const leadTimes = asapCandidates.length > 0 ? await loadLeadTimes(em) : null;
  const planned = new Map<number, { date: IsoDate; overdue: boolean }>();
  for (const order of asapCandidates) {
    const day = asapDeliveryDay(order, { calendar, leadTimes: leadTimes!, today });
    if (compareIsoDates(day.date, range.from) >= 0 && compareIsoDates(day.date, range.to) <= 0) planned.set(order.id, day);
  }
  const orders = [...dated, ...asapCandidates.filter((order) => planned.has(order.id))].sort((a, b) => a.id - b.id);
  const ids = orders.map((order) => order.id);
  const positions =
    ids.length === 0
      ? []
      : await em.find(
          OrderPosition,
          { order: { $in: ids }, type: PositionType.PRODUCT, storno: false },
          { fields: ['id', 'order', 'product', 'quantity'] },
        );
  const productIds = [...new Set(positions.map((position) => position.product?.id).filter((id): id is number => id !== undefined))];
  const requirements = productIds.length === 0 ? [] : await em.find(TransportRequirement, { product: { $in: productIds } });
  const requirementOf = new Map(requirements.map((requirement) => [requirement.product.id, requirement]));
  const placesOf = new Map<number, number>();
  for (const position of positions) {
    const orderId = position.order?.id;
    if (orderId === undefined) continue;
    const requirement = position.product ? requirementOf.get(position.product.id) : undefined;
    placesOf.set(orderId, (placesOf.get(orderId) ?? 0) + palletPlacesForLine(position.quantity, requirement ?? null));
  }

  const dayOf = (order: (typeof orders)[number]) => planned.get(order.id)?.date ?? dateString(order.confirmedDeliveryDate) ?? dateString(order.requestedDeliveryDate);
  const days: TruckCapacityDay[] = eachDay(range.from, range.to)
    .filter((date) => !isWeekend(date))
    .map((date) => {
      const dayOrders = orders
        .filter((order) => dayOf(order) === date)
        .map((order) => ({
          id: order.id,
          formattedId: order.formattedId,
          name: order.invoiceAddress?.name ?? null,
          places: placesOf.get(order.id) ?? 0,
          confirmed: order.confirmedDeliveryDate !== null && order.confirmedDeliveryDate !== undefined,
          orderStatusId: order.orderStatusId,
          asap: planned.has(order.id),
          overdue: planned.get(order.id)?.overdue ?? false,
        }));
      const places = dayOrders.reduce((sum, order) => sum + order.places, 0);
      return { date, closed: !calendar.isWorkingDay(date), places, capacity, over: places > capacity, orders: dayOrders };
    });
  return {
    from: range.from,
    to: range.to,
    trucks: trucks.map((truck) => ({ id: truck.id, name: truck.name, maxParkingLots: truck.maxParkingLots })),
    capacity,
    days,
    places: days.reduce((sum, day) => sum + day.places, 0),
    overDays: days.filter((day) => day.over).length,
    asapOrders: days.reduce((sum, day) => sum + day.orders.filter((order) => order.asap).length, 0),
  };
}
