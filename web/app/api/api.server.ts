import { createHash } from 'node:crypto';
import { databaseUnavailableError, EngineError, httpStatusOf, issuesToErrorEntries, MESSAGE_CATALOGUE, translateValidation, type Engine, type ErrorEntry, type Logger, type RequestContext } from '@shop/engine';
import type { Params, RouterContextProvider } from 'react-router';
import { ZodError, type z } from 'zod';
import { engineContext } from '../server/engine-context';
import { requestContext } from '../server/request-context.server';

/** The spec's error body: `{ errors: [{ message, params? }] }` (plus the field a problem concerns). */
export interface ErrorBody {
  errors: ErrorEntry[];
}

/**
 * The JSON body and HTTP status for a failure; unknown errors are logged and answer 500 'Error',
 * a database that cannot be reached answers 503.
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
  if (error instanceof UnsupportedMediaTypeError) return { status: 415, body: { errors: [{ message: JSON_REQUIRED_MESSAGE }] } };
  logger.error({ err: error }, 'api request failed');
  return { status: 500, body: { errors: [{ message: 'Error' }] } };
}

export function apiErrorResponse(error: unknown, logger: Logger): Response {
  const { status, body, retryAfterSeconds } = toApiError(error, logger);
  // A limit's refusal says when to come back (429 Retry-After).
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
/** The answer (415) to a body sent as anything but `application/json` (decision 1091). */
export const JSON_REQUIRED_MESSAGE = MESSAGE_CATALOGUE['errors.jsonRequired'].de;
/** The answer (400) to a JSON body that starts with a byte order mark (decision 1091, RFC 8259 §8.1). */
export const JSON_BYTE_ORDER_MARK_MESSAGE = MESSAGE_CATALOGUE['errors.jsonByteOrderMark'].de;

/** A body of another media type than JSON (answered 415 by {@link toApiError}). */
export class UnsupportedMediaTypeError extends Error {
  override name = 'UnsupportedMediaTypeError';
  constructor() {
    super(JSON_REQUIRED_MESSAGE);
  }
}

/**
 * Whether a Content-Type names JSON as /api reads it: `application/json`, with no parameter but
 * a UTF-8 charset (RFC 8259 §8.1: JSON between systems is UTF-8). No `+json` types: no call of
 * the spec sends one.
 */
export function isJsonContentType(contentType: string | null): boolean {
  if (contentType === null) return false;
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => parameter === '' || /^charset="?utf-8"?$/.test(parameter));
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The JSON body of an /api request (decision 1091): `{}` when empty; a body of any other
 * Content-Type than `application/json` (text/plain, a form, none) answers 415
 * {@link JSON_REQUIRED_MESSAGE}; a byte order mark answers 400 {@link JSON_BYTE_ORDER_MARK_MESSAGE}
 * (RFC 8259 §8.1 lets a parser ignore it; we refuse it, as we refuse every other body that is not
 * plain JSON); anything but a JSON object (broken JSON, bytes that are no UTF-8, an array, a
 * number) answers 400 `{ errors: [{ message: INVALID_JSON_MESSAGE }] }`.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  // Bytes, not request.text(): its UTF-8 decoding drops a leading BOM without a word.
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.every((byte) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d)) return {};
  if (!isJsonContentType(request.headers.get('content-type'))) throw new UnsupportedMediaTypeError();
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) throw new EngineError('invalid', JSON_BYTE_ORDER_MARK_MESSAGE);
  try {
    const value: unknown = JSON.parse(UTF8.decode(bytes));
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
 * A read's JSON answer with a validator: an ETag of its bytes and `private, no-cache`,
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
