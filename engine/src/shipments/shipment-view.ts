import type { EntityManager } from '@mikro-orm/postgresql';
import type { AddressSnapshot } from '../requests/request.entity';
import type { CarrierAlert, PackageType } from '../shipping/carrier';
import { CarrierDocument, type ICarrierShipment, type ShipmentStatus } from './carrier-shipment.entity';

/** What the back office sees of a shipment (plain data). */
export interface ShipmentView {
  id: number;
  orderId: number;
  status: ShipmentStatus;
  reference: string;
  serviceType: string;
  rate: string | null;
  shipDate: string;
  trackingNumber: string | null;
  trackingNumbers: string[];
  pickup: { confirmationCode: string; date: string | null; readyTime: string | null } | null;
  /** Documents kept with the order (labels, commercial invoice): ids for the download. */
  documents: { id: number; kind: string; fileName: string; docId: string | null }[];
  /** FedEx's alerts: shown as warnings. */
  warnings: CarrierAlert[];
  /** The shipment data as sent (001 §3), the recipient's address filled in. */
  data: Record<string, unknown>;
}

/** What a customer sees of a shipment of their order: tracking numbers with FedEx's tracking page, the state. */
export interface CustomerShipmentTracking {
  /** FedEx's service (e.g. FEDEX_INTERNATIONAL_PRIORITY). */
  serviceType: string;
  /** LABEL_CREATED: the label is made, the parcel waits for FedEx; PICKUP_BOOKED: FedEx collects it on pickupDate. */
  status: 'LABEL_CREATED' | 'PICKUP_BOOKED';
  shipDate: string;
  pickupDate: string | null;
  packages: { trackingNumber: string; url: string }[];
}

/** FedEx's public tracking page of a tracking number. */
export const fedexTrackingUrl = (trackingNumber: string): string => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(trackingNumber)}`;

/** What the back-office FedEx panel starts from: the order's delivery, its packages, the rate the shopper chose, the shipments. */
export interface FedexOrderPanel {
  orderId: number;
  formattedId: string;
  recipient: AddressSnapshot | null;
  isDomestic: boolean;
  /** The service and rate chosen in the checkout (decision 745), when the order was priced by FedEx. */
  chosenRate: { serviceType: string; serviceName: string; amount: string; transitDays: number | null } | null;
  /** Packages from the transport requirements (cm, kg), to edit before rating. */
  packages: { length: number; width: number; height: number; weight: number; packageType: PackageType; quantity: number }[];
  contact: { name: string; phone: string; email: string };
  /** Commercial invoices uploaded as ETD, newest first: the first one's docId goes with the confirm. */
  etdDocuments: { id: number; fileName: string; docId: string | null }[];
  shipments: ShipmentView[];
}

/** A shipment as the back office sees it, with its documents and warnings (extra ones: the answer of the call just made). */
export async function shipmentView(em: EntityManager, shipment: ICarrierShipment, extraWarnings: CarrierAlert[] = []): Promise<ShipmentView> {
  const documents = await em.find(CarrierDocument, { order: shipment.order.id }, { fields: ['id', 'kind', 'fileName', 'docId', 'shipment'], orderBy: { id: 'asc' } });
  // attemptEndedAt is the confirm's own mark of a create without an answer (shipment-confirm.ts), not shipment data: it stays in the row, out of the answer (decision 1172).
  const { attemptEndedAt: _ended, ...data } = shipment.data;
  return {
    id: shipment.id,
    orderId: shipment.order.id,
    status: shipment.status as ShipmentStatus,
    reference: shipment.reference,
    serviceType: shipment.serviceType,
    rate: shipment.rate ?? null,
    shipDate: String(shipment.shipDate).slice(0, 10),
    trackingNumber: shipment.trackingNumber ?? null,
    trackingNumbers: shipment.trackingNumbers ?? [],
    pickup: shipment.pickupConfirmationCode
      ? { confirmationCode: shipment.pickupConfirmationCode, date: shipment.pickupDate ? String(shipment.pickupDate).slice(0, 10) : null, readyTime: shipment.pickupReadyTime ?? null }
      : null,
    documents: documents
      .filter((document) => document.kind !== 'LABEL' || document.shipment?.id === shipment.id)
      .map((document) => ({ id: document.id, kind: document.kind, fileName: document.fileName, docId: document.docId ?? null })),
    warnings: [...(shipment.warnings ?? []), ...extraWarnings],
    data,
  };
}
