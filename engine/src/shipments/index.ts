/** FedEx panel and the customer's tracking (decision 745). Named exports only (decision 940). */
export { fedexTrackingUrl, type CustomerShipmentTracking, type FedexOrderPanel, type ShipmentView } from './shipment-view';
export { orderRefSchema, pickupCheckSchema, rateRequestSchema, schedulePickupSchema, shipmentDataSchema, uploadEtdSchema } from './fedex-schemas';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export {
  carrierAlertResponse,
  fedexPickupAvailabilityResponse,
  fedexRatesResponse,
  fedexShipmentCheckResponse,
  fedexShipmentListResponse,
  fedexShipmentResponse,
  fedexTradeDocumentResponse,
} from './answer-schemas';
