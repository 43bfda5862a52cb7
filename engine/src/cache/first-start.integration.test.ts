import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env';
import { createEngine, type Engine } from '../engine';
import { createLogger } from '../logging/logger';

/**
 * The first start on an empty embedded database (npm start on a fresh clone, decision 1171): the
 * cache generation listener starts before the migrations made its table. That is said once as
 * information, not logged as a lost listener with a stack; once the migrations ran, the listener
 * is trusted again.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'shop-first-start-'));
let engine: Engine | undefined;
afterAll(async () => {
  await engine?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('first start on an empty database (decision 1171)', () => {
  it('the listener waits for the migrations without a warning, then is trusted', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) } });
    engine = await createEngine({ env: loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: undefined }), logger });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await engine.maintenance.migrate();
    await engine.maintenance.generationPush.live();
    expect(lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
  }, 120_000);
});
