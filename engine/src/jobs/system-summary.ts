import type { EntityManager } from '@mikro-orm/postgresql';
import { JobLock } from './job-lock.entity';

/**
 * What /admin/dev shows about the running shop (issue 13): the configuration that decides where
 * data, mails, payments and carrier notices go, and each scheduled job's last run (from its lease
 * row in job_lock: a job that never ran has none yet).
 */
export interface SystemSummary {
  environment: string;
  database: 'postgres' | 'embedded';
  mailTransport: 'smtp' | 'catcher';
  /** The SMTP server's host and port, never its credentials. */
  mailServer: string | null;
  mailFrom: string;
  payments: 'postfinance' | 'simulator' | 'none';
  carriers: string;
  publicUrl: string;
  jobsEnabled: boolean;
  jobs: { name: string; lastStartedAt: string | null; lastFinishedAt: string | null; durationMs: number | null; running: boolean; result: unknown }[];
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

export async function loadSystemSummary(em: EntityManager, configuration: SystemConfiguration, now: Date = new Date()): Promise<SystemSummary> {
  const locks = await em.find(JobLock, {}, { orderBy: { name: 'asc' } });
  const { smtpUrl, ...rest } = configuration;
  return {
    ...rest,
    mailServer: mailServerOf(smtpUrl),
    jobs: locks.map((lock) => {
      const started = lock.lastStartedAt ?? null;
      const finished = lock.lastFinishedAt ?? null;
      return {
        name: lock.name,
        lastStartedAt: started ? started.toISOString() : null,
        lastFinishedAt: finished ? finished.toISOString() : null,
        durationMs: started && finished && finished >= started ? finished.getTime() - started.getTime() : null,
        running: lock.lockedUntil !== null && lock.lockedUntil !== undefined && lock.lockedUntil > now,
        result: lock.lastResult ?? null,
      };
    }),
  };
}
