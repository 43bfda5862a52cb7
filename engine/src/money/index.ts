/** Money (000 §9, 001 §9): currencies, decimal amounts rounded in one place, VAT. Browser-safe; named exports only (decision 940). */
export { Currency, CurrencyId, DEFAULT_CURRENCY, DEFAULT_CURRENCY_ID, currencyCodeOf, currencyIdOf } from './currency';
export {
  toDecimal,
  isDecimalString,
  roundMoney,
  roundExport,
  toExportString,
  toMoneyString,
  toMoneyStringOrNull,
  sumMoney,
  multiplyMoney,
  addMoney,
  formatChf,
  formatPercent,
  MONEY_FIELDS,
  reviveMoney,
  type MoneyInput,
  type MoneyString,
  type MoneyAmount,
} from './money';
export { VAT_RATE, VAT_RATE_STRING, NO_VAT, calculateVat } from './vat';
export { parseSwissDecimal, swissDecimalText, optionalSwissDecimalText, swissAmountText, optionalSwissAmountText } from './parse';
