import { describe, expect, it } from 'vitest';
import { roadDistanceKm } from './distance';
import {
  calculateFreight,
  defaultFreightTariff,
  distanceBandLabels,
  freightTariffSchema,
  placeColumnLabels,
  tariffPricePerPlace,
  type FreightInput,
} from './freight';
import { lookupPostalCode, roadDistanceToPostalCode } from './localities';
import { planPalletPlaces } from './pallet-places';

/** Road km to a domestic postal code, as the cart price will compute it. */
function km(zip: string, country = 'CH'): number {
  const found = roadDistanceToPostalCode(zip, country);
  if (!found) throw new Error(`unknown ${zip}`);
  return found.distanceKm;
}

describe('freight tariff (settings)', () => {
  it('the default tariff is valid and reads 1, 2, 3–5, 6–10, 11–18 places × 0–25 … > 250 km', () => {
    expect(freightTariffSchema.parse(defaultFreightTariff)).toEqual(defaultFreightTariff);
    expect(placeColumnLabels(defaultFreightTariff)).toEqual(['1', '2', '3–5', '6–10', '11–18']);
    expect(distanceBandLabels(defaultFreightTariff)).toEqual(['0–25 km', '25–50 km', '50–100 km', '100–150 km', '150–250 km', '> 250 km']);
  });

  it('band bounds are inclusive; more places than the last column are priced with the last column', () => {
    const price = (distance: number, places: number) => tariffPricePerPlace(defaultFreightTariff, distance, places).toFixed(2);
    expect(price(0, 1)).toBe('85.00');
    expect(price(25, 1)).toBe('85.00');
    expect(price(25.1, 1)).toBe('110.00');
    expect(price(250, 2)).toBe('195.00');
    expect(price(250.1, 2)).toBe('255.00');
    expect(price(5000, 18)).toBe('161.00');
    expect([1, 2, 3, 5, 6, 10, 11, 18, 33].map((places) => price(60, places))).toEqual(
      ['150.00', '120.00', '100.00', '100.00', '84.00', '84.00', '77.00', '77.00', '77.00'],
    );
  });

  it('a trip never gets cheaper when a place or a kilometre is added (default tariff)', () => {
    const distances = [0, 25, 25.1, 50, 50.1, 100, 100.1, 150, 150.1, 250, 250.1, 600];
    for (const distance of distances) {
      for (let places = 1; places < 40; places++) {
        const cost = (n: number) => tariffPricePerPlace(defaultFreightTariff, distance, n).times(n);
        expect(cost(places + 1).greaterThanOrEqualTo(cost(places)), `${distance} km, ${places} → ${places + 1}`).toBe(true);
      }
    }
    for (let places = 1; places <= 18; places++) {
      for (let band = 1; band < distances.length; band++) {
        const here = tariffPricePerPlace(defaultFreightTariff, distances[band] ?? 0, places);
        const before = tariffPricePerPlace(defaultFreightTariff, distances[band - 1] ?? 0, places);
        expect(here.greaterThanOrEqualTo(before)).toBe(true);
      }
    }
  });

  it('rejects a tariff the back office got wrong', () => {
    const valid = (change: (tariff: typeof defaultFreightTariff) => unknown) => freightTariffSchema.safeParse(change(structuredClone(defaultFreightTariff))).success;
    expect(valid((t) => t)).toBe(true);
    expect(valid((t) => ({ ...t, placeColumns: [1, 2, 2, 10, 18] }))).toBe(false);
    expect(valid((t) => ({ ...t, bands: t.bands.slice(0, -1) }))).toBe(false); // last band not open
    expect(valid((t) => ({ ...t, bands: [{ upToKm: null, pricePerPlace: ['1', '1', '1', '1', '1'] }, ...t.bands] }))).toBe(false);
    expect(valid((t) => ({ ...t, bands: [t.bands[1], t.bands[0], ...t.bands.slice(2)] }))).toBe(false);
    expect(valid((t) => ({ ...t, bands: t.bands.map((band) => ({ ...band, pricePerPlace: band.pricePerPlace.slice(1) })) }))).toBe(false);
    expect(valid((t) => ({ ...t, bands: t.bands.map((band) => ({ ...band, pricePerPlace: ['-1', ...band.pricePerPlace.slice(1)] })) }))).toBe(false);
    expect(valid((t) => ({ ...t, bands: t.bands.map((band) => ({ ...band, pricePerPlace: ['1.005', ...band.pricePerPlace.slice(1)] })) }))).toBe(false);
  });
});

describe('calculateFreight (R000-7.30: cost, distance, effective cost, pays fees)', () => {
  const base: FreightInput = { distanceKm: null, palletPlaces: 1 };

  it('Zürich 8001: 54.7 km → band 50–100 km; 2 places × 120.00 = 240.00', () => {
    expect(km('8001')).toBe(54.7);
    expect(calculateFreight({ ...base, distanceKm: km('8001'), palletPlaces: 2 })).toEqual({
      cost: '240.00',
      distance: '54.7',
      effectiveCost: '240.00',
      paysFees: true,
      reason: 'tariff',
      currency: 'CHF',
      trips: [{ places: 2, pricePerPlace: '120.00', cost: '240.00' }],
    });
  });

  it('Genève 1201: 248.0 km → band 150–250 km; 1 place = 250.00', () => {
    const quote = calculateFreight({ ...base, distanceKm: km('1201'), palletPlaces: 1 });
    expect(quote).toMatchObject({ cost: '250.00', distance: '248.0', effectiveCost: '250.00', paysFees: true });
  });

  it('R000-3.57 Vaduz 9490 (LI) is domestic, priced by distance: 155.0 km, 3 places × 160.00 = 480.00', () => {
    const quote = calculateFreight({ ...base, distanceKm: km('9490', 'LI'), palletPlaces: 3, country: 'LI' });
    expect(quote).toMatchObject({ cost: '480.00', distance: '155.0', effectiveCost: '480.00', paysFees: true, reason: 'tariff' });
  });

  it('Niedergösgen 5013: 0 km → band 0–25 km; 1 place = 85.00', () => {
    expect(calculateFreight({ ...base, distanceKm: km('5013') })).toMatchObject({ cost: '85.00', distance: '0.0', effectiveCost: '85.00' });
  });

  it('a German postal code (79539 Lörrach): not in the directory, quoted by the carrier (FedEx)', () => {
    expect(lookupPostalCode('79539', 'DE')).toBeUndefined();
    expect(calculateFreight({ distanceKm: null, palletPlaces: 2, country: 'DE' })).toEqual({
      cost: null,
      distance: null,
      effectiveCost: null,
      paysFees: true,
      reason: 'quoted_by_carrier',
      currency: 'CHF',
      trips: [],
    });
    // A distance given by mistake does not make a foreign delivery priced by the tariff.
    expect(calculateFreight({ distanceKm: 40, palletPlaces: 2, country: 'de' }).cost).toBeNull();
  });

  it('an unknown Swiss postal code: no distance, no price', () => {
    expect(roadDistanceToPostalCode('9999')).toBeUndefined();
    expect(calculateFreight({ distanceKm: null, palletPlaces: 1 })).toMatchObject({ cost: null, effectiveCost: null, paysFees: true, reason: 'unknown_postal_code' });
  });

  it('R000-9.24 pickup at the company site costs nothing and pays no fees', () => {
    expect(calculateFreight({ distanceKm: km('8001'), palletPlaces: 5, pickup: true, customerMultiplier: '1.1', fixedDeliveryCost: '80' })).toEqual({
      cost: '0.00',
      distance: '54.7',
      effectiveCost: '0.00',
      paysFees: false,
      reason: 'pickup',
      currency: 'CHF',
      trips: [],
    });
    expect(calculateFreight({ distanceKm: null, palletPlaces: 5, pickup: true, country: 'DE' }).effectiveCost).toBe('0.00');
  });

  it('R000-3.24 the customer multiplier scales the tariff price (decision 004: default 1); half-up to 0.01', () => {
    const zurich = { distanceKm: km('8001'), palletPlaces: 2 };
    expect(calculateFreight(zurich).effectiveCost).toBe('240.00');
    expect(calculateFreight({ ...zurich, customerMultiplier: '1.1' })).toMatchObject({ cost: '240.00', effectiveCost: '264.00', paysFees: true });
    expect(calculateFreight({ ...zurich, customerMultiplier: 0.5 }).effectiveCost).toBe('120.00');
    // 85.00 × 0.333 = 28.305 → 28.31 (half-up)
    expect(calculateFreight({ distanceKm: 10, palletPlaces: 1, customerMultiplier: '0.333' }).effectiveCost).toBe('28.31');
    expect(calculateFreight({ ...zurich, customerMultiplier: 0 })).toMatchObject({ cost: '240.00', effectiveCost: '0.00', paysFees: false });
    expect(() => calculateFreight({ ...zurich, customerMultiplier: -1 })).toThrow(RangeError);
  });

  it('R000-3.15 an address’s fixedDeliveryCost ≥ 0 replaces the tariff (no multiplier); -1 means none', () => {
    const zurich = { distanceKm: km('8001'), palletPlaces: 2, customerMultiplier: '1.1' };
    expect(calculateFreight({ ...zurich, fixedDeliveryCost: '95.5' })).toMatchObject({
      cost: '240.00',
      effectiveCost: '95.50',
      paysFees: true,
      reason: 'fixed_address_cost',
    });
    expect(calculateFreight({ ...zurich, fixedDeliveryCost: 0 })).toMatchObject({ effectiveCost: '0.00', paysFees: false, reason: 'fixed_address_cost' });
    expect(calculateFreight({ ...zurich, fixedDeliveryCost: -1 })).toMatchObject({ effectiveCost: '264.00', reason: 'tariff' });
    expect(calculateFreight({ ...zurich, fixedDeliveryCost: '-1.00' }).reason).toBe('tariff');
    expect(calculateFreight({ ...zurich, fixedDeliveryCost: null }).reason).toBe('tariff');
    // The override is the address's agreement, whatever the country.
    expect(calculateFreight({ distanceKm: null, palletPlaces: 1, country: 'DE', fixedDeliveryCost: '150' })).toMatchObject({
      cost: null,
      effectiveCost: '150.00',
      paysFees: true,
    });
  });

  it('nothing to ship costs nothing', () => {
    expect(calculateFreight({ distanceKm: km('8001'), palletPlaces: 0, fixedDeliveryCost: '50' })).toMatchObject({
      cost: '0.00',
      effectiveCost: '0.00',
      paysFees: false,
      reason: 'nothing_to_ship',
    });
    expect(calculateFreight({ distanceKm: km('8001'), palletPlaces: [] }).reason).toBe('nothing_to_ship');
  });

  it('R001-3.49 several trips on the default truck (18 places) are priced each: Zürich 40 places = 2 × 18 × 77 + 4 × 100', () => {
    const plan = planPalletPlaces([{ quantity: 40, requirement: { maxPackage: 1 } }], { maxParkingLots: 18 });
    expect(plan.trips).toEqual([18, 18, 4]);
    const quote = calculateFreight({ distanceKm: km('8001'), palletPlaces: plan.trips });
    expect(quote.trips).toEqual([
      { places: 18, pricePerPlace: '77.00', cost: '1386.00' },
      { places: 18, pricePerPlace: '77.00', cost: '1386.00' },
      { places: 4, pricePerPlace: '100.00', cost: '400.00' },
    ]);
    expect(quote.cost).toBe('3172.00');
  });

  it('a tariff from the settings replaces the default', () => {
    const flat = freightTariffSchema.parse({ placeColumns: [18], bands: [{ upToKm: null, pricePerPlace: ['33.35'] }] });
    expect(calculateFreight({ distanceKm: km('1201'), palletPlaces: 3, tariff: flat, customerMultiplier: '1.05' })).toMatchObject({
      cost: '100.05',
      effectiveCost: '105.05', // 100.05 × 1.05 = 105.0525
    });
  });

  it('rejects impossible input', () => {
    expect(() => calculateFreight({ distanceKm: -1, palletPlaces: 1 })).toThrow(RangeError);
    expect(() => calculateFreight({ distanceKm: 10, palletPlaces: -1 })).toThrow(RangeError);
    expect(() => calculateFreight({ distanceKm: Number.NaN, palletPlaces: 1 })).toThrow(RangeError);
  });

  it('the road distance it is given is what the cart computes from the postal code', () => {
    const zurich = lookupPostalCode('8001');
    expect(zurich && roadDistanceKm(zurich)).toBe(km('8001'));
  });
});
