import type { MikroORM } from './orm';

/** The connection pool as a monitor sees it (GET /metrics, decision 1096). */
export interface PoolStats {
  /** Connections checked out by a query or a transaction now. */
  inUse: number;
  idle: number;
  /** Callers waiting for a connection: the pool is exhausted. */
  waiting: number;
  max: number;
}

/**
 * The `pg` pool's own counters, read without a query: they answer while the database is down too.
 * The pool is the one MikroORM's PostgreSQL connection made (db/orm.ts); a merchant feed's COPY
 * connections (db/copy-out.ts) are not in it.
 */
export async function poolStats(orm: MikroORM): Promise<PoolStats> {
  const pool = await orm.em.getConnection().getNativeClient();
  return { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 0 };
}
