import type { EntityManager } from '@mikro-orm/postgresql';
import { hostname } from 'node:os';
import { SentMail } from '../mail/sent-mail.entity';

export interface LeaseResult<T> {
  /** false when another instance holds the job's lease: nothing was run. */
  ran: boolean;
  result?: T;
}

/** Identifies this process in job_lock.owner. */
export const leaseOwner = () => `${hostname()}:${process.pid}`;

export interface RunSlotOptions {
  /**
   * The scheduled time this run belongs to: the cron tick (node-cron's `context.date`, the same
   * instant on every instance). Each slot of a job runs at most once across instances: a run whose
   * slot is not later than the last slot run is skipped (decision 1050). Runs by hand give none and
   * only wait for the lease.
   */
  slot?: Date;
  /** Who takes the lease (default: this host and process, {@link leaseOwner}). */
  owner?: string;
}

/**
 * Runs `fn` only if this instance wins the job's lease: an atomic upsert into job_lock that
 * succeeds only when the lease is free or expired and, for a scheduled run, its slot is later than
 * the last slot run (decisions 875, 1050). Safe with any number of shop instances on one
 * PostgreSQL (and on PGlite, where advisory locks cannot be used because all connections share
 * one session). The lease ends when `fn` settles, or after `ttlMs` if the process dies.
 */
export async function runExclusive<T>(
  em: EntityManager,
  name: string,
  ttlMs: number,
  fn: () => Promise<T>,
  owner = leaseOwner(),
  options: RunSlotOptions = {},
): Promise<LeaseResult<T>> {
  const connection = em.getConnection();
  // A scheduled run also loses when its slot (or a later one) already ran on any instance: the
  // lease alone would let a second instance run it again right after a quick first run, or a
  // runner that wakes late run a tick that is over.
  const slot = options.slot ? options.slot.toISOString() : null;
  const won = await connection.execute<{ name: string }[]>(
    `insert into job_lock (name, locked_until, owner, last_started_at, last_slot)
       values (?, now() + (? || ' milliseconds')::interval, ?, now(), ?::timestamptz)
     on conflict (name) do update
       set locked_until = excluded.locked_until, owner = excluded.owner, last_started_at = excluded.last_started_at,
           last_slot = coalesce(excluded.last_slot, job_lock.last_slot)
       where (job_lock.locked_until is null or job_lock.locked_until < now())
         and (excluded.last_slot is null or job_lock.last_slot is null or job_lock.last_slot < excluded.last_slot)
     returning name`,
    [name, String(ttlMs), owner, slot],
  );
  if (won.length === 0) return { ran: false };
  let result: T | undefined;
  let failure: unknown;
  try {
    result = await fn();
  } catch (error) {
    failure = error;
  }
  await connection.execute(
    `update job_lock set locked_until = null, last_finished_at = now(), last_result = ?,
       failures_since_success = case when ? then failures_since_success + 1 else 0 end,
       last_succeeded_at = case when ? then last_succeeded_at else now() end
     where name = ? and owner = ?`,
    [JSON.stringify(failure ? { error: String(failure) } : (result ?? null)), Boolean(failure), Boolean(failure), name, owner],
  );
  if (failure) throw failure;
  return { ran: true, ...(result === undefined ? {} : { result }) };
}

/**
 * Deletes sent-mail records older than `days` (data minimisation); returns how many. Mails still
 * waiting in the outbox are kept whatever their age (decision 870).
 */
export async function purgeSentMails(em: EntityManager, days: number): Promise<number> {
  const before = new Date(Date.now() - days * 86_400_000);
  return em.nativeDelete(SentMail, { createdAt: { $lt: before }, status: { $ne: 'queued' } });
}
