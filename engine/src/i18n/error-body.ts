import { z } from 'zod';
import type { Locale, MessageParams } from './locales';
import { translateError } from './translate';

/**
 * The server's error body (000 §7, 001 §8): `{ errors: [{ message, params?, field?, rule? }] }`. `message` is a
 * catalogue code (translated via `errors.<message>`) or a raw text.
 */
export const errorEntrySchema = z.object({
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  /** The form field the problem belongs to, when there is one (problems are listed per field). */
  field: z.string().optional(),
  /** For a validation problem: its rule key (`validation.<rule>`); `message` then holds the rule's text. */
  rule: z.string().optional(),
});
export type ErrorBodyEntry = z.infer<typeof errorEntrySchema>;

export const errorBodySchema = z.object({ errors: z.array(errorEntrySchema) });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Builds the body the server sends for one or more problems. */
export function toErrorBody(...entries: ErrorBodyEntry[]): ErrorBody {
  return { errors: entries };
}

/**
 * Raised by the client when an error response carries an errors list: its message is the raw
 * messages joined by line breaks (000 §7); `entries` keeps them for translation per toast.
 */
export class ApiValidationError extends Error {
  override name = 'ApiValidationError';
  readonly status: number;
  readonly entries: readonly ErrorBodyEntry[];

  constructor(status: number, entries: readonly ErrorBodyEntry[]) {
    super(entries.map((entry) => entry.message).join('\n'));
    this.status = status;
    this.entries = entries;
  }
}

/** Raised by the client for any other failed response: carries status and body (000 §7). */
export class ApiResponseError extends Error {
  override name = 'ApiResponseError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * The error a client raises for a failed response with an already-read body (R000-7.39/7.40):
 * a body with an errors list gives an {@link ApiValidationError}, anything else an
 * {@link ApiResponseError} with status and body.
 */
export function errorFromResponseBody(status: number, body: unknown): ApiValidationError | ApiResponseError {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? new ApiValidationError(status, parsed.data.errors) : new ApiResponseError(status, body);
}

/**
 * Reads a failed `Response` (browser or server fetch) the way the spec's client does: the body is
 * read as bytes (so binary downloads work too) and parsed as JSON when the content type is JSON.
 */
export async function errorFromResponse(response: Response): Promise<ApiValidationError | ApiResponseError> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get('content-type') ?? '';
  let body: unknown = bytes;
  if (/\bjson\b/i.test(contentType)) {
    const text = new TextDecoder().decode(bytes);
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return errorFromResponseBody(response.status, body);
}

/** Toast kinds of the shop; warnings are shown as info toasts (000 §8, 001 §8). */
export const ToastKind = { SUCCESS: 'success', ERROR: 'error', INFO: 'info' } as const;
export type ToastKind = (typeof ToastKind)[keyof typeof ToastKind];
export type Severity = 'success' | 'error' | 'warning' | 'info';

export function toastKindFor(severity: Severity): ToastKind {
  if (severity === 'success') return ToastKind.SUCCESS;
  if (severity === 'error') return ToastKind.ERROR;
  return ToastKind.INFO;
}

/** Toast placement and timing (000 §9, 001 §9). */
export const TOAST_DEFAULTS = { position: 'top-right', durationMs: 3000, maxWidthPx: 350 } as const;

export interface Toast {
  kind: ToastKind;
  text: string;
}

/** One error toast per entry, each translated via `errors.<message>` (fallback: raw message). */
export function errorToasts(entries: readonly ErrorBodyEntry[], locale: Locale): Toast[] {
  return entries.map((entry) => ({ kind: ToastKind.ERROR, text: translateError(entry.message, entry.params as MessageParams | undefined, locale) }));
}

/**
 * Problems listed per field (000 §8 "field problems are listed per field"): entries with a field
 * are grouped under it, the rest under the empty key `''` (form-level problems).
 */
export function errorsByField(entries: readonly ErrorBodyEntry[], locale: Locale): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const entry of entries) {
    const key = entry.field ?? '';
    (result[key] ??= []).push(translateError(entry.message, entry.params as MessageParams | undefined, locale));
  }
  return result;
}
