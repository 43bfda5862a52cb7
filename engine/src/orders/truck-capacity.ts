import type { EntityManager } from '@mikro-orm/postgresql';
import { eachDay, isWeekend, type IsoDate } from '../calendar/iso-date';
import { createWorkCalendar } from '../calendar/working-days';
import { palletPlacesForLine } from '../shipping/pallet-places';
import { TransportRequirement } from '../shipping/transport-requirement.entity';
import { Truck } from '../shipping/truck.entity';
import { loadCompanyClosures } from '../settings/company-settings';
import { OrderStatus, PositionType } from '../requests/enums';
import { DeliveryType } from '../shipping/delivery';
import { dateString } from './order-view';
import { Order, OrderPosition } from '../requests/request.entity';

/**
 * Truck capacity (/admin/order/TruckCapacity): the pallet places (Stellplätze) the
 * truck orders plan per working day — by the confirmed delivery date, else the requested one —
 * against the places the own fleet carries in a day (the sum of the trucks' maxParkingLots; an
 * order is not tied to one truck, decision 782).
 */

export interface TruckCapacityOrder {
  id: number;
  formattedId: string;
  name: string | null;
  places: number;
  /** Whether the date is confirmed (else it is the requested one). */
  confirmed: boolean;
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
}

/** Truck orders (not cancelled) delivered between from and to (both included), per weekday. */
export async function loadTruckCapacity(em: EntityManager, range: { from: IsoDate; to: IsoDate }): Promise<TruckCapacity> {
  const trucks = await em.find(Truck, {}, { orderBy: { id: 'asc' } });
  const capacity = trucks.reduce((sum, truck) => sum + Math.max(0, truck.maxParkingLots), 0);
  const inRange = { $gte: range.from, $lte: range.to };
  const orders = await em.find(
    Order,
    {
      deliveryType: DeliveryType.TRUCK,
      orderStatusId: { $ne: OrderStatus.CANCELED },
      $or: [{ confirmedDeliveryDate: inRange }, { confirmedDeliveryDate: null, requestedDeliveryDate: inRange }],
    },
    { fields: ['id', 'formattedId', 'invoiceAddress', 'confirmedDeliveryDate', 'requestedDeliveryDate', 'orderStatusId'], orderBy: { id: 'asc' } },
  );
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

  const calendar = createWorkCalendar(await loadCompanyClosures(em));
  const days: TruckCapacityDay[] = eachDay(range.from, range.to)
    .filter((date) => !isWeekend(date))
    .map((date) => {
      const dayOrders = orders
        .filter((order) => (dateString(order.confirmedDeliveryDate) ?? dateString(order.requestedDeliveryDate)) === date)
        .map((order) => ({
          id: order.id,
          formattedId: order.formattedId,
          name: order.invoiceAddress?.name ?? null,
          places: placesOf.get(order.id) ?? 0,
          confirmed: order.confirmedDeliveryDate !== null && order.confirmedDeliveryDate !== undefined,
          orderStatusId: order.orderStatusId,
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
  };
}
