import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_PROFILE } from '../settings/company';
import {
  DELIVERY_MODES,
  DELIVERY_TYPES,
  DELIVERY_TYPE_STAFF_LABELS,
  DeliveryMode,
  DeliveryType,
  deliveryModeLabel,
  deliveryModeOfType,
  deliveryModeOrDefault,
  deliveryTypeDocumentLabel,
  deliveryTypeLabel,
  deliveryTypeOf,
  deliveryTypeStaffLabel,
  isDelivery,
  isDeliveryMode,
  isDeliveryType,
  isFedex,
  isParcel,
  isTruck,
  isPickup,
  pickupPlaceLabel,
  pickupSiteLine,
  pickupSiteOf,
} from './delivery';

/** A company whose staff moved it (the settings' company.contact): every pickup label follows its city. */
const moved = { ...DEFAULT_COMPANY_PROFILE, name: 'Holzwerk Olten AG', street: 'Bahnhofstrasse 1', zipCode: '4600', city: 'Olten' };

describe('delivery types and modes (000 §3, §4; 001 §3)', () => {
  it('R000-3.46 R001-3.64 delivery type PICKUP 1, TRUCK 2, MAIL 3, FEDEX 4; R000-3.47 R001-3.65 delivery mode PICKUP, DELIVERY, FEDEX and our PARCEL (decision 1140)', () => {
    expect(DeliveryType).toEqual({ PICKUP: 1, TRUCK: 2, MAIL: 3, FEDEX: 4 });
    expect(DELIVERY_TYPES).toEqual([1, 2, 3, 4]);
    expect(DeliveryMode).toEqual({ PICKUP: 'PICKUP', DELIVERY: 'DELIVERY', PARCEL: 'PARCEL', FEDEX: 'FEDEX' });
    expect(DELIVERY_MODES).toEqual(['PICKUP', 'DELIVERY', 'PARCEL', 'FEDEX']);
    expect([1, 4, 0, 5, '1', null].map(isDeliveryType)).toEqual([true, true, false, false, false, false]);
    expect(['PICKUP', 'FEDEX', 'pickup', 'TRUCK', 1].map(isDeliveryMode)).toEqual([true, true, false, false, false]);
  });

  it.each([
    [DeliveryType.PICKUP, DeliveryMode.PICKUP, 'R000-4.44'],
    [DeliveryType.FEDEX, DeliveryMode.FEDEX, 'R000-4.44'],
    [DeliveryType.TRUCK, DeliveryMode.DELIVERY, 'R000-4.45'],
    // Decision 1140: the mail type is the parcel by Swiss Post the checkout offers now.
    [DeliveryType.MAIL, DeliveryMode.PARCEL, 'decision 1140'],
  ] as const)('delivery type %s maps to %s (%s)', (type, mode, _id) => {
    expect(deliveryModeOfType(type)).toBe(mode);
  });

  it('R000-8.26 R001-8.27 an unknown delivery type throws', () => {
    expect(() => deliveryModeOfType(9)).toThrow('Unknown delivery type: 9');
    expect(() => deliveryModeOfType(0)).toThrow('Unknown delivery type: 0');
  });

  it('R000-3.27 a stored request without a type (or an unknown one) is offered as a delivery, the checkout default', () => {
    expect([null, undefined, 0, 9, 1, 2, 3, 4].map(deliveryModeOrDefault)).toEqual(['DELIVERY', 'DELIVERY', 'DELIVERY', 'DELIVERY', 'PICKUP', 'DELIVERY', 'PARCEL', 'FEDEX']);
  });

  it('R000-3.11 the checkout mode is stored as its type: pickup 1, FedEx 4, a delivery by truck 2, a parcel by post 3', () => {
    expect(DELIVERY_MODES.map(deliveryTypeOf)).toEqual([1, 2, 3, 4]);
    // Round trip: every mode comes back from the type it is stored as.
    for (const mode of DELIVERY_MODES) expect(deliveryModeOfType(deliveryTypeOf(mode))).toBe(mode);
  });

  it('R000-9.06 predicates answer for a type and a mode alike, and no for anything else', () => {
    const values = [1, 'PICKUP', 2, 3, 'DELIVERY', 4, 'FEDEX', null, undefined, 0, 'pickup', '1', 'PARCEL'];
    expect(values.map(isPickup)).toEqual([true, true, false, false, false, false, false, false, false, false, false, false, false]);
    expect(values.map(isDelivery)).toEqual([false, false, true, true, true, false, false, false, false, false, false, false, true]);
    expect(values.map(isFedex)).toEqual([false, false, false, false, false, true, true, false, false, false, false, false, false]);
    // Of the deliveries, the truck and the parcel by post (decision 1140).
    expect(values.map(isTruck)).toEqual([false, false, true, false, true, false, false, false, false, false, false, false, false]);
    expect(values.map(isParcel)).toEqual([false, false, false, true, false, false, false, false, false, false, false, false, true]);
    // Each type and each mode is exactly one of the three.
    for (const value of [...DELIVERY_TYPES, ...DELIVERY_MODES]) expect([isPickup(value), isDelivery(value), isFedex(value)].filter(Boolean)).toHaveLength(1);
  });
});

describe('delivery labels (de/fr/en) and the pickup place (R000-9.24, decision 1097)', () => {
  it('R000-9.24 the pickup place names the company city of the settings, in the reader language', () => {
    expect(pickupPlaceLabel(DEFAULT_COMPANY_PROFILE, 'de-CH')).toBe('Abholung in Niedergösgen');
    expect(pickupPlaceLabel(DEFAULT_COMPANY_PROFILE, 'fr-FR')).toBe('Retrait à Niedergösgen');
    expect(pickupPlaceLabel(DEFAULT_COMPANY_PROFILE, 'en-US')).toBe('Pickup in Niedergösgen');
    expect(pickupPlaceLabel(moved, 'de-CH')).toBe('Abholung in Olten');
    expect(pickupPlaceLabel(moved, 'fr-FR')).toBe('Retrait à Olten');
    // A locale the shop does not know reads German, as the order documents do.
    expect(pickupPlaceLabel(moved, 'it-CH')).toBe('Abholung in Olten');
  });

  it('R000-9.24 the pickup site is the company address, CH when the profile names no country', () => {
    expect(pickupSiteOf(moved)).toEqual({ name: 'Holzwerk Olten AG', street: 'Bahnhofstrasse 1', zipCode: '4600', city: 'Olten', country: 'CH' });
    expect(pickupSiteOf({ ...moved, country: '' }).country).toBe('CH');
    expect(pickupSiteLine(pickupSiteOf(DEFAULT_COMPANY_PROFILE))).toBe('Holzwerk Gösgen AG, Industriestrasse 21, 5013 Niedergösgen');
  });

  it('R000-3.47 the checkout names each mode; the pickup at the company city', () => {
    expect(DELIVERY_MODES.map((mode) => deliveryModeLabel(mode, 'de-CH', DEFAULT_COMPANY_PROFILE))).toEqual(['Abholung in Niedergösgen', 'Lieferung mit Lastwagen', 'Paket (Post)', 'Versand mit FedEx']);
    expect(DELIVERY_MODES.map((mode) => deliveryModeLabel(mode, 'fr-FR', moved))).toEqual(['Retrait à Olten', 'Livraison par camion', 'Colis (Poste)', 'Envoi par FedEx']);
    expect(DELIVERY_MODES.map((mode) => deliveryModeLabel(mode, 'en-US', moved))).toEqual(['Pickup in Olten', 'Delivery by truck', 'Parcel (Swiss Post)', 'Shipping with FedEx']);
  });

  it('R000-3.46 the buyer pages name each type; no type reads "–"', () => {
    expect(DELIVERY_TYPES.map((type) => deliveryTypeLabel(type, 'de-CH'))).toEqual(['Abholung', 'Lieferung mit Lastwagen', 'Paket (Post)', 'FedEx']);
    expect(DELIVERY_TYPES.map((type) => deliveryTypeLabel(type, 'fr-FR'))).toEqual(['Retrait', 'Livraison par camion', 'Colis (Poste)', 'FedEx']);
    expect(DELIVERY_TYPES.map((type) => deliveryTypeLabel(type, 'en-US'))).toEqual(['Pickup', 'Delivery by truck', 'Parcel (Swiss Post)', 'FedEx']);
    expect([null, undefined, 7].map((type) => deliveryTypeLabel(type, 'de-CH'))).toEqual(['–', '–', '–']);
  });

  it('R000-3.46 the order document prints the pickup place for a pickup and a request without a type as a truck delivery', () => {
    expect(DELIVERY_TYPES.map((type) => deliveryTypeDocumentLabel(type, 'de-CH', moved))).toEqual(['Abholung in Olten', 'Lieferung per Lastwagen', 'Paket (Post)', 'FedEx']);
    expect(DELIVERY_TYPES.map((type) => deliveryTypeDocumentLabel(type, 'fr-FR', DEFAULT_COMPANY_PROFILE))).toEqual(['Retrait à Niedergösgen', 'Livraison par camion', 'Colis (Poste)', 'FedEx']);
    expect(deliveryTypeDocumentLabel(null, 'en-US', moved)).toBe('Delivery by truck');
  });

  it('R000-3.46 the back office names each type in German, "–" without one', () => {
    expect(DELIVERY_TYPE_STAFF_LABELS).toEqual({ 1: 'Abholung', 2: 'LKW', 3: 'Paket (Post)', 4: 'FedEx' });
    expect([1, 2, null, 9].map(deliveryTypeStaffLabel)).toEqual(['Abholung', 'LKW', '–', '–']);
  });
});
