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

/** How far the instances' clocks may differ for a scheduled slot to count as one (decision 875). */
export const SLOT_CLOCK_SKEW_MS = 30_000;

export interface RunSlotOptions {
  /**
   * The scheduled time this run belongs to (the cron tick, to the minute). A run whose job has
   * already started since this time (less SLOT_CLOCK_SKEW_MS) on any instance is skipped. Runs by
   * hand give none and only wait for the lease.
   */
  slot?: Date;
}

/** The minute a cron tick belongs to (node-cron fires within the minute, on every instance). */
export function slotOf(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}

/**
 * Runs `fn` only if this instance wins the job's lease: an atomic upsert into job_lock that
 * succeeds only when the lease is free or expired. Safe with any number of shop instances on one
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
  // A scheduled run also loses when the job already started in its slot (on any instance): the
  // lease alone would let a second instance run it again right after a quick first run.
  const slotStart = options.slot ? new Date(options.slot.getTime() - SLOT_CLOCK_SKEW_MS).toISOString() : null;
  const won = await connection.execute<{ name: string }[]>(
    `insert into job_lock (name, locked_until, owner, last_started_at)
       values (?, now() + (? || ' milliseconds')::interval, ?, now())
     on conflict (name) do update
       set locked_until = excluded.locked_until, owner = excluded.owner, last_started_at = excluded.last_started_at
       where (job_lock.locked_until is null or job_lock.locked_until < now())
         and (?::timestamptz is null or job_lock.last_started_at is null or job_lock.last_started_at < ?::timestamptz)
     returning name`,
    [name, String(ttlMs), owner, slotStart, slotStart],
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
    `update job_lock set locked_until = null, last_finished_at = now(), last_result = ? where name = ? and owner = ?`,
    [JSON.stringify(failure ? { error: String(failure) } : (result ?? null)), name, owner],
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
