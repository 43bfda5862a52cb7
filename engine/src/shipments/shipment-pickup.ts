import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import type { AddressSnapshot } from '../requests/request.entity';
import { loadCompanyProfile } from '../settings/company-settings';
import { isDomesticCountry, isPickupSlotAllowed, type CarrierAlert, type PickupOption } from '../shipping/carrier';
import { carrierMessage } from './fedex-errors';
import { pickupCheckSchema, schedulePickupSchema, type PackageLineItemInput, type PickupCheckInput, type SchedulePickupInput } from './fedex-schemas';
import { liveShipment, liveShipmentOfInput, loadOrder, viaCarrier, zurichDate, type ShipmentDeps } from './shipment-deps';
import { shipperParty, toCarrierPackages } from './shipment-request';
import { shipmentView, type ShipmentView } from './shipment-view';
import { requireGuard } from '../auth/permissions';

/** The courier's pickup at the company: the slots FedEx offers, booking one, cancelling it. */

/** POST /api/fedex/check-pickup-availability (R001-7.040, R001-3.53): pickup slots, only up to 16:00 (R001-9.32). */
export async function checkPickupAvailability(deps: ShipmentDeps, ctx: RequestContext, rawInput: PickupCheckInput): Promise<{ options: PickupOption[]; warnings: CarrierAlert[] }> {
  requireGuard(ctx, 'orderDesk');
  const input = pickupCheckSchema.parse(rawInput);
  const company = await loadCompanyProfile(deps.em());
  const answer = await viaCarrier(() =>
    deps.carrier().checkPickupAvailability({
      address: { postalCode: company.zipCode, countryCode: company.country, city: company.city, streetLines: [company.street] },
      isDomestic: input.isDomestic,
      date: input.date ?? zurichDate(deps.now()),
      serviceType: input.serviceType,
      packages: [{ lengthCm: input.dimensions.length, widthCm: input.dimensions.width, heightCm: input.dimensions.height, weightKg: input.weight, count: input.packageCount }],
    }),
  );
  return { options: answer.value.map((option) => ({ ...option, readyTimes: option.readyTimes.filter(isPickupSlotAllowed) })), warnings: answer.warnings };
}

/** POST /api/fedex/schedule-pickup (R001-7.043, R001-1.16): books the courier for the order's shipment, at most 16:00. */
export async function schedulePickup(deps: ShipmentDeps, ctx: RequestContext, rawInput: SchedulePickupInput): Promise<ShipmentView> {
  requireGuard(ctx, 'orderDesk');
  const input = schedulePickupSchema.parse(rawInput);
  if (!isPickupSlotAllowed(input.readyTime)) throw new EngineError('invalid', [{ message: carrierMessage('errors.fedexPickupAfter16'), field: 'readyTime' }]);
  const em = deps.em();
  const order = await loadOrder(em, input.orderId);
  const shipment = await liveShipment(em, order);
  if (shipment.pickupConfirmationCode) return shipmentView(em, shipment);
  const company = await loadCompanyProfile(em);
  const packages = toCarrierPackages((shipment.data['packagingLineItems'] as PackageLineItemInput[] | undefined) ?? []);
  const recipientCountry = String((shipment.data['recipientAddress'] as AddressSnapshot | undefined)?.country ?? '');
  const answer = await viaCarrier(() =>
    deps.carrier().schedulePickup({
      location: shipperParty(company),
      date: input.date,
      readyTime: input.readyTime,
      closeTime: input.closeTime,
      packageCount: packages.reduce((sum, item) => sum + (item.count ?? 1), 0) || 1,
      totalWeightKg: packages.reduce((sum, item) => sum + item.weightKg * (item.count ?? 1), 0) || 1,
      isDomestic: isDomesticCountry(recipientCountry),
    }),
  );
  shipment.pickupConfirmationCode = answer.value.confirmationCode;
  shipment.pickupDate = input.date;
  shipment.pickupReadyTime = input.readyTime;
  shipment.pickupLocation = answer.value.location;
  await em.flush();
  return shipmentView(em, shipment, answer.warnings);
}

/** Cancels the booked pickup (FedEx has no change: a new time is cancel + book). */
export async function cancelPickup(deps: ShipmentDeps, ctx: RequestContext, rawInput: { orderId: number | string }): Promise<ShipmentView> {
  const { em, order, shipment } = await liveShipmentOfInput(deps, ctx, rawInput);
  if (!shipment.pickupConfirmationCode) throw new EngineError('invalid', [{ message: carrierMessage('errors.fedexNoPickup'), params: { order: order.formattedId } }]);
  const answer = await viaCarrier(() => deps.carrier().cancelPickup(shipment.pickupConfirmationCode ?? '', String(shipment.pickupDate).slice(0, 10), shipment.pickupLocation ?? null));
  shipment.pickupConfirmationCode = null;
  shipment.pickupDate = null;
  shipment.pickupReadyTime = null;
  shipment.pickupLocation = null;
  await em.flush();
  return shipmentView(em, shipment, answer.warnings);
}
