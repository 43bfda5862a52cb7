import { jobSchedule } from '@shop/engine';
import type { Job } from '../job';

/** Counted calls of the abuse limits older than a day (the longest window is an hour; decision 873) are deleted every night. */
export const purgeRateLimitsJob: Job<{ deleted: number }> = {
  name: 'purge-rate-limits',
  schedule: jobSchedule('purge-rate-limits'),
  leaseMs: 10 * 60_000,
  async run(engine) {
    return { deleted: await engine.limits.purge() };
  },
};
