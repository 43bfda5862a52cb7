import { DEFAULT_LOCALE, isLocale, languageOf, type Language } from '../i18n/locales';
import type { CompanyProfile } from '../settings/company';
import type { PostalLines } from '../validation/postal-address';

/**
 * The delivery vocabulary (000 §3, §4, §9; 001 §3): how the goods travel, the checkout's choice,
 * the one mapper each way, the predicates every other file asks, and the labels in de/fr/en.
 * No other file compares delivery types or modes by their raw values (the structure check
 * engine/src/delivery-vocabulary.test.ts, STYLE.md "one front door per domain", decision 1097).
 * Browser-safe: pure data and functions.
 */

/** How the goods travel, as an order or a quote stores it (R000-3.46, R001-3.64): PICKUP 1, TRUCK 2, MAIL 3, FEDEX 4. */
export const DeliveryType = { PICKUP: 1, TRUCK: 2, MAIL: 3, FEDEX: 4 } as const;
export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];
/** Every delivery type in its order (the back office's choices). */
export const DELIVERY_TYPES: readonly DeliveryType[] = [DeliveryType.PICKUP, DeliveryType.TRUCK, DeliveryType.MAIL, DeliveryType.FEDEX];

/**
 * The checkout's delivery mode (R000-3.47; 001: "delivery insert type", R001-3.65). PARCEL is
 * ours (decision 1140): the spec's delivery type MAIL (3) as a parcel by Swiss Post, offered
 * beside the truck for goods that fit the post's limits.
 */
export const DeliveryMode = { PICKUP: 'PICKUP', DELIVERY: 'DELIVERY', PARCEL: 'PARCEL', FEDEX: 'FEDEX' } as const;
export type DeliveryMode = (typeof DeliveryMode)[keyof typeof DeliveryMode];
/** The delivery modes in the checkout's order: the one list every schema, form and the price call use. */
export const DELIVERY_MODES = [DeliveryMode.PICKUP, DeliveryMode.DELIVERY, DeliveryMode.PARCEL, DeliveryMode.FEDEX] as const;

/** Mode → type, as an order or a quote stores the checkout's choice: pickup, parcel (MAIL) and FedEx their own, a delivery by our truck. */
export function deliveryTypeOf(mode: DeliveryMode): DeliveryType {
  if (mode === DeliveryMode.PICKUP) return DeliveryType.PICKUP;
  if (mode === DeliveryMode.FEDEX) return DeliveryType.FEDEX;
  if (mode === DeliveryMode.PARCEL) return DeliveryType.MAIL;
  return DeliveryType.TRUCK;
}

/**
 * Type → checkout mode (R000-4.44, R000-4.45): pickup and FedEx map to their own mode, truck to
 * delivery, mail to the parcel by post (decision 1140); an unknown type throws (R000-8.26).
 */
export function deliveryModeOfType(type: number): DeliveryMode {
  switch (type) {
    case DeliveryType.PICKUP:
      return DeliveryMode.PICKUP;
    case DeliveryType.FEDEX:
      return DeliveryMode.FEDEX;
    case DeliveryType.MAIL:
      return DeliveryMode.PARCEL;
    case DeliveryType.TRUCK:
      return DeliveryMode.DELIVERY;
    default:
      throw new RangeError(`Unknown delivery type: ${type}`);
  }
}

/** True for one of the four delivery types. */
export const isDeliveryType = (value: unknown): value is DeliveryType => (DELIVERY_TYPES as readonly unknown[]).includes(value);
/** True for one of the delivery modes. */
export const isDeliveryMode = (value: unknown): value is DeliveryMode => (DELIVERY_MODES as readonly unknown[]).includes(value);

// The predicates take a type (stored: a number or null) or a mode (chosen: a string), or a form's or a body's raw field.

/** Collected at the company site (type PICKUP 1 or mode PICKUP): no delivery address, no freight, no VAT (R000-9.06). */
export const isPickup = (value: unknown): boolean => value === DeliveryType.PICKUP || value === DeliveryMode.PICKUP;
/** Sent with FedEx (type FEDEX 4 or mode FEDEX): the carrier's rates and shipments (decision 745). */
export const isFedex = (value: unknown): boolean => value === DeliveryType.FEDEX || value === DeliveryMode.FEDEX;
/** Delivered to the buyer's address at the shop's freight (mode DELIVERY or PARCEL; type TRUCK 2 or MAIL 3): VAT and dates as for a delivery. */
export const isDelivery = (value: unknown): boolean => value === DeliveryMode.DELIVERY || value === DeliveryMode.PARCEL || value === DeliveryType.TRUCK || value === DeliveryType.MAIL;
/** Sent as parcels by Swiss Post (mode PARCEL or type MAIL 3, decision 1140). */
export const isParcel = (value: unknown): boolean => value === DeliveryMode.PARCEL || value === DeliveryType.MAIL;
/** Driven by our own truck (mode DELIVERY or type TRUCK 2): the pallet places, the truck's capacity. */
export const isTruck = (value: unknown): boolean => value === DeliveryMode.DELIVERY || value === DeliveryType.TRUCK;

/** The checkout mode of a stored type; a request without one (or an unknown one) is a delivery, the checkout's default. */
export const deliveryModeOrDefault = (type: number | null | undefined): DeliveryMode => (isDeliveryType(type) ? deliveryModeOfType(type) : DeliveryMode.DELIVERY);

// --- labels ----------------------------------------------------------------------------------------

type Texts = Readonly<Record<Language, string>>;

/** What the pickup place's label needs of the company: its city, from the company settings staff edit (decision 1097). */
export type PickupCompany = Pick<CompanyProfile, 'city'>;

/** A stored or requested locale's language; anything else reads German, as the documents do. */
const language = (locale: string): Language => languageOf(isLocale(locale) ? locale : DEFAULT_LOCALE);

const PICKUP_PLACE: Texts = { de: 'Abholung in {city}', fr: 'Retrait à {city}', en: 'Pickup in {city}' };

/** "Abholung in Niedergösgen": the pickup at the company's city (R000-9.24), in the reader's language. */
export function pickupPlaceLabel(company: PickupCompany, locale: string): string {
  return PICKUP_PLACE[language(locale)].replace('{city}', company.city);
}

/** The pickup place as an address: the company site (its name and postal address). */
export function pickupSiteOf(company: Pick<CompanyProfile, 'name' | 'street' | 'zipCode' | 'city' | 'country'>): PostalLines {
  return { name: company.name, street: company.street, zipCode: company.zipCode, city: company.city, country: company.country || 'CH' };
}

/** The pickup site on one line, as the checkout's hint and the confirmation mail name it: `Holzwerk Gösgen AG, Industriestrasse 21, 5013 Niedergösgen`. */
export const pickupSiteLine = (site: Omit<PostalLines, 'country'>): string => `${site.name}, ${site.street}, ${site.zipCode} ${site.city}`;

/** The checkout's choices (delivery address step, quote checkout, summary). */
const MODE_LABELS: Readonly<Record<Exclude<DeliveryMode, 'PICKUP'>, Texts>> = {
  DELIVERY: { de: 'Lieferung mit Lastwagen', fr: 'Livraison par camion', en: 'Delivery by truck' },
  PARCEL: { de: 'Paket (Post)', fr: 'Colis (Poste)', en: 'Parcel (Swiss Post)' },
  FEDEX: { de: 'Versand mit FedEx', fr: 'Envoi par FedEx', en: 'Shipping with FedEx' },
};

/** A delivery mode as the checkout offers it; the pickup names the company's city. */
export function deliveryModeLabel(mode: DeliveryMode, locale: string, company: PickupCompany): string {
  return mode === DeliveryMode.PICKUP ? pickupPlaceLabel(company, locale) : MODE_LABELS[mode][language(locale)];
}

/**
 * Each delivery type's names: `name` on the buyer's order and quote pages, `document` on the
 * order and quote PDF (the pickup there is the pickup place), `staff` in the back office (German).
 */
const TYPE_LABELS: Readonly<Record<DeliveryType, { name: Texts; document?: Texts; staff: string }>> = {
  [DeliveryType.PICKUP]: { name: { de: 'Abholung', fr: 'Retrait', en: 'Pickup' }, staff: 'Abholung' },
  [DeliveryType.TRUCK]: {
    name: { de: 'Lieferung mit Lastwagen', fr: 'Livraison par camion', en: 'Delivery by truck' },
    document: { de: 'Lieferung per Lastwagen', fr: 'Livraison par camion', en: 'Delivery by truck' },
    staff: 'LKW',
  },
  [DeliveryType.MAIL]: { name: { de: 'Paket (Post)', fr: 'Colis (Poste)', en: 'Parcel (Swiss Post)' }, staff: 'Paket (Post)' },
  [DeliveryType.FEDEX]: { name: { de: 'FedEx', fr: 'FedEx', en: 'FedEx' }, staff: 'FedEx' },
};

/** A stored delivery type as the buyer reads it ('Lieferung mit Lastwagen'); '–' without one. */
export function deliveryTypeLabel(type: number | null | undefined, locale: string): string {
  return isDeliveryType(type) ? TYPE_LABELS[type].name[language(locale)] : '–';
}

/** A stored delivery type as the order document prints it: the pickup place for a pickup, a request without a type as a truck delivery. */
export function deliveryTypeDocumentLabel(type: number | null | undefined, locale: string, company: PickupCompany): string {
  const known = isDeliveryType(type) ? type : DeliveryType.TRUCK;
  if (isPickup(known)) return pickupPlaceLabel(company, locale);
  const texts = TYPE_LABELS[known];
  return (texts.document ?? texts.name)[language(locale)];
}

/** The back office's delivery types (German, its one language): the orders grid's column, filter and the order's field. */
export const DELIVERY_TYPE_STAFF_LABELS: Readonly<Record<DeliveryType, string>> = Object.fromEntries(DELIVERY_TYPES.map((type) => [type, TYPE_LABELS[type].staff])) as Record<DeliveryType, string>;

/** A stored delivery type in the back office ('LKW'); '–' without one. */
export const deliveryTypeStaffLabel = (type: number | null | undefined): string => (isDeliveryType(type) ? DELIVERY_TYPE_STAFF_LABELS[type] : '–');
