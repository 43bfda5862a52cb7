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
      { extends: true, test: { name: 'engine', include: ['{engine,cli,jobs}/**/*.test.ts'], exclude: ['**/node_modules/**'] } },
      {
        extends: true,
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], exclude: ['**/node_modules/**', 'web/tests/e2e/**', 'web/build/**'] },
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
