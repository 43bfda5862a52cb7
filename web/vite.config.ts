import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * The engine is TypeScript source run by tsx in the server process. The server build must import
 * it, not bundle a copy: EngineError checks and the engine instance have to be the process's.
 */
const serverExternals = ['@shop/engine'];

export default defineConfig({
  plugins: [reactRouter()],
  ssr: { external: serverExternals },
  environments: { ssr: { build: { rollupOptions: { external: serverExternals } } } },
});
