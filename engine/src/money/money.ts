import { Decimal } from 'decimal.js';
import type { Currency } from './currency';
import { DECIMAL_STRING, isDecimalString } from './format';
import { decimalSeparatorOf } from '../i18n/number-format';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

export { formatChf, isDecimalString } from './format';

/**
 * Money (000 §9, 001 §9): decimal.js end to end, never binary floats for arithmetic. Amounts
 * travel as decimal strings ('1234.50'); rounding to 0.01 happens in exactly one helper,
 * {@link roundMoney}, half-up (ties away from zero, so -0.005 → -0.01). The one shortcut: a cart
 * line's price and a cart total are counted in whole cents while those stay exact integers
 * ({@link multiplyMoney}, {@link addMoney}; decision 1082) — the same strings, no fraction as a float.
 */
export type MoneyInput = Decimal | string | number;

/** An amount as it travels over the wire: a decimal string with two places, e.g. '1234.50'. */
export type MoneyString = string;

/** An amount plus its currency, the shape of money in API payloads. */
export interface MoneyAmount {
  amount: MoneyString;
  currency: Currency;
}

/** A Decimal from a Decimal, a decimal string or a finite number; anything else throws. */
export function toDecimal(value: MoneyInput): Decimal {
  if (value instanceof Decimal) return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    return new Decimal(value);
  }
  const text = value.trim();
  if (!DECIMAL_STRING.test(text)) throw new RangeError(`Not a decimal amount: '${value}'`);
  return new Decimal(text);
}

/** THE rounding to 0.01 CHF (half-up). Every displayed or stored amount goes through it. */
export function roundMoney(value: MoneyInput): Decimal {
  const rounded = toDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? new Decimal(0) : rounded;
}

/** Export rounding (001 §9): 4 decimal places, half-up. */
export function roundExport(value: MoneyInput): Decimal {
  const rounded = toDecimal(value).toDecimalPlaces(4, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? new Decimal(0) : rounded;
}

/** An export value as text: rounded to 4 places, plain notation, no trailing zeros ('12.5'). */
export function toExportString(value: MoneyInput): string {
  return roundExport(value).toFixed();
}

/** The wire form of an amount: rounded, always two places ('1234.50', '-0.10', '0.00'). */
/** A money string as PostgreSQL's numeric(12,2) sends it: already what toMoneyString makes (no '-0.00'). */
const TWO_PLACES = /^(?:-?[1-9]\d{0,14}|0|-0(?=\.\d*[1-9]))\.\d\d$/;

export function toMoneyString(value: MoneyInput): MoneyString {
  // Fast path for the feeds' 100 000 list prices (decision 988); the same result as the rounding.
  if (typeof value === 'string' && TWO_PLACES.test(value)) return value as MoneyString;
  return roundMoney(value).toFixed(2);
}

/** Empty values ('', null, undefined) are sent as null (000 §5); others as money strings. */
export function toMoneyStringOrNull(value: MoneyInput | null | undefined): MoneyString | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return toMoneyString(value);
}

/**
 * Cents of a non-negative amount in the wire form ('1234.50' → 123450) with at most 13 digits
 * before the point, read without making a string or a Decimal; -1 for any other form.
 */
function centsOf(value: string): number {
  const point = value.length - 3;
  if (point < 1 || point > 13 || value.charCodeAt(point) !== 46) return -1;
  let cents = 0;
  for (let index = 0; index < value.length; index += 1) {
    if (index === point) continue;
    const digit = value.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    cents = cents * 10 + digit;
  }
  return cents;
}

/** A non-negative whole number of cents in the wire form (12345 → '123.45'). */
function centsText(cents: number): MoneyString {
  const whole = Math.floor(cents / 100);
  const rest = cents - whole * 100;
  return `${whole}.${rest < 10 ? '0' : ''}${rest}`;
}

/**
 * An amount in the wire form times a quantity, in the wire form: exactly what
 * `toMoneyString(new Decimal(price).times(quantity))` gives. A cart line's price (every line of
 * every cart price) is counted in whole cents while they stay exact integers — a product of two
 * whole numbers, no fraction ever becomes a binary float — and through decimal.js otherwise (a
 * negative or other form, a fraction of a quantity, beyond 2^53 cents; decision 1082).
 */
export function multiplyMoney(price: MoneyString, quantity: number): MoneyString {
  const cents = centsOf(price);
  if (cents >= 0 && Number.isSafeInteger(quantity) && quantity >= 0) {
    const product = cents * quantity;
    if (Number.isSafeInteger(product)) return centsText(product);
  }
  return toMoneyString(new Decimal(price).times(quantity));
}

/**
 * The rounded sum of amounts in the wire form (null counts 0), in the wire form: exactly what
 * `toMoneyString(roundMoney(sum))` gives; in whole cents while exact (see multiplyMoney).
 */
export function addMoney(values: readonly (MoneyString | null)[]): MoneyString {
  let total = 0;
  for (const value of values) {
    const cents = value === null ? 0 : centsOf(value);
    if (cents < 0 || !Number.isSafeInteger(total + cents)) return toMoneyString(values.reduce((sum, each) => sum.plus(each ?? 0), new Decimal(0)));
    total += cents;
  }
  return centsText(total);
}

/** Sum of amounts, unrounded (round once at the end). */
export function sumMoney(values: Iterable<MoneyInput>): Decimal {
  let total = new Decimal(0);
  for (const value of values) total = total.plus(toDecimal(value));
  return total;
}

/**
 * A fraction shown as a percentage (000 §9 "discount shown as a percentage"): multiplied by 100,
 * rounded half-up to at most two places, trailing zeros dropped, a plain space before '%' (the
 * Swiss typographic form; decision 102).
 *
 * @example formatPercent(0.05) // '5 %'
 * @example formatPercent('0.125') // '12.5 %'
 * @example formatPercent('0.081', 1, 'fr-FR') // '8,1 %'
 */
export function formatPercent(fraction: MoneyInput, maxDecimals = 2, locale: Locale = DEFAULT_LOCALE): string {
  const percent = toDecimal(fraction).times(100).toDecimalPlaces(maxDecimals, Decimal.ROUND_HALF_UP);
  // The reader's decimal separator (decision 1165): '8.1 %' in German and English, '8,1 %' in French.
  return `${percent.isZero() ? '0' : percent.toFixed().replace('.', decimalSeparatorOf(locale))} %`;
}

/** Fields the client revives as money values when reading JSON (000 §7). */
export const MONEY_FIELDS: readonly string[] = ['price', 'pricePerOne'];

/**
 * A `JSON.parse` reviver that turns `price` and `pricePerOne` (strings or numbers) into Decimals.
 *
 * @example JSON.parse(text, reviveMoney)
 */
export function reviveMoney(key: string, value: unknown): unknown {
  if (!MONEY_FIELDS.includes(key)) return value;
  if (isDecimalString(value) || (typeof value === 'number' && Number.isFinite(value))) return toDecimal(value);
  return value;
}
