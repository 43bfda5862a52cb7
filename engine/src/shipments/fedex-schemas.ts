import { z } from 'zod';
import { isFedexPhone } from '../validation/rules';
import { PackageType, PurposeOfShipment, TermsOfSale, TransportMode } from '../shipping/carrier';
import { idSchema } from '../validation/ids';
import { booleanInput, decimalInput, integerInput } from '../validation/numbers';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/);

/** A packaging line item (001 §3, R001-3.51): dimensions in cm, weight in kg. */
export const packageLineItemSchema = z
  .object({
    length: decimalInput((n) => n.positive().max(400)),
    width: decimalInput((n) => n.positive().max(400)),
    height: decimalInput((n) => n.positive().max(400)),
    weight: decimalInput((n) => n.positive().max(1000)),
    /** carton, crate or other (R001-3.79). */
    packageType: z.enum(PackageType).default('crate'),
    /** How many such packages. */
    quantity: integerInput((n) => n.min(1).max(99)).default(1),
  })
  .strip();
export type PackageLineItemInput = z.input<typeof packageLineItemSchema>;

/** Body of POST /api/fedex/get-rates (R001-3.52): the address (postalCode, countryCode) and the positions (packages). */
export const rateRequestSchema = z
  .object({
    address: z.object({ postalCode: z.string().trim().min(1).max(20), countryCode, city: z.string().trim().max(100).optional(), state: z.string().trim().max(2).optional() }).strip(),
    positions: z.array(packageLineItemSchema).min(1).max(50),
    serviceType: z.string().trim().max(60).optional(),
    shipDate: isoDate.optional(),
  })
  .strip();
export type RateRequestInput = z.input<typeof rateRequestSchema>;

/** Body of POST /api/fedex/check-pickup-availability (R001-3.53): dimensions, isDomestic, weight, serviceType. */
export const pickupCheckSchema = z
  .object({
    dimensions: z.object({ length: decimalInput((n) => n.positive()), width: decimalInput((n) => n.positive()), height: decimalInput((n) => n.positive()) }).strip(),
    weight: decimalInput((n) => n.positive()),
    isDomestic: booleanInput,
    serviceType: z.string().trim().max(60).optional(),
    /** The pickup day (default today). */
    date: isoDate.optional(),
    packageCount: integerInput((n) => n.min(1).max(99)).default(1),
  })
  .strip();
export type PickupCheckInput = z.input<typeof pickupCheckSchema>;

const recipientAddressSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    addition: z.string().trim().max(100).nullish(),
    street: z.string().trim().min(1).max(100),
    additionalAddress: z.string().trim().max(100).nullish(),
    zipCode: z.string().trim().min(1).max(20),
    city: z.string().trim().min(1).max(100),
    country: countryCode,
    /** US state or CA province (two letters). */
    state: z.string().trim().toUpperCase().max(2).nullish(),
  })
  .strip();

/**
 * The shipment data of 001 §3 (R001-3.50): service (rate, type), orderId, purposeOfShipment,
 * termsOfSale, customsDocuments (commercialInvoice with docId, filePath), packaging line items,
 * recipientAddress and contact, pickup time. Body of verify- and confirm-fedex-shipment.
 */
export const shipmentDataSchema = z
  .object({
    orderId: idSchema,
    service: z.object({ type: z.string().trim().min(1).max(60), rate: z.union([z.string(), z.number()]).optional() }).strip(),
    purposeOfShipment: z.enum(PurposeOfShipment).default('SOLD'),
    termsOfSale: z.enum(TermsOfSale).default('DAP'),
    transport: z.enum(TransportMode).default('AIR'),
    customsDocuments: z
      .object({ commercialInvoice: z.object({ docId: z.string().trim().min(1).max(60), filePath: z.string().max(300).optional() }).strip().optional() })
      .strip()
      .optional(),
    packagingLineItems: z.array(packageLineItemSchema).min(1).max(50),
    /** Default: the order's delivery address. */
    recipientAddress: recipientAddressSchema.optional(),
    contact: z
      .object({
        name: z.string().trim().min(1).max(100),
        /** fedexPhone (R000-5.13/5.14). */
        phone: z.string().trim(),
        email: z.email().optional(),
      })
      .strip(),
    pickupTime: z.object({ date: isoDate, readyTime: hhmm }).strip().optional(),
    shipDate: isoDate.optional(),
  })
  .strip();
export type ShipmentDataInput = z.input<typeof shipmentDataSchema>;
export type ShipmentData = z.output<typeof shipmentDataSchema>;

/** The fedexPhone rule against the recipient's country (000 §5). */
export function checkFedexPhone(data: ShipmentData, country: string): boolean {
  return isFedexPhone(data.contact.phone, country);
}

/** Body of POST /api/fedex/schedule-pickup: the order's shipment is picked up at a time up to 16:00. */
export const schedulePickupSchema = z
  .object({
    orderId: idSchema,
    date: isoDate,
    readyTime: hhmm,
    /** When the site closes (default 17:00). */
    closeTime: hhmm.default('17:00'),
  })
  .strip();
export type SchedulePickupInput = z.input<typeof schedulePickupSchema>;

/** Body of PUT /api/fedex/upload-etd: the commercial invoice is generated from the order and uploaded. */
export const uploadEtdSchema = z
  .object({
    orderId: idSchema,
    purposeOfShipment: z.enum(PurposeOfShipment).default('SOLD'),
    termsOfSale: z.enum(TermsOfSale).default('DAP'),
  })
  .strip();
export type UploadEtdInput = z.input<typeof uploadEtdSchema>;

export const orderRefSchema = z.object({ orderId: idSchema }).strip();
