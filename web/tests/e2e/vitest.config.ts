import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests (`npm run test:e2e` from the repository root, after `npm run build`): the global
 * setup starts the built shop on a free port with a fresh database; the tests drive Debian's
 * Chromium through playwright-core.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../../..', import.meta.url)),
    include: ['web/tests/e2e/**/*.test.ts'],
    globalSetup: ['web/tests/e2e/global-setup.ts'],
    // One shop, one browser per file: files run one after the other.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
