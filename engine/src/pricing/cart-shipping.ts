import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import type { z } from 'zod';
import type { CacheView } from '../cache/read-cache';
import { Address } from '../customers/customer.entity';
import { notFoundError } from '../errors';
import { isFedex, isPickup } from '../shipping/delivery';
import { calculateFreight } from '../shipping/freight';
import { isKnownSwissPostalCode, roadDistanceToPostalCode } from '../shipping/localities';
import { planPalletPlaces } from '../shipping/pallet-places';
import { isDomesticCountry, normalizeCountryCode } from '../validation/countries';
import { freightTariff, transportRequirements, truckPlaces } from './price-memory';
import type { orderPriceInputSchema, PricingServiceOptions, ShippingCost } from './price-schemas';

export type CartShippingDeps = Pick<PricingServiceOptions, 'carrierRates'>;

/**
 * The shipping cost of a priced cart (000 §7 shippingCost): pallet places from the transport
 * requirements and the truck, the freight tariff by road distance, a saved address's fixed cost,
 * pickup, or FedEx's live rate for a carrier delivery (decision 744).
 */
export async function shippingFor(
  deps: CartShippingDeps,
  em: EntityManager,
  view: CacheView,
  input: z.output<typeof orderPriceInputSchema>,
  customerId: number | undefined,
  multiplier: string,
  items: { productId: number; quantity: number }[],
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
  const carrierDelivery = isFedex(input.deliveryMode) || (!isPickup(input.deliveryMode) && !domestic);
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
  return { ...quote, ...base, ...(carrierProblem && quote.effectiveCost === null ? { carrierProblem } : {}) };
}
