import type { Engine, Env, Logger } from '@shop/engine';
import cron, { type ScheduledTask } from 'node-cron';
import type { Job } from './job';
import { startMailWorker, type MailWorker } from './mail-worker';
import { startWorkRunner, type WorkRunner } from './work-runner';
import { purgeSentMailsJob } from './jobs/purge-sent-mails';
import { refreshPriceCacheJob } from './jobs/refresh-price-cache';
import { purgeLoginRecordsJob } from './jobs/purge-login-records';
import { purgeCheckoutDraftsJob } from './jobs/purge-checkout-drafts';
import { purgeQuotePinAttemptsJob } from './jobs/purge-quote-pin-attempts';
import { purgeRateLimitsJob } from './jobs/purge-rate-limits';
import { importOrderStatusJob } from './jobs/import-order-status';
import { nightlyBackupJob } from './jobs/nightly-backup';
import { applyScheduleOverride } from './schedule-override';

export type { Job, MailWorker, WorkRunner };
export { applyScheduleOverride, startMailWorker, startWorkRunner };

/** Every scheduled job of the shop. */
export const allJobs: Job[] = [purgeSentMailsJob, refreshPriceCacheJob, purgeCheckoutDraftsJob, purgeLoginRecordsJob, purgeQuotePinAttemptsJob, purgeRateLimitsJob, importOrderStatusJob, nightlyBackupJob];

/** The jobs the scheduler runs in this environment (a job may be off, e.g. the nightly backup without BACKUP_DIR). */
export const enabledJobs = (env: Env, jobs: Job[] = allJobs): Job[] => jobs.filter((job) => job.enabled?.(env) ?? true);

/**
 * Runs a job under its lease: of several shop instances on one database only one runs it; the
 * others log that they skipped. A scheduled run gives its tick (`slot`): each tick runs once across
 * instances, also when the first run is already over or this runner wakes late (decision 1050).
 * `owner` names this instance in job_lock (default: host and process id).
 */
export async function runJob(engine: Engine, job: Job, logger: Logger, options: { slot?: Date; owner?: string } = {}): Promise<{ ran: boolean; summary?: unknown }> {
  const started = Date.now();
  const { slot } = options;
  const tick = slot ? { slot: slot.toISOString() } : {};
  try {
    const outcome = await engine.jobs.runExclusive(job.name, job.leaseMs, () => job.run(engine, slot ? { slot } : {}), options);
    if (outcome.ran) logger.info({ job: job.name, ...tick, ms: Date.now() - started, summary: outcome.result }, 'job finished');
    else logger.debug({ job: job.name, ...tick }, 'job skipped: another instance runs it or ran this tick');
    return { ran: outcome.ran, summary: outcome.result };
  } catch (error) {
    logger.error({ job: job.name, ...tick, err: error }, 'job failed');
    return { ran: true };
  }
}

export interface Scheduler {
  jobs: string[];
  /** True until stop() is called (for /ready). */
  running(): boolean;
  /** Stops the schedules and waits for runs in progress. */
  stop(): Promise<void>;
}

/**
 * Starts the node-cron schedules (Europe/Zurich) of the given jobs, the mail outbox worker and the
 * work queue's runner; `workOnly` (JOBS=work) starts the runner alone. JOBS_SCHEDULE_OVERRIDE
 * (tests only) replaces schedules; a bad one throws. `owner` names this instance in job_lock
 * (tests run two in one process).
 */
export function startScheduler(options: { engine: Engine; logger: Logger; jobs?: Job[]; mailIntervalMs?: number; workIntervalMs?: number; workOnly?: boolean; owner?: string }): Scheduler {
  const { engine, logger, owner } = options;
  const override = engine.env.JOBS_SCHEDULE_OVERRIDE;
  const jobs = options.workOnly ? [] : enabledJobs(engine.env, applyScheduleOverride(options.jobs ?? allJobs, override));
  if (override && jobs.length) logger.warn({ override }, 'job schedules overridden by JOBS_SCHEDULE_OVERRIDE (tests only)');
  const running = new Set<Promise<unknown>>();
  const tasks: ScheduledTask[] = jobs.map((job) =>
    cron.schedule(
      job.schedule,
      (context) => {
        // The tick's scheduled time, the same on every instance: only the first to ask runs it (decision 1050).
        const run = runJob(engine, job, logger, { slot: context.date, ...(owner ? { owner } : {}) }).finally(() => running.delete(run));
        running.add(run);
      },
      { name: job.name, timezone: 'Europe/Zurich', noOverlap: true },
    ),
  );
  const mailWorker = options.workOnly ? undefined : startMailWorker({ engine, logger, ...(options.mailIntervalMs ? { intervalMs: options.mailIntervalMs } : {}) });
  const workRunner = startWorkRunner({ engine, logger, ...(options.workIntervalMs ? { intervalMs: options.workIntervalMs } : {}), ...(owner ? { owner } : {}) });
  logger.info({ jobs: jobs.map((job) => `${job.name} (${job.schedule})`) }, 'scheduler started');
  let started = true;
  return {
    jobs: jobs.map((job) => job.name),
    running: () => started,
    async stop() {
      started = false;
      await Promise.all(tasks.map((task) => task.stop()));
      await Promise.allSettled([...running, mailWorker?.stop(), workRunner.stop()]);
    },
  };
}
