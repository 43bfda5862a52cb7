import { createHash } from 'node:crypto';
import { databaseUnavailableError, EngineError, httpStatusOf, issuesToErrorEntries, translateValidation, type Engine, type ErrorEntry, type Logger, type RequestContext } from '@shop/engine';
import type { Params, RouterContextProvider } from 'react-router';
import { ZodError, type z } from 'zod';
import { engineContext } from './engine-context';
import { requestContext } from './request-context.server';

/** The spec's error body: `{ errors: [{ message, params? }] }` (plus the field a problem concerns). */
export interface ErrorBody {
  errors: ErrorEntry[];
}

/**
 * The JSON body and HTTP status for a failure; unknown errors are logged and answer 500 'Error',
 * a database that cannot be reached answers 503 (issue 17).
 * Validation problems are listed per field with the rule's text (German, the shop's default), its
 * params and the rule key, never a library's English message.
 */
export function toApiError(thrown: unknown, logger: Logger): { status: number; body: ErrorBody; retryAfterSeconds?: number } {
  // The database unreachable (a PostgreSQL restart, a failover): 503 with "try again later" and Retry-After.
  const unavailable = databaseUnavailableError(thrown);
  if (unavailable) logger.warn({ err: thrown }, 'database unavailable');
  const error = unavailable ?? thrown;
  if (EngineError.is(error)) {
    return {
      status: httpStatusOf[error.kind],
      body: { errors: error.errors.map(readable) },
      ...(error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { errors: issuesToErrorEntries(error).map(readable) } };
  }
  logger.error({ err: error }, 'api request failed');
  return { status: 500, body: { errors: [{ message: 'Error' }] } };
}

export function apiErrorResponse(error: unknown, logger: Logger): Response {
  const { status, body, retryAfterSeconds } = toApiError(error, logger);
  // A limit's refusal says when to come back (429 Retry-After, issue 17).
  return Response.json(body, { status, ...(retryAfterSeconds === undefined ? {} : { headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } }) });
}

/**
 * Runs an /api handler: its result is sent as JSON, any failure as the error body. A handler may
 * return a Response itself (redirects, files).
 */
export async function handleApi(logger: Logger, handler: () => unknown): Promise<Response> {
  try {
    const result = await handler();
    return result instanceof Response ? result : Response.json(result);
  } catch (error) {
    return apiErrorResponse(error, logger);
  }
}

/** The answer to a body that is not a JSON object: the same for every /api route. */
export const INVALID_JSON_MESSAGE = 'Die Eingaben sind ungültig.';

/**
 * The JSON body of an /api request: `{}` when empty; anything but a JSON object (broken JSON, an
 * array, a number) answers 400 `{ errors: [{ message: INVALID_JSON_MESSAGE }] }`.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  throw new EngineError('invalid', INVALID_JSON_MESSAGE);
}

/** What an /api handler gets (see {@link apiRoute}). */
export interface ApiCall {
  engine: Engine;
  /** Who is asking (the request context middleware set it). */
  ctx: RequestContext;
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Params;
  /** The request method in upper case. */
  method: string;
  /** The query string as one value per name. */
  query: Record<string, string>;
  /** The JSON body, read once ({} when empty); not a JSON object answers 400. */
  body: () => Promise<Record<string, unknown>>;
  /** The JSON body parsed with the engine's schema; a problem answers 400 per field. */
  input: <S extends z.ZodType>(schema: S) => Promise<z.output<S>>;
}

/** The part of React Router's loader and action arguments an /api module reads. */
export interface ApiArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: Params;
}

/**
 * The one way an /api module answers (docs/architecture.md "Web: the /api modules", decision 945):
 * `export const action = apiRoute(async ({ engine, ctx, input }) => engine.x.y(ctx, await input(ySchema)))`.
 * The handler gets the engine, who is asking and the body; what it returns is sent as JSON (a
 * Response as it is), any failure as the spec's error body ({@link handleApi}).
 */
export function apiRoute(handler: (call: ApiCall) => unknown): (args: ApiArgs) => Promise<Response> {
  return (args) => {
    const engine = args.context.get(engineContext);
    let json: Promise<Record<string, unknown>> | undefined;
    const body = () => (json ??= readJson(args.request));
    const method = args.request.method.toUpperCase();
    return handleApi(engine.logger, async () => {
      const result = await handler({
        engine,
        // Read when a handler uses it: the docs and the 404 fallback need no context.
        get ctx() {
          return args.context.get(requestContext);
        },
        request: args.request,
        context: args.context,
        params: args.params,
        method,
        query: Object.fromEntries(new URL(args.request.url).searchParams),
        body,
        input: async (schema) => schema.parse(await body()),
      });
      return result instanceof Response || (method !== 'GET' && method !== 'HEAD') ? result : conditionalJson(args.request, result);
    });
  };
}

/**
 * A read's JSON answer with a validator (issue 18): an ETag of its bytes and `private, no-cache`,
 * so a browser asks again each time — prices are per customer, never shared — and an unchanged
 * answer costs a 304 without a body.
 */
export function conditionalJson(request: Request, value: unknown): Response {
  const { text, etag } = serialised(value);
  const headers = { etag, 'cache-control': 'private, no-cache' };
  const asked = request.headers.get('if-none-match');
  if (asked && asked.split(',').some((tag) => tag.trim() === headers.etag)) return new Response(null, { status: 304, headers });
  return new Response(text, { status: 200, headers: { ...headers, 'content-type': 'application/json' } });
}

/**
 * Text and ETag of an answer, kept per frozen object: an answer the engine keeps in its memory
 * (decision 1025) is frozen and comes back as the same object until its generation moves, so it
 * is neither serialised nor hashed again. Anything not frozen is serialised each time.
 */
const texts = new WeakMap<object, { text: string; etag: string }>();
function serialised(value: unknown): { text: string; etag: string } {
  const keep = value !== null && typeof value === 'object' && Object.isFrozen(value);
  const known = keep ? texts.get(value) : undefined;
  if (known) return known;
  const text = JSON.stringify(value);
  const entry = { text, etag: `W/"${createHash('sha1').update(text).digest('base64url')}"` };
  if (keep) texts.set(value, entry);
  return entry;
}

/** Answers a method the module does not serve (the guard middleware answers 405 before this). */
export function methodNotAllowed(): Response {
  return Response.json({ errors: [{ message: 'Method Not Allowed' }] }, { status: 405 });
}

/** A `validation.<rule>` entry carries its text; catalogue messages stay as they are. */
function readable(entry: { message: string; params?: Readonly<Record<string, unknown>> | undefined; field?: string | undefined }): ErrorEntry {
  const params = entry.params
    ? Object.fromEntries(Object.entries(entry.params).filter((pair): pair is [string, string | number] => typeof pair[1] === 'string' || typeof pair[1] === 'number'))
    : undefined;
  const rule = entry.message.startsWith('validation.') ? entry.message : undefined;
  return {
    message: rule ? translateValidation(rule, params) : entry.message,
    ...(params && Object.keys(params).length ? { params } : {}),
    ...(entry.field ? { field: entry.field } : {}),
    ...(rule ? { rule } : {}),
  };
}
