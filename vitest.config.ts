import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs two projects: `engine` (engine, CLI and jobs; with engine coverage) and `web`
 * (web unit tests and the authorization matrix, which serves the app through Vite — run apart,
 * because Vite's second copy of the engine modules would blur the engine's coverage figures).
 * Integration tests use a real database: embedded PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set. Browser tests live in web/tests/e2e (`npm run test:e2e`).
 */
export default defineConfig({
  test: {
    globalSetup: ['engine/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['{engine,cli,jobs}/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
          // Vitest's default is one worker less than the cores: a single worker on a 2-core machine,
          // idle while a file waits on PostgreSQL or a CLI child process. Two at least (decision 960).
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'web/tests/e2e/**', 'web/build/**'],
          // Vitest's default workers: each file compiles the app through Vite, which is CPU-bound; two at
          // once on 2 cores ran into request timeouts under load (decision 960). Its own group, because
          // its worker count differs from the engine's.
          sequence: { groupOrder: 1 },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['engine/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'engine/src/**/*.entity.ts'],
      reporter: ['text-summary', 'text'],
      // The rule modules of issue 3 stay fully tested.
      thresholds: {
        'engine/src/{money,calendar,validation,i18n,cart,quotes}/**': { lines: 95 },
        'engine/src/{checkout/rules,checkout/totals,catalog/rules,orders/status}.ts': { lines: 95 },
      },
    },
  },
});
