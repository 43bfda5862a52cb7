import { describe, expect, it } from 'vitest';
import { COMPANY_SITE, ROAD_FACTOR, greatCircleKm, roadDistanceKm, roundKm } from './distance';
import { lookupPostalCode } from './localities';

/**
 * An independent estimate to check the haversine against: the equirectangular projection
 * (x = Δλ·cos φm, y = Δφ, times the km per degree of a 6371 km sphere), good to well under 0.5 %
 * over Swiss distances.
 */
function flatEarthKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const kmPerDegree = (6371.0088 * Math.PI) / 180; // 111.195 km
  const x = (b.lon - a.lon) * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const y = b.lat - a.lat;
  return Math.hypot(x, y) * kmPerDegree;
}

function point(zip: string, country = 'CH') {
  const found = lookupPostalCode(zip, country);
  if (!found) throw new Error(`unknown ${zip}`);
  return found;
}

describe('freight distance: haversine from Niedergösgen × road factor', () => {
  it('Zürich 8001: ≈ 42.0 km straight (Δlon 0.558° × cos 47.37° × 111.2 km), 54.7 road km', () => {
    const zurich = point('8001');
    const straight = greatCircleKm(COMPANY_SITE, zurich);
    expect(straight).toBeCloseTo(flatEarthKm(COMPANY_SITE, zurich), 1);
    expect(Math.abs(straight - 42.0)).toBeLessThan(0.2);
    expect(roadDistanceKm(zurich)).toBe(54.7); // 42.045 × 1.3 = 54.659
  });

  it('Genève 1201: ≈ 190.7 km straight, 248.0 road km', () => {
    const geneve = point('1201');
    const straight = greatCircleKm(COMPANY_SITE, geneve);
    expect(Math.abs(straight - flatEarthKm(COMPANY_SITE, geneve))).toBeLessThan(0.5);
    expect(Math.abs(straight - 190.7)).toBeLessThan(0.2);
    expect(roadDistanceKm(geneve)).toBe(248.0); // 190.744 × 1.3 = 247.97
  });

  it('Vaduz 9490 (LI): ≈ 119.2 km straight, 155.0 road km', () => {
    const vaduz = point('9490', 'LI');
    const straight = greatCircleKm(COMPANY_SITE, vaduz);
    expect(Math.abs(straight - flatEarthKm(COMPANY_SITE, vaduz))).toBeLessThan(0.5);
    expect(Math.abs(straight - 119.2)).toBeLessThan(0.2);
    expect(roadDistanceKm(vaduz)).toBe(155.0); // 119.229 × 1.3 = 154.997
  });

  it('Niedergösgen 5013 itself: 0 km', () => {
    expect(roadDistanceKm(point('5013'))).toBe(0);
  });

  it('is symmetric and the road factor is 1.3 and can be overridden', () => {
    const zurich = point('8001');
    expect(greatCircleKm(zurich, COMPANY_SITE)).toBeCloseTo(greatCircleKm(COMPANY_SITE, zurich), 9);
    expect(ROAD_FACTOR).toBe(1.3);
    expect(roadDistanceKm(zurich, { roadFactor: 1 })).toBe(42.0);
    expect(roadDistanceKm(COMPANY_SITE, { from: zurich })).toBe(54.7);
  });

  it('one degree of latitude is 111.2 km (a check of the radius)', () => {
    expect(greatCircleKm({ lat: 46, lon: 8 }, { lat: 47, lon: 8 })).toBeCloseTo(111.195, 3);
  });

  it('rounds to 0.1 km half-up and rejects impossible input', () => {
    expect(roundKm(54.65)).toBe(54.7);
    expect(roundKm(54.649)).toBe(54.6);
    expect(roundKm(0)).toBe(0);
    expect(() => greatCircleKm({ lat: 91, lon: 0 }, COMPANY_SITE)).toThrow(RangeError);
    expect(() => greatCircleKm({ lat: Number.NaN, lon: 0 }, COMPANY_SITE)).toThrow(RangeError);
    expect(() => roadDistanceKm(COMPANY_SITE, { roadFactor: 0.5 })).toThrow(RangeError);
  });
});
