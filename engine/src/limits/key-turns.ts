import type { EntityManager } from '@mikro-orm/postgresql';

/** One thing counted by a limit: the limit's name and whose count (an address, an e-mail, a uuid). */
export type TurnKey = readonly [scope: string, key: string];

/**
 * The statement that makes calls for one limit and key take turns (decision 1083): a lock held to
 * the end of the caller's transaction, so every instance on the database waits for the same one.
 */
export function keyLockStatement(scope: string, key: string): [sql: string, params: string[]] {
  return ['select pg_advisory_xact_lock(hashtextextended(?, 873))', [JSON.stringify([scope, key.slice(0, 300)])]];
}

/**
 * Waits for the turn of each key, in one fixed order (so two calls that share two keys cannot
 * each hold one and wait for the other); the turns end with `em`'s transaction. Counting a key's
 * rows and recording a new one under its turn is exact: the previous holder's row was committed
 * before the turn passed on — counting by id alone was not (ids come before visibility).
 */
export async function takeTurns(em: EntityManager, ...keys: TurnKey[]): Promise<void> {
  const statements = keys.map(([scope, key]) => keyLockStatement(scope, key)).sort((a, b) => (a[1][0]! < b[1][0]! ? -1 : a[1][0]! > b[1][0]! ? 1 : 0));
  for (const [sql, params] of statements) await em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
}
