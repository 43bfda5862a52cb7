import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError, notFoundError } from '../errors';
import { Order, type IOrder } from '../requests/request.entity';
import type { Carrier, CarrierPackage } from '../shipping/carrier';
import { CarrierShipment, ShipmentStatus, type ICarrierShipment } from './carrier-shipment.entity';
import { carrierFailureToEngineError, carrierMessage } from './fedex-errors';
import { orderRefSchema } from './fedex-schemas';

/** What every shipment use case is given (bound once in createFedexShipmentService). */
export interface ShipmentDeps {
  em: () => EntityManager;
  /** The carrier; answers 'unavailable' when FedEx is not set up (production without credentials). */
  carrier: () => Carrier;
  logger: Logger;
  /** A PENDING create younger than this is still under way. */
  inFlightMs: number;
  now: () => Date;
  /** The packages of goods (carrier-rates.ts packagesOf) for the panel's first proposal. */
  packagesOf?: (items: { productId: number; quantity: number }[]) => Promise<CarrierPackage[]>;
}


export const zurichDate = (date: Date): string => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(date);

/** A carrier call whose failure becomes the engine's error in the staff's words. */
export async function viaCarrier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw carrierFailureToEngineError(error);
  }
}

export async function loadOrder(em: EntityManager, id: number): Promise<IOrder> {
  const order = await em.findOne(Order, { id }, { populate: ['positions', 'positions.product'] });
  if (!order) throw notFoundError('orderId');
  return order;
}

/** The order's confirmed live shipment, or a message that it has none. */
export async function liveShipment(em: EntityManager, order: IOrder): Promise<ICarrierShipment> {
  const shipment = await em.findOne(CarrierShipment, { liveOrderId: order.id });
  if (!shipment || shipment.status !== ShipmentStatus.CONFIRMED) throw new EngineError('invalid', [{ message: carrierMessage('errors.fedexNoShipment'), params: { order: order.formattedId } }]);
  return shipment;
}

/** The order an input names and its live shipment, for staff (cancelling a shipment or its pickup). */
export async function liveShipmentOfInput(deps: ShipmentDeps, ctx: RequestContext, rawInput: { orderId: number | string }) {
  requireGuard(ctx, 'orderDesk');
  const { orderId } = orderRefSchema.parse(rawInput);
  const em = deps.em();
  const order = await loadOrder(em, orderId);
  return { em, order, shipment: await liveShipment(em, order) };
}
