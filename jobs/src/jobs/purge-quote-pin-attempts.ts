import { jobSchedule } from '@shop/engine';
import type { Job } from '../job';

/**
 * Quote PIN checks older than a day (the lock window is 15 minutes, docs/decisions/641-quote-pin-limits.md)
 * are deleted every night (data minimisation).
 */
export const purgeQuotePinAttemptsJob: Job<{ pinAttempts: number }> = {
  name: 'purge-quote-pin-attempts',
  schedule: jobSchedule('purge-quote-pin-attempts'),
  leaseMs: 10 * 60_000,
  async run(engine) {
    return { pinAttempts: await engine.quotes.purgePinAttempts() };
  },
};
