/** Imports (auction invoices, ERP, templates): what the engine exposes of them. Named exports only (decision 940). */
export { createImportService, type ImportService, type ImportRunView } from './import-service';
export { IMPORT_KINDS, MAX_IMPORT_BYTES, type ImportKind, type ImportReport } from './import-runner';
export { readCsv, decodeText, parseSwissNumber, type LineIssue } from './csv-reader';
export { parseAuctionInvoice, type AuctionInvoiceData } from './koller-format';
export { AUCTION_ARTICLES, AUCTION_ROOT_POSITION_NAME, KOLLER_NOT_AUCTION_MESSAGE, addressValidationInputSchema } from './koller-service';
export { INSURANCE_KINDS, INSURANCE_KIND_LABELS, DEFAULT_INSURANCE_TARIFF, type InsuranceRate } from './insurance';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export {
  addressValidationResponse,
  auctionInvoiceResponse,
  auctionQuoteImportResponse,
  axOrdersImportResponse,
  axStatusImportResponse,
  importRefusalResponse,
  insuranceRateResponse,
  kollerResponse,
  packageCompositionResponse,
  templateImportResponse,
} from './answer-schemas';
