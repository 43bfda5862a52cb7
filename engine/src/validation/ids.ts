import { z } from 'zod';

/** The largest row id: PostgreSQL's `integer` (every id column of the shop). */
export const MAX_ID = 2_147_483_647;

const DIGITS = /^\d{1,10}$/;

/**
 * A row id as /api bodies, queries and page paths carry it: a positive integer within
 * PostgreSQL's integer range, given as a JSON number or as a string of decimal digits. Never
 * coerced from a boolean, a float, an exponent ("1e3"), a sign, blanks or an empty string —
 * `z.coerce.number()` read `true` as id 1. A wrong id is refused with `validation.invalid`.
 *
 * @example idSchema.parse('42') // 42
 * @example idSchema.safeParse(true).success // false
 */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value),
  z.number({ message: 'validation.invalid' }).int({ message: 'validation.invalid' }).min(1, { message: 'validation.invalid' }).max(MAX_ID, { message: 'validation.invalid' }),
);

/** The id a page path or a query carries, or null when it is none (the page answers 404). */
export function parseId(value: unknown): number | null {
  const parsed = idSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Ids as a query or a body lists them: comma-separated text ('3,5, 8'), repeated query values or
 * a JSON array; each one an {@link idSchema} id, duplicates dropped, an empty text none.
 *
 * @example idListSchema.parse('3, 5,3') // [3, 5]
 */
export const idListSchema = z
  .preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(idSchema),
  )
  .transform((ids) => [...new Set(ids)]);
