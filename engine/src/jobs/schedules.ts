/**
 * Every scheduled job of the shop by name and cron schedule (Europe/Zurich), so that what shows the
 * jobs (/admin/dev, `shop jobs list`) lists those that never ran too (decision 1040). The jobs
 * themselves live in jobs/src/jobs/*.ts and take their schedule from here ({@link jobSchedule});
 * jobs/src/job-registry.integration.test.ts keeps the names of both equal.
 */
export interface JobSchedule {
  name: string;
  /** node-cron expression, Europe/Zurich. */
  schedule: string;
}

export const JOB_TIMEZONE = 'Europe/Zurich';

export const JOB_SCHEDULES: readonly JobSchedule[] = [
  { name: 'import-order-status', schedule: '*/5 * * * *' },
  // Decision 1095: before the night's other jobs; runs only with BACKUP_DIR.
  { name: 'nightly-backup', schedule: '0 2 * * *' },
  { name: 'refresh-price-cache', schedule: '30 2 * * *' },
  { name: 'purge-sent-mails', schedule: '15 3 * * *' },
  { name: 'purge-checkout-drafts', schedule: '35 3 * * *' },
  { name: 'purge-login-records', schedule: '45 3 * * *' },
  { name: 'purge-quote-pin-attempts', schedule: '50 3 * * *' },
  { name: 'purge-rate-limits', schedule: '55 3 * * *' },
];

/** The cron schedule of a job named here (a job file reads its schedule with this; one place to change it). */
export function jobSchedule(name: string): string {
  const entry = JOB_SCHEDULES.find((job) => job.name === name);
  if (!entry) throw new Error(`No schedule for job ${name} in JOB_SCHEDULES`);
  return entry.schedule;
}
