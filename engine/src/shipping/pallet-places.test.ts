import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TRANSPORT_REQUIREMENT,
  MAX_STACKS,
  MAX_STACKS_ROUND,
  palletPlacesForLine,
  planPalletPlaces,
  splitIntoTrips,
  stackDisplay,
} from './pallet-places';

describe('pallet places of a cart line (transport requirement, 001 §3)', () => {
  it('R001-3.25 minSp defaults to 1: no requirement, or one without minSp, takes one place per line', () => {
    expect(DEFAULT_TRANSPORT_REQUIREMENT).toEqual({ maxPackage: null, minSp: 1, quantityForMinSp: null });
    expect(palletPlacesForLine(1)).toBe(1);
    expect(palletPlacesForLine(500, null)).toBe(1);
    expect(palletPlacesForLine(500, {})).toBe(1);
    expect(palletPlacesForLine(500, { minSp: null, maxPackage: null, quantityForMinSp: null })).toBe(1);
    expect(palletPlacesForLine(3, { minSp: 3 })).toBe(3);
  });

  it('R001-3.24 maxPackage: one more place per started maxPackage pieces (boundaries 20/21, 40/41)', () => {
    const twentyPerPlace = { maxPackage: 20 };
    expect([1, 19, 20, 21, 40, 41, 45].map((quantity) => palletPlacesForLine(quantity, twentyPerPlace))).toEqual([1, 1, 1, 2, 2, 3, 3]);
  });

  it('R001-3.24 minSp with maxPackage: never fewer than minSp places', () => {
    const long = { maxPackage: 10, minSp: 2 };
    expect([1, 10, 20, 21, 30, 31].map((quantity) => palletPlacesForLine(quantity, long))).toEqual([2, 2, 2, 3, 3, 4]);
  });

  it('R001-3.24 quantityForMinSp without maxPackage: each started group of quantityForMinSp pieces takes minSp places', () => {
    // A crate two places long; three of them stack on those two places.
    const longCrate = { minSp: 2, quantityForMinSp: 3 };
    expect([1, 3, 4, 6, 7].map((quantity) => palletPlacesForLine(quantity, longCrate))).toEqual([2, 2, 4, 4, 6]);
  });

  it('R001-3.24 all three: quantityForMinSp pieces on minSp places, then one place per started maxPackage', () => {
    const rule = { maxPackage: 10, minSp: 2, quantityForMinSp: 15 };
    expect([1, 15, 16, 25, 26, 35, 36].map((quantity) => palletPlacesForLine(quantity, rule))).toEqual([2, 2, 3, 3, 4, 4, 5]);
  });

  it('no quantity, no place; senseless requirement values are read leniently', () => {
    expect(palletPlacesForLine(0, { minSp: 4 })).toBe(0);
    expect(palletPlacesForLine(-3)).toBe(0);
    expect(palletPlacesForLine(Number.NaN)).toBe(0);
    expect(palletPlacesForLine(50, { maxPackage: 0, minSp: 0, quantityForMinSp: -1 })).toBe(1);
    expect(palletPlacesForLine(50, { maxPackage: 12.5 })).toBe(4); // 13 per place
  });
});

describe('pallet places of a cart and trips (Truck.maxParkingLots, 001 §3)', () => {
  const truck1 = { maxParkingLots: 18 }; // the default truck 1 of the demo data

  it('sums the lines', () => {
    const plan = planPalletPlaces([
      { productId: 1, quantity: 45, requirement: { maxPackage: 20 } },
      { productId: 2, quantity: 7, requirement: { minSp: 2, quantityForMinSp: 3 } },
      { productId: 3, quantity: 100 },
    ]);
    expect(plan.lines.map((line) => line.places)).toEqual([3, 6, 1]);
    expect(plan.totalPlaces).toBe(10);
    expect(plan.trips).toEqual([10]);
    expect(plan.maxParkingLots).toBeNull();
  });

  it('R001-3.49 caps a trip at the truck’s maxParkingLots: more places → several trips', () => {
    const places = (total: number) => planPalletPlaces([{ quantity: total, requirement: { maxPackage: 1 } }], truck1);
    expect(places(17).trips).toEqual([17]);
    expect(places(18).trips).toEqual([18]);
    expect(places(19).trips).toEqual([18, 1]);
    expect(places(36).trips).toEqual([18, 18]);
    expect(places(40).trips).toEqual([18, 18, 4]);
    expect(places(40).maxParkingLots).toBe(18);
    expect(planPalletPlaces([], truck1).trips).toEqual([]);
    expect(splitIntoTrips(40, null)).toEqual([40]);
  });
});

describe('shipping stack display (000 §9)', () => {
  it('R000-9.29 at most 4 stacks; places shared out evenly, larger stacks first', () => {
    expect(MAX_STACKS).toBe(4);
    expect(stackDisplay(0).stacks).toEqual([]);
    expect(stackDisplay(1).stacks).toEqual([1]);
    expect(stackDisplay(3).stacks).toEqual([1, 1, 1]);
    expect(stackDisplay(4).stacks).toEqual([1, 1, 1, 1]);
    expect(stackDisplay(5).stacks).toEqual([2, 1, 1, 1]);
    expect(stackDisplay(10)).toEqual({ stacks: [3, 3, 2, 2], maxStacks: 4, round: false });
    for (let places = 0; places <= 60; places++) {
      const { stacks } = stackDisplay(places);
      expect(stacks.length).toBeLessThanOrEqual(4);
      expect(stacks.reduce((sum, stack) => sum + stack, 0)).toBe(places);
      if (places > 0) expect(Math.max(...stacks) - Math.min(...stacks)).toBeLessThanOrEqual(1);
    }
  });

  it('R000-9.30 at most 2 stacks for round goods; a cart with a round line is shown round', () => {
    expect(MAX_STACKS_ROUND).toBe(2);
    expect(stackDisplay(1, { round: true }).stacks).toEqual([1]);
    expect(stackDisplay(2, { round: true }).stacks).toEqual([1, 1]);
    expect(stackDisplay(5, { round: true })).toEqual({ stacks: [3, 2], maxStacks: 2, round: true });
    for (let places = 0; places <= 60; places++) expect(stackDisplay(places, { round: true }).stacks.length).toBeLessThanOrEqual(2);
    const plan = planPalletPlaces([{ quantity: 3, requirement: { maxPackage: 1 } }, { quantity: 2, round: true, requirement: { maxPackage: 1 } }]);
    expect(plan.display).toEqual({ stacks: [3, 2], maxStacks: 2, round: true });
    expect(planPalletPlaces([{ quantity: 5, requirement: { maxPackage: 1 } }]).display.maxStacks).toBe(4);
  });
});
