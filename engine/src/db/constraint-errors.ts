import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EngineError } from '../errors';

/** 001 §8: a row that other rows still point to cannot be deleted. */
export const STILL_IN_USE_MESSAGE = 'Objekt wird noch verwendet und konnte daher nicht gelöscht werden.';
/** 001 §8: a unique value that exists already; `{field}` is the duplicate value (or the column). */
export const ALREADY_EXISTS_MESSAGE = 'Der Eintrag {field} ist bereits vorhanden.';

/**
 * The EngineError for a database constraint violation, or undefined for any other error:
 * foreign key → conflict 'Objekt wird noch verwendet …', unique → conflict 'Der Eintrag {field}
 * ist bereits vorhanden.' with the duplicate value read from PostgreSQL's detail
 * (`Key (article_number)=(KISTE_0001) already exists.`).
 */
export function constraintError(error: unknown): EngineError | undefined {
  // Not every driver path converts the exception: PostgreSQL's SQLSTATE decides as well.
  const sqlState = sqlStateOf(error);
  if (error instanceof ForeignKeyConstraintViolationException || sqlState === FOREIGN_KEY_VIOLATION || sqlState === RESTRICT_VIOLATION) {
    return new EngineError('conflict', STILL_IN_USE_MESSAGE, { cause: error });
  }
  if (error instanceof UniqueConstraintViolationException || sqlState === UNIQUE_VIOLATION) {
    const { detail, message } = error as { detail?: unknown; message?: unknown };
    const text = String(detail ?? message ?? '');
    const match = /Key \(([^)]*)\)=\((.*)\) already exists/.exec(text);
    const column = match?.[1] ?? 'value';
    const field = match?.[2] ?? column;
    return new EngineError('conflict', [{ message: ALREADY_EXISTS_MESSAGE, params: { field }, field: toCamelCase(column) }], { cause: error });
  }
  return undefined;
}

/** Runs a write and turns constraint violations into their EngineError (see {@link constraintError}). */
export async function withConstraintErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw constraintError(error) ?? error;
  }
}

const FOREIGN_KEY_VIOLATION = '23503';
/** ON DELETE RESTRICT raises restrict_violation, not foreign_key_violation. */
const RESTRICT_VIOLATION = '23001';
const UNIQUE_VIOLATION = '23505';

function sqlStateOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, sqlState } = error as { code?: unknown; sqlState?: unknown };
  if (typeof sqlState === 'string') return sqlState;
  return typeof code === 'string' ? code : undefined;
}

function toCamelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
