import { EngineError } from '../errors';

/** The catalogue's 'errors.unavailable' text (translated for fr/en by the web). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.';
/** Seconds a client waits before trying again after the database was unreachable (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a server that is gone, restarting or unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATEs of a server shutting down or starting up: 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now ("the database system is starting up"); class 08 connection exceptions.
 */
const SERVER_GONE_STATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres's own messages when the socket ends under a query or the pool cannot connect in time. */
const GONE_MESSAGES = [/^Connection terminated/i, /connection error and is not queryable/i, /timeout exceeded when trying to connect/i, /Client was closed and is not queryable/i];

/**
 * Whether an error means the database cannot be reached right now (a PostgreSQL restart, a
 * failover, a network gap) rather than a fault of the request: the socket was refused or cut,
 * the server is shutting down or starting up. Follows `cause` and AggregateError's `errors`.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, sqlState, message, cause, errors } = error as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  for (const value of [code, sqlState]) {
    if (typeof value !== 'string') continue;
    if (SOCKET_CODES.has(value) || SERVER_GONE_STATES.has(value) || /^08[0-9A-Z]{3}$/.test(value)) return true;
  }
  if (typeof message === 'string' && GONE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * The EngineError for a database that cannot be reached (see {@link isDatabaseUnavailable}):
 * 'unavailable' (503) with the catalogue's "try again later" and a Retry-After; undefined for
 * any other error.
 */
export function databaseUnavailableError(error: unknown): EngineError | undefined {
  if (EngineError.is(error) || !isDatabaseUnavailable(error)) return undefined;
  return new EngineError('unavailable', DATABASE_UNAVAILABLE_MESSAGE, { cause: error, retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
}
