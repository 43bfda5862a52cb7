import { z } from 'zod';

/**
 * Amounts and decimals as staff type them in de-CH (001 §9): a comma or a point as the decimal
 * mark, the apostrophe (straight or typographic) or a space between thousands — "12,50",
 * "1'234.50", "1’234,5", "1 234.50". The one reader of typed decimals: back-office forms named
 * `.replace(',', '.')` seven times, each a little differently (decision 1170).
 */

/** Thousands separators Swiss writing uses: apostrophes and spaces (also the no-break and thin ones). */
const THOUSANDS = /['’ʼ\s\u00a0\u202f]/g;
const PLAIN_DECIMAL = /^-?\d{1,16}(\.\d{1,16})?$/;

/**
 * The decimal text of a typed number ('1234.50'), or null when it is none: more than one decimal
 * mark, both a comma and a point, letters, an exponent or nothing at all.
 *
 * @example parseSwissDecimal("1'234,50") // '1234.50'
 * @example parseSwissDecimal('1.234,50') // null (a point between thousands is not Swiss)
 */
export function parseSwissDecimal(text: string): string | null {
  const compact = text.trim().replace(THOUSANDS, '');
  if (compact.includes(',') && compact.includes('.')) return null;
  const decimal = compact.replace(',', '.');
  return PLAIN_DECIMAL.test(decimal) ? decimal : null;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The required and the optional schema of a typed decimal whose unreadable text answers `unreadable`. */
function typedDecimal(unreadable: 'validation.double' | 'validation.currency') {
  const required = z.string({ error: (issue) => (isBlank(issue.input) ? 'validation.required' : unreadable) }).transform((text, ctx) => {
    if (text.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'validation.required' });
      return z.NEVER;
    }
    const decimal = parseSwissDecimal(text);
    if (decimal === null) {
      ctx.addIssue({ code: 'custom', message: unreadable });
      return z.NEVER;
    }
    return decimal;
  });
  const optional = z.preprocess((value) => (isBlank(value) ? undefined : value), required.optional()).transform((value) => value ?? null);
  return { required, optional };
}

const decimal = typedDecimal('validation.double');
const amount = typedDecimal('validation.currency');

/**
 * A required decimal field typed as text, answered as a decimal string: missing or blank →
 * `validation.required`, unreadable → `validation.double` (000 §5's messages).
 *
 * @example swissDecimalText.parse('12,50') // '12.50'
 */
export const swissDecimalText = decimal.required;
/**
 * A decimal field that may stay empty: blank or missing → null, else as {@link swissDecimalText}.
 *
 * @example optionalSwissDecimalText.parse('') // null
 */
export const optionalSwissDecimalText = decimal.optional;
/** An amount of money typed as text: as {@link swissDecimalText}, unreadable → `validation.currency` ('Ungültiger Betrag'). */
export const swissAmountText = amount.required;
/** An amount that may stay empty: blank → null, else as {@link swissAmountText}. */
export const optionalSwissAmountText = amount.optional;
