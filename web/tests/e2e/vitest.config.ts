import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests (`npm run test:e2e` from the repository root, after `npm run build`): the global
 * setup starts the built shop on a free port with a fresh database and one Debian Chromium; the
 * tests drive it through playwright-core.
 */
const shops = Math.max(1, Number(process.env.E2E_SHOPS ?? '1') || 1);

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    include: ['web/tests/e2e/**/*.test.ts'],
    // The built shop, and one Chromium every file connects to (decision 978).
    globalSetup: ['web/tests/e2e/global-setup.ts', 'web/tests/e2e/chromium.ts'],
    // One browser; one shop per worker (E2E_SHOPS, default 1: files one after the other; decision 1072).
    fileParallelism: shops > 1,
    maxWorkers: shops,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
