import { ConnectionException, DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { EngineError, httpStatusOf } from '../errors';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailableError, isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('[ops] a database that cannot be reached', () => {
  it('[ops] refused, cut or restarting connections count as unavailable, through causes and AggregateError', () => {
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'all failed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new ConnectionException(withCode('connection does not exist', '08003')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new DriverException(withCode('read ECONNRESET', 'ECONNRESET')) }))).toBe(true);
  });

  it('[ops] faults of the request itself are not unavailability', () => {
    expect(isDatabaseUnavailable(new UniqueConstraintViolationException(withCode('duplicate key', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(databaseUnavailableError(new EngineError('conflict', 'x'))).toBeUndefined();
  });

  it('[ops] becomes a 503 with the catalogue\'s "try again later" and a Retry-After', () => {
    const error = databaseUnavailableError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    expect(error?.kind).toBe('unavailable');
    expect(httpStatusOf[error!.kind]).toBe(503);
    expect(error?.errors).toEqual([{ message: DATABASE_UNAVAILABLE_MESSAGE }]);
    expect(error?.retryAfterSeconds).toBeGreaterThan(0);
  });
});
