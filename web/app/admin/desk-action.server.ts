import { parseWithZod } from '@conform-to/zod/v4';
import { languageOf, translateIssue, type Engine, type Language, type RequestContext, type UploadedFile } from '@shop/engine';
import { data, type ActionFunctionArgs } from 'react-router';
import { z } from 'zod';
import type { $ZodIssue } from 'zod/v4/core';
import { adminScreen, requireAdminAction, type AdminScreenId } from './screens.server';
import { SAVED, type DeskActionResult } from '../kit/desk-form';
import { engineContext } from '../server/engine-context';
import { failureOf } from '../kit/form-errors.server';
import { requestContext } from '../server/request-context.server';
import { withUploadForm, type UploadOptions } from '../kit/uploads.server';

/**
 * The one way a back-office screen answers a form post (decision 1170), as Epic Stack's note
 * editor does with conform and zod: the screen's guard (web/app/admin/screens.ts), the intent
 * read once, the intent's fields parsed with its zod schema by conform's `parseWithZod`, the
 * field problems translated into the user's language, one engine call, and one answer shape
 * (`DeskActionResult`, shown by `useDeskForm`). A route module only lists its intents:
 *
 * @example
 * export const action = deskAction('productDelivery', {
 *   save: {
 *     schema: transportRequirementInputSchema.omit({ productId: true }),
 *     run: async ({ input, params, engine, ctx }) => { await engine.shipping.saveTransportRequirement(ctx, { productId: idParam(params), ...input }); },
 *   },
 *   delete: { schema: z.object({ id: formText }), run: async ({ input, engine, ctx }) => { await engine.shipping.deleteTransportRequirement(ctx, input.id); return 'Gelöscht'; } },
 * });
 */

/** What an intent's `run` gets: its parsed fields, who asks, the engine, the raw form (for fields named by data, as a product's values). */
export interface DeskRunArgs<Input> {
  input: Input;
  ctx: RequestContext;
  engine: Engine;
  form: FormData;
  /** The uploaded files of a screen with `uploads` (none otherwise); throws the upload's refusal. */
  files: () => UploadedFile[];
  params: Readonly<Record<string, string | undefined>>;
  request: Request;
}

/**
 * What an intent's `run` answers: nothing (the saved toast), a toast text, a redirect, a refusal
 * made by {@link deskFailure}, more data for the page beside the toast (`{ message?, …extra }`), or a
 * whole answer with its own `ok` (passed on as it is).
 */
export type DeskAnswer = void | string | Response | DeskRefusal | ({ ok?: boolean; message?: string } & Record<string, unknown>);

export interface DeskIntent<Schema> {
  /** The intent's fields; conform reads the form into it (nested names `a.b`, lists, files). Without one the intent reads no fields. */
  schema?: Schema;
  run: (args: DeskRunArgs<Schema extends z.ZodType ? z.output<Schema> : undefined>) => Promise<DeskAnswer> | DeskAnswer;
}

export interface DeskRefusal {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
}

/** A business refusal the page shows like a failed save ('Kein Produkt mit der Artikelnummer …'). */
export function deskFailure(message: string, fieldErrors: Record<string, string> = {}): DeskRefusal {
  return { ok: false, message, fieldErrors };
}

/** The answer to an intent the screen does not have (a stale page, a hand-made post). */
export const UNKNOWN_INTENT: Readonly<Record<Language, string>> = {
  de: 'Unbekannte Aktion',
  fr: 'Action inconnue',
  en: 'Unknown action',
};

export interface DeskActionOptions {
  /** The action is one of the screen's panels (`panels` of its table entry), whose intents it answers instead of the screen's own. */
  panel?: string;
  /** The screen takes file uploads: its form is streamed (uploads.server.ts), its files are `run`'s `files()`. */
  uploads?: (engine: Engine) => UploadOptions;
}

/** The form field that names the intent. */
const INTENT_FIELD = 'intent';

/**
 * A screen's action. Every intent must be one the screen's table entry lists (`actions`), and
 * every listed one must have its handler: a mismatch fails when the module loads, so the
 * authorization matrix that walks the table (admin-desk-http.test.ts) tests what runs. A form
 * without an intent field posts the screen's only intent, where it has one.
 */
export function deskAction<Schemas extends Record<string, unknown>>(screenId: AdminScreenId, intents: { [Name in keyof Schemas]: DeskIntent<Schemas[Name]> }, options: DeskActionOptions = {}) {
  const screen = adminScreen(screenId);
  const listed = options.panel === undefined ? screen.actions : (screen.panels?.[options.panel] ?? []);
  const names = Object.keys(intents);
  const unlisted = names.filter((name) => !listed.includes(name));
  const missing = listed.filter((name) => !names.includes(name));
  if (unlisted.length > 0 || missing.length > 0) {
    throw new Error(`deskAction('${screenId}'${options.panel ? `, panel ${options.panel}` : ''}): intents [${unlisted.join(', ')}] are not in the screen's actions; actions [${missing.join(', ')}] have no intent (web/app/admin/screens.ts)`);
  }
  const table = intents as Record<string, { schema?: z.ZodType; run: (args: DeskRunArgs<unknown>) => Promise<DeskAnswer> | DeskAnswer }>;
  return async ({ request, context, params }: Pick<ActionFunctionArgs, 'request' | 'context' | 'params'>) => {
    const ctx = context.get(requestContext);
    requireAdminAction(screenId, ctx);
    const engine = () => context.get(engineContext);
    const answer = async (form: FormData, files: () => UploadedFile[]) => {
      const posted = String(form.get(INTENT_FIELD) ?? '').trim();
      const intent = posted === '' && names.length === 1 ? names[0]! : posted;
      const handler = Object.hasOwn(table, intent) ? table[intent] : undefined;
      if (!handler) {
        return data<DeskActionResult>({ ok: false, intent, message: UNKNOWN_INTENT[languageOf(ctx.locale)], fieldErrors: {} }, { status: 400 });
      }
      let input: unknown;
      if (handler.schema) {
        const fields = new FormData();
        for (const [name, value] of form.entries()) if (name !== INTENT_FIELD) fields.append(name, value);
        const submission = parseWithZod(fields, { schema: handler.schema, formatError: (issues: $ZodIssue[]) => issues.map((issue) => translateIssue(issue, ctx.locale)) });
        if (submission.status !== 'success') return fieldFailure(intent, submission.error ?? {});
        input = submission.value;
      }
      try {
        return answerOf(intent, await handler.run({ input, ctx, get engine() { return engine(); }, form, files, params, request }));
      } catch (error) {
        // A thrown redirect or response is the route's answer, not a failure.
        if (error instanceof Response) throw error;
        return failureOf(intent, error, ctx);
      }
    };
    // An upload streams to the media library's staging folder (decision 1030), discarded after the answer.
    if (options.uploads) return withUploadForm(request, options.uploads(engine()), (upload) => answer(upload.form, upload.files));
    return answer(await request.formData(), () => []);
  };
}

/** The fields' problems as the page shows them: the first per field beside it, each text once at the top. */
function fieldFailure(intent: string, errors: Record<string, string[] | null>): DeskActionResult {
  const fieldErrors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(errors)) if (messages?.[0]) fieldErrors[name] = messages[0];
  return { ok: false, intent, message: [...new Set(Object.values(fieldErrors))].join('\n'), fieldErrors };
}

function answerOf(intent: string, answer: DeskAnswer): DeskActionResult | Response {
  if (answer instanceof Response) return answer;
  if (answer === undefined) return { ok: true, intent, message: SAVED };
  if (typeof answer === 'string') return { ok: true, intent, message: answer };
  // A whole answer of the screen's own shape (the imports' report) passes as it is.
  if (answer.ok !== undefined) return { ...answer, intent } as DeskActionResult;
  return { ok: true, message: SAVED, ...answer, intent } as DeskActionResult;
}

// Form fields as conform hands them (an empty input arrives as missing): the few shapes the back office's forms use.

/** A text input: trimmed, '' when empty. */
export const formText = z.string().trim().default('');
/** A text input that may stay empty: trimmed, null when empty. */
export const formOptionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : null));
/** A checkbox: ticked ('on') or not. */
export const formCheckbox = z.preprocess((value) => value === 'on' || value === true, z.boolean());
/** A whole number input that may stay empty (a select's code, an order): the number, else undefined. */
export const formOptionalInteger = z.preprocess((value) => (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value === '' ? undefined : value), z.number({ error: 'validation.numeric' }).int({ error: 'validation.numeric' }).optional());
/** Checkboxes of one name whose values are bit flags (an attribute's visibility): their sum, 0 when none is ticked. */
export const formFlags = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).reduce<number>((sum, flag) => sum | Number(flag), 0), z.number());
/** Checkboxes of one name whose values are numbers (a login's permissions): the ticked ones. */
export const formNumberList = z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).map(Number), z.array(z.number()));
