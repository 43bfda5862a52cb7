import { connect, createEngine, loadEnv, Permission, readManifest, silentLogger, type BackupSummary, type FileStore, type RestoreSummary } from '@shop/engine';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../../fixtures/seed-demo';
import { firstPageText } from '../../../engine/test/pdf-text';
import { asAdmin, asGuest, guestOrderInput } from '../../../engine/test/world';
import { inProcess, openCliWorld, type CliWorld } from '../../test/shop';

/**
 * [ops] The restore drill (decision 1095): seed, order, upload, `shop db backup`, reset the
 * database and the files, `shop db restore` — the order, its PDF and the files are back. On
 * PGlite (npm test: PGlite's own dump) and on PostgreSQL (TEST_DATABASE_URL: pg_dump/pg_restore).
 * In-process on the test's database: on PGlite the binary would only reach it as a PostgreSQL URL.
 */

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let world: CliWorld;
const shop = (args: string[]) => inProcess(world.engine, args);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 7)]);

/** Every file of a store (disk or PostgreSQL, decision 1174) with its bytes, by path. */
async function tree(store: FileStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const file of (await store.list('', { recursive: true })) ?? []) files[file.path] = (await store.read(file.path))!.toString('base64');
  return files;
}

beforeAll(async () => {
  world = await openCliWorld();
  await seedDemo(world.engine);
});
afterAll(() => world?.close());

describe('[ops] shop db backup and shop db restore (decision 1095)', () => {
  it('[ops] the restore drill: an order, its PDF, a product image, a customer file and the workbooks come back after a reset; a database with data is refused without --force', async () => {
    const { engine } = world;
    const folders = { images: engine.files.productImages, files: engine.files.files, customers: engine.files.customerFiles };
    const trees = async () => ({ images: await tree(folders.images), files: await tree(folders.files), customers: await tree(folders.customers) });
    const placed = await engine.orders.placeOrder(asGuest(), await guestOrderInput(engine, 'drill@example.ch', 'restore-drill-1', { name: 'Drill AG', quantity: 3 }));
    const orderId = placed.order.id;
    const pdfText = await firstPageText(await engine.orders.documents.renderOrderPdf(orderId));
    expect(pdfText).toContain(placed.order.formattedId);
    const [firstCustomer] = (await engine.customers.desk.customerGrid(asAdmin(Permission.ADMIN_CUSTOMER), {})).rows;
    await engine.catalog.media.upload('DRILL-1', 'drill.png', PNG);
    await engine.customers.files.upload(asAdmin(Permission.ADMIN_CUSTOMER), firstCustomer!.id, 'Auftrag.pdf', await engine.orders.documents.renderOrderPdf(orderId));
    const before = await trees();
    expect(before.images['DRILL-1/drill.png']).toBe(PNG.toString('base64'));
    expect(Object.keys(before.images).some((path) => path.startsWith('.rendered/')), 'the drawn pictures').toBe(true);
    expect(Object.keys(before.files).some((path) => path.endsWith('.xlsx')), 'the demo workbooks').toBe(true);
    expect(Object.keys(before.customers)).toEqual([`${firstCustomer!.id}/Auftrag.pdf`]);

    const archive = join(world.dir, 'backups', 'drill.tar');
    const backup = await shop(['--json', 'db', 'backup', '--out', archive]);
    expect(backup.exitCode, backup.stdout + backup.stderr).toBe(0);
    const written = JSON.parse(backup.stdout) as BackupSummary;
    expect(written).toMatchObject({ file: archive, database: engine.database.kind, bytes: readFileSync(archive).length });
    // On PostgreSQL the files are rows of the dump (decision 1174); on PGlite folders of the archive.
    const counts = { 'product-images': Object.keys(before.images).length, files: Object.keys(before.files).length, 'customer-files': 1 };
    if (engine.database.kind === 'postgres') {
      expect(written.folders).toEqual([]);
      expect(written.inDatabase).toEqual(['product-images', 'files', 'customer-files']);
      expect(execFileSync('tar', ['-tf', archive], { encoding: 'utf8' }).split('\n').some((name) => name.startsWith('files/'))).toBe(false);
    } else {
      expect(Object.fromEntries(written.folders.map((folder) => [folder.name, folder.files]))).toEqual(counts);
      expect(written.inDatabase).toEqual([]);
    }
    // A backup never overwrites a file.
    expect((await shop(['db', 'backup', '--out', archive])).stderr).toContain('exists already');

    const refused = await shop(['db', 'restore', archive]);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(/^Error: The database is not empty \(.*\d+ orders.*\): a restore replaces all of it\. Add --force/);

    const reset = await shop(['db', 'reset', '--yes']);
    expect(reset.exitCode, reset.stderr).toBe(0);
    for (const store of Object.values(folders)) await store.remove('');
    expect(await trees()).toEqual({ images: {}, files: {}, customers: {} });
    await expect(engine.orders.documents.renderOrderPdf(orderId)).rejects.toThrow();

    const restored = await shop(['--json', 'db', 'restore', archive]);
    expect(restored.exitCode, restored.stdout + restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout) as RestoreSummary).toMatchObject({ file: archive, database: engine.database.kind, replaced: false, applied: [], createdAt: written.createdAt });
    expect(await firstPageText(await engine.orders.documents.renderOrderPdf(orderId))).toBe(pdfText);
    expect(await trees()).toEqual(before);
    // The restored shop works on: the same order is found by its key, a new one gets the next number.
    const again = await engine.orders.placeOrder(asGuest(), await guestOrderInput(engine, 'drill@example.ch', 'restore-drill-1', { name: 'Drill AG', quantity: 3 }));
    expect(again.order.id).toBe(orderId);

    // With --force a restore replaces data that is there.
    const forced = await shop(['--json', 'db', 'restore', '--force', archive]);
    expect(forced.exitCode, forced.stdout + forced.stderr).toBe(0);
    expect(JSON.parse(forced.stdout)).toMatchObject({ replaced: true });
  });

  it('[ops] a file that is not a shop backup is refused before anything is touched', async () => {
    const bogus = join(world.dir, 'not-a-backup.tar');
    writeFileSync(bogus, 'hello');
    const result = await shop(['db', 'restore', '--force', bogus]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('is not a shop backup');
    expect((await world.engine.backups.contents()).empty).toBe(false);
  });

  it('[ops] a backup of a newer version (a migration unknown here) or of the other database kind is refused before anything is touched', async () => {
    const dir = join(world.dir, 'crafted');
    mkdirSync(dir, { recursive: true });
    const kind = world.engine.database.kind;
    const craft = (name: string, database: Record<string, unknown>) => {
      const manifest = { format: 'holzwerk-shop-backup', version: 1, createdAt: new Date().toISOString(), database: { kind, file: 'database.dump', serverVersion: '18.0', bytes: 1, sha256: '0'.repeat(64), migrations: [], ...database }, folders: [] };
      writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
      execFileSync('tar', ['-cf', join(world.dir, name), '-C', dir, 'manifest.json']);
      return join(world.dir, name);
    };
    const newer = await shop(['db', 'restore', '--force', craft('newer.tar', { migrations: ['Migration29990101000000_future'] })]);
    expect(newer.stderr).toContain('This backup is from a newer version of the shop (migration Migration29990101000000_future is unknown here)');
    const other = await shop(['db', 'restore', '--force', craft('other.tar', { kind: kind === 'postgres' ? 'embedded' : 'postgres' })]);
    expect(other.stderr).toMatch(kind === 'postgres' ? /holds the embedded database \(PGlite\)/ : /holds a PostgreSQL database/);
    expect((await world.engine.backups.contents()).empty).toBe(false);
  });

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('[ops] while the shop runs on the embedded database, shop db backup is written by its job runner (queued work)', async () => {
    // The CLI of a second process: it reaches the embedded database through the shop's socket only.
    const visitor = await connect(world.db.url, { kind: 'embedded', owner: false, poolMax: 2 });
    const cli = await createEngine({ env: loadEnv(world.env), database: visitor, logger: silentLogger });
    let running = true;
    const runner = (async () => {
      while (running) if (!(await world.engine.jobs.work.runNext())) await new Promise((done) => setTimeout(done, 50));
    })();
    try {
      expect(cli.backups.dumpsHere()).toBe(false);
      const out = join(world.dir, 'by-the-shop.tar');
      const result = await inProcess(cli, ['--json', 'db', 'backup', '--out', out]);
      expect(result.exitCode, result.stdout + result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({ file: out, database: 'embedded' });
      expect((await readManifest(out)).database.kind).toBe('embedded');
      // A restore needs the database to itself.
      expect((await inProcess(cli, ['db', 'restore', '--force', out])).stderr).toContain('The running shop holds the embedded database: stop it');
    } finally {
      running = false;
      await runner;
      await cli.close();
    }
  });
});
