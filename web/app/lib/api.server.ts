import { EngineError, databaseUnavailableError, httpStatusOf, issuesToErrorEntries, translateValidation, type ErrorEntry, type Logger } from '@shop/engine';
import { ZodError } from 'zod';

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
export async function handleApi(logger: Logger, handler: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await handler();
    return result instanceof Response ? result : Response.json(result);
  } catch (error) {
    return apiErrorResponse(error, logger);
  }
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
