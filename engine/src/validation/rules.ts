import { z } from 'zod';
import { normalizeCountryCode } from './countries';

/**
 * The validation rules of 000 §5 / 001 §5 as plain predicates, so forms, `/api` routes and the
 * zod schemas (./schemas) share one definition. Every rule except `required` judges a present
 * value: an empty optional field passes, `required` is its own rule (forms are required by
 * default, 000 §5). Readings of the table are recorded in docs/decisions/104-validation-readings.md.
 */

/** A value counts as present unless undefined, null, or a string of only whitespace. */
export function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Valid e-mail (zod's practical e-mail pattern, the same the server schemas use). */
export function isEmail(value: string): boolean {
  return z.regexes.email.test(value.trim());
}

/** phone: optional plus, then 1–17 digits and spaces (at least one digit). */
export const PHONE_PATTERN = /^\+?[0-9 ]{1,17}$/;
export function isPhone(value: string): boolean {
  return PHONE_PATTERN.test(value) && /[0-9]/.test(value);
}

/** Password confirmation: equals the target field exactly. */
export function isPasswordConfirmed(value: string, target: string): boolean {
  return value === target;
}

/** min/max: length bounds in characters (code points, so 'Ü' counts once). */
export function hasMinLength(value: string, length: number): boolean {
  return [...value].length >= length;
}
export function hasMaxLength(value: string, length: number): boolean {
  return [...value].length <= length;
}

/** numeric: digits only. */
export const NUMERIC_PATTERN = /^[0-9]+$/;
export function isNumeric(value: string): boolean {
  return NUMERIC_PATTERN.test(value);
}

/** double: a decimal number, optional minus, point as separator ('12', '-3.5', '0.125'). */
export const DOUBLE_PATTERN = /^-?[0-9]+(\.[0-9]+)?$/;
export function isDouble(value: string): boolean {
  return DOUBLE_PATTERN.test(value.trim());
}

/** alpha: letters only (any script, umlauts and accents included; no spaces or digits). */
export const ALPHA_PATTERN = /^\p{L}+$/u;
export function isAlpha(value: string): boolean {
  return ALPHA_PATTERN.test(value);
}

/** plz: a Swiss postal code, exactly 4 digits. */
export const PLZ_PATTERN = /^[0-9]{4}$/;
export function isPlz(value: string): boolean {
  return PLZ_PATTERN.test(value.trim());
}

/** plzNonCH: word characters, spaces or hyphens, 3–11 characters. */
export const PLZ_NON_CH_PATTERN = /^[\w -]{3,11}$/;
export function isPlzNonCh(value: string): boolean {
  return PLZ_NON_CH_PATTERN.test(value.trim());
}

/** zipCodeByCountry: the Swiss rule for CH, the non-Swiss rule for every other country. */
export function isZipCodeForCountry(value: string, countryCode: string | null | undefined): boolean {
  return normalizeCountryCode(countryCode) === 'CH' ? isPlz(value) : isPlzNonCh(value);
}

/**
 * fedexPhone: optional plus, then 10–15 digits and spaces; for US and CA the number must not
 * start with the international prefix 001 (FedEx wants the national number there).
 */
export const FEDEX_PHONE_PATTERN = /^\+?[0-9 ]{10,15}$/;
export function isFedexPhone(value: string, countryCode: string | null | undefined): boolean {
  if (!FEDEX_PHONE_PATTERN.test(value)) return false;
  const country = normalizeCountryCode(countryCode);
  if (country === 'US' || country === 'CA') {
    return !value.replace(/^\+/, '').replace(/ /g, '').startsWith('001');
  }
  return true;
}

/** ascii: printable ASCII (space to tilde) plus line breaks (LF, and CR of a CRLF pair). */
export const ASCII_PATTERN = /^(?:[\x20-\x7E\n]|\r\n)*$/;
export function isAscii(value: string): boolean {
  return ASCII_PATTERN.test(value);
}

/**
 * currency: optional sign, 1–8 integer digits at the start, then optionally a point and at most
 * two decimal places (amounts are rounded to 0.01 anyway).
 */
export const CURRENCY_PATTERN = /^[+-]?[0-9]{1,8}(\.[0-9]{1,2})?$/;
export function isCurrencyAmount(value: string): boolean {
  return CURRENCY_PATTERN.test(value.trim());
}

/** Product landing page attribute (000 §5): a valid http(s) link. */
export function isLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Dimension and weight attribute values (000 §5, 001 §5): empty or digits only. */
export function isEmptyOrDigits(value: string | null | undefined): boolean {
  return value === null || value === undefined || value === '' || NUMERIC_PATTERN.test(value);
}
