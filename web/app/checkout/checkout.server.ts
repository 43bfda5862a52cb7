import {
  checkoutRedirectTarget,
  isStepReachable,
  type CheckoutDraftView,
  type Engine,
  type RequestContext,
} from '@shop/engine';
import { redirect, type RouterContextProvider } from 'react-router';
import { engineContext } from '../server/engine-context';
import { requestContext } from '../server/request-context.server';
import { readCookie } from '../server/session.server';

/**
 * Server side of the checkout pages (docs/checkout.md): the draft cookie, the step guard every
 * loader and action runs, and the form's fields. The draft itself lives in the engine; failures
 * become text in lib/form-errors.server.ts (stepFormErrorsOf, decision 984).
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

/** A text field of a form ('' when absent). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The saved address chosen in a form ('new' or empty → none). */
export function addressIdOf(form: FormData): number | undefined {
  const value = field(form, 'addressId');
  return /^\d+$/.test(value) ? Number(value) : undefined;
}
