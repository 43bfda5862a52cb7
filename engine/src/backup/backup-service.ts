import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { Logger } from 'pino';
import { migrate, migrationStatus, type Database } from '../db/database';
import { migrationsDir } from '../db/orm';
import { extractArchive, filesBelow, listFolder, readManifest, sha256Of, writeArchive, type KeptFolder } from './archive';
import { BackupError } from './backup-error';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, DATABASE_ENTRIES, type BackupManifest } from './manifest';
import { findPgTool, majorOf, pgDump, pgRestore, pgRestoreList } from './postgres-tools';

/**
 * `shop db backup` / `shop db restore` and the nightly backup (decision 1095): the database —
 * pg_dump's custom format on PostgreSQL, PGlite's own data-directory dump on the embedded one —
 * and the kept files (product images with the drawn pictures, the workbooks, customer files) in
 * one tar with a manifest. Files a store keeps in the database (PostgreSQL, decision 1174) are in
 * the dump already; only the stores on disk add their files to the archive.
 */

export type BackupProgress = (done: number, total: number) => void;

export interface FolderSummary {
  name: string;
  files: number;
  bytes: number;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  createdAt: string;
  database: Database['kind'];
  folders: FolderSummary[];
  /** The stores whose files are in the database dump (decision 1174). */
  inDatabase: string[];
  ms: number;
}

export interface RestoreSummary {
  file: string;
  /** When the backup was taken. */
  createdAt: string;
  database: Database['kind'];
  folders: FolderSummary[];
  /** Whether data was there and replaced (--force). */
  replaced: boolean;
  /** Migrations of this version the restored database did not have yet, applied after it. */
  applied: string[];
  ms: number;
}

export interface DatabaseContents {
  empty: boolean;
  /** Rows of the shop's own records that a fresh, migrated database does not have. */
  rows: Record<string, number>;
}

/** The tables whose rows make a database "not empty": what the shop's people and customers made. */
const OWN_RECORDS: Record<string, string> = {
  shop_order: 'orders',
  quote: 'quotes',
  customer: 'customers',
  shop_user: 'users',
  product: 'products',
  category: 'categories',
};

/** Nightly backups are named by their time, so the names sort as the backups were taken. */
const NIGHTLY_NAME = /^shop-backup-\d{8}T\d{6}Z\.tar$/;
export const nightlyBackupName = (at: Date) => `shop-backup-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar`;

export interface BackupDeps {
  database: Database;
  folders: KeptFolder[];
  /** After a restore: what the process keeps in memory of the old data is dropped. */
  afterRestore?: () => void;
  logger?: Logger;
  now?: () => Date;
}

export function createBackupService(deps: BackupDeps) {
  const { database } = deps;
  const now = deps.now ?? (() => new Date());
  const execute = <T>(sql: string) => database.orm.em.getConnection().execute(sql) as Promise<T[]>;

  async function serverVersion(): Promise<string> {
    const [row] = await execute<{ server_version: string }>('show server_version');
    return (row?.server_version ?? '').split(' ')[0] ?? '';
  }

  function requireOwnedEmbedded(action: string) {
    if (database.kind === 'embedded' && !database.pglite) {
      throw new BackupError(`The running shop holds the embedded database: stop it (Ctrl-C on npm start) and run the ${action} again.`);
    }
    return database.pglite;
  }

  async function contents(): Promise<DatabaseContents> {
    const present = await execute<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname in (${Object.keys(OWN_RECORDS).map((name) => `'${name}'`).join(', ')})`,
    );
    const rows: Record<string, number> = {};
    if (present.length > 0) {
      const [counts] = await execute<Record<string, string | number>>(`select ${present.map(({ relname }) => `(select count(*) from "${relname}") as "${relname}"`).join(', ')}`);
      for (const { relname } of present) {
        const count = Number(counts?.[relname] ?? 0);
        if (count > 0) rows[OWN_RECORDS[relname]!] = count;
      }
    }
    return { empty: Object.keys(rows).length === 0, rows };
  }

  async function dumpDatabase(target: string): Promise<Pick<BackupManifest['database'], 'kind' | 'file' | 'serverVersion' | 'dumpVersion'>> {
    const version = await serverVersion();
    if (database.kind === 'postgres') {
      const tool = await findPgTool('pg_dump', majorOf(version));
      await pgDump(tool.path, database.url, target);
      return { kind: 'postgres', file: DATABASE_ENTRIES.postgres, serverVersion: version, dumpVersion: tool.version };
    }
    const dumps = requireOwnedEmbedded('backup')!;
    await writeFile(target, Buffer.from(await (await dumps.dump()).arrayBuffer()), { mode: 0o600 });
    return { kind: 'embedded', file: DATABASE_ENTRIES.embedded, serverVersion: version };
  }

  async function backup(options: { out: string; onProgress?: BackupProgress }): Promise<BackupSummary> {
    const started = Date.now();
    const out = resolve(options.out);
    if (await stat(out).catch(() => undefined)) throw new BackupError(`${out} exists already: name a new file (a backup never overwrites one).`);
    requireOwnedEmbedded('backup');
    const createdAt = now().toISOString();
    const work = await mkdtemp(join(tmpdir(), 'shop-backup-'));
    const partial = join(dirname(out), `.${basename(out)}.partial-${process.pid}`);
    try {
      const dumpFile = join(work, 'database');
      // The database first, the files after it: a file a row of the dump names was written before
      // the dump, so it is in the folders' listing too (an upload meanwhile adds a file no row names).
      const dumped = await dumpDatabase(dumpFile);
      const { executed } = await migrationStatus(database.orm);
      const folders = await Promise.all(deps.folders.filter((folder) => !folder.store.keptInDatabase).map(listFolder));
      const total = 1 + folders.reduce((sum, folder) => sum + folder.files.length, 0);
      let done = 1;
      options.onProgress?.(done, total);
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_FORMAT_VERSION,
        createdAt,
        database: { ...dumped, bytes: (await stat(dumpFile)).size, sha256: await sha256Of(dumpFile), migrations: executed },
        folders: folders.map((folder) => ({ name: folder.name, files: folder.files.length, bytes: folder.bytes })),
      };
      await writeArchive(partial, { manifest, databaseFile: dumpFile, folders }, () => options.onProgress?.(++done, total));
      await rename(partial, out);
      const inDatabase = deps.folders.filter((folder) => folder.store.keptInDatabase).map((folder) => folder.name);
      const summary: BackupSummary = { file: out, bytes: (await stat(out)).size, createdAt, database: database.kind, folders: manifest.folders, inDatabase, ms: Date.now() - started };
      deps.logger?.info({ file: out, bytes: summary.bytes, ms: summary.ms }, 'backup written');
      return summary;
    } finally {
      await rm(partial, { force: true });
      await rm(work, { recursive: true, force: true });
    }
  }

  async function restore(options: { file: string; force?: boolean; onProgress?: BackupProgress }): Promise<RestoreSummary> {
    const started = Date.now();
    const file = resolve(options.file);
    if (!(await stat(file).catch(() => undefined))?.isFile()) throw new BackupError(`${file} is not there.`);
    const manifest = await readManifest(file);
    if (manifest.database.kind !== database.kind) {
      throw new BackupError(
        manifest.database.kind === 'embedded'
          ? 'This backup holds the embedded database (PGlite): it restores where the shop runs without DATABASE_URL.'
          : 'This backup holds a PostgreSQL database (pg_dump): it restores where DATABASE_URL names a PostgreSQL.',
      );
    }
    const dumps = requireOwnedEmbedded('restore');
    // A backup of a newer version has tables this one does not know: restore it with that version.
    const known = new Set((await readdir(migrationsDir)).filter((name) => /^Migration.*\.ts$/.test(name) && !name.endsWith('.d.ts')).map((name) => name.replace(/\.ts$/, '')));
    const unknown = manifest.database.migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) throw new BackupError(`This backup is from a newer version of the shop (migration ${unknown.join(', ')} is unknown here): restore it with that version, then update.`);
    const before = await contents();
    if (!before.empty && !options.force) {
      const rows = Object.entries(before.rows).map(([name, count]) => `${count} ${name}`).join(', ');
      throw new BackupError(`The database is not empty (${rows}): a restore replaces all of it. Add --force to replace it (back it up first: shop db backup --out FILE).`);
    }
    const tool = database.kind === 'postgres' ? await findPgTool('pg_restore', majorOf(await serverVersion()), majorOf(manifest.database.dumpVersion ?? '0')) : undefined;

    const stamp = `${process.pid}-${Date.now()}`;
    const work = await mkdtemp(join(tmpdir(), 'shop-restore-'));
    const dumpFile = join(work, 'database');
    const kept = deps.folders.filter((folder) => manifest.folders.some((entry) => entry.name === folder.name));
    const staging = Object.fromEntries(kept.map((folder) => [folder.name, join(work, `files-${folder.name}-${stamp}`)]));
    const total = 1 + manifest.folders.reduce((sum, folder) => sum + folder.files, 0);
    let done = 0;
    try {
      // Everything is unpacked and checked before the database is touched.
      const extracted = await extractArchive(file, manifest, { databaseFile: dumpFile, folderDirs: staging }, () => options.onProgress?.(++done, total));
      const dumpBytes = await stat(dumpFile).catch(() => undefined);
      if (!dumpBytes || dumpBytes.size !== manifest.database.bytes || (await sha256Of(dumpFile)) !== manifest.database.sha256) {
        throw new BackupError(`${file}: the database dump is damaged or missing (its checksum does not match the manifest).`);
      }
      for (const folder of manifest.folders) {
        if ((extracted.files[folder.name] ?? 0) !== folder.files) throw new BackupError(`${file}: ${folder.name} holds ${extracted.files[folder.name] ?? 0} of its ${folder.files} files.`);
      }
      if (tool) {
        await pgRestoreList(tool.path, dumpFile);
        // An empty schema, so tables of a newer version do not stay beside the restored ones.
        await execute('drop schema if exists public cascade');
        await execute('create schema public');
        await pgRestore(tool.path, database.url, dumpFile);
      } else {
        await dumps!.replace(new Blob([await readFile(dumpFile)]));
      }
      const applied = await migrate(database.orm);
      // The files after the database: a store in the database writes into the restored one (a
      // backup taken while the files were on disk restores into PostgreSQL too).
      for (const folder of kept) {
        await folder.store.remove('');
        const unpacked = staging[folder.name]!;
        for (const path of await filesBelow(unpacked)) await folder.store.write(path, { file: join(unpacked, ...path.split('/')) });
      }
      deps.afterRestore?.();
      deps.logger?.info({ file, createdAt: manifest.createdAt, applied }, 'backup restored');
      return { file, createdAt: manifest.createdAt, database: database.kind, folders: manifest.folders, replaced: !before.empty, applied, ms: Date.now() - started };
    } finally {
      await rm(work, { recursive: true, force: true });
      for (const dir of Object.values(staging)) await rm(dir, { recursive: true, force: true });
    }
  }

  /** The nightly backup into `dir`, named by its time; of the nightly backups there, the newest `keep` stay. */
  async function backupNightly(options: { dir: string; keep: number }): Promise<BackupSummary & { removed: string[] }> {
    const summary = await backup({ out: join(options.dir, nightlyBackupName(now())) });
    const names = (await readdir(options.dir)).filter((name) => NIGHTLY_NAME.test(name)).sort().reverse();
    const removed = names.slice(options.keep);
    for (const name of removed) await rm(join(options.dir, name), { force: true });
    return { ...summary, removed };
  }

  return {
    /**
     * Whether this process can dump the database: false for a process that reaches the embedded
     * database through the running shop's socket (the shop's job runner then writes it, `backup` work).
     */
    dumpsHere: () => database.kind === 'postgres' || Boolean(database.pglite),
    contents,
    backup,
    restore,
    backupNightly,
  };
}

export type BackupService = ReturnType<typeof createBackupService>;
