import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import type { z } from 'zod';
import type { CacheView } from '../cache/read-cache';
import { Address } from '../customers/customer.entity';
import { notFoundError } from '../errors';
import { DeliveryMode, isFedex, isParcel, isPickup } from '../shipping/delivery';
import { calculateFreight } from '../shipping/freight';
import { calculateParcelFreight, PARCEL_TRANSIT_DAYS, type ParcelQuote } from '../shipping/parcel';
import { parcelPiecesOf } from '../shipping/parcel-pieces';
import { CARRIER_MESSAGES } from '../i18n/catalogue-carrier';
import { isKnownSwissPostalCode, roadDistanceToPostalCode } from '../shipping/localities';
import { planPalletPlaces } from '../shipping/pallet-places';
import { isDomesticCountry, normalizeCountryCode } from '../validation/countries';
import { freightTariff, parcelTariff, pieceAttributes, transportRequirements, truckPlaces } from './price-memory';
import type { DeliveryChoice, orderPriceInputSchema, PricingServiceOptions, ShippingCost } from './price-schemas';

export type CartShippingDeps = Pick<PricingServiceOptions, 'carrierRates'>;

/**
 * The shipping cost of a priced cart (000 §7 shippingCost): pallet places from the transport
 * requirements and the truck, the freight tariff by road distance, a saved address's fixed cost,
 * pickup, FedEx's live rate for a carrier delivery (decision 744), or parcels by post by the
 * parcel tariff (decision 1140); a domestic delivery names both ways, cheaper first.
 */
export async function shippingFor(
  deps: CartShippingDeps,
  em: EntityManager,
  view: CacheView,
  input: z.output<typeof orderPriceInputSchema>,
  customerId: number | undefined,
  multiplier: string,
  items: { productId: number; quantity: number; configuration?: Readonly<Record<string, unknown>> }[],
): Promise<ShippingCost> {
  let zip = input.zipCode;
  let country = input.country;
  let fixedDeliveryCost: string | null = null;
  if (input.deliveryAddressId !== undefined) {
    const address = customerId === undefined ? null : await em.findOne(Address, { id: input.deliveryAddressId, customer: customerId, deletedAt: null });
    if (!address) throw notFoundError();
    zip = address.zipCode;
    country = normalizeCountryCode(address.country);
    fixedDeliveryCost = address.fixedDeliveryCost;
  }
  const requirements = await transportRequirements(
    em,
    view,
    items.map((item) => item.productId),
  );
  const capacities = [await truckPlaces(em, view, customerId), input.maxStoringSpace].filter((value): value is number => typeof value === 'number' && value > 0);
  const plan = planPalletPlaces(
    items.map((item) => ({ productId: item.productId, quantity: item.quantity, requirement: requirements.get(item.productId) ?? null })),
    capacities.length > 0 ? { maxParkingLots: Math.min(...capacities) } : null,
  );
  // Decision 201: only a postal code of the Swiss Post directory (CH and LI) is priced by distance.
  const domestic = isDomesticCountry(country);
  const zipCodeAccepted = domestic && zip !== undefined && isKnownSwissPostalCode(zip);
  const distanceKm = zipCodeAccepted && zip !== undefined ? (roadDistanceToPostalCode(zip, country)?.distanceKm ?? null) : null;
  const base = { palletPlaces: plan.totalPlaces, zipCodeAccepted };
  let carrierProblem: string | undefined;
  // A parcel abroad is no carrier delivery: the post's parcels go to CH and LI only (decision 1140).
  const carrierDelivery = isFedex(input.deliveryMode) || (!isPickup(input.deliveryMode) && !isParcel(input.deliveryMode) && !domestic);
  if (carrierDelivery && (fixedDeliveryCost === null || new Decimal(fixedDeliveryCost).isNegative())) {
    // Abroad or by FedEx: the live rate (decision 744); without one the carrier quotes later, never CHF 0.00.
    const answer = plan.totalPlaces > 0 && zip && deps.carrierRates ? await deps.carrierRates({ countryCode: country, postalCode: zip }, items) : null;
    const rates = answer === null || 'problem' in answer ? null : answer;
    if (answer !== null && 'problem' in answer) carrierProblem = answer.problem;
    const chosen = rates?.find((rate) => rate.serviceType === input.carrierServiceType) ?? rates?.[0] ?? null;
    if (rates && chosen) {
      return { ...base, cost: chosen.amount, distance: null, effectiveCost: chosen.amount, paysFees: true, reason: 'carrier_rate', currency: 'CHF', trips: [], carrierRates: rates, carrierRate: chosen };
    }
  }
  if (isFedex(input.deliveryMode) && (fixedDeliveryCost === null || new Decimal(fixedDeliveryCost).isNegative())) {
    return {
      ...base,
      cost: null,
      distance: distanceKm === null ? null : distanceKm.toFixed(1),
      effectiveCost: null,
      paysFees: plan.totalPlaces > 0,
      reason: plan.totalPlaces > 0 ? 'quoted_by_carrier' : 'nothing_to_ship',
      currency: 'CHF',
      trips: [],
      ...(carrierProblem ? { carrierProblem } : {}),
    };
  }
  const quote = calculateFreight({
    distanceKm,
    palletPlaces: plan.trips,
    tariff: await freightTariff(em, view),
    customerMultiplier: multiplier,
    fixedDeliveryCost,
    pickup: isPickup(input.deliveryMode),
    country,
  });
  if (isPickup(input.deliveryMode) || isFedex(input.deliveryMode) || !domestic) {
    if (isParcel(input.deliveryMode)) return parcelRefused({ ...quote, ...base });
    return { ...quote, ...base, ...(carrierProblem && quote.effectiveCost === null ? { carrierProblem } : {}) };
  }
  // A domestic delivery: the parcel by post beside the truck (decision 1140).
  const parcel = calculateParcelFreight({
    lines: parcelPiecesOf(await pieceAttributes(em, view, items.map((item) => item.productId)), items).map((piece, index) => ({ quantity: items[index]?.quantity ?? 0, piece })),
    tariff: await parcelTariff(em, view),
    country,
    customerMultiplier: multiplier,
    fixedDeliveryCost,
  });
  const deliveryChoices = choicesOf(quote.reason === 'nothing_to_ship' ? null : quote.effectiveCost, parcel);
  if (!isParcel(input.deliveryMode)) return { ...quote, ...base, deliveryChoices };
  if (!parcel.fits) return { ...parcelRefused({ ...quote, ...base }), deliveryChoices };
  return {
    ...base,
    cost: parcel.cost,
    distance: quote.distance,
    effectiveCost: parcel.effectiveCost,
    paysFees: parcel.effectiveCost !== null && new Decimal(parcel.effectiveCost).greaterThan(0),
    reason: 'parcel_tariff',
    currency: 'CHF',
    trips: [],
    parcels: parcel.parcels,
    deliveryChoices,
  };
}

/** Parcels asked for that cannot go by post: no price, and why (an engine message for the shopper). */
function parcelRefused(quote: ShippingCost): ShippingCost {
  return { ...quote, cost: null, effectiveCost: null, paysFees: true, reason: 'parcel_not_possible', trips: [], carrierProblem: CARRIER_MESSAGES['errors.parcelNotPossible'].de };
}

/**
 * The ways a domestic delivery can travel, cheaper first (decision 1140): the truck always (priced
 * or not), the parcel when every piece fits. A tie keeps the truck first; an unpriced way goes last.
 */
export function choicesOf(truckCost: string | null, parcel: ParcelQuote): DeliveryChoice[] {
  const choices: DeliveryChoice[] = [{ mode: DeliveryMode.DELIVERY, effectiveCost: truckCost, transitDays: 0 }];
  if (parcel.fits && parcel.parcels > 0) choices.push({ mode: DeliveryMode.PARCEL, effectiveCost: parcel.effectiveCost, transitDays: PARCEL_TRANSIT_DAYS, parcels: parcel.parcels });
  const rank = (choice: DeliveryChoice) => (choice.effectiveCost === null ? Number.POSITIVE_INFINITY : Number(choice.effectiveCost));
  return choices.map((choice, index) => ({ choice, index })).sort((a, b) => rank(a.choice) - rank(b.choice) || a.index - b.index).map(({ choice }) => choice);
}
