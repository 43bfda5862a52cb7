/**
 * The carrier (express courier) behind one interface (001 §1 "carrier shipments": rates, pickup
 * availability, customs documents, pickup scheduling). The default implementation is the FedEx
 * REST client (fedex/fedex-client.ts); without credentials, outside production, it talks to the
 * local FedEx double (fedex/fedex-double.ts). Amounts are decimal strings; lengths in cm, weights
 * in kg (001 §9).
 */

/** Shipment purposes (001 §3, R001-3.75). */
export const PurposeOfShipment = ['GIFT', 'NOT_SOLD', 'PERSONAL_EFFECTS', 'REPAIR_AND_RETURN', 'SAMPLE', 'SOLD'] as const;
export type PurposeOfShipment = (typeof PurposeOfShipment)[number];

/** Incoterms (001 §3, R001-3.74). */
export const TermsOfSale = ['FCA', 'CIP', 'CPT', 'EXW', 'DDU', 'DDP', 'DAP', 'DPU'] as const;
export type TermsOfSale = (typeof TermsOfSale)[number];

/** Transport (001 §3, R001-3.76). */
export const TransportMode = ['AIR', 'SEA'] as const;
export type TransportMode = (typeof TransportMode)[number];

/** Carrier units of a commodity (001 §3, R001-3.78). */
export const CarrierUnit = ['each', 'pieces', 'pair', 'kilogram'] as const;
export type CarrierUnit = (typeof CarrierUnit)[number];

/** Package types (001 §3, R001-3.79). */
export const PackageType = ['carton', 'crate', 'other'] as const;
export type PackageType = (typeof PackageType)[number];

/** CH and LI count as domestic (001 §3). */
export const DOMESTIC_COUNTRIES: readonly string[] = ['CH', 'LI'];
export const isDomesticCountry = (countryCode: string): boolean => DOMESTIC_COUNTRIES.includes(countryCode.toUpperCase());

/** Pickup times count only up to hour 16 (001 §9, R001-9.32 = R000-5.36). */
export const LATEST_PICKUP_HOUR = 16;
/** 'HH:MM[:SS]' → whether the slot counts (hour 16 or earlier; 16:30 does not). */
export function isPickupSlotAllowed(time: string): boolean {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return false;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < LATEST_PICKUP_HOUR || (hour === LATEST_PICKUP_HOUR && minute === 0);
}

export interface CarrierAddress {
  streetLines: string[];
  city: string;
  postalCode: string;
  countryCode: string;
  /** US state or CA province code (two letters); required there. */
  stateOrProvinceCode?: string | null | undefined;
}

export interface CarrierContact {
  personName?: string | undefined;
  companyName?: string | undefined;
  /** fedexPhone (000 §5): 10–15 digits. */
  phoneNumber: string;
  emailAddress?: string | undefined;
}

export interface CarrierParty {
  address: CarrierAddress;
  contact: CarrierContact;
}

/** A packaging line item (001 §3): dimensions in cm, weight in kg. */
export interface CarrierPackage {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  weightKg: number;
  /** How many such packages (default 1). */
  count?: number | undefined;
  packageType?: PackageType | undefined;
  /** Declared value in CHF (decimal string). */
  declaredValue?: string | undefined;
}

/** A customs line (commodity) of an international shipment. */
export interface CarrierCommodity {
  description: string;
  quantity: number;
  unit: CarrierUnit;
  /** Value of one unit in CHF (decimal string). */
  unitPrice: string;
  weightKg: number;
  /** Harmonized tariff number (the product's commodity reference attribute). */
  harmonizedCode?: string | null | undefined;
  countryOfManufacture: string;
}

/** A non-fatal note of the carrier: shown as a warning. */
export interface CarrierAlert {
  code: string;
  message: string;
}

export interface RateRequest {
  shipper: CarrierAddress;
  recipient: Pick<CarrierAddress, 'postalCode' | 'countryCode'> & Partial<Pick<CarrierAddress, 'city' | 'stateOrProvinceCode'>>;
  packages: CarrierPackage[];
  /** One service only; all offered services when omitted. */
  serviceType?: string | undefined;
  /** YYYY-MM-DD (default today). */
  shipDate?: string | undefined;
}

export interface RateQuote {
  serviceType: string;
  serviceName: string;
  /** Net charge (decimal string) in `currency`. */
  amount: string;
  currency: string;
  /** Working days in transit when the carrier says so. */
  transitDays: number | null;
  /** Expected delivery date (YYYY-MM-DD) when known. */
  deliveryDate: string | null;
}

export interface PickupAvailabilityRequest {
  /** Where the courier picks up (our site). */
  address: Pick<CarrierAddress, 'postalCode' | 'countryCode'> & Partial<Pick<CarrierAddress, 'city' | 'streetLines' | 'stateOrProvinceCode'>>;
  isDomestic: boolean;
  /** YYYY-MM-DD (default today). */
  date?: string | undefined;
  serviceType?: string | undefined;
  packages?: CarrierPackage[] | undefined;
}

export interface PickupOption {
  date: string;
  available: boolean;
  /** Ready times 'HH:MM', only those up to 16:00 (001 §9). */
  readyTimes: string[];
  latestTimes: string[];
  cutOffTime: string | null;
}

export interface ShipmentRequest {
  /** Our reference printed on the label and used to find the shipment again (order number + attempt). */
  reference: string;
  serviceType: string;
  shipDate: string;
  shipper: CarrierParty;
  recipient: CarrierParty;
  packages: CarrierPackage[];
  /** International: the customs lines, purpose and terms of sale. */
  customs?:
    | {
        purposeOfShipment: PurposeOfShipment;
        termsOfSale: TermsOfSale;
        commodities: CarrierCommodity[];
        /** docIds of uploaded trade documents (ETD), sent with the shipment. */
        etdDocumentIds?: string[] | undefined;
      }
    | undefined;
}

export interface CreatedShipment {
  trackingNumber: string;
  serviceType: string;
  /** The labels as one PDF per package (base64 decoded). */
  labels: Buffer[];
  trackingNumbers: string[];
}

export interface PickupRequest {
  location: CarrierParty;
  /** YYYY-MM-DD and HH:MM (ready time, at most 16:00). */
  date: string;
  readyTime: string;
  closeTime: string;
  packageCount: number;
  totalWeightKg: number;
  isDomestic: boolean;
}

export interface TradeDocumentUpload {
  fileName: string;
  pdf: Buffer;
  originCountryCode: string;
  destinationCountryCode: string;
  documentType: 'COMMERCIAL_INVOICE' | 'PRO_FORMA_INVOICE';
  /** Set when the shipment exists already: the document follows it (post-shipment ETD). */
  trackingNumber?: string | null | undefined;
}

/** An answer with the carrier's alerts (shown as warnings). */
export interface CarrierAnswer<T> {
  value: T;
  warnings: CarrierAlert[];
}

/** How a carrier call failed; the service turns it into a message in the user's language. */
export type CarrierFailure =
  /** The carrier rejected the input (400/404/422): its errors, fix and repeat. */
  | 'rejected'
  /** Unreachable, 5xx or timed out: nothing happened or we cannot know (see `outcomeUnknown`). */
  | 'unavailable'
  /** Our credentials were refused. */
  | 'unauthorized';

export class CarrierError extends Error {
  override name = 'CarrierError';
  constructor(
    readonly failure: CarrierFailure,
    readonly errors: CarrierAlert[],
    /** A write whose answer never came (timeout, 5xx after sending): it may have happened. */
    readonly outcomeUnknown = false,
    readonly status?: number,
  ) {
    super(errors.map((error) => `${error.code}: ${error.message}`).join('; ') || failure);
  }
}

export interface Carrier {
  readonly name: string;
  getRates(request: RateRequest): Promise<CarrierAnswer<RateQuote[]>>;
  checkPickupAvailability(request: PickupAvailabilityRequest): Promise<CarrierAnswer<PickupOption[]>>;
  validateShipment(request: ShipmentRequest): Promise<CarrierAnswer<true>>;
  createShipment(request: ShipmentRequest): Promise<CarrierAnswer<CreatedShipment>>;
  /** The tracking numbers of live shipments carrying our reference (finds a shipment whose answer was lost). */
  findShipmentsByReference(reference: string, shipDate: string): Promise<string[]>;
  cancelShipment(trackingNumber: string): Promise<CarrierAnswer<true>>;
  schedulePickup(request: PickupRequest): Promise<CarrierAnswer<{ confirmationCode: string; location: string | null }>>;
  cancelPickup(confirmationCode: string, date: string, location: string | null): Promise<CarrierAnswer<true>>;
  uploadTradeDocument(upload: TradeDocumentUpload): Promise<CarrierAnswer<{ docId: string }>>;
}
