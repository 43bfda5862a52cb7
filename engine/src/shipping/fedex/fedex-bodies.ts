import type { CarrierAlert, CarrierPackage, CarrierParty, ShipmentRequest } from '../carrier';
import { arr, obj, str, type Json } from './fedex-json';

/** What the client sends FedEx (package lines, parties, the shipment body) and reads of its alerts. */

export const TRANSIT_DAYS: Record<string, number> = {
  ONE_DAY: 1, TWO_DAYS: 2, THREE_DAYS: 3, FOUR_DAYS: 4, FIVE_DAYS: 5, SIX_DAYS: 6, SEVEN_DAYS: 7, EIGHT_DAYS: 8, NINE_DAYS: 9, TEN_DAYS: 10,
};

/**
 * FedEx's packaging: our carton/crate/other all travel as the customer's own packaging. These are
 * the Rate API's line items, which number nothing (decision 1185); the Ship API's are numbered,
 * see {@link shipPackageLineItems}.
 */
export function packageLineItems(packages: CarrierPackage[]) {
  return packages.map((item) => ({
    groupPackageCount: item.count ?? 1,
    weight: { units: 'KG', value: Math.round(item.weightKg * 10) / 10 },
    dimensions: { length: Math.ceil(item.lengthCm), width: Math.ceil(item.widthCm), height: Math.ceil(item.heightCm), units: 'CM' },
    ...(item.declaredValue ? { declaredValue: { amount: Number(item.declaredValue), currency: 'CHF' } } : {}),
  }));
}

/** The Ship API's line items: numbered, with our reference (found again by track by reference). */
export function shipPackageLineItems(packages: CarrierPackage[], reference?: string) {
  return packageLineItems(packages).map((item, index) => ({
    sequenceNumber: index + 1,
    ...item,
    ...(reference ? { customerReferences: [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: reference }] } : {}),
  }));
}

/** A party as the Ship API takes it; Create Pickup's contact has no e-mail address (decision 1185). */
export function party(value: CarrierParty, { email = true }: { email?: boolean } = {}) {
  return {
    contact: {
      ...(value.contact.personName ? { personName: value.contact.personName } : {}),
      ...(value.contact.companyName ? { companyName: value.contact.companyName } : {}),
      phoneNumber: value.contact.phoneNumber.replace(/[^\d+]/g, ''),
      ...(email && value.contact.emailAddress ? { emailAddress: value.contact.emailAddress } : {}),
    },
    address: {
      streetLines: value.address.streetLines.filter(Boolean).slice(0, 3),
      city: value.address.city,
      postalCode: value.address.postalCode,
      countryCode: value.address.countryCode,
      ...(value.address.stateOrProvinceCode ? { stateOrProvinceCode: value.address.stateOrProvinceCode } : {}),
    },
  };
}

export function alertsOf(output: Json): CarrierAlert[] {
  return arr(output['alerts']).map((raw) => ({ code: str(obj(raw)['code']), message: str(obj(raw)['message']), type: str(obj(raw)['alertType']) }))
    .filter((alert) => alert.type !== 'NOTE' || alert.code !== 'SHIPMENT.VALIDATION.SUCCESS')
    .map(({ code, message }) => ({ code, message }));
}

/** The body of validate and create (labels only on create), customs and ETD documents when international. */
export function shipmentBody(request: ShipmentRequest, accountNumber: string, labels: boolean) {
  const customs = request.customs;
  return {
    ...(labels ? { labelResponseOptions: 'LABEL' } : {}),
    accountNumber: { value: accountNumber },
    requestedShipment: {
      shipDatestamp: request.shipDate,
      shipper: party(request.shipper),
      recipients: [party(request.recipient)],
      pickupType: 'USE_SCHEDULED_PICKUP',
      serviceType: request.serviceType,
      packagingType: 'YOUR_PACKAGING',
      totalWeight: Math.round(request.packages.reduce((sum, item) => sum + item.weightKg * (item.count ?? 1), 0) * 10) / 10,
      shippingChargesPayment: { paymentType: 'SENDER', payor: { responsibleParty: { accountNumber: { value: accountNumber } } } },
      labelSpecification: { imageType: 'PDF', labelStockType: 'PAPER_4X6', labelFormatType: 'COMMON2D' },
      requestedPackageLineItems: shipPackageLineItems(request.packages, request.reference),
      ...(customs
        ? {
            customsClearanceDetail: {
              dutiesPayment: { paymentType: customs.termsOfSale === 'DDP' ? 'SENDER' : 'RECIPIENT' },
              commercialInvoice: { shipmentPurpose: customs.purposeOfShipment, termsOfSale: customs.termsOfSale },
              totalCustomsValue: {
                amount: customs.commodities.reduce((sum, line) => sum + Number(line.unitPrice) * line.quantity, 0),
                currency: 'CHF',
              },
              commodities: customs.commodities.map((line) => ({
                description: line.description.slice(0, 450),
                countryOfManufacture: line.countryOfManufacture,
                quantity: line.quantity,
                quantityUnits: { each: 'EA', pieces: 'PCS', pair: 'PR', kilogram: 'KG' }[line.unit],
                unitPrice: { amount: Number(line.unitPrice), currency: 'CHF' },
                customsValue: { amount: Math.round(Number(line.unitPrice) * line.quantity * 100) / 100, currency: 'CHF' },
                weight: { units: 'KG', value: Math.round(line.weightKg * 10) / 10 },
                ...(line.harmonizedCode ? { harmonizedCode: line.harmonizedCode } : {}),
              })),
            },
            ...(customs.etdDocumentIds && customs.etdDocumentIds.length > 0
              ? {
                  shipmentSpecialServices: {
                    specialServiceTypes: ['ELECTRONIC_TRADE_DOCUMENTS'],
                    etdDetail: {
                      attachedDocuments: customs.etdDocumentIds.map((documentId) => ({
                        documentType: 'COMMERCIAL_INVOICE',
                        documentReference: request.reference,
                        description: 'Commercial invoice',
                        documentId,
                      })),
                    },
                  },
                }
              : {}),
          }
        : {}),
    },
  };
}
