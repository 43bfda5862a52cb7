import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The engine is TypeScript source run by tsx in the server process. The server build must import
 * it, not bundle a copy: EngineError checks and the engine instance have to be the process's.
 */
const serverExternals = ['@shop/engine'];

/**
 * React, React DOM and React Router in one browser chunk: every page loads all of them, and one
 * file compresses better than the eight Rolldown cuts them into (a category page's first
 * JavaScript 139 → 135 kB gzip; issue 18, decision 986).
 */
const framework = { name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router[\\/]dev)[\\/]/ };

export default defineConfig({
  plugins: [reactRouter()],
  ssr: { external: serverExternals },
  environments: {
    client: { build: { rollupOptions: { output: { codeSplitting: { groups: [framework] } } } } },
    ssr: { build: { rollupOptions: { external: serverExternals } } },
  },
});
