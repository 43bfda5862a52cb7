import { slotOf, type Engine, type Logger } from '@shop/engine';
import cron, { type ScheduledTask } from 'node-cron';
import type { Job } from './job';
import { startMailWorker, type MailWorker } from './mail-worker';
import { purgeSentMailsJob } from './jobs/purge-sent-mails';
import { refreshPriceCacheJob } from './jobs/refresh-price-cache';
import { purgeLoginRecordsJob } from './jobs/purge-login-records';
import { purgeCheckoutDraftsJob } from './jobs/purge-checkout-drafts';
import { purgeQuotePinAttemptsJob } from './jobs/purge-quote-pin-attempts';
import { purgeRateLimitsJob } from './jobs/purge-rate-limits';
import { importOrderStatusJob } from './jobs/import-order-status';

export type { Job, MailWorker };
export { startMailWorker };

/** Every scheduled job of the shop. */
export const allJobs: Job[] = [purgeSentMailsJob, refreshPriceCacheJob, purgeCheckoutDraftsJob, purgeLoginRecordsJob, purgeQuotePinAttemptsJob, purgeRateLimitsJob, importOrderStatusJob];

/**
 * Runs a job under its lease: of several shop instances on one database only one runs it; the
 * others log that they skipped.
 */
export async function runJob(engine: Engine, job: Job, logger: Logger, slot?: Date): Promise<{ ran: boolean; summary?: unknown }> {
  const started = Date.now();
  try {
    const outcome = await engine.jobs.runExclusive(job.name, job.leaseMs, () => job.run(engine), slot ? { slot } : {});
    if (outcome.ran) logger.info({ job: job.name, ms: Date.now() - started, summary: outcome.result }, 'job finished');
    else logger.debug({ job: job.name }, 'job skipped: another instance holds its lease');
    return { ran: outcome.ran, summary: outcome.result };
  } catch (error) {
    logger.error({ job: job.name, err: error }, 'job failed');
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

/** Starts the node-cron schedules (Europe/Zurich) of the given jobs and the mail outbox worker. */
export function startScheduler(options: { engine: Engine; logger: Logger; jobs?: Job[]; mailIntervalMs?: number }): Scheduler {
  const { engine, logger } = options;
  const jobs = options.jobs ?? allJobs;
  const running = new Set<Promise<unknown>>();
  const tasks: ScheduledTask[] = jobs.map((job) =>
    cron.schedule(
      job.schedule,
      () => {
        // The tick's minute: every instance fires the same tick, and only the first runs it (decision 875).
        const run = runJob(engine, job, logger, slotOf(new Date())).finally(() => running.delete(run));
        running.add(run);
      },
      { name: job.name, timezone: 'Europe/Zurich', noOverlap: true },
    ),
  );
  const mailWorker = startMailWorker({ engine, logger, ...(options.mailIntervalMs ? { intervalMs: options.mailIntervalMs } : {}) });
  logger.info({ jobs: jobs.map((job) => `${job.name} (${job.schedule})`) }, 'scheduler started');
  let started = true;
  return {
    jobs: jobs.map((job) => job.name),
    running: () => started,
    async stop() {
      started = false;
      await Promise.all(tasks.map((task) => task.stop()));
      await Promise.allSettled([...running, mailWorker.stop()]);
    },
  };
}
