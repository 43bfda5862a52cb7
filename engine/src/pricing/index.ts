/** Pricing: the price call, price strategies, the back office price admin. Named exports only (decision 940). */
export {
  createPricingService,
  orderPriceInputSchema,
  orderPriceItemSchema,
  priceCacheKey,
  type OrderPrice,
  type OrderPriceInput,
  type PricedItem,
  type PriceInvalidation,
  type PricingService,
  type ShippingCost,
} from './pricing-service';
export {
  createPriceAdminService,
  productPriceQuerySchema,
  productPriceUpsertSchema,
  productPriceUpdateSchema,
  excelPriceInputSchema,
  remotePriceInputSchema,
  marginPriceInputSchema,
  fixPriceRowInputSchema,
  fixPriceRowUpdateSchema,
  internalPriceInputSchema,
  internalPriceUpdateSchema,
  internalPriceQuerySchema,
  type InternalPriceData,
  type PriceAdminService,
  type ProductPriceRecord,
} from './price-admin-service';
export {
  createPricer,
  PriceStrategyId,
  type PriceQuote,
  type PriceStrategy,
  type PriceStrategyName,
  type UnavailableReason,
} from './strategies';
export {
  createConfiguredProducts,
  CONFIGURED_PRODUCT_PERMISSIONS,
  configuredCustomerProductSchema,
  configuredProductDraftSchema,
  type ConfiguredCustomerProduct,
  type ConfiguredCustomerProductInput,
  type ConfiguredProductDraft,
  type ConfigurableProduct,
  type ConfiguredProducts,
} from './customer-product-from-configuration';
export { priceRecordWorkbookName } from './workbook-upload';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export {
  internalPriceListResponse,
  internalPriceResponse,
  orderPriceResponse,
  priceCacheClearedResponse,
  priceRecordListResponse,
  priceRecordResponse,
} from './answer-schemas';
