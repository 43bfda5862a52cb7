/**
 * Freight distance (docs/freight.md): the great-circle (haversine) distance from the company
 * site to a delivery point, times a road factor, rounded to 0.1 km. Pure: the coordinates come
 * from the caller (see localities.ts for postal codes).
 */
import { DEFAULT_COMPANY_PROFILE } from '../settings/company';

/** A point in WGS84 degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/** Mean Earth radius (IUGG), km. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * The company site, where trucks leave and pickups happen (000 §9): Niedergösgen, PLZ 5013,
 * canton Solothurn. The coordinates are those of the locality in the swisstopo directory
 * (engine/data/swiss-localities-wgs84.csv); a test checks they still agree.
 */
export const COMPANY_SITE: Readonly<GeoPoint & { zip: string; city: string; country: 'CH' }> = {
  zip: DEFAULT_COMPANY_PROFILE.zipCode,
  city: DEFAULT_COMPANY_PROFILE.city,
  country: 'CH',
  lat: 47.37482809445886,
  lon: 7.9830210121163026,
};

/**
 * Road kilometres per straight-line kilometre. Swiss roads run around lakes and through valleys;
 * 1.3 is the usual detour factor for the Swiss Plateau and matches the main routes from
 * Niedergösgen (Zürich ≈ 55 km, Genève ≈ 250 km, Vaduz ≈ 150 km by road). Decision in
 * docs/freight.md; a routing service would replace it, not the tariff.
 */
export const ROAD_FACTOR = 1.3;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine formula), unrounded. */
export function greatCircleKm(from: GeoPoint, to: GeoPoint): number {
  for (const point of [from, to]) {
    if (!Number.isFinite(point.lat) || !Number.isFinite(point.lon) || Math.abs(point.lat) > 90 || Math.abs(point.lon) > 180) {
      throw new RangeError(`Not a WGS84 point: ${point.lat}, ${point.lon}`);
    }
  }
  const dLat = toRadians(to.lat - from.lat);
  const dLon = toRadians(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Kilometres (≥ 0) rounded half-up to 0.1 (54.659 → 54.7). */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

/**
 * Road distance in km from `from` (default: the company site) to `to`: great-circle distance ×
 * road factor, rounded to 0.1 km. This is the distance shown to the shopper and priced by the
 * freight tariff.
 *
 * @example roadDistanceKm({ lat: 47.37293, lon: 8.54137 }) // 54.7 (Zürich 8001)
 */
export function roadDistanceKm(to: GeoPoint, options: { from?: GeoPoint; roadFactor?: number } = {}): number {
  const roadFactor = options.roadFactor ?? ROAD_FACTOR;
  if (!Number.isFinite(roadFactor) || roadFactor < 1) throw new RangeError(`Road factor must be ≥ 1: ${roadFactor}`);
  return roundKm(greatCircleKm(options.from ?? COMPANY_SITE, to) * roadFactor);
}
