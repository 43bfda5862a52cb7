/** i18n and the error catalogue (000 §8, 001 §8). Browser-safe; named exports only (decision 940). */
export {
  Locale,
  LOCALES,
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE_MAX_AGE_DAYS,
  languageOf,
  isLocale,
  resolveLocale,
  interpolate,
  type Language,
  type MessageParams,
  type Translations,
} from './locales';
export { decimalSeparatorOf, formatNumber, formatPercentIn, formatWeight, formatVatNumber, labelled } from './number-format';
export { MESSAGE_CATALOGUE, ErrorMessageCode, type MessageKey } from './catalogue';
export { hasMessage, lookupMessage, translateMessage, translateError } from './translate';
export {
  errorEntrySchema,
  errorBodySchema,
  toErrorBody,
  ApiValidationError,
  ApiResponseError,
  errorFromResponseBody,
  errorFromResponse,
  ToastKind,
  toastKindFor,
  TOAST_DEFAULTS,
  errorToasts,
  errorsByField,
  type ErrorBodyEntry,
  type ErrorBody,
  type Severity,
  type Toast,
} from './error-body';
