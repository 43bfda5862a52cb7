import type { Config } from '@react-router/dev/config';

/**
 * Server-rendered shop; web/server.ts serves build/client and runs build/server/index.js. The web
 * tests build into a directory of their own (SHOP_WEB_BUILD_DIR, web/tests/build-setup.ts), so a
 * test run never replaces the build a running shop serves.
 */
export default {
  appDirectory: 'app',
  buildDirectory: process.env.SHOP_WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
