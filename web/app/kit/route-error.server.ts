import { EngineError, httpStatusOf } from '@shop/engine';
import { data } from 'react-router';
import { notFoundMessage, type RouteErrorData } from './route-error';

/** Thrown by a page loader for an unknown page: the error page with 404 (R000-2.56). */
export function notFound() {
  return data<RouteErrorData>({ message: notFoundMessage }, { status: 404 });
}

/**
 * For page loaders: an EngineError becomes an error response with its status and its messages
 * joined by line breaks (000 §8). An engine input schema refusing what the page's path or query
 * named (a file name past its length, decision 1090) is the 404 page: the address names nothing.
 * Anything else is passed on as it is (500 on the error page).
 */
export function toRouteError(error: unknown): unknown {
  if (isZodError(error)) return notFound();
  if (EngineError.is(error)) {
    return data<RouteErrorData>({ message: error.errors.map((entry) => entry.message).join('\n') }, { status: httpStatusOf[error.kind] });
  }
  return error;
}

/** A zod error by its shape (the engine's copy of zod may be another module instance than the web's). */
function isZodError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues);
}
