import { z } from 'zod';
import type { Locale, MessageParams } from '../i18n/locales';
import { translateValidation, validationKey, type ValidationRule } from './messages';
import { isValidStateOrProvince } from './regions';
import {
  hasMaxLength,
  hasMinLength,
  isAlpha,
  isAscii,
  isCurrencyAmount,
  isDouble,
  isEmail,
  isFedexPhone,
  isLink,
  isNumeric,
  isPasswordConfirmed,
  isPhone,
  isPlz,
  isPlzNonCh,
  isPresent,
  isZipCodeForCountry,
} from './rules';

/**
 * zod 4 schemas for the validation table (000 §5, 001 §5). Every issue carries the message key
 * `validation.<rule>` as its message and placeholder values in `params` (e.g. `{ length: 8 }`),
 * so a form, an `/api` route or the CLI renders it with {@link translateValidation}.
 */

/** Rules that judge a single string on its own. */
export const STRING_RULES = {
  email: isEmail,
  phone: isPhone,
  numeric: isNumeric,
  double: isDouble,
  alpha: isAlpha,
  plz: isPlz,
  plzNonCH: isPlzNonCh,
  ascii: isAscii,
  currency: isCurrencyAmount,
  link: isLink,
} as const satisfies Partial<Record<ValidationRule, (value: string) => boolean>>;
export type StringRule = keyof typeof STRING_RULES;

export interface TextFieldOptions {
  /** Form fields are required by default (000 §5); `false` makes '' / null / undefined valid (as ''). */
  required?: boolean;
  /** Minimum length in characters → `validation.min` with `{ length }`. */
  min?: number;
  /** Maximum length in characters → `validation.max` with `{ length }`. */
  max?: number;
  /** Further single-value rules, checked in order on a present value. */
  rules?: readonly StringRule[];
  /** Trim surrounding whitespace first (default true; pass false for passwords). */
  trim?: boolean;
}

function issue(ctx: z.RefinementCtx<string>, rule: ValidationRule, params?: Record<string, string | number>): void {
  ctx.addIssue({ code: 'custom', message: validationKey(rule), input: undefined, params: { rule, ...params } });
}

/**
 * A text form field: required unless told otherwise, then min/max, then each rule. An absent
 * value (undefined/null) reads as ''.
 *
 * @example textField({ max: 100, rules: ['ascii'] }).parse(' Holz AG ') // 'Holz AG'
 */
export function textField(options: TextFieldOptions = {}) {
  const { required = true, min, max, rules = [], trim = true } = options;
  return z.preprocess(
    (value) => (value === undefined || value === null ? '' : trim && typeof value === 'string' ? value.trim() : value),
    z.string({ error: validationKey('required') }).superRefine((value, ctx) => {
      if (!isPresent(value)) {
        if (required) issue(ctx, 'required');
        return;
      }
      if (min !== undefined && !hasMinLength(value, min)) issue(ctx, 'min', { length: min });
      if (max !== undefined && !hasMaxLength(value, max)) issue(ctx, 'max', { length: max });
      for (const rule of rules) {
        if (!STRING_RULES[rule](value)) issue(ctx, rule);
      }
    }),
  );
}

/** required: a value must be present ('Eingabe erforderlich'). */
export const requiredSchema = textField();
/** email ('E-Mail nicht gültig'). */
export const emailSchema = textField({ rules: ['email'] });
/** phone ('Ungültiges Format der Telefonnummer'). */
export const phoneSchema = textField({ rules: ['phone'] });
/** numeric ('Nur Zahlen sind erlaubt'). */
export const numericSchema = textField({ rules: ['numeric'] });
/** double ('Nur Dezimalzahlen sind erlaubt'). */
export const doubleSchema = textField({ rules: ['double'] });
/** alpha ('Nur Buchstaben sind erlaubt'). */
export const alphaSchema = textField({ rules: ['alpha'] });
/** plz: Swiss postal code ('Erwartet CH-Postleitzahl'); also the cart's shipping ZIP field. */
export const plzSchema = textField({ rules: ['plz'] });
/** plzNonCH ('Unbekanntes Postleitzahlformat'). */
export const plzNonChSchema = textField({ rules: ['plzNonCH'] });
/** ascii ('Beinhaltet ungültige Zeichen (Non-ASCII, z.B. Ü)'). */
export const asciiSchema = textField({ rules: ['ascii'] });
/** currency: optional sign, 1–8 digits. */
export const currencySchema = textField({ rules: ['currency'] });

/** min: at least `length` characters ('Minimale Zeichenanzahl: {length}'). */
export function minLengthSchema(length: number) {
  return textField({ min: length });
}
/** max: at most `length` characters ('Maximale Zeichenanzahl: {length}'). */
export function maxLengthSchema(length: number) {
  return textField({ max: length });
}

type FieldOf<T> = Extract<keyof T, string>;

function objectIssue(ctx: z.RefinementCtx<never>, field: string, rule: ValidationRule): void {
  ctx.addIssue({ code: 'custom', message: validationKey(rule), path: [field], input: undefined, params: { rule } });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
}

/**
 * password: the confirmation field equals the target field ('Passwörter müssen übereinstimmen').
 *
 * @example registrationSchema.superRefine(passwordConfirmation({ field: 'passwordRepeat', target: 'password' }))
 */
export function passwordConfirmation<T extends object>(options: { field: FieldOf<T>; target: FieldOf<T> }) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const record = value as Record<string, unknown>;
    if (!isPasswordConfirmed(text(record[options.field]), text(record[options.target]))) {
      objectIssue(ctx as z.RefinementCtx<never>, options.field, 'password');
    }
  };
}

/**
 * zipCodeByCountry ('Ungültige Postleitzahl'): the Swiss rule for CH, the non-Swiss rule
 * elsewhere. An empty ZIP is left to the field's own `required`.
 */
export function zipCodeByCountry<T extends object>(options: { zipField: FieldOf<T>; countryField: FieldOf<T> }) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const record = value as Record<string, unknown>;
    const zip = text(record[options.zipField]).trim();
    if (zip !== '' && !isZipCodeForCountry(zip, text(record[options.countryField]))) {
      objectIssue(ctx as z.RefinementCtx<never>, options.zipField, 'zipCodeByCountry');
    }
  };
}

/**
 * fedexPhone ('Erwartet 10-15 Ziffern, sowie keine US Vorwahl (001)'): 10–15 digits and spaces,
 * and for US/CA not starting with 001. An empty phone is left to the field's own `required`.
 */
export function fedexPhone<T extends object>(options: { phoneField: FieldOf<T>; countryField: FieldOf<T> }) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const record = value as Record<string, unknown>;
    const phone = text(record[options.phoneField]).trim();
    if (phone !== '' && !isFedexPhone(phone, text(record[options.countryField]))) {
      objectIssue(ctx as z.RefinementCtx<never>, options.phoneField, 'fedexPhone');
    }
  };
}

/** state/province ('Bundesstaat/Provinz ist für USA/Canada erforderlich'): US state or CA province code. */
export function stateOrProvince<T extends object>(options: { stateField: FieldOf<T>; countryField: FieldOf<T> }) {
  return (value: T, ctx: z.RefinementCtx<T>): void => {
    const record = value as Record<string, unknown>;
    if (!isValidStateOrProvince(text(record[options.countryField]), text(record[options.stateField]))) {
      objectIssue(ctx as z.RefinementCtx<never>, options.stateField, 'stateOrProvince');
    }
  };
}

/** The message key and params of a zod issue (our custom issues carry both). */
function issueParams(zodIssue: z.core.$ZodIssue): MessageParams | undefined {
  return zodIssue.code === 'custom' ? (zodIssue.params as MessageParams | undefined) : undefined;
}

/**
 * The `validation.<rule>` key and params of an issue. Our schemas set the key as the message;
 * zod's own issues (wrong type, bounds, enums, unknown keys) are mapped to the nearest rule, so
 * no English library text ever reaches a user.
 */
export function issueKey(zodIssue: z.core.$ZodIssue): { key: string; params?: MessageParams } {
  if (zodIssue.message.startsWith('validation.')) {
    const params = issueParams(zodIssue);
    return params === undefined ? { key: zodIssue.message } : { key: zodIssue.message, params };
  }
  switch (zodIssue.code) {
    case 'invalid_type':
      // zod 4 keeps no input on the issue; its text says what it received.
      if (/received (undefined|null)$/.test(zodIssue.message)) return { key: 'validation.required' };
      return { key: zodIssue.expected === 'number' || zodIssue.expected === 'int' ? 'validation.double' : 'validation.invalid' };
    case 'too_small':
      return zodIssue.origin === 'string'
        ? { key: 'validation.min', params: { length: Number(zodIssue.minimum) } }
        : { key: 'validation.minValue', params: { min: Number(zodIssue.minimum) } };
    case 'too_big':
      return zodIssue.origin === 'string'
        ? { key: 'validation.max', params: { length: Number(zodIssue.maximum) } }
        : { key: 'validation.maxValue', params: { max: Number(zodIssue.maximum) } };
    case 'invalid_format':
      return { key: zodIssue.format === 'email' ? 'validation.email' : 'validation.invalid' };
    case 'invalid_value':
      return { key: 'validation.choice' };
    default:
      return { key: 'validation.invalid' };
  }
}

/** One issue as text: its `validation.<rule>` key translated with its params. */
export function translateIssue(zodIssue: z.core.$ZodIssue, locale?: Locale): string {
  const { key, params } = issueKey(zodIssue);
  return translateValidation(key, params, locale);
}

/**
 * Problems listed per field (000 §8, 001 §8): translated messages grouped by the issue path
 * ('address.zipCode'); issues without a path go under ''.
 */
export function issuesByField(error: z.ZodError, locale?: Locale): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const zodIssue of error.issues) {
    const field = zodIssue.path.map(String).join('.');
    (result[field] ??= []).push(translateIssue(zodIssue, locale));
  }
  return result;
}

/** The issues as the server's error entries: message = rule key, params, field = path. */
export function issuesToErrorEntries(error: z.ZodError): { message: string; params?: MessageParams; field: string }[] {
  return error.issues.map((zodIssue) => {
    const { key, params } = issueKey(zodIssue);
    const field = zodIssue.path.map(String).join('.');
    return params === undefined ? { message: key, field } : { message: key, params, field };
  });
}

/**
 * A product configuration as a request carries it: attribute code → value, every value as text
 * (numbers and booleans are written out). The one schema of cart items, orders, quotes and prices.
 */
export const configurationValuesSchema = z.record(z.string().max(200), z.union([z.string().max(2000), z.number(), z.boolean()]).transform(String));
/** A configuration that may be left out (an empty one then). */
export const configurationSchema = configurationValuesSchema.default({});
/**
 * A configuration in a change: left out means "unchanged" (zod's `.optional()` on
 * configurationSchema would fill in the default `{}` and wipe the stored configuration).
 */
export const configurationChangeSchema = configurationValuesSchema.optional();
