import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine, loadEnv, type Engine } from '@shop/engine';
import { createTestDatabase } from '../../engine/test/database';
import { afterAll, beforeAll } from 'vitest';

/**
 * Tests only: the engine a job runs on, over a database of its own and a data directory in the
 * system's temp folder; `stop` closes both. Call in beforeAll, stop in afterAll.
 */
export async function startJobEngine(env: Record<string, string> = {}): Promise<{ engine: Engine; dataDir: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-jobs-'));
  const engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', ...env }), database: await createTestDatabase() });
  return {
    engine,
    dataDir,
    async stop() {
      await engine.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Tests only: {@link startJobEngine} before the file's tests and its `stop` after them; `jobs.engine`
 * is there once beforeAll has run.
 */
export function useJobEngine(env: Record<string, string> = {}): { engine: Engine; dataDir: string } {
  const jobs = {} as { engine: Engine; dataDir: string; stop?: () => Promise<void> };
  beforeAll(async () => {
    Object.assign(jobs, await startJobEngine(env));
  });
  afterAll(async () => {
    await jobs.stop?.();
  });
  return jobs;
}
