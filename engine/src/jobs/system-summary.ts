import type { EntityManager } from '@mikro-orm/postgresql';
import { JobLock, type IJobLock } from './job-lock.entity';
import { JOB_SCHEDULES, type JobSchedule } from './schedules';

/**
 * What /admin/dev shows about the running shop: the configuration that decides where
 * data, mails, payments and carrier notices go, and every scheduled job (JOB_SCHEDULES, also those
 * that never ran) with its schedule and last run from its lease row in job_lock (decision 1040).
 */
export interface SystemSummary {
  environment: string;
  database: 'postgres' | 'embedded';
  mailTransport: 'smtp' | 'catcher';
  /** The local catcher's folder of .eml files (its contents are never shown; decision 1087); null with SMTP. */
  mailbox: string | null;
  /** The SMTP server's host and port, never its credentials. */
  mailServer: string | null;
  mailFrom: string;
  payments: 'postfinance' | 'simulator' | 'none';
  carriers: string;
  publicUrl: string;
  jobsEnabled: boolean;
  jobs: JobSummary[];
}

export interface JobSummary {
  name: string;
  /** Cron expression (Europe/Zurich); null for a lease row of no scheduled job. */
  schedule: string | null;
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  durationMs: number | null;
  running: boolean;
  /** What the last run answered; `{ error }` when it failed. */
  result: unknown;
  /** Runs that failed since the last successful one (decision 1040). */
  failures: number;
  lastSucceededAt: string | null;
}

export type SystemConfiguration = Omit<SystemSummary, 'jobs' | 'mailServer'> & { smtpUrl?: string | undefined };

/** host:port of an SMTP URL (user and password left out). */
export function mailServerOf(smtpUrl: string | undefined): string | null {
  if (!smtpUrl) return null;
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'ungültige SMTP_URL';
  }
}

export async function loadSystemSummary(em: EntityManager, configuration: SystemConfiguration, now: Date = new Date(), schedules: readonly JobSchedule[] = JOB_SCHEDULES): Promise<SystemSummary> {
  const locks = new Map((await em.find(JobLock, {}, { orderBy: { name: 'asc' } })).map((lock) => [lock.name, lock]));
  const { smtpUrl, ...rest } = configuration;
  const scheduled = schedules.map((job) => summaryOf(job.name, job.schedule, locks.get(job.name), now));
  const others = [...locks.values()].filter((lock) => !schedules.some((job) => job.name === lock.name)).map((lock) => summaryOf(lock.name, null, lock, now));
  return { ...rest, mailServer: mailServerOf(smtpUrl), jobs: [...scheduled, ...others] };
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function summaryOf(name: string, schedule: string | null, lock: IJobLock | undefined, now: Date): JobSummary {
  const started = lock?.lastStartedAt ?? null;
  const finished = lock?.lastFinishedAt ?? null;
  return {
    name,
    schedule,
    lastStartedAt: iso(started),
    lastFinishedAt: iso(finished),
    durationMs: started && finished && finished >= started ? finished.getTime() - started.getTime() : null,
    running: Boolean(lock?.lockedUntil && lock.lockedUntil > now),
    result: lock?.lastResult ?? null,
    failures: lock?.failuresSinceSuccess ?? 0,
    lastSucceededAt: iso(lock?.lastSucceededAt),
  };
}
