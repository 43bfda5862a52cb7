import { errorBodySchema, errorEntrySchema } from '../i18n/error-body';
import { z } from 'zod';
import { INSURANCE_KINDS } from './insurance';
import { amount, id } from '../answer-fields';

/**
 * The imports' answers (decision 1172, R001-7.045 … 7.052): a file read, previewed (dryRun) or
 * imported; a refused one answers 400 (importRefusalResponse). Koller, the auction house: decision 835.
 */

/**
 * A refused import (400): the error body — one error per bad line, "Zeile {line}: …" — with the
 * import's report beside it (web/app/api/routes/imports-api.server.ts `reportResponse`); a file
 * missing or too large answers the error body alone.
 */
export const importRefusalResponse = z
  .union([
    errorBodySchema,
    z.strictObject({
      errors: z.array(errorEntrySchema),
      runId: id.nullable(),
      kind: z.string(),
      fileName: z.string(),
      dryRun: z.boolean(),
      outcome: z.literal('REFUSED'),
      issues: z.array(z.strictObject({ line: z.number().int(), message: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() })),
      summary: z.record(z.string(), z.unknown()).meta({ description: 'what the import would have done, by kind' }),
    }),
  ])
  .meta({ id: 'ImportRefusal' });

/** A report of an import that passed: no bad line (a file with one is refused as a whole). */
function importReport<S extends z.ZodType>(kind: string, summary: S, summaryId: string) {
  return z.strictObject({
    runId: id.nullable().meta({ description: 'the kept file’s import run; null for a dry run' }),
    kind: z.literal(kind),
    fileName: z.string(),
    dryRun: z.boolean(),
    outcome: z.enum(['IMPORTED', 'PREVIEW']).meta({ description: 'PREVIEW: a dry run that would import; nothing was written' }),
    issues: z.array(z.strictObject({ line: z.number().int(), message: z.string() })).max(0).meta({ description: 'always empty here: a file with a bad line is refused (400)' }),
    summary: summary.meta({ id: summaryId, description: 'what the import did (or, previewed, would do)' }),
  });
}

export const axOrdersImportResponse = importReport(
  'ax-file',
  z.strictObject({
    orders: z.number().int().meta({ description: 'AX orders in the file' }),
    created: z.number().int(),
    unchanged: z.number().int().meta({ description: 'AX orders imported before (once per AX order number)' }),
    positions: z.number().int().meta({ description: 'positions of the orders created' }),
    createdOrders: z.array(z.strictObject({ axOrderNo: z.string(), orderId: id, formattedId: z.string() })),
  }),
  'AxOrdersImportSummary',
).meta({ id: 'AxOrdersImport' });

export const axStatusImportResponse = importReport(
  'ax-status',
  z.strictObject({ lines: z.number().int(), ordersChanged: z.number().int(), positionsChanged: z.number().int(), unchanged: z.number().int().meta({ description: 'lines that changed nothing (idempotent)' }) }),
  'AxStatusImportSummary',
).meta({ id: 'AxStatusImport' });

export const templateImportResponse = importReport(
  'template',
  z.strictObject({
    customerId: id.nullable(),
    lines: z.number().int(),
    target: z.enum(['QUOTE', 'ORDER']).meta({ description: 'what the sheet became (or would become)' }),
    quoteId: id.nullable(),
    orderId: id.nullable(),
    formattedId: z.string().nullable(),
    total: amount.nullable().meta({ description: 'the grand total of the quote or order' }),
  }),
  'TemplateImportSummary',
).meta({ id: 'TemplateImport' });

export const insuranceRateResponse = z
  .strictObject({
    price: amount,
    provider: z.string(),
    zone: z.string(),
    kind: z.enum(INSURANCE_KINDS),
    declaredValue: amount,
    ratePerMille: z.number().meta({ description: 'the tariff’s rate in ‰ of the declared value' }),
  })
  .meta({ id: 'InsuranceRate' });

const courierRate = z
  .strictObject({
    amount,
    source: z.enum(['fedex', 'fallback']).meta({ description: 'fedex when FedEx answered, else the tariff’s fallback' }),
    serviceType: z.string().nullable(),
    serviceName: z.string(),
    transitDays: z.number().int().nullable(),
  })
  .meta({ id: 'CourierRate' });

export const auctionQuoteImportResponse = importReport(
  'koller',
  z.strictObject({
    invoiceRef: z.string().nullable(),
    lots: z.number().int(),
    quoteId: id.nullable(),
    formattedId: z.string().nullable(),
    customerId: id.nullable(),
    newCustomer: z.boolean().meta({ description: 'the buyer became a new customer' }),
    insurance: insuranceRateResponse.nullable(),
    courier: courierRate.nullable(),
    grandTotal: amount.nullable(),
  }),
  'AuctionQuoteImportSummary',
).meta({ id: 'AuctionQuoteImport' });

const auctionLot = z.strictObject({
  line: z.number().int().meta({ description: 'the file’s line' }),
  lotNumber: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  lineTotal: amount,
  lengthCm: z.number().nullable(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
});

export const auctionInvoiceResponse = z
  .strictObject({
    invoiceData: z.strictObject({
      invoiceRef: z.string(),
      auctionId: z.string(),
      lotNumbers: z.array(z.string()),
      positions: z.array(auctionLot),
      total: amount.meta({ description: 'the sum of the lines: the declared value for the insurance' }),
      contact: z.strictObject({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), company: z.string().nullable() }),
      deliveryAddress: z.strictObject({
        name: z.string(),
        street: z.string(),
        zipCode: z.string(),
        city: z.string(),
        country: z.string(),
        title: z.string().nullable(),
        rawLines: z.array(z.string()).meta({ description: 'the address block as the invoice prints it' }),
      }),
      isCompany: z.boolean(),
      insuranceKind: z.enum(INSURANCE_KINDS),
    }),
    existingCustomers: z
      .array(
        z.strictObject({
          customerId: id,
          name: z.string(),
          email: z.string().nullable(),
          city: z.string().nullable(),
          matchedBy: z.array(z.enum(['email', 'address'])).meta({ description: 'the same e-mail, or the same name, postal code and street' }),
        }),
      )
      .meta({ description: 'the customers that may be the buyer, best match first' }),
  })
  .meta({ id: 'AuctionInvoice' });

export const kollerResponse = z
  .union([auctionInvoiceResponse, auctionQuoteImportResponse])
  .meta({ id: 'KollerAnswer', description: 'the invoice read (writes nothing); with import=1 the quote import’s report' });

export const addressValidationResponse = z
  .strictObject({
    valid: z.boolean(),
    issues: z.array(z.strictObject({ field: z.string(), message: z.string().meta({ description: 'a validation key as the forms use them (validation.plz …)' }) })),
    address: z.strictObject({ name: z.string(), street: z.string(), zipCode: z.string(), city: z.string(), country: z.string(), rawLines: z.array(z.string()) }),
    cities: z.array(z.string()).meta({ description: 'the localities of a Swiss (CH/LI) postal code' }),
  })
  .meta({ id: 'AddressValidation' });

const cm = z.number().meta({ description: 'cm' });

export const packageCompositionResponse = z
  .strictObject({
    quoteId: id,
    formattedId: z.string(),
    packages: z.array(
      z.strictObject({
        lotNumber: z.string(),
        description: z.string(),
        estimated: z.boolean().meta({ description: 'the lot’s size or weight was not in the file: the standard was used' }),
        inner: z.strictObject({ lengthCm: cm, widthCm: cm, heightCm: cm }),
        outer: z.strictObject({ lengthCm: cm, widthCm: cm, heightCm: cm }).meta({ description: 'what the courier measures' }),
        crateWeightKg: z.number(),
        grossWeightKg: z.number().meta({ description: 'crate and lot' }),
      }),
    ),
    totalWeightKg: z.number(),
  })
  .meta({ id: 'PackageComposition' });
