import { interpolate } from './i18n/locales';

/** The closed set of failure kinds; the web maps each to one HTTP status. */
export const errorKinds = ['invalid', 'unauthenticated', 'forbidden', 'not_found', 'conflict', 'too_many_requests', 'unavailable'] as const;
export type ErrorKind = (typeof errorKinds)[number];

export interface ErrorEntry {
  /** A message of the spec's catalogue (German), translated by the caller via `errors.<message>`. */
  message: string;
  params?: Record<string, string | number>;
  /** The input field it concerns, for forms that list problems per field. */
  field?: string;
  /** For a validation problem: its rule key (`validation.<rule>`); `message` then holds the text. */
  rule?: string;
}

/** The one error type the engine throws for expected failures. */
const brand = Symbol.for('holzwerk-shop.EngineError');

export class EngineError extends Error {
  override name = 'EngineError';
  readonly [brand] = true;

  /**
   * Whether a value is an EngineError — also one thrown by a second copy of this module (Vite's
   * dev server loads the engine again), where `instanceof` would say no.
   */
  static is(value: unknown): value is EngineError {
    return value instanceof EngineError || (typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true);
  }

  readonly kind: ErrorKind;
  readonly errors: ErrorEntry[];
  /** A limit refused the call (too_many_requests): seconds until it may be tried again (Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(kind: ErrorKind, errors: ErrorEntry[] | string, options?: { cause?: unknown; retryAfterSeconds?: number }) {
    const list = typeof errors === 'string' ? [{ message: errors }] : errors;
    // The message reads filled in (German); `errors` keeps the templates and params for translation.
    super(list.map((entry) => interpolate(entry.message, entry.params)).join('\n'), options);
    this.kind = kind;
    this.errors = list;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

export const httpStatusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  unavailable: 503,
};


/** The one text of a record that is not there (translated by i18n/catalogue.ts). */
export const NOT_FOUND_MESSAGE = 'Der Eintrag wurde nicht gefunden.';

/** `not_found` with {@link NOT_FOUND_MESSAGE}, at a field when one names the missing record. */
export function notFoundError(field?: string): EngineError {
  return new EngineError('not_found', field === undefined ? NOT_FOUND_MESSAGE : [{ message: NOT_FOUND_MESSAGE, field }]);
}
