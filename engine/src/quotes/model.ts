/** Quotes (Offerten, 000 §3, 001 §3): request, admin, checkout with PIN (docs/quotes.md). The browser-safe part: no Node built-ins, database or ORM below it. */
export {
  QUOTE_DEFAULTS,
  QUOTE_NO_VALIDITY,
  quoteValidUntil,
  quoteValidUntilDate,
  isQuoteValid,
  QUOTE_CHECKOUT,
  quoteCheckoutPath,
} from '../requests/quote-rules';
