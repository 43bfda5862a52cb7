import { EngineError, httpStatusOf, issuesToErrorEntries, translateError, translateValidation, type Locale } from '@shop/engine';
import { ZodError } from 'zod';

/** Problems of a form submit: per field and for the whole form, translated (000 §8 "listed per field"). */
export interface FormErrors {
  formError?: string;
  fieldErrors: Record<string, string[]>;
}

/** Turns an engine or validation failure into translated form errors; anything else is rethrown. */
export function formErrorsOf(error: unknown, locale: Locale): FormErrors {
  const entries =
    EngineError.is(error) ? error.errors : error instanceof ZodError ? issuesToErrorEntries(error) : undefined;
  if (!entries) throw error;
  const result: FormErrors = { fieldErrors: {} };
  for (const entry of entries) {
    const text = entry.message.startsWith('validation.')
      ? translateValidation(entry.message, entry.params, locale)
      : translateError(entry.message, entry.params, locale);
    if (entry.field && error instanceof ZodError) (result.fieldErrors[entry.field] ??= []).push(text);
    else result.formError = result.formError ? `${result.formError}\n${text}` : text;
  }
  return result;
}

/** HTTP status for a failed form: the engine's kind, else 400. */
export function formStatusOf(error: unknown): number {
  if (EngineError.is(error)) return httpStatusOf[error.kind];
  return 400;
}

/** A redirect target after login: a path of this shop only (never //host or http://…). */
export function safeRedirectTarget(value: FormDataEntryValue | string | null | undefined, fallback = '/user/profile/bestellungen'): string {
  const target = typeof value === 'string' ? value : '';
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : fallback;
}

export const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
