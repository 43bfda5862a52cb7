import {
  EngineError,
  checkoutRedirectTarget,
  httpStatusOf,
  isStepReachable,
  issuesToErrorEntries,
  languageOf,
  translateError,
  translateValidation,
  type CheckoutDraftView,
  type Engine,
  type Language,
  type Locale,
  type RequestContext,
} from '@shop/engine';
import { redirect, type RouterContextProvider } from 'react-router';
import { ZodError } from 'zod';
import { engineContext } from '../../lib/engine-context';
import { requestContext } from '../../lib/request-context.server';
import { readCookie } from '../../lib/session.server';

/**
 * Server side of the checkout pages (docs/checkout.md): the draft cookie, the step guard every
 * loader and action runs, and translated form errors. The draft itself lives in the engine.
 */

/** The opaque cookie naming the visitor's checkout draft (HttpOnly, SameSite=Lax, 30 days). */
export const DRAFT_COOKIE = 'checkout';
const DRAFT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type CheckoutStepKey = Parameters<typeof isStepReachable>[0];

export function draftIdOf(request: Request): string | undefined {
  return readCookie(request.headers.get('cookie'), DRAFT_COOKIE);
}

export function draftCookie(id: string, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:';
  return [`${DRAFT_COOKIE}=${id}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${DRAFT_MAX_AGE_SECONDS}`, ...(secure ? ['Secure'] : [])].join('; ');
}

export interface StepContext {
  engine: Engine;
  ctx: RequestContext;
  draftId: string | undefined;
  draft: CheckoutDraftView;
}

/**
 * The step guard (000 §2): a step is shown only when reachable for this draft; otherwise the
 * visitor is sent to the last reachable step before it (rules.checkoutRedirectTarget).
 */
export async function loadStep(args: { request: Request; context: Readonly<RouterContextProvider> }, key: CheckoutStepKey): Promise<StepContext> {
  const engine = args.context.get(engineContext);
  const ctx = args.context.get(requestContext);
  const draftId = draftIdOf(args.request);
  const draft = await engine.checkout.getDraft(ctx, draftId);
  if (!isStepReachable(key, draft.progress)) throw redirect(checkoutRedirectTarget(key, draft.progress).path);
  return { engine, ctx, draftId, draft };
}

/** Problems of a checkout form: per field (the engine's field paths, e.g. `address.zipCode`) and for the whole form. */
export interface CheckoutFormErrors {
  formError?: string;
  fieldErrors: Record<string, string[]>;
}

/**
 * Translates an engine or validation failure for the form; anything else is rethrown. `shown`
 * names the fields the page displays next to an input (a name, or a prefix like `address.`):
 * a problem of any other field goes into the form's message, so that no server-side problem of a
 * step is invisible (a 400 with nothing on screen). Without `shown` every field counts as shown.
 */
const FIELDS_TO_CORRECT: Readonly<Record<Language, string>> = {
  de: 'Bitte korrigieren Sie die markierten Felder.',
  fr: 'Veuillez corriger les champs signalés.',
  en: 'Please correct the marked fields.',
};

export function checkoutFormErrors(error: unknown, locale: Locale, shown?: readonly string[]): CheckoutFormErrors {
  const entries = EngineError.is(error) ? error.errors : error instanceof ZodError ? issuesToErrorEntries(error) : undefined;
  if (!entries) throw error;
  const result: CheckoutFormErrors = { fieldErrors: {} };
  const isShown = (name: string) => shown === undefined || shown.some((entry) => (entry.endsWith('.') ? name.startsWith(entry) : name === entry));
  for (const entry of entries) {
    const text = entry.message.startsWith('validation.') ? translateValidation(entry.message, entry.params, locale) : translateError(entry.message, entry.params, locale);
    if (entry.field && entry.field !== 'step' && isShown(entry.field)) (result.fieldErrors[entry.field] ??= []).push(text);
    else if (!result.formError?.split('\n').includes(text)) result.formError = result.formError ? `${result.formError}\n${text}` : text;
  }
  // Field problems are also named at the top of the step (issue 20): a long form hides them below the fold.
  if (!result.formError && Object.keys(result.fieldErrors).length > 0) result.formError = FIELDS_TO_CORRECT[languageOf(locale)];
  return result;
}

export function checkoutFormStatus(error: unknown): number {
  return EngineError.is(error) ? httpStatusOf[error.kind] : 400;
}

/** A text field of a form ('' when absent). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The address fields `prefix.name`, `prefix.street`, … of a form, as the engine's addressInputSchema reads them. */
export function addressOf(form: FormData, prefix: string) {
  return {
    name: field(form, `${prefix}.name`),
    addition: field(form, `${prefix}.addition`),
    street: field(form, `${prefix}.street`),
    zipCode: field(form, `${prefix}.zipCode`),
    city: field(form, `${prefix}.city`),
    country: field(form, `${prefix}.country`) || 'CH',
  };
}

/** The saved address chosen in a form ('new' or empty → none). */
export function addressIdOf(form: FormData): number | undefined {
  const value = field(form, 'addressId');
  return /^\d+$/.test(value) ? Number(value) : undefined;
}
