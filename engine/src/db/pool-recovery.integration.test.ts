import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';

/**
 * [ops] The pool after PostgreSQL drops every connection (a restart, a failover): the next
 * queries get fresh connections; nothing crashes the process, no restart of the shop needed.
 * Real PostgreSQL only (TEST_DATABASE_URL): PGlite cannot terminate its own sessions.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('[ops] database pool recovery', () => {
  it('[ops] every connection killed by the server (as in a restart): queries fail cleanly at most once, then succeed', async () => {
    const db = await createTestDatabase();
    try {
      const connection = db.orm.em.getConnection();
      // Fill the pool with idle connections.
      await Promise.all(Array.from({ length: 5 }, () => connection.execute('select pg_sleep(0.05)')));
      const killer = await createTestDatabase();
      const [{ name }] = (await connection.execute('select current_database() as name')) as [{ name: string }];
      const killed = await killer.orm.em.getConnection().execute(`select pg_terminate_backend(pid) from pg_stat_activity where datname = ? and pid <> pg_backend_pid()`, [name]);
      expect(killed.length).toBeGreaterThan(0);
      await killer.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const outcomes: string[] = [];
      for (let i = 0; i < 8; i++) {
        outcomes.push(await connection.execute('select 1 as one').then(() => 'ok', (error: unknown) => `failed: ${String(error)}`));
      }
      // At most the connections that were already dead fail; the last ones all succeed.
      expect(outcomes.slice(-3)).toEqual(['ok', 'ok', 'ok']);
    } finally {
      await db.close();
    }
  }, 60_000);
});
