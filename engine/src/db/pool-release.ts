import type { Pool, PoolClient } from 'pg';

/**
 * Frees the pool slot of a connection the server cut while it was checked out (a PostgreSQL
 * restart, a failover). Kysely releases a transaction's connection only when its COMMIT or
 * ROLLBACK succeeds, and the ROLLBACK on a cut connection fails: without this, every transaction
 * in flight during a restart kept its slot for good, until the pool was exhausted and requests
 * waited forever (decision 960). The cut client is handed back with its error (pg-pool
 * ends and drops it); the holder's own later release becomes a no-op.
 */
export function releaseCutConnections(pool: Pool): void {
  const checkedOut = new Set<PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('remove', (client) => checkedOut.delete(client as PoolClient));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      const held = client as PoolClient;
      if (!checkedOut.has(held)) return;
      checkedOut.delete(held);
      const release = held.release;
      held.release = () => undefined;
      release(error);
    });
  });
}
