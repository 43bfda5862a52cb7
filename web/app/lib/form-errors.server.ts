import { EngineError, httpStatusOf, issuesToErrorEntries, translateError, translateValidation, type Locale } from '@shop/engine';
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

/** HTTP status for a failed form: the engine's kind, else 400. */
export function formStatusOf(error: unknown): number {
  if (EngineError.is(error)) return httpStatusOf[error.kind];
  return 400;
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
  const message = (general.length > 0 ? general : Object.values(fieldErrors)).join('\n');
  return { ok: false, intent, message, fieldErrors, ...(EngineError.is(error) && error.kind === 'conflict' ? { conflict: true } : {}) };
}
