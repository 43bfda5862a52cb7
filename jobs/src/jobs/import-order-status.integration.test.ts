import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createEngine, loadEnv, silentLogger, type Engine } from '@shop/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataset } from '../../../fixtures/demo/index';
import { createTestDatabase } from '../../../engine/test/database';
import { runJob } from '../index';
import { importOrderStatusJob } from './import-order-status';

const sample = (name: string) => resolve(import.meta.dirname, '../../../fixtures/imports', name);
let engine: Engine;
const dataDir = mkdtempSync(join(tmpdir(), 'shop-inbox-'));
const inbox = join(dataDir, 'erp-inbox');

beforeAll(async () => {
  engine = await createEngine({ env: loadEnv({ DATA_DIR: dataDir, NODE_ENV: 'test', IMPORT_INBOX_DIR: inbox }), database: await createTestDatabase() });
  await engine.fixtures.seed(demoDataset, {});
}, 60_000);
afterAll(async () => {
  await engine?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('scheduled ERP inbox import [imports]', () => {
  it('imports the dropped files in name order and moves each to done/ or failed/ with its report; a second run finds nothing', async () => {
    mkdirSync(inbox, { recursive: true });
    copyFileSync(sample('ax-orders.csv'), join(inbox, '01-orders.csv'));
    copyFileSync(sample('ax-order-status.csv'), join(inbox, '02-status.csv'));
    copyFileSync(sample('ax-order-status-bad.csv'), join(inbox, '03-bad.csv'));
    const outcome = await runJob(engine, importOrderStatusJob, silentLogger);
    expect(outcome).toMatchObject({ ran: true, summary: { processed: 3, imported: 2, refused: 1, errors: 0 } });
    expect(readdirSync(inbox).filter((name) => name.endsWith('.csv'))).toEqual([]);
    const done = readdirSync(join(inbox, 'done'));
    expect(done.filter((name) => name.endsWith('.csv')).map((name) => name.replace(/^.*?_/, ''))).toEqual(['01-orders.csv', '02-status.csv']);
    const failed = readdirSync(join(inbox, 'failed'));
    const report = JSON.parse(readFileSync(join(inbox, 'failed', failed.find((name) => name.endsWith('.report.json'))!), 'utf8'));
    expect(report.issues.map((issue: { line: number }) => issue.line)).toEqual([3, 4]);
    expect(existsSync(join(inbox, 'processing'))).toBe(true);
    expect(await runJob(engine, importOrderStatusJob, silentLogger)).toMatchObject({ summary: { processed: 0 } });
  });
});
