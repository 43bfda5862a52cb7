import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { silentLogger } from '../logging/logger';
import { loadCompanyProfile } from '../settings/company-settings';
import type { Carrier, CarrierAlert, CarrierPackage, RateQuote } from '../shipping/carrier';
import { carrierMessage } from './fedex-errors';
import { rateRequestSchema, type RateRequestInput } from './fedex-schemas';
import { cancelShipment, confirmShipment, verifyShipment } from './shipment-confirm';
import { viaCarrier, type ShipmentDeps } from './shipment-deps';
import { shipmentDocument, uploadEtd } from './shipment-documents';
import { cancelPickup, checkPickupAvailability, schedulePickup } from './shipment-pickup';
import { orderPanel, shipmentsOfOrder, trackingNumberOf, trackingOfOrder } from './shipment-queries';
import { shipperParty, toCarrierPackages } from './shipment-request';
import { requireGuard } from '../auth/permissions';

export interface FedexShipmentServiceOptions {
  em: () => EntityManager;
  /** The carrier; null when FedEx is not set up (production without credentials). */
  carrier: () => Carrier | null;
  logger?: Logger;
  /** A PENDING create younger than this is still under way (default 30 s, above the client's time limit). */
  inFlightMs?: number;
  now?: () => Date;
  /** The packages of goods (carrier-rates.ts packagesOf) for the panel's first proposal. */
  packagesOf?: (items: { productId: number; quantity: number }[]) => Promise<CarrierPackage[]>;
}


/** POST /api/fedex/get-rates (R001-7.039, R001-3.52): the services with price (CHF) and transit time. */
export async function getRates(deps: ShipmentDeps, ctx: RequestContext, rawInput: RateRequestInput): Promise<{ rates: RateQuote[]; warnings: CarrierAlert[] }> {
  requireGuard(ctx, 'orderDesk');
  const input = rateRequestSchema.parse(rawInput);
  const company = await loadCompanyProfile(deps.em());
  const answer = await viaCarrier(() =>
    deps.carrier().getRates({
      shipper: shipperParty(company).address,
      recipient: { postalCode: input.address.postalCode, countryCode: input.address.countryCode, ...(input.address.city ? { city: input.address.city } : {}), ...(input.address.state ? { stateOrProvinceCode: input.address.state } : {}) },
      packages: toCarrierPackages(input.positions),
      serviceType: input.serviceType,
      shipDate: input.shipDate,
    }),
  );
  return { rates: answer.value, warnings: answer.warnings };
}

/**
 * Carrier shipments of orders through FedEx (R001-1.13–1.16, R001-7.039–7.044): each use case is a
 * function of its own file taking (deps, ctx, input); this binds them once to the options.
 */
export function createFedexShipmentService(options: FedexShipmentServiceOptions) {
  const deps: ShipmentDeps = {
    em: options.em,
    carrier: () => {
      const current = options.carrier();
      if (!current) throw new EngineError('unavailable', carrierMessage('errors.fedexNotConfigured'));
      return current;
    },
    logger: options.logger ?? silentLogger,
    inFlightMs: options.inFlightMs ?? 30_000,
    now: options.now ?? (() => new Date()),
    ...(options.packagesOf ? { packagesOf: options.packagesOf } : {}),
  };
  type Input<F extends (deps: ShipmentDeps, ctx: RequestContext, input: never) => unknown> = Parameters<F>[2];
  return {
    getRates: (ctx: RequestContext, input: Input<typeof getRates>) => getRates(deps, ctx, input),
    checkPickupAvailability: (ctx: RequestContext, input: Input<typeof checkPickupAvailability>) => checkPickupAvailability(deps, ctx, input),
    verifyShipment: (ctx: RequestContext, input: Input<typeof verifyShipment>) => verifyShipment(deps, ctx, input),
    confirmShipment: (ctx: RequestContext, input: Input<typeof confirmShipment>) => confirmShipment(deps, ctx, input),
    cancelShipment: (ctx: RequestContext, input: Input<typeof cancelShipment>) => cancelShipment(deps, ctx, input),
    schedulePickup: (ctx: RequestContext, input: Input<typeof schedulePickup>) => schedulePickup(deps, ctx, input),
    cancelPickup: (ctx: RequestContext, input: Input<typeof cancelPickup>) => cancelPickup(deps, ctx, input),
    uploadEtd: (ctx: RequestContext, input: Input<typeof uploadEtd>) => uploadEtd(deps, ctx, input),
    shipmentsOfOrder: (ctx: RequestContext, orderId: number) => shipmentsOfOrder(deps, ctx, orderId),
    document: (ctx: RequestContext, id: number) => shipmentDocument(deps, ctx, id),
    trackingOfOrder: (ctx: RequestContext, orderId: number) => trackingOfOrder(deps, ctx, orderId),
    orderPanel: (ctx: RequestContext, orderId: number) => orderPanel(deps, ctx, orderId),
    trackingNumberOf: (orderId: number) => trackingNumberOf(deps, orderId),
  };
}
export type FedexShipmentService = ReturnType<typeof createFedexShipmentService>;
