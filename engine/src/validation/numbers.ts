import { z } from 'zod';

/**
 * Numbers as /api bodies and queries carry them (decision 1091): a JSON number, or a string
 * written as the forms and query strings write numbers — decimal digits with an optional minus,
 * and for decimals a point and decimal digits (de-CH, the validation table's `double` rule).
 * Never coerced from a boolean, an array, an object, an empty string, blanks, a comma, a
 * thousands separator, an exponent ("1e3") or hex ("0x10"): `z.coerce.number()` read `true` as 1
 * and `''` as 0. Ids have their own schema (`idSchema`, ids.ts).
 */

const INTEGER_TEXT = /^-?\d{1,16}$/;
const DECIMAL_TEXT = /^-?\d{1,16}(\.\d{1,16})?$/;

/**
 * What a column can hold (decision 1091): integers are PostgreSQL `integer`, decimals at most the
 * shop's widest `numeric(12,2)`; beyond that the database refused the row with a 500.
 */
export const INTEGER_LIMIT = 2_147_483_647;
export const DECIMAL_LIMIT = 9_999_999_999.99;

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Not a number: missing is required, anything else breaks the field's rule. Other issues (bounds)
 * keep zod's codes, which issueKey turns into minValue/maxValue.
 */
const numberError = (key: 'validation.numeric' | 'validation.double') => (issue: { code?: string; input?: unknown }) =>
  issue.code !== 'invalid_type' ? undefined : isAbsent(issue.input) ? 'validation.required' : key;

const fromText = (pattern: RegExp) => (value: unknown) => (typeof value === 'string' && pattern.test(value) ? Number(value) : value);

/** True for a whole number's text as {@link integerInput} reads it ('12', '-1'; not '1.0', '1e3', ' 1'). */
export const isIntegerText = (value: string): boolean => INTEGER_TEXT.test(value);
/** True for a decimal's text as {@link decimalInput} reads it ('12', '-3.5'; not '3,5', '.5', '1e3'). */
export const isDecimalText = (value: string): boolean => DECIMAL_TEXT.test(value);

/**
 * A whole number field (quantities, sort orders, days, enum codes, page numbers): a JSON integer
 * or an integer's text; `narrow` adds bounds. Not a whole number → `validation.numeric`, missing →
 * `validation.required`, out of bounds → `validation.minValue`/`maxValue`.
 *
 * @example integerInput((n) => n.min(1).max(1_000_000)).parse('12') // 12
 * @example integerInput().safeParse(true).success // false
 */
export function integerInput<S extends z.ZodType<number> = z.ZodNumber>(narrow?: (schema: z.ZodNumber) => S) {
  const base = z.number({ error: numberError('validation.numeric') }).int({ error: 'validation.numeric' }).min(-INTEGER_LIMIT - 1).max(INTEGER_LIMIT);
  return z.preprocess(fromText(INTEGER_TEXT), narrow ? narrow(base) : (base as unknown as S));
}

/**
 * A decimal field (dimensions, weights, fractions): a finite JSON number or a decimal's text
 * with a point; `narrow` adds bounds. Not a number → `validation.double`, missing →
 * `validation.required`.
 *
 * @example decimalInput((n) => n.positive().max(400)).parse('40.5') // 40.5
 * @example decimalInput().safeParse('1e3').success // false
 */
export function decimalInput<S extends z.ZodType<number> = z.ZodNumber>(narrow?: (schema: z.ZodNumber) => S) {
  const base = z.number({ error: numberError('validation.double') }).min(-DECIMAL_LIMIT).max(DECIMAL_LIMIT);
  return z.preprocess(fromText(DECIMAL_TEXT), narrow ? narrow(base) : (base as unknown as S));
}

/**
 * A code out of a list (an enum's values, a page size): a JSON integer or its text that is one of
 * `values`; anything else → `validation.choice`, missing → `validation.required`.
 *
 * @example choiceInput([25, 50, 100]).parse('50') // 50
 */
export function choiceInput(values: readonly number[]) {
  return z.preprocess(
    fromText(INTEGER_TEXT),
    z
      .number({ error: (issue) => (issue.code === 'invalid_type' && isAbsent(issue.input) ? 'validation.required' : 'validation.choice') })
      .refine((value) => values.includes(value), { message: 'validation.choice' }),
  );
}

/**
 * A yes/no field: a JSON boolean or the text 'true'/'false' (a form's hidden field);
 * `z.coerce.boolean()` read 'false' as true.
 */
export const booleanInput = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: (issue) => (isAbsent(issue.input) ? 'validation.required' : 'validation.choice') }));
