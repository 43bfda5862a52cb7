import { allPermissions, anonymousContext, type BackupSummary, type Engine, type FolderSummary, type RestoreSummary } from '@shop/engine';
import type { Command } from 'commander';
import { resolve } from 'node:path';
import type { Progress } from '../progress';
import { progressBar } from '../progress';
import { askConfirm, askText, runCommand, type GlobalOptions } from '../runtime';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);
const folders = (list: FolderSummary[]) => list.map((folder) => `${folder.name} ${folder.files} file(s)`).join(', ');
// Decision 1174: on PostgreSQL the kept files are rows of the dump, no folders of their own.
const inDatabase = (names: string[]) => (names.length === 0 ? '' : `${names.join(', ')} in the database`);
const describeBackup = (s: BackupSummary) => `Backup written: ${s.file} (${size(s.bytes)}): the ${s.database} database, ${[folders(s.folders), inDatabase(s.inDatabase)].filter(Boolean).join(', ')}; ${s.ms} ms.`;
const describeRestore = (s: RestoreSummary) =>
  [
    `Restored ${s.file} (taken ${s.createdAt}): the ${s.database} database${s.replaced ? ' (the data that was there is replaced)' : ''}, ${folders(s.folders)}; ${s.ms} ms.`,
    s.applied.length ? `Applied ${s.applied.length} migration(s) of this version after it.` : '',
    'Start the shop (every instance) again, so none keeps pages or prices of the data before.',
  ]
    .filter(Boolean)
    .join('\n');

export function registerDbCommands(program: Command, globals: () => GlobalOptions) {
  const db = program
    .command('db')
    .description('database: migrations, demo data, status')
    .addHelpText('after', '\nExamples:\n  shop db status\n  shop db migrate\n  shop db seed\n  shop --json db status\n  shop db backup --out backups/shop.tar\n  shop db restore backups/shop.tar');

  db.command('migrate')
    .description('apply pending migrations')
    .action(() =>
      runCommand(globals(), (engine) => engine.maintenance.migrate(), (applied) =>
        applied.length ? `Applied ${applied.length} migration(s):\n  ${applied.join('\n  ')}` : 'Database is up to date.',
      ),
    );

  db.command('status')
    .description('database kind, executed and pending migrations')
    .action(() =>
      runCommand(
        globals(),
        async (engine) => {
          const status = await engine.maintenance.status();
          return { database: engine.database.kind, owner: engine.database.owner, ...status };
        },
        (s) =>
          [
            `Database: ${s.database}${s.database === 'embedded' ? (s.owner ? ' (opened by this command)' : " (the running shop's socket)") : ''}`,
            `Executed migrations: ${s.executed.length}`,
            `Pending migrations: ${s.pending.length}${s.pending.length ? `\n  ${s.pending.join('\n  ')}` : ''}`,
          ].join('\n'),
      ),
    );

  db.command('seed')
    .description('load the demo catalogue and customers (idempotent) and create an admin if none exists')
    .action(() =>
      runCommand(
        globals(),
        async (engine) => {
          if (engine.env.NODE_ENV === 'production') throw new Error('demo data is never seeded in production');
          await engine.maintenance.migrate();
          // Loaded only here: the demo dataset is large and no other command needs it.
          const { seedDemo } = await import('../../../fixtures/seed-demo');
          return seedDemo(engine);
        },
        (result) => {
          const created = Object.entries(result.created).filter(([, n]) => n > 0);
          const lines = [created.length ? `Created: ${created.map(([k, n]) => `${n} ${k}`).join(', ')}` : 'Nothing to do: the demo data is there.'];
          if (result.admin?.generatedPassword) lines.push(`Admin login (shown once): ${result.admin.email} / ${result.admin.generatedPassword}`);
          return lines.join('\n');
        },
      ),
    );

  db.command('reset')
    .description('drop every table and apply the migrations again (ALL DATA IS LOST)')
    .option('-y, --yes', 'do not ask for confirmation')
    .action((options: { yes?: boolean }) =>
      runCommand(
        globals(),
        async (engine) => {
          if (engine.env.NODE_ENV === 'production') throw new Error('refusing to reset a production database');
          if (!(await askConfirm(options.yes, 'Drop every table and lose all data?'))) return { reset: false, applied: [] as string[] };
          return { reset: true, applied: await engine.maintenance.reset() };
        },
        (r) => (r.reset ? `Database reset; ${r.applied.length} migration(s) applied.` : 'Cancelled.'),
      ),
    );

  // Decision 1095: the database and the kept files in one archive, and back.
  db.command('backup')
    .description('write the database and the kept files (product images, workbooks, customer files) into one archive')
    .option('--out <file>', 'the archive to write (an existing file is never overwritten)')
    .action((options: { out?: string }) =>
      runCommand(
        globals(),
        async (engine) => {
          const out = await askText(options.out, 'Archive to write', 'out');
          const bar = progressBar('backup', globals());
          try {
            if (!engine.backups.dumpsHere()) return await backupByTheShop(engine, resolve(out), bar);
            return await engine.backups.backup({ out, onProgress: (done, total) => bar.update(done, total) });
          } finally {
            bar.stop();
          }
        },
        describeBackup,
      ),
    );

  db.command('restore')
    .description('put the database and the kept files of an archive back; refused on a database that is not empty unless --force')
    .argument('<file>', 'an archive of shop db backup')
    .option('--force', 'replace a database that holds data (orders, customers, products)')
    .action((file: string, options: { force?: boolean }) =>
      runCommand(
        globals(),
        async (engine) => {
          const bar = progressBar('restore', globals());
          try {
            return await engine.backups.restore({ file, force: Boolean(options.force), onProgress: (done, total) => bar.update(done, total) });
          } finally {
            bar.stop();
          }
        },
        describeRestore,
      ),
    );
}

/** How long the running shop's job runner may take to start a queued backup. */
export const BACKUP_PICKUP_MS = 30_000;

/**
 * The running shop owns the embedded database (decision 1095): only it can dump it, so the backup
 * is queued as work (decision 980), written by the shop's job runner, and waited for here.
 */
async function backupByTheShop(engine: Engine, out: string, bar: Progress): Promise<BackupSummary> {
  const ctx = anonymousContext({ permissions: allPermissions, email: 'cli' });
  const queued = await engine.jobs.work.enqueue(ctx, 'backup', { out });
  const pickupBy = Date.now() + BACKUP_PICKUP_MS;
  for (;;) {
    await new Promise((done) => setTimeout(done, 250));
    const work = await engine.jobs.work.get(ctx, queued.id);
    if (work.progress) bar.update(work.progress.done, work.progress.total);
    if (work.status === 'done') return work.result as BackupSummary;
    if (work.error && work.status !== 'running') throw new Error(`The shop's backup (work #${work.id}) failed: ${work.error}`);
    if (work.status === 'queued' && Date.now() > pickupBy) {
      throw new Error(`The running shop's job runner did not start the backup (JOBS=off?): work #${work.id} stays queued (shop work status ${work.id}); or stop the shop and run the backup again.`);
    }
  }
}
