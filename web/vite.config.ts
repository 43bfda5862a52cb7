import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { shellChunk } from './shell-chunk.ts';
import { shopTexts } from './texts-plugin.ts';

/**
 * The engine is TypeScript source run by tsx in the server process. The server build must import
 * it, not bundle a copy: EngineError checks and the engine instance have to be the process's.
 */
const serverExternals = ['@shop/engine'];

/**
 * React, React DOM, React Router and the root route's imports in one browser chunk: every page
 * loads all of them, and one file compresses better than the twenty Rolldown cuts them into
 * (decisions 986, 1079).
 */
const shell = shellChunk(fileURLToPath(new URL('./app/', import.meta.url)));

export default defineConfig({
  plugins: [reactRouter(), shopTexts(), shell.plugin],
  ssr: { external: serverExternals },
  environments: {
    client: { build: { rollupOptions: { output: { codeSplitting: { groups: [shell.group] } } } } },
    ssr: { build: { rollupOptions: { external: serverExternals } } },
  },
});
