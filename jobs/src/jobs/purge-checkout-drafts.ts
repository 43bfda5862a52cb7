import { jobSchedule } from '@shop/engine';
import type { Job } from '../job';

/** Checkout drafts untouched for 30 days are deleted (docs/checkout.md, decision 620). */
export const purgeCheckoutDraftsJob: Job<{ deleted: number }> = {
  name: 'purge-checkout-drafts',
  schedule: jobSchedule('purge-checkout-drafts'),
  leaseMs: 10 * 60_000,
  async run(engine) {
    return { deleted: await engine.checkout.purgeDrafts(30) };
  },
};
