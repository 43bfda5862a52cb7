import { EngineError, httpStatusOf, type ErrorEntry, type Logger } from '@shop/engine';
import { ZodError } from 'zod';

/** The spec's error body: `{ errors: [{ message, params? }] }` (plus the field a problem concerns). */
export interface ErrorBody {
  errors: ErrorEntry[];
}

/** The JSON body and HTTP status for a failure; unknown errors are logged and answer 500 'Error'. */
export function toApiError(error: unknown, logger: Logger): { status: number; body: ErrorBody } {
  if (EngineError.is(error)) {
    return { status: httpStatusOf[error.kind], body: { errors: error.errors } };
  }
  if (error instanceof ZodError) {
    return {
      status: 400,
      body: {
        errors: error.issues.map((issue) => ({
          message: issue.message,
          ...(issue.path.length ? { field: issue.path.map(String).join('.') } : {}),
        })),
      },
    };
  }
  logger.error({ err: error }, 'api request failed');
  return { status: 500, body: { errors: [{ message: 'Error' }] } };
}

export function apiErrorResponse(error: unknown, logger: Logger): Response {
  const { status, body } = toApiError(error, logger);
  return Response.json(body, { status });
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
