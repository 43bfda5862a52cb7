import { EngineError, issuesToErrorEntries, translateError, translateValidation, type RequestContext } from '@shop/engine';
import { ZodError } from 'zod';

/** What a back-office form action answers: a toast on success, messages per field on failure. */
export type DeskActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; message: string; fieldErrors: Record<string, string>; conflict?: boolean };

/** An engine or validation failure as messages per field (German, the back office's language). */
export function failureOf(intent: string, error: unknown, ctx: RequestContext): DeskActionResult {
  const entries = EngineError.is(error) ? error.errors : error instanceof ZodError ? issuesToErrorEntries(error) : undefined;
  if (!entries) throw error;
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const entry of entries) {
    const message = entry.message.startsWith('validation.') ? translateValidation(entry.message, entry.params, ctx.locale) : translateError(entry.message, entry.params, ctx.locale);
    const field = entry.field?.replace(/^(fieldsUpdate|positionUpdate)\./, '');
    if (field) fieldErrors[field] = message;
    else general.push(message);
  }
  const message = (general.length > 0 ? general : Object.values(fieldErrors)).join('\n');
  return { ok: false, intent, message, fieldErrors, ...(EngineError.is(error) && error.kind === 'conflict' ? { conflict: true } : {}) };
}
