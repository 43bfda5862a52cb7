import { jobSchedule } from '@shop/engine';
import type { Job } from '../job';

/** Sent-mail records are kept 365 days for the back office, then deleted (data minimisation). */
export const purgeSentMailsJob: Job<{ deleted: number }> = {
  name: 'purge-sent-mails',
  schedule: jobSchedule('purge-sent-mails'),
  leaseMs: 10 * 60_000,
  async run(engine) {
    return { deleted: await engine.jobs.purgeSentMails(365) };
  },
};
