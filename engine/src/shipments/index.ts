/** FedEx panel and the customer's tracking (issue 14, decision 745). Named exports only (decision 940). */
export { fedexTrackingUrl, type CustomerShipmentTracking, type FedexOrderPanel, type ShipmentView } from './shipment-view';
export { orderRefSchema, pickupCheckSchema, rateRequestSchema, schedulePickupSchema, shipmentDataSchema, uploadEtdSchema } from './fedex-schemas';
