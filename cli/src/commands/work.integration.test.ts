import { execa } from 'execa';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 180_000 });

const bin = resolve(import.meta.dirname, '../../bin/shop');
const sample = (name: string) => resolve(import.meta.dirname, '../../../fixtures/imports', name);
let dataDir: string;

function shop(args: string[]) {
  return execa(bin, args, { reject: false, stdin: 'ignore', env: { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', NODE_ENV: 'development', SEED_DEMO: 'false' } });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-cli-work-'));
  const migrated = await shop(['db', 'migrate']);
  if (migrated.exitCode !== 0) throw new Error(migrated.stderr);
}, 180_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('shop work [ops]', () => {
  it('R001-7.051 a queued ERP file waits for the runner, `work run` runs it, `work status` and `work list` show its result (decision 980)', async () => {
    const queued = await shop(['--json', 'import', 'ax', sample('ax-order-status-bad.csv'), '--queue']);
    expect(queued.exitCode, queued.stderr).toBe(0);
    const work = JSON.parse(queued.stdout) as { id: number; status: string; input: Record<string, unknown> };
    expect(work).toMatchObject({ status: 'queued', createdBy: 'cli', input: { kind: 'ax-status', fileName: 'ax-order-status-bad.csv', dryRun: false } });
    const waiting = await shop(['work', 'status', String(work.id)]);
    expect(waiting.exitCode).toBe(3);
    expect(waiting.stdout).toMatch(new RegExp(`^#${work.id} +queued +import ax-status ax-order-status-bad\\.csv by cli`));
    const ran = await shop(['--json', 'work', 'run']);
    expect(JSON.parse(ran.stdout)).toEqual([{ id: work.id, kind: 'import', status: 'done' }]);
    const done = await shop(['--json', 'work', 'status', String(work.id)]);
    expect(done.exitCode, done.stderr).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({ status: 'done', attempts: 1, result: { outcome: 'REFUSED', kind: 'ax-status' } });
    const list = await shop(['work', 'list']);
    expect(list.stdout).toMatch(new RegExp(`#${work.id} +done +import ax-status`));
    expect((await shop(['work', 'status', 'abc'])).exitCode).not.toBe(0);
    expect((await shop(['work', 'status', '9999'])).exitCode).not.toBe(0);
  });
});
