import type { Decimal } from 'decimal.js';

/**
 * The display side of money without decimal.js: pages that only show prices — the
 * category grid, the header's cart — load these few lines instead of decimal.js (13 kB gzip).
 * The rounding is THE rounding of money.ts (half-up to 0.01, no '-0.00'), done on the decimal
 * digits with BigInt; a property test holds it equal to `toMoneyString` for any input.
 */

export const DECIMAL_STRING = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** A decimal string or a number's own text ('1e+21', '5e-7'): sign, integer digits, fraction, exponent. */
const NUMBER_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** True for strings `toDecimal` accepts ('12', '-3.5', '0.125'). */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL_STRING.test(value.trim());
}

/** The exact decimal text of an amount; throws what `toDecimal` throws for the same input. */
function exactText(value: Decimal | string | number): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (!DECIMAL_STRING.test(text)) throw new RangeError(`Not a decimal amount: '${value}'`);
    return text;
  }
  return value.toFixed();
}

/** An amount rounded half-up to 0.01 as its wire text ('1234.50', '-0.10', '0.00'). */
export function moneyText(value: Decimal | string | number): string {
  const text = exactText(value);
  const parts = NUMBER_TEXT.exec(text);
  if (!parts) throw new RangeError(`Not a decimal amount: '${text}'`);
  const [, sign, integer = '', fraction = '', exponent = '0'] = parts;
  const digits = integer + fraction;
  // Digits up to the second decimal place, then the first dropped one decides (half-up).
  const kept = integer.length + Number(exponent) + 2;
  let cents = kept <= 0 ? 0n : BigInt(digits.slice(0, kept).padEnd(kept, '0') || '0');
  if (kept >= 0 && Number(digits[kept] ?? '0') >= 5) cents += 1n;
  if (cents === 0n) return '0.00';
  const padded = cents.toString().padStart(3, '0');
  return `${sign === '-' ? '-' : ''}${padded.slice(0, -2)}.${padded.slice(-2)}`;
}

/**
 * CHF display (000 §9): rounded to 0.01, apostrophe as thousands separator, point as decimal
 * separator, e.g. `1'234.50`; `{ currency: true }` prefixes 'CHF '.
 *
 * @example formatChf('1234.5') // "1'234.50"
 * @example formatChf(-1234567.891, { currency: true }) // "CHF -1'234'567.89"
 */
export function formatChf(value: Decimal | string | number, options: { currency?: boolean } = {}): string {
  const fixed = moneyText(value);
  const negative = fixed.startsWith('-');
  const [integer = '0', fraction = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  const text = `${negative ? '-' : ''}${grouped}.${fraction}`;
  return options.currency ? `CHF ${text}` : text;
}
