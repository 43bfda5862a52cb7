import type { Config } from '@react-router/dev/config';

/** Server-rendered shop; web/server.ts serves build/client and runs build/server/index.js. */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
