/** Shipping (000 §4, 001 §7): distances, localities, pallet places, freight, trucks. Named exports only (decision 940). */
export { COMPANY_SITE, ROAD_FACTOR, greatCircleKm, roadDistanceKm, roundKm, type GeoPoint } from './distance';
export { lookupPostalCode, isKnownSwissPostalCode, roadDistanceToPostalCode, LOCALITIES_SOURCE, type PostalCodeInfo } from './localities';
export {
  palletPlacesForLine,
  planPalletPlaces,
  splitIntoTrips,
  stackDisplay,
  DEFAULT_TRANSPORT_REQUIREMENT,
  MAX_STACKS,
  MAX_STACKS_ROUND,
  type TransportRequirementRule,
  type PalletLine,
  type PalletPlan,
  type StackDisplay,
} from './pallet-places';
export {
  calculateFreight,
  defaultFreightTariff,
  freightTariffSchema,
  FREIGHT_TARIFF_SETTING_KEY,
  type FreightTariff,
  type FreightInput,
  type FreightQuote,
} from './freight';
export {
  createShippingService,
  transportRequirementInputSchema,
  transportRequirementUpdateSchema,
  transportRequirementQuerySchema,
  DEFAULT_TRUCK_ID,
  type ShippingService,
  type TransportRequirementData,
  type TruckData,
} from './shipping-service';
export {
  calculateParcelFreight,
  defaultParcelTariff,
  parcelMisfit,
  parcelTariffSchema,
  PARCEL_LIMITS,
  PARCEL_TARIFF_SETTING_KEY,
  PARCEL_TRANSIT_DAYS,
  type ParcelPiece,
  type ParcelQuote,
  type ParcelTariff,
} from './parcel';
export { createParcelTariffDesk, parcelTariffInputSchema, type ParcelTariffDesk, type ParcelTariffView } from './parcel-tariff-desk';
export { createFreightTariffDesk, freightTariffInputSchema, type FreightTariffDesk, type FreightTariffView } from './freight-tariff-desk';
export * from './model';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export { transportRequirementListResponse, transportRequirementQueryResponse, transportRequirementResponse, truckListResponse } from './answer-schemas';
