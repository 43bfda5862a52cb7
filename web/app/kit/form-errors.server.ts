import { EngineError, httpStatusOf, issuesToErrorEntries, languageOf, translateError, translateValidation, type Language, type Locale } from '@shop/engine';
import { ZodError } from 'zod';
import type { DeskActionResult } from './desk-form';

/**
 * The one place a failed form submit becomes text: engine and validation failures as translated
 * messages with the field they belong to; anything else is a bug and is rethrown.
 */
export function translatedEntriesOf(error: unknown, locale: Locale): { field?: string; message: string }[] {
  const entries = EngineError.is(error) ? error.errors : error instanceof ZodError ? issuesToErrorEntries(error) : undefined;
  if (!entries) throw error;
  return entries.map((entry) => ({
    ...(entry.field ? { field: entry.field } : {}),
    message: entry.message.startsWith('validation.') ? translateValidation(entry.message, entry.params, locale) : translateError(entry.message, entry.params, locale),
  }));
}

/** Problems of a shopper's form submit: per field and for the whole form, translated (000 §8 "listed per field"). */
export interface FormErrors {
  formError?: string;
  fieldErrors: Record<string, string[]>;
}

/** A shopper form's failure: field messages for schema problems, the rest for the whole form. */
export function formErrorsOf(error: unknown, locale: Locale): FormErrors {
  const result: FormErrors = { fieldErrors: {} };
  for (const entry of translatedEntriesOf(error, locale)) {
    if (entry.field && error instanceof ZodError) (result.fieldErrors[entry.field] ??= []).push(entry.message);
    else result.formError = result.formError ? `${result.formError}\n${entry.message}` : entry.message;
  }
  return result;
}

const FIELDS_TO_CORRECT: Readonly<Record<Language, string>> = {
  de: 'Bitte korrigieren Sie die markierten Felder.',
  fr: 'Veuillez corriger les champs signalés.',
  en: 'Please correct the marked fields.',
};

/**
 * A checkout step's failure (decision 984): `shown` names the fields the page displays next to an
 * input (a name, or a prefix like `address.`); a problem of any other field goes into the form's
 * message, so that no server-side problem of a step is invisible (a 400 with nothing on screen).
 * Without `shown` every field counts as shown. Field problems are also named at the top of the
 * step: a long form hides them below the fold.
 */
export function stepFormErrorsOf(error: unknown, locale: Locale, shown?: readonly string[]): FormErrors {
  const result: FormErrors = { fieldErrors: {} };
  const isShown = (name: string) => shown === undefined || shown.some((entry) => (entry.endsWith('.') ? name.startsWith(entry) : name === entry));
  for (const entry of translatedEntriesOf(error, locale)) {
    if (entry.field && entry.field !== 'step' && isShown(entry.field)) (result.fieldErrors[entry.field] ??= []).push(entry.message);
    else if (!result.formError?.split('\n').includes(entry.message)) result.formError = result.formError ? `${result.formError}\n${entry.message}` : entry.message;
  }
  if (!result.formError && Object.keys(result.fieldErrors).length > 0) result.formError = FIELDS_TO_CORRECT[languageOf(locale)];
  return result;
}

/** HTTP status for a failed form: the engine's kind, else 400. */
export function formStatusOf(error: unknown): number {
  if (EngineError.is(error)) return httpStatusOf[error.kind];
  return 400;
}

/** Headers of a failed form submit: a limit's refusal (429) says when to come back (Retry-After). */
export function formHeadersOf(error: unknown): Record<string, string> {
  return EngineError.is(error) && error.retryAfterSeconds !== undefined ? { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) } : {};
}

/** A back-office action's failure: one message per field (the order/quote update wrappers stripped), a conflict flagged. */
export function failureOf(intent: string, error: unknown, ctx: { locale: Locale }): DeskActionResult {
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const entry of translatedEntriesOf(error, ctx.locale)) {
    const field = entry.field?.replace(/^(fieldsUpdate|positionUpdate)\./, '');
    if (field) fieldErrors[field] = entry.message;
    else general.push(entry.message);
  }
  // One line per text: a rule that names several fields (decision 1091) reads once.
  const message = [...new Set(general.length > 0 ? general : Object.values(fieldErrors))].join('\n');
  return { ok: false, intent, message, fieldErrors, ...(EngineError.is(error) && error.kind === 'conflict' ? { conflict: true } : {}) };
}
