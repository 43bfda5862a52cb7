import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

/**
 * Builds the web app once for the web tests' run (decision 1070): every HTTP test file serves this
 * build instead of compiling the app through Vite on its own (≈ 9 s of CPU a file). The build goes
 * to web/.test-build, not web/build, so a test run never replaces what a running shop serves.
 */
const webRoot = fileURLToPath(new URL('..', import.meta.url));
export const TEST_BUILD_DIRECTORY = '.test-build';

export default async function setup(project: TestProject) {
  const bin = fileURLToPath(new URL('../../node_modules/.bin/react-router', import.meta.url));
  try {
    await promisify(execFile)(bin, ['build'], {
      cwd: webRoot,
      env: { ...process.env, SHOP_WEB_BUILD_DIR: TEST_BUILD_DIRECTORY, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`The web build for the tests failed:\n${stderr ?? ''}\n${stdout ?? ''}`, { cause: error });
  }
  project.provide('webBuild', fileURLToPath(new URL(`../${TEST_BUILD_DIRECTORY}`, import.meta.url)));
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The web build the HTTP tests serve (absolute path). */
    webBuild: string;
  }
}
