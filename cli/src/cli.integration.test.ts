import { openDatabase, type Database } from '@shop/engine';
import { execa } from 'execa';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { binary, inProcess, openCliWorld, shopBin, type CliWorld } from '../test/shop';

// The real binary starts a process (tsx, the engine) and opens the embedded database: slow on a busy machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });

let dataDir: string;
let world: CliWorld;

/** Runs the real `shop` binary on an embedded database of its own (no DATABASE_URL). */
const embedded = (args: string[]) => binary(args, { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', NODE_ENV: 'development' });
/** `shop ARGS` in this process, on a migrated test database of its own. */
const shop = (args: string[]) => inProcess(world.engine, args);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-cli-'));
  world = await openCliWorld();
});
afterAll(async () => {
  await world?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('shop CLI', () => {
  it('db status, db migrate and user create-admin work on an embedded database (the real binary)', async () => {
    const before = await embedded(['--json', 'db', 'status']);
    expect(before.exitCode, before.stderr).toBe(0);
    const status = JSON.parse(before.stdout);
    expect(status).toMatchObject({ database: 'embedded', owner: true, executed: [] });
    expect(status.pending.length).toBeGreaterThan(0);

    const migrated = await embedded(['--json', 'db', 'migrate']);
    expect(JSON.parse(migrated.stdout)).toEqual(status.pending);

    const admin = await embedded(['--json', 'user', 'create-admin', '--email', 'Chefin@Holzwerk.example']);
    expect(admin.exitCode, admin.stderr).toBe(0);
    const created = JSON.parse(admin.stdout);
    expect(created.email).toBe('chefin@holzwerk.example');
    expect(created.generatedPassword).toMatch(/^[\w-]{20}$/);
    expect(created.permissions).toEqual([1, 2, 3, 5, 6, 8]);
  });

  it('user create-admin refuses an e-mail that is there already, exit 1', async () => {
    const first = await shop(['user', 'create-admin', '--email', 'Chefin@Holzwerk.example', '--password', 'lang-genug-1234']);
    expect(first.exitCode, first.stderr).toBe(0);
    const duplicate = await shop(['user', 'create-admin', '--email', 'chefin@holzwerk.example', '--password', 'lang-genug-1234']);
    expect(duplicate.exitCode).toBe(1);
    expect(duplicate.stderr).toContain('Der Eintrag chefin@holzwerk.example ist bereits vorhanden.');
  });

  it('db seed loads the demo data once and creates no second admin (the second run: the real binary)', async () => {
    const first = await shop(['--json', 'db', 'seed']);
    expect(first.exitCode, first.stderr).toBe(0);
    const seeded = JSON.parse(first.stdout);
    expect(seeded.created.products).toBeGreaterThanOrEqual(40);
    expect(seeded.admin).toBeUndefined();
    const second = await binary(['db', 'seed'], world.env);
    expect(second.exitCode, second.stderr).toBe(0);
    expect(second.stdout).toContain('Nothing to do: the demo data is there.');
  });

  it('asks for nothing without a terminal: a missing flag is an error', async () => {
    const result = await embedded(['user', 'create-admin']);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('missing --email');
  });

  it("answers through the running shop's socket while another process owns the data directory", async () => {
    let owner: Database | undefined;
    try {
      owner = await openDatabase({ dataDir });
      expect(owner.owner).toBe(true);
      const result = await embedded(['--json', 'db', 'status']);
      expect(result.exitCode, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ database: 'embedded', owner: false, pending: [] });
    } finally {
      await owner?.close();
    }
  });

  it('runs on the pinned Node 26 even when only the system Node is on PATH', async () => {
    const result = await execa(shopBin, ['--version'], { env: { PATH: '/usr/local/bin:/usr/bin:/bin' }, extendEnv: false });
    expect(result.stdout).toMatch(/^shop 0\.1\.0 \(node v26\./);
  });

  it('stops with a message naming a bad variable', async () => {
    const result = await execa(shopBin, ['db', 'status'], { reject: false, env: { DATA_DIR: dataDir, PORT: '99999' } });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('PORT');
  });

  it('[ops] jobs list, jobs run NAME (under its lease; unknown name exits 1), mail status and mail retry, with --help examples (jobs run and mail status: the real binary)', async () => {
    expect((await shop(['db', 'migrate'])).exitCode).toBe(0);
    const help = await shop(['jobs', '--help']);
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('shop jobs run refresh-price-cache');
    const run = await binary(['--json', 'jobs', 'run', 'purge-rate-limits'], world.env);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ job: 'purge-rate-limits', ran: true, result: { deleted: 0 } });
    const list = await shop(['--json', 'jobs', 'list']);
    const rows = JSON.parse(list.stdout) as { name: string; lastStartedAt: string | null; running: boolean }[];
    expect(rows.find((row) => row.name === 'purge-rate-limits')).toMatchObject({ running: false, lastStartedAt: expect.any(String) });
    expect(rows.find((row) => row.name === 'refresh-price-cache')).toMatchObject({ lastStartedAt: null });
    const unknown = await shop(['jobs', 'run', 'gibt-es-nicht']);
    expect(unknown.exitCode).toBe(1);
    expect(unknown.stderr).toContain("unknown job 'gibt-es-nicht'");
    const status = await binary(['--json', 'mail', 'status'], world.env);
    expect(status.exitCode, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({ queued: 0, failed: 0, failures: [] });
    const retry = await shop(['--json', 'mail', 'retry']);
    expect(JSON.parse(retry.stdout)).toEqual({ queued: 0, sent: 0, retry: 0, failed: 0 });
  });
});
