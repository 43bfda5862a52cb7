import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngine, loadEnv, type Engine } from '@shop/engine';
import { createTestDatabase } from '../../engine/test/database';

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
