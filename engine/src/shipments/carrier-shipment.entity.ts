import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { createdAt, money, updatedAt } from '../db/columns';
import { Order } from '../requests/request.entity';

/** Where a carrier shipment stands (docs/decisions/742-fedex-shipments.md). */
export const ShipmentStatus = {
  /** The create call is under way, or its answer never came (outcome unknown until checked). */
  PENDING: 'PENDING',
  CONFIRMED: 'CONFIRMED',
  CANCELLED: 'CANCELLED',
} as const;
export type ShipmentStatus = (typeof ShipmentStatus)[keyof typeof ShipmentStatus];

/**
 * A carrier (FedEx) shipment of an order with the shipment data of 001 §3. `liveOrderId` is the
 * order id while the shipment is PENDING or CONFIRMED and null once cancelled: its unique index
 * lets one order have one live shipment only, whatever requests race.
 */
export const CarrierShipment = defineEntity({
  name: 'CarrierShipment',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    liveOrderId: p.integer().nullable().unique(),
    carrier: p.string().length(20).default('fedex'),
    status: p.string().length(20),
    /** Our reference on the label, used to find the shipment at FedEx again (`<order>-S<attempt>`). */
    reference: p.string().length(60).unique(),
    serviceType: p.string().length(60),
    /** The rate the staff chose (CHF), when known. */
    rate: money().nullable(),
    shipDate: p.date(),
    /** purposeOfShipment, termsOfSale, transport, packages (cm, kg), recipient and contact, customs documents. */
    data: p.json<Record<string, unknown>>(),
    trackingNumber: p.string().length(40).nullable(),
    trackingNumbers: p.json<string[]>().nullable(),
    warnings: p.json<{ code: string; message: string }[]>().nullable(),
    pickupConfirmationCode: p.string().length(40).nullable(),
    pickupDate: p.date().nullable(),
    pickupReadyTime: p.string().length(5).nullable(),
    pickupLocation: p.string().length(40).nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type ICarrierShipment = InferEntity<typeof CarrierShipment>;

/** A document kept with the order: a shipment label or the commercial invoice sent as ETD. */
export const CarrierDocument = defineEntity({
  name: 'CarrierDocument',
  properties: {
    id: p.integer().primary(),
    order: () => p.manyToOne(Order).deleteRule('cascade'),
    shipment: () => p.manyToOne(CarrierShipment).nullable().deleteRule('set null'),
    /** LABEL or COMMERCIAL_INVOICE. */
    kind: p.string().length(30),
    fileName: p.string().length(200),
    content: p.blob(),
    /** FedEx's document id of an uploaded trade document (ETD). */
    docId: p.string().length(60).nullable(),
    createdAt: createdAt(),
  },
});
export type ICarrierDocument = InferEntity<typeof CarrierDocument>;
