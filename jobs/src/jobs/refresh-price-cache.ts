import { jobSchedule } from '@shop/engine';
import type { Job } from '../job';

/**
 * Computes the cached prices again every night (remote prices expire, workbooks may change on
 * disk), so the first cart of the morning does not wait for a slow price source.
 */
export const refreshPriceCacheJob: Job<{ refreshed: number; removed: number }> = {
  name: 'refresh-price-cache',
  schedule: jobSchedule('refresh-price-cache'),
  leaseMs: 30 * 60_000,
  run: (engine) => engine.pricing.refreshPriceCache(),
};
