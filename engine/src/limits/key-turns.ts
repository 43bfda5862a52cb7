import type { EntityManager } from '@mikro-orm/postgresql';

/** One thing counted by a limit: the limit's name and whose count (an address, an e-mail, a uuid). */
export type TurnKey = readonly [scope: string, key: string];

/**
 * Waits for the turn of each key (decision 1083): a lock held to the end of `em`'s transaction,
 * so every instance on the database waits for the same one; taken in one fixed order, so two
 * calls that share two keys cannot each hold one and wait for the other. Counting a key's rows
 * and recording a new one under its turn is exact: the previous holder's row was committed before
 * the turn passed on — counting by id alone was not (ids come before visibility).
 */
export async function takeTurns(em: EntityManager, ...keys: TurnKey[]): Promise<void> {
  const names = keys.map(([scope, key]) => JSON.stringify([scope, key.slice(0, 300)])).sort();
  for (const name of names) {
    await em.getConnection().execute('select pg_advisory_xact_lock(hashtextextended(?, 873))', [name], 'all', em.getTransactionContext());
  }
}
