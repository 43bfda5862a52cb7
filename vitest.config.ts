import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * `npm test` runs four projects in two passes:
 * - `unit` (engine, CLI and jobs) and `web-unit` (web/app): tests that open no database and serve
 *   no app, so they need neither the migrated template database nor the web build (a single file
 *   runs in seconds);
 * - `engine` (the engine's, CLI's and jobs' `*.integration.test.ts`) and `web` (the HTTP tests of
 *   web/tests and web's `*.integration.test.*`, which serve the app built once by
 *   web/tests/build-setup.ts).
 * The engine's coverage is taken over `unit` and `engine` together; the web's pass runs apart,
 * because the web's second copy of the engine modules would blur the engine's coverage.
 * Integration tests use a real database: embedded PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set. engine/test/test-file-names.test.ts holds every file that opens a
 * database to an integration name or web/tests/. Browser tests live in web/tests/e2e (`npm run test:e2e`).
 */
const databaseSetup = 'engine/test/global-setup.ts';
// Vitest's default is one worker less than the cores: a single worker on a 2-core machine,
// idle while a file waits on PostgreSQL or a CLI child process. Two at least (decision 960).
const maxWorkers = Math.max(2, availableParallelism() - 1);
const webExcluded = ['**/node_modules/**', 'web/tests/e2e/**', 'web/build/**', 'web/.test-build/**'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{engine,cli,jobs}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.integration.test.ts'],
          maxWorkers,
          // As the integration projects (decision 1073): each worker imports the modules once.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'engine',
          include: ['{engine,cli,jobs}/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: [databaseSetup],
          maxWorkers,
          // Each worker imports the engine and MikroORM once, not once per file (decision 1073):
          // 22–32 % of the pass was module imports. Every file still opens its own database and
          // engine; a file that changes process state restores it (calendar/holidays.test.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-unit',
          include: ['web/app/**/*.test.{ts,tsx}', 'web/*.test.{ts,tsx}'],
          exclude: [...webExcluded, '**/*.integration.test.*'],
          maxWorkers,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['web/tests/**/*.test.{ts,tsx}', 'web/**/*.integration.test.{ts,tsx}'],
          // The fuzz suite (decision 1092, about 4 minutes on 2 cores) runs once in CI, on PostgreSQL
          // (the pass with TEST_DATABASE_URL); locally on PGlite with FUZZ=1.
          exclude: [...webExcluded, ...(process.env.TEST_DATABASE_URL || process.env.FUZZ === '1' ? [] : ['web/tests/security/fuzz-http.test.ts'])],
          // Besides the test databases: one build of the app every HTTP test file serves (decision 1070).
          globalSetup: [databaseSetup, 'web/tests/build-setup.ts'],
          // Two workers at least, as the engine's: the HTTP files serve the app built once for the run
          // (decision 1070), no longer compiling it through Vite each (which ran into request timeouts
          // two at a time on 2 cores, decision 960). Its own group: after the web's unit files.
          maxWorkers,
          // As the engine's (decision 1073): each worker imports the app's modules once. Measured on
          // an idle machine, PGlite: 203 s → 112 s, all green (decision 1075).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
    coverage: {
      provider: 'v8',
      // Measured where the thresholds below hold (the rule modules): the report of every engine
      // file cost a quarter of the engine pass (225 s → 197 s on 2026-12-07); `npm run coverage`
      // gives it for the whole engine.
      include: ['engine/src/{money,calendar,validation,i18n,cart,quotes}/**/*.ts', 'engine/src/{checkout/rules,checkout/totals,catalog/rules,orders/status}.ts'],
      exclude: ['**/*.test.ts', 'engine/src/**/*.entity.ts'],
      reporter: ['text-summary', 'text'],
      // The rule modules stay fully tested.
      thresholds: {
        'engine/src/{money,calendar,validation,i18n,cart,quotes}/**': { lines: 95 },
        'engine/src/{checkout/rules,checkout/totals,catalog/rules,orders/status}.ts': { lines: 95 },
      },
    },
  },
});
