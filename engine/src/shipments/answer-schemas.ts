import { z } from 'zod';
import { amount, id, isoDate } from '../answer-fields';
import { postalAddressResponse } from '../requests/answer-schemas';
import { rateQuote } from '../shipping/answer-schemas';

/** FedEx (decision 1172, decision 742, R001-7.039 … 7.044): the carrier's answers as the back office's order page reads them. */

export const carrierAlertResponse = z
  .strictObject({ code: z.string().meta({ description: 'FedEx’s alert code' }), message: z.string() })
  .meta({ id: 'CarrierAlert', description: 'a FedEx alert: shown as a warning, nothing was refused' });

const carrierAlerts = z.array(carrierAlertResponse);

export const fedexRatesResponse = z.strictObject({ rates: z.array(rateQuote), warnings: carrierAlerts }).meta({ id: 'FedexRates' });

export const fedexPickupAvailabilityResponse = z
  .strictObject({
    options: z.array(
      z.strictObject({
        date: isoDate,
        available: z.boolean(),
        readyTimes: z.array(z.string()).meta({ description: 'HH:MM, only those up to 16:00 (R001-9.32)' }),
        latestTimes: z.array(z.string()).meta({ description: 'HH:MM' }),
        cutOffTime: z.string().nullable(),
      }),
    ),
    warnings: carrierAlerts,
  })
  .meta({ id: 'FedexPickupAvailability' });

export const fedexShipmentCheckResponse = z.strictObject({ valid: z.literal(true), warnings: carrierAlerts }).meta({ id: 'FedexShipmentCheck', description: 'FedEx accepted the data; a refusal answers 400 at its field' });

const packageLineItem = z.strictObject({
  length: z.number().meta({ description: 'cm' }),
  width: z.number().meta({ description: 'cm' }),
  height: z.number().meta({ description: 'cm' }),
  weight: z.number().meta({ description: 'kg' }),
  packageType: z.enum(['carton', 'crate', 'other']),
  quantity: z.number().int(),
});

/** The shipment data of 001 §3 (R001-3.50) as it was sent to FedEx, the recipient's address filled in. */
const shipmentData = z
  .strictObject({
    orderId: id,
    service: z.strictObject({ type: z.string(), rate: z.union([z.string(), z.number()]).optional() }),
    purposeOfShipment: z.enum(['GIFT', 'NOT_SOLD', 'PERSONAL_EFFECTS', 'REPAIR_AND_RETURN', 'SAMPLE', 'SOLD']),
    termsOfSale: z.enum(['FCA', 'CIP', 'CPT', 'EXW', 'DDU', 'DDP', 'DAP', 'DPU']).meta({ description: 'an Incoterm (R001-3.74)' }),
    transport: z.enum(['AIR', 'SEA']),
    customsDocuments: z.strictObject({ commercialInvoice: z.strictObject({ docId: z.string(), filePath: z.string().optional() }).optional() }).optional(),
    packagingLineItems: z.array(packageLineItem),
    recipientAddress: postalAddressResponse,
    contact: z.strictObject({ name: z.string(), phone: z.string(), email: z.string().optional() }),
    pickupTime: z.strictObject({ date: isoDate, readyTime: z.string() }).optional(),
    shipDate: isoDate.optional(),
  })
  .meta({ id: 'FedexShipmentData' });

export const fedexShipmentResponse = z
  .strictObject({
    id,
    orderId: id,
    status: z.enum(['PENDING', 'CONFIRMED', 'CANCELLED']).meta({ description: 'PENDING: the create is under way or its answer was lost (a repeat of the confirm settles it)' }),
    reference: z.string().meta({ description: 'ours on the label, `<order>-S<attempt>`' }),
    serviceType: z.string(),
    rate: amount.nullable(),
    shipDate: isoDate,
    trackingNumber: z.string().nullable(),
    trackingNumbers: z.array(z.string()).meta({ description: 'one per package' }),
    pickup: z.strictObject({ confirmationCode: z.string(), date: isoDate.nullable(), readyTime: z.string().nullable() }).nullable().meta({ description: 'the booked courier pickup' }),
    documents: z
      .array(z.strictObject({ id, kind: z.enum(['LABEL', 'COMMERCIAL_INVOICE']), fileName: z.string(), docId: z.string().nullable().meta({ description: 'FedEx’s id of an uploaded trade document' }) }))
      .meta({ description: 'kept with the order; download with GET /api/fedex/document/{id}' }),
    warnings: carrierAlerts,
    data: shipmentData,
  })
  .meta({ id: 'FedexShipment' });

export const fedexShipmentListResponse = z.strictObject({ items: z.array(fedexShipmentResponse).meta({ description: 'newest first' }) }).meta({ id: 'FedexShipmentList' });

export const fedexTradeDocumentResponse = z
  .strictObject({
    docId: z.string().meta({ description: 'FedEx’s document id: send it with the confirm (customsDocuments.commercialInvoice)' }),
    documentId: id,
    fileName: z.string(),
    filePath: z.string().meta({ description: 'the kept PDF’s download, /api/fedex/document/{documentId}' }),
    warnings: carrierAlerts,
  })
  .meta({ id: 'FedexTradeDocument' });
