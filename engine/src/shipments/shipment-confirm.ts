import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import type { CarrierAlert, ShipmentRequest } from '../shipping/carrier';
import { CarrierDocument, CarrierShipment, ShipmentStatus, type ICarrierShipment } from './carrier-shipment.entity';
import { carrierFailureToEngineError, carrierMessage } from './fedex-errors';
import { shipmentDataSchema, type ShipmentDataInput } from './fedex-schemas';
import { liveShipmentOfInput, loadOrder, viaCarrier, zurichDate, type ShipmentDeps } from './shipment-deps';
import { recipientOf, shipmentRequest } from './shipment-request';
import { shipmentView, type ShipmentView } from './shipment-view';
import { requireGuard } from '../auth/permissions';

/** Validating, creating (once per order, safe to repeat) and cancelling a shipment at FedEx. */

/** Creates at FedEx for a claimed PENDING row; a lost answer leaves the row PENDING for the repeat to find. */
async function createAtCarrier(deps: ShipmentDeps, em: EntityManager, shipment: ICarrierShipment, request: ShipmentRequest): Promise<ShipmentView> {
  let created;
  try {
    created = await deps.carrier().createShipment(request);
  } catch (error) {
    const mapped = carrierFailureToEngineError(error);
    const unknown = EngineError.is(mapped) && error instanceof Error && 'outcomeUnknown' in error && error.outcomeUnknown === true;
    if (unknown) {
      // Marks the attempt as finished without an answer: a repeat checks FedEx at once.
      shipment.data = { ...shipment.data, attemptEndedAt: deps.now().toISOString() };
      await em.flush();
    } else {
      em.remove(shipment);
      await em.flush();
    }
    throw mapped;
  }
  shipment.status = ShipmentStatus.CONFIRMED;
  shipment.trackingNumber = created.value.trackingNumber;
  shipment.trackingNumbers = created.value.trackingNumbers;
  shipment.warnings = created.warnings;
  created.value.labels.forEach((label, index) =>
    em.create(CarrierDocument, {
      order: shipment.order,
      shipment,
      kind: 'LABEL',
      fileName: `fedex-label-${created.value.trackingNumbers[index] ?? created.value.trackingNumber}.pdf`,
      content: label,
      docId: null,
    }),
  );
  await em.flush();
  deps.logger.info({ orderId: shipment.order.id, trackingNumber: shipment.trackingNumber }, 'fedex shipment confirmed');
  return shipmentView(em, shipment);
}

/** POST /api/fedex/verify-fedex-shipment (R001-7.041): FedEx validates the shipment data; nothing is created. */
export async function verifyShipment(deps: ShipmentDeps, ctx: RequestContext, rawInput: ShipmentDataInput): Promise<{ valid: true; warnings: CarrierAlert[] }> {
  requireGuard(ctx, 'orderDesk');
  const data = shipmentDataSchema.parse(rawInput);
  const em = deps.em();
  const order = await loadOrder(em, data.orderId);
  const request = await shipmentRequest(em, order, data, `${order.formattedId}-V`, zurichDate(deps.now()));
  const answer = await viaCarrier(() => deps.carrier().validateShipment(request));
  return { valid: true, warnings: answer.warnings };
}

/**
 * POST /api/fedex/confirm-fedex-shipment (R001-7.042): creates the shipment with its labels
 * (PDF, kept with the order). One order has one live shipment: a repeat answers the first;
 * after a lost answer the repeat finds the shipment at FedEx by our reference instead of
 * creating a second (docs/decisions/742-fedex-shipments.md).
 */
export async function confirmShipment(deps: ShipmentDeps, ctx: RequestContext, rawInput: ShipmentDataInput): Promise<ShipmentView> {
  requireGuard(ctx, 'orderDesk');
  const data = shipmentDataSchema.parse(rawInput);
  const em = deps.em();
  const order = await loadOrder(em, data.orderId);
  const existing = await em.findOne(CarrierShipment, { liveOrderId: order.id });
  if (existing?.status === ShipmentStatus.CONFIRMED) return shipmentView(em, existing);
  if (existing) {
    const endedAt = typeof existing.data['attemptEndedAt'] === 'string' ? Date.parse(existing.data['attemptEndedAt']) : null;
    const startedAt = new Date(existing.updatedAt).getTime();
    if (endedAt === null && deps.now().getTime() - startedAt < deps.inFlightMs) {
      throw new EngineError('conflict', [{ message: carrierMessage('errors.fedexInProgress'), params: { order: order.formattedId } }]);
    }
    const found = await viaCarrier(() => deps.carrier().findShipmentsByReference(existing.reference, String(existing.shipDate).slice(0, 10)));
    if (found[0]) {
      existing.status = ShipmentStatus.CONFIRMED;
      existing.trackingNumber = found[0];
      existing.trackingNumbers = found;
      existing.warnings = [{ code: 'LABEL.LOST', message: carrierMessage('errors.fedexLabelLost').replace('{tracking}', found[0]) }];
      await em.flush();
      deps.logger.warn({ orderId: order.id, trackingNumber: found[0] }, 'fedex shipment found after a lost answer');
      return shipmentView(em, existing);
    }
    // FedEx never made it: the same row (and reference) tries again.
    const { attemptEndedAt: _ended, ...rest } = existing.data;
    existing.data = rest;
    existing.updatedAt = deps.now();
    await em.flush();
    return createAtCarrier(deps, em, existing, await shipmentRequest(em, order, data, existing.reference, zurichDate(deps.now())));
  }
  const attempts = await em.count(CarrierShipment, { order: order.id });
  const reference = `${order.formattedId}-S${attempts + 1}`;
  const request = await shipmentRequest(em, order, data, reference, zurichDate(deps.now()));
  const shipment = em.create(CarrierShipment, {
    order,
    liveOrderId: order.id,
    carrier: 'fedex',
    status: ShipmentStatus.PENDING,
    reference,
    serviceType: data.service.type,
    rate: data.service.rate === undefined ? null : new Decimal(data.service.rate).toFixed(2),
    shipDate: request.shipDate,
    data: { ...data, recipientAddress: recipientOf(order, data).address },
    trackingNumber: null,
    trackingNumbers: null,
    warnings: null,
    pickupConfirmationCode: null,
    pickupDate: null,
    pickupReadyTime: null,
    pickupLocation: null,
  });
  try {
    await em.flush();
  } catch (error) {
    // Another request claimed the order first: answer what it made.
    deps.logger.warn({ err: error, orderId: order.id }, 'fedex shipment claimed concurrently');
    const fork = deps.em();
    const winner = await fork.findOne(CarrierShipment, { liveOrderId: order.id });
    if (winner?.status === ShipmentStatus.CONFIRMED) return shipmentView(fork, winner);
    throw new EngineError('conflict', [{ message: carrierMessage('errors.fedexInProgress'), params: { order: order.formattedId } }]);
  }
  return createAtCarrier(deps, em, shipment, request);
}

/** Cancels the order's live shipment at FedEx; the order may then get a new one. */
export async function cancelShipment(deps: ShipmentDeps, ctx: RequestContext, rawInput: { orderId: number | string }): Promise<ShipmentView> {
  const { em, order, shipment } = await liveShipmentOfInput(deps, ctx, rawInput);
  const answer = await viaCarrier(() => deps.carrier().cancelShipment(shipment.trackingNumber ?? ''));
  if (shipment.pickupConfirmationCode) {
    await viaCarrier(() => deps.carrier().cancelPickup(shipment.pickupConfirmationCode ?? '', String(shipment.pickupDate).slice(0, 10), shipment.pickupLocation ?? null)).catch((error: unknown) =>
      deps.logger.warn({ err: error, orderId: order.id }, 'fedex pickup not cancelled with its shipment'),
    );
  }
  shipment.status = ShipmentStatus.CANCELLED;
  shipment.liveOrderId = null;
  shipment.warnings = answer.warnings;
  await em.flush();
  return shipmentView(em, shipment);
}
