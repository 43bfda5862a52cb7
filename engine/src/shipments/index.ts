/** FedEx panel and the customer's tracking (decision 745). Named exports only (decision 940). */
export { fedexTrackingUrl, type CustomerShipmentTracking, type FedexOrderPanel, type ShipmentView } from './shipment-view';
export { orderRefSchema, pickupCheckSchema, rateRequestSchema, schedulePickupSchema, shipmentDataSchema, uploadEtdSchema } from './fedex-schemas';
