import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoDataset } from '../../fixtures/demo/index';
import { auctionArticles } from '../../fixtures/imports/auction-articles';
import { loadEnv } from '../src/config/env';
import { createEngine, type Engine } from '../src/engine';
import { createTestDatabase } from './database';

/**
 * Tests only: an engine over a database of its own with the demo data and the auction articles
 * (what the imports need); `stop` closes it and removes its data directory.
 */
export async function startImportEngine(): Promise<{ engine: Engine; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-imports-'));
  const engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database: await createTestDatabase() });
  await engine.fixtures.seed(demoDataset, {});
  await engine.imports.seedAuctionArticles(auctionArticles);
  return {
    engine,
    async stop() {
      await engine.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
