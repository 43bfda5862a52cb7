import type { EntityManager } from '@mikro-orm/postgresql';
import { WorkItem } from './work-item.entity';

/**
 * The durable work queue's SQL (decision 980): one table, claimed with `for update skip locked`
 * under a lease, the same on PostgreSQL and PGlite. Every write after the claim is fenced by the
 * runner's owner and attempt, so a runner whose lease was taken over cannot overwrite the result.
 */

/** How long a runner owns a claimed item without a sign of life; a crashed runner's item is retried after it. */
export const WORK_LEASE_MS = 5 * 60_000;

export interface ClaimedWork {
  id: number;
  kind: string;
  input: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  owner: string;
}

export interface NewWork {
  kind: string;
  input: Record<string, unknown>;
  payload?: Uint8Array | undefined;
  createdBy?: string | undefined;
  maxAttempts?: number | undefined;
}

/** Retry backoff after a failed attempt: 5 s, 20 s, 80 s … at most 10 min. */
export const workBackoffMs = (attempts: number) => Math.min(5_000 * 4 ** Math.max(0, attempts - 1), 600_000);

export async function enqueueWork(em: EntityManager, work: NewWork): Promise<number> {
  const item = em.create(WorkItem, {
    kind: work.kind,
    input: work.input,
    payload: work.payload ? Buffer.from(work.payload) : null,
    status: 'queued',
    attempts: 0,
    maxAttempts: work.maxAttempts ?? 3,
    runAfter: new Date(),
    createdBy: work.createdBy ?? null,
    result: null,
  });
  await em.flush();
  return item.id;
}

const CRASHED = 'Der Job-Runner wurde während der Arbeit beendet.';

/**
 * Claims the oldest due item: queued and due, or running with an expired lease (its runner died:
 * it is retried). An expired item whose attempts are used up is marked failed instead.
 */
export async function claimWork(em: EntityManager, owner: string, leaseMs = WORK_LEASE_MS): Promise<ClaimedWork | null> {
  const connection = em.getConnection();
  await connection.execute(
    `update work_item set status = 'failed', finished_at = now(), locked_until = null, error = ?
     where status = 'running' and locked_until < now() and attempts >= max_attempts`,
    [CRASHED],
  );
  const rows = await connection.execute<{ id: number; kind: string; input: Record<string, unknown>; attempts: number; max_attempts: number }[]>(
    `update work_item set status = 'running', attempts = attempts + 1, owner = ?, started_at = now(), finished_at = null,
       locked_until = now() + (? || ' milliseconds')::interval,
       error = case when status = 'running' then ? else error end
     where id = (
       select id from work_item
       where (status = 'queued' and run_after <= now()) or (status = 'running' and locked_until < now())
       order by id limit 1 for update skip locked)
     returning id, kind, input, attempts, max_attempts`,
    [owner, String(leaseMs), CRASHED],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, kind: row.kind, input: row.input, attempts: row.attempts, maxAttempts: row.max_attempts, owner };
}

const fence = `id = ? and owner = ? and attempts = ? and status = 'running'`;
const fenceOf = (work: ClaimedWork) => [work.id, work.owner, work.attempts];

/** Records progress and renews the lease; false when the item is no longer this runner's. */
export async function reportProgress(em: EntityManager, work: ClaimedWork, progress: { done: number; total: number } | null, leaseMs = WORK_LEASE_MS): Promise<boolean> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `update work_item set locked_until = now() + (? || ' milliseconds')::interval, progress = coalesce(?::jsonb, progress) where ${fence} returning id`,
    [String(leaseMs), progress ? JSON.stringify(progress) : null, ...fenceOf(work)],
  );
  return rows.length > 0;
}

export async function finishWork(em: EntityManager, work: ClaimedWork, result: unknown): Promise<boolean> {
  const rows = await em.getConnection().execute<{ id: number }[]>(
    `update work_item set status = 'done', result = ?, error = null, finished_at = now(), locked_until = null where ${fence} returning id`,
    [JSON.stringify(result ?? null), ...fenceOf(work)],
  );
  return rows.length > 0;
}

/** A failed attempt: queued again after its backoff, or failed for good (`final`, or attempts used up). */
export async function failWork(em: EntityManager, work: ClaimedWork, error: string, final: boolean): Promise<'retry' | 'failed'> {
  const outcome = final || work.attempts >= work.maxAttempts ? 'failed' : 'retry';
  await em.getConnection().execute(
    outcome === 'failed'
      ? `update work_item set status = 'failed', error = ?, finished_at = now(), locked_until = null where ${fence}`
      : `update work_item set status = 'queued', error = ?, locked_until = null, run_after = now() + (? || ' milliseconds')::interval where ${fence}`,
    outcome === 'failed' ? [error, ...fenceOf(work)] : [error, String(workBackoffMs(work.attempts)), ...fenceOf(work)],
  );
  return outcome;
}

/** The uploaded file of an item (lazy column). */
export async function workPayload(em: EntityManager, id: number): Promise<Uint8Array | null> {
  const [row] = await em.getConnection().execute<{ payload: Buffer | null }[]>(`select payload from work_item where id = ?`, [id]);
  return row?.payload ? new Uint8Array(row.payload) : null;
}
