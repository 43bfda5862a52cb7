import { inject } from 'vitest';
import type { E2eShop } from './global-setup';

/**
 * The shop this test file drives: the one of its Vitest worker (VITEST_POOL_ID counts the workers
 * from 1), so that files running side by side (E2E_SHOPS, decision 1072) each have a shop, a
 * database and a mailbox of their own.
 */
export function shopUnderTest(): E2eShop {
  const shops = inject('e2eShops');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') || 1;
  return shops[(worker - 1) % shops.length]!;
}
