/** Quotes (Offerten, 000 §3, 001 §3): request, admin, checkout with PIN (docs/quotes.md). Named exports only (decision 940). */
export { createQuoteService, type QuoteService } from './quote-service';
export {
  formatQuoteId,
  placeQuoteInputSchema,
  listQuotesQuerySchema,
  updateQuoteInputSchema,
  copyQuoteInputSchema,
  quoteForCheckoutQuerySchema,
  orderFromQuoteInputSchema,
  QUOTE_REQUESTED_MESSAGE,
  QUOTE_EXPIRED_MESSAGE,
  QUOTE_ALREADY_ORDERED_MESSAGE,
  type PlaceQuoteInput,
  type ListQuotesQuery,
  type UpdateQuoteInput,
  type CopyQuoteInput,
  type QuoteForCheckoutQuery,
  type OrderFromQuoteInput,
  type QuoteView,
  type QuoteCheckoutView,
  type QuoteCheckoutPosition,
  type QuoteAccess,
  type QuoteState,
  type PlacedQuote,
  type OrderedQuote,
} from './quote-schemas';
export { createQuoteHistory, type QuoteHistory, type QuoteHistoryRow, type QuoteHistoryDetail } from './quote-history';
export { QUOTE_PIN_LIMITS, generatePin, isDefaultPin, pinMatches, isPinCheckLimited, type QuotePinLimits } from './pin';
export {
  selectQuoteOrderPositions,
  isRemovableQuotePosition,
  quoteOrderPaymentMethods,
  type QuoteOrderPosition,
  type QuoteOrderSelection,
} from './quote-order';
export {
  createQuoteDesk,
  quoteGridQuerySchema,
  QuoteDeskState,
  QUOTE_GRID_SORT_KEYS,
  type QuoteDesk,
  type QuoteGridQuery,
  type QuoteGridRow,
  type QuoteGridPage,
} from './quote-desk';
export {
  createQuoteProducts,
  addQuoteProductInputSchema,
  quoteProductChoicesQuerySchema,
  QUOTE_PRODUCT_CHOICES_LIMIT,
  type QuoteProducts,
  type QuoteProductChoice,
  type AddQuoteProductInput,
} from './quote-products';
export * from './model';
/** The answers' zod schemas for the OpenAPI document (decision 1172); server-side only, not in the browser entry. */
export { placedQuoteResponse, quoteCheckoutResponse, quoteListResponse, quoteResponse } from './answer-schemas';
