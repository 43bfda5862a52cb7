import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { roundMoney, toDecimal, toMoneyString, type MoneyInput, type MoneyString } from '../money/money';
import { DEFAULT_COUNTRY_CODE, isDomesticCountry } from '../validation/countries';

/**
 * Freight (Lieferkosten) of a truck delivery from Niedergösgen, as the shipping cost detail of
 * the cart price (000 §7: cost, distance, effective cost, pays fees). Pure: the distance comes
 * from distance.ts / localities.ts, the pallet places from pallet-places.ts, the tariff from the
 * settings (key {@link FREIGHT_TARIFF_SETTING_KEY}). The model is described in docs/freight.md.
 */

/** The settings key under which the back office keeps the tariff. */
export const FREIGHT_TARIFF_SETTING_KEY = 'freight.tariff';

const priceSchema = z.string().trim().regex(/^\d{1,7}(\.\d{1,2})?$/, 'Betrag ≥ 0 mit höchstens 2 Dezimalstellen');

/**
 * The freight tariff: CHF per pallet place by distance band (rows) and number of places on the
 * trip (columns).
 * - `placeColumns`: ascending upper bounds (inclusive) of the place columns; [1, 2, 5, 10, 18]
 *   means the columns 1, 2, 3–5, 6–10 and 11–18 places. A trip with more places than the last
 *   bound is priced with the last column.
 * - `bands`: ascending distance bands, each up to `upToKm` road km inclusive (from the previous
 *   band's bound), the last one open (`upToKm: null`) so that every distance has a price;
 *   `pricePerPlace` has one price per column.
 */
export const freightTariffSchema = z
  .object({
    currency: z.literal('CHF').default('CHF'),
    placeColumns: z.array(z.number().int().positive()).min(1),
    bands: z
      .array(
        z.object({
          upToKm: z.number().positive().nullable(),
          pricePerPlace: z.array(priceSchema).min(1),
        }),
      )
      .min(1),
  })
  .superRefine((tariff, ctx) => {
    tariff.placeColumns.forEach((bound, position) => {
      const previous = tariff.placeColumns[position - 1];
      if (previous !== undefined && bound <= previous) {
        ctx.addIssue({ code: 'custom', path: ['placeColumns', position], message: 'Spalten müssen aufsteigend sein' });
      }
    });
    tariff.bands.forEach((band, position) => {
      const last = position === tariff.bands.length - 1;
      const previous = tariff.bands[position - 1]?.upToKm;
      if (last && band.upToKm !== null) {
        ctx.addIssue({ code: 'custom', path: ['bands', position, 'upToKm'], message: 'Die letzte Distanzstufe muss offen sein (null)' });
      }
      if (!last && band.upToKm === null) {
        ctx.addIssue({ code: 'custom', path: ['bands', position, 'upToKm'], message: 'Nur die letzte Distanzstufe darf offen sein' });
      }
      if (band.upToKm !== null && previous !== undefined && previous !== null && band.upToKm <= previous) {
        ctx.addIssue({ code: 'custom', path: ['bands', position, 'upToKm'], message: 'Distanzstufen müssen aufsteigend sein' });
      }
      if (band.pricePerPlace.length !== tariff.placeColumns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['bands', position, 'pricePerPlace'],
          message: `Ein Preis je Spalte erwartet (${tariff.placeColumns.length})`,
        });
      }
    });
  });

export type FreightTariff = z.infer<typeof freightTariffSchema>;
export type FreightTariffInput = z.input<typeof freightTariffSchema>;

/**
 * The tariff the shop starts with, until the back office saves its own under
 * {@link FREIGHT_TARIFF_SETTING_KEY}. CHF per pallet place; columns 1, 2, 3–5, 6–10, 11–18 places
 * (18 = the default truck 1); bands 0–25, 25–50, 50–100, 100–150, 150–250, > 250 road km.
 * The figures are ours (no tariff is given by the spec), chosen so that a trip never gets
 * cheaper when a place or a kilometre is added (a test checks it).
 */
export const defaultFreightTariff: FreightTariff = {
  currency: 'CHF',
  placeColumns: [1, 2, 5, 10, 18],
  bands: [
    { upToKm: 25, pricePerPlace: ['85.00', '70.00', '60.00', '50.00', '46.00'] },
    { upToKm: 50, pricePerPlace: ['110.00', '90.00', '76.00', '64.00', '59.00'] },
    { upToKm: 100, pricePerPlace: ['150.00', '120.00', '100.00', '84.00', '77.00'] },
    { upToKm: 150, pricePerPlace: ['190.00', '150.00', '125.00', '105.00', '96.00'] },
    { upToKm: 250, pricePerPlace: ['250.00', '195.00', '160.00', '135.00', '124.00'] },
    { upToKm: null, pricePerPlace: ['330.00', '255.00', '210.00', '176.00', '161.00'] },
  ],
};

/** Column headings of a tariff: ['1', '2', '3–5', '6–10', '11–18']. */
export function placeColumnLabels(tariff: FreightTariff): string[] {
  return tariff.placeColumns.map((bound, position) => {
    const from = (tariff.placeColumns[position - 1] ?? 0) + 1;
    return from === bound ? String(bound) : `${from}–${bound}`;
  });
}

/** Band headings of a tariff: ['0–25 km', …, '> 250 km']. */
export function distanceBandLabels(tariff: FreightTariff): string[] {
  return tariff.bands.map((band, position) => {
    const from = tariff.bands[position - 1]?.upToKm ?? 0;
    return band.upToKm === null ? `> ${from} km` : `${from}–${band.upToKm} km`;
  });
}

/** CHF per place for a trip of `places` places over `distanceKm` road km. */
export function tariffPricePerPlace(tariff: FreightTariff, distanceKm: number, places: number): Decimal {
  if (!Number.isFinite(distanceKm) || distanceKm < 0) throw new RangeError(`Not a distance: ${distanceKm}`);
  const band = tariff.bands.find((candidate) => candidate.upToKm === null || distanceKm <= candidate.upToKm) ?? tariff.bands.at(-1);
  let column = tariff.placeColumns.findIndex((bound) => places <= bound);
  if (column < 0) column = tariff.placeColumns.length - 1;
  const price = band?.pricePerPlace[column];
  if (price === undefined) throw new RangeError('Freight tariff is incomplete; parse it with freightTariffSchema');
  return toDecimal(price);
}

/** Why a freight answer is what it is. */
export type FreightReason =
  /** Collected at the company site: no freight. */
  | 'pickup'
  /** Nothing takes a pallet place (empty cart): no freight. */
  | 'nothing_to_ship'
  /** The delivery address has a fixed delivery cost that replaces the tariff. */
  | 'fixed_address_cost'
  /** Priced by the tariff (domestic: CH or LI). */
  | 'tariff'
  /** A foreign delivery: the carrier (FedEx) quotes it; no price here. */
  | 'quoted_by_carrier'
  /** Priced by the carrier's live rate (FedEx, docs/decisions/744-fedex-checkout.md). */
  | 'carrier_rate'
  /** A domestic postal code that is not in the locality directory: no distance, no price. */
  | 'unknown_postal_code'
  /** Parcels by Swiss Post, priced by the parcel tariff (decision 1140). */
  | 'parcel_tariff'
  /** Parcels asked for, but a piece does not fit the post's limits or the address is abroad: no price. */
  | 'parcel_not_possible';

export interface FreightInput {
  /** Road km from the company site (roadDistanceKm); null when the postal code is unknown. */
  distanceKm: number | null;
  /**
   * Pallet places: a number is one trip; an array gives the places of each trip
   * (`planPalletPlaces(…).trips`), each trip priced on its own.
   */
  palletPlaces: number | readonly number[];
  /** Default {@link defaultFreightTariff}. Parse stored tariffs with {@link freightTariffSchema}. */
  tariff?: FreightTariff;
  /** The customer's deliveryCostMultiplier; default 1 (decision 004), guests 1. Must be ≥ 0. */
  customerMultiplier?: MoneyInput | null;
  /** The delivery address's fixedDeliveryCost; ≥ 0 replaces the tariff, -1 (or null) = none (000 §3). */
  fixedDeliveryCost?: MoneyInput | null;
  /** Pickup at the company site (delivery mode PICKUP). */
  pickup?: boolean;
  /** Delivery country, ISO code; default CH. CH and LI are domestic. */
  country?: string | null;
}

export interface FreightTrip {
  places: number;
  pricePerPlace: MoneyString;
  cost: MoneyString;
}

/**
 * The shipping cost detail (000 §7) plus how it came about. Amounts are decimal strings with two
 * places (0.01 CHF, half-up); null means "no price here".
 */
export interface FreightQuote {
  /** The tariff price of the delivery (before multiplier and address override); null when the tariff cannot price it (foreign, unknown postal code). '0.00' for pickup or nothing to ship. */
  cost: MoneyString | null;
  /** The road distance priced, km with one decimal ('54.7'); null when unknown. */
  distance: string | null;
  /** What the customer pays for delivery: the address's fixed cost if set, else cost × multiplier; null when not priced here. */
  effectiveCost: MoneyString | null;
  /** Whether the customer pays delivery fees: false for pickup, nothing to ship or an effective cost of 0; true otherwise (also when the carrier will quote it). */
  paysFees: boolean;
  reason: FreightReason;
  currency: 'CHF';
  /** The tariff price per trip (empty when the tariff was not applied). */
  trips: FreightTrip[];
}

function tripsOf(palletPlaces: number | readonly number[]): number[] {
  const trips = typeof palletPlaces === 'number' ? [palletPlaces] : [...palletPlaces];
  for (const places of trips) {
    if (!Number.isFinite(places) || places < 0) throw new RangeError(`Not a number of pallet places: ${places}`);
  }
  return trips.filter((places) => places > 0).map((places) => Math.ceil(places));
}

function priceTrips(tariff: FreightTariff, distanceKm: number, trips: number[]): { cost: Decimal; trips: FreightTrip[] } {
  const priced = trips.map((places) => {
    const pricePerPlace = tariffPricePerPlace(tariff, distanceKm, places);
    return { places, pricePerPlace, cost: roundMoney(pricePerPlace.times(places)) };
  });
  return {
    cost: roundMoney(priced.reduce((sum, trip) => sum.plus(trip.cost), new Decimal(0))),
    trips: priced.map((trip) => ({ places: trip.places, pricePerPlace: toMoneyString(trip.pricePerPlace), cost: toMoneyString(trip.cost) })),
  };
}

/**
 * Freight of a cart, in this order:
 * 1. pickup → nothing to pay;
 * 2. no pallet places → nothing to pay;
 * 3. the address's fixedDeliveryCost ≥ 0 → that amount (no multiplier), any country;
 * 4. a foreign country → not priced here: the carrier (FedEx) quotes it, the customer pays fees;
 * 5. a domestic address without a distance (unknown postal code) → not priced;
 * 6. otherwise the tariff: Σ over trips of places × price per place (distance band × place
 *    column), then × the customer's multiplier.
 *
 * @example calculateFreight({ distanceKm: 54.7, palletPlaces: 2 }) // cost '180.00', effectiveCost '180.00'
 */
export function calculateFreight(input: FreightInput): FreightQuote {
  const tariff = input.tariff ?? defaultFreightTariff;
  const multiplier = toDecimal(input.customerMultiplier ?? 1);
  if (multiplier.isNegative()) throw new RangeError(`deliveryCostMultiplier must be ≥ 0: ${multiplier.toString()}`);
  if (input.distanceKm !== null && (!Number.isFinite(input.distanceKm) || input.distanceKm < 0)) {
    throw new RangeError(`Not a distance: ${input.distanceKm}`);
  }
  const trips = tripsOf(input.palletPlaces);
  const distance = input.distanceKm === null ? null : input.distanceKm.toFixed(1);
  const domestic = isDomesticCountry(input.country ?? DEFAULT_COUNTRY_CODE);
  const fixed = input.fixedDeliveryCost === null || input.fixedDeliveryCost === undefined ? null : toDecimal(input.fixedDeliveryCost);
  const base = { distance, currency: 'CHF' as const };
  const free = (reason: FreightReason): FreightQuote => ({ ...base, cost: '0.00', effectiveCost: '0.00', paysFees: false, reason, trips: [] });

  if (input.pickup) return free('pickup');
  if (trips.length === 0) return free('nothing_to_ship');
  const tariffPrice = domestic && input.distanceKm !== null ? priceTrips(tariff, input.distanceKm, trips) : null;

  if (fixed !== null && !fixed.isNegative()) {
    const effective = roundMoney(fixed);
    return {
      ...base,
      cost: tariffPrice ? toMoneyString(tariffPrice.cost) : null,
      effectiveCost: toMoneyString(effective),
      paysFees: effective.greaterThan(0),
      reason: 'fixed_address_cost',
      trips: tariffPrice?.trips ?? [],
    };
  }
  if (!domestic) return { ...base, cost: null, effectiveCost: null, paysFees: true, reason: 'quoted_by_carrier', trips: [] };
  if (!tariffPrice) return { ...base, cost: null, effectiveCost: null, paysFees: true, reason: 'unknown_postal_code', trips: [] };

  const effective = roundMoney(tariffPrice.cost.times(multiplier));
  return {
    ...base,
    cost: toMoneyString(tariffPrice.cost),
    effectiveCost: toMoneyString(effective),
    paysFees: effective.greaterThan(0),
    reason: 'tariff',
    trips: tariffPrice.trips,
  };
}
