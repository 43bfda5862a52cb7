import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { nameOfPath, sha256Hex, type FileSource, type FileStore, type StoredFile } from './file-store';
import { contentTypeOf } from './product-images';

/**
 * Files in PostgreSQL (decision 1174): the `stored_file` table, one row per file keyed by its
 * path below the store's area (`product-images/…`), bytea content with its content type, size,
 * SHA-256 and times; an empty folder is a row whose path ends in '/'. Every instance on the
 * database reads what any of them wrote — the next read asks the database for the path's current
 * hash (one primary-key lookup) — and keeps the bytes it read in a local cache folder keyed by
 * that hash, so a picture or workbook crosses the network once per instance and content.
 */

export type SqlExecute = (sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]>;

interface Row {
  path: string;
  size: number | string;
  sha256: string | null;
  updated_at: Date | string;
}

export interface PostgresFileStoreOptions {
  execute: SqlExecute;
  /** The store's first path segment in the table: 'product-images', 'files', 'customer-files'. */
  area: string;
  /** The instance's own cache of read contents (DATA_DIR/file-cache), shared by its stores. */
  cache: ContentCache;
}

/**
 * Contents by SHA-256 in a local folder, written beside and renamed into place. Past `maxBytes`
 * the oldest written go first (a hash names one content forever, so nothing is ever stale).
 */
export function createContentCache(options: { dir: string; maxBytes?: number }) {
  const maxBytes = options.maxBytes ?? 1024 * 1024 * 1024;
  /** The cache's bytes, counted from the folder once, then kept up to date (an estimate under concurrent writes). */
  let bytes: number | undefined;
  const fileOf = (sha256: string) => join(options.dir, sha256.slice(0, 2), sha256);

  async function allFiles(): Promise<{ path: string; size: number; mtimeMs: number }[]> {
    const found: { path: string; size: number; mtimeMs: number }[] = [];
    for (const folder of await readdir(options.dir).catch(() => [] as string[])) {
      for (const name of await readdir(join(options.dir, folder)).catch(() => [] as string[])) {
        const info = await stat(join(options.dir, folder, name)).catch(() => undefined);
        if (info?.isFile()) found.push({ path: join(options.dir, folder, name), size: info.size, mtimeMs: info.mtimeMs });
      }
    }
    return found;
  }

  async function prune(): Promise<void> {
    const files = (await allFiles()).sort((a, b) => a.mtimeMs - b.mtimeMs);
    bytes = files.reduce((sum, file) => sum + file.size, 0);
    for (const file of files) {
      if (bytes <= maxBytes * 0.8) break;
      await rm(file.path, { force: true });
      bytes -= file.size;
    }
  }

  return {
    /** The cached file of a content, when it is there with the expected size. */
    async path(sha256: string, size: number): Promise<string | undefined> {
      const file = fileOf(sha256);
      return (await stat(file).catch(() => undefined))?.size === size ? file : undefined;
    },
    async put(sha256: string, content: Buffer): Promise<string> {
      const file = fileOf(sha256);
      await mkdir(join(options.dir, sha256.slice(0, 2)), { recursive: true });
      const part = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(part, content);
      await rename(part, file);
      bytes = bytes === undefined ? (await allFiles()).reduce((sum, entry) => sum + entry.size, 0) : bytes + content.length;
      if (bytes > maxBytes) await prune();
      return file;
    },
  };
}
export type ContentCache = ReturnType<typeof createContentCache>;

export function createPostgresFileStore(options: PostgresFileStoreOptions): FileStore {
  const { execute, cache } = options;
  const root = `${options.area}/`;
  const keyOf = (path: string) => root + path;
  const prefixOf = (folder: string) => (folder === '' ? root : `${root}${folder}/`);

  const fileOf = (row: Row): StoredFile => {
    const path = row.path.slice(root.length);
    return { path, name: nameOfPath(path), kind: 'file', size: Number(row.size), modifiedAt: new Date(row.updated_at), version: row.sha256 ?? '', sha256: row.sha256 ?? '' };
  };
  const folderOf = (path: string, modifiedAt: Date): StoredFile => ({ path, name: nameOfPath(path), kind: 'folder', size: 0, modifiedAt, version: String(modifiedAt.getTime()) });

  async function fileRow(path: string): Promise<Row | undefined> {
    if (path === '') return undefined;
    const [row] = (await execute('select path, size, sha256, updated_at from stored_file where path = ?', [keyOf(path)])) as unknown as Row[];
    return row;
  }

  async function statOf(path: string): Promise<StoredFile | undefined> {
    const row = await fileRow(path);
    if (row) return fileOf(row);
    if (path === '') return folderOf('', new Date(0));
    const [folder] = (await execute('select max(updated_at) as updated_at from stored_file where starts_with(path, ?) having count(*) > 0', [prefixOf(path)])) as unknown as { updated_at: Date | string }[];
    return folder ? folderOf(path, new Date(folder.updated_at)) : undefined;
  }

  /** The local cached copy of a file's current content, fetched from the database when missing. */
  async function cachedFile(path: string): Promise<{ file: string; row: Row } | undefined> {
    const row = await fileRow(path);
    if (!row?.sha256) return undefined;
    const hit = await cache.path(row.sha256, Number(row.size));
    if (hit) return { file: hit, row };
    const [content] = (await execute('select content from stored_file where path = ? and sha256 = ?', [keyOf(path), row.sha256])) as unknown as { content: Buffer }[];
    // Replaced between the two reads: read the new one.
    if (!content) return cachedFile(path);
    return { file: await cache.put(row.sha256, Buffer.from(content.content)), row };
  }

  return {
    keptInDatabase: true,
    stat: statOf,

    async read(path) {
      const cached = await cachedFile(path);
      return cached && readFile(cached.file);
    },

    async stream(path) {
      const cached = await cachedFile(path);
      return cached && (Readable.toWeb(createReadStream(cached.file)) as ReadableStream<Uint8Array>);
    },

    async write(path, source: FileSource) {
      const content = 'file' in source ? await readFile(source.file) : Buffer.from(source);
      const sha256 = sha256Hex(content);
      const [row] = (await execute(
        `insert into stored_file (path, content, content_type, size, sha256, created_at, updated_at) values (?, ?, ?, ?, ?, now(), now())
         on conflict (path) do update set content = excluded.content, content_type = excluded.content_type, size = excluded.size, sha256 = excluded.sha256, updated_at = now()
         returning path, size, sha256, updated_at`,
        [keyOf(path), content, contentTypeOf(path), content.length, sha256],
      )) as unknown as Row[];
      // The writer reads it next (a workbook's prices, a picture's variants): cached now.
      await cache.put(sha256, content).catch(() => undefined);
      if ('file' in source) await rm(source.file, { force: true });
      return fileOf(row!);
    },

    async makeFolder(path) {
      await execute(
        `insert into stored_file (path, content, content_type, size, sha256, created_at, updated_at) values (?, '', 'inode/directory', 0, ?, now(), now()) on conflict (path) do nothing returning path`,
        [prefixOf(path), sha256Hex(new Uint8Array())],
      );
      return (await statOf(path))!;
    },

    async list(folder, options = {}) {
      const prefix = prefixOf(folder);
      const rows = (await execute('select path, size, sha256, updated_at from stored_file where starts_with(path, ?) order by path', [prefix])) as unknown as Row[];
      if (rows.length === 0) return folder === '' ? [] : undefined;
      const files: StoredFile[] = [];
      const folders = new Map<string, Date>();
      for (const row of rows) {
        const rest = row.path.slice(prefix.length);
        if (rest === '') continue;
        const slash = rest.indexOf('/');
        if (options.recursive) {
          if (!row.path.endsWith('/')) files.push(fileOf(row));
        } else if (slash === -1) files.push(fileOf(row));
        else {
          const name = rest.slice(0, slash);
          const at = new Date(row.updated_at);
          const seen = folders.get(name);
          if (!seen || seen < at) folders.set(name, at);
        }
      }
      const base = folder === '' ? '' : `${folder}/`;
      return [...[...folders].map(([name, at]) => folderOf(base + name, at)), ...files];
    },

    async remove(path) {
      const removed = await execute('delete from stored_file where path = ? or starts_with(path, ?) returning path', [keyOf(path), prefixOf(path)]);
      return removed.length > 0;
    },

    async rename(from, to) {
      // The file itself, or the folder's marker and everything below it: one statement, all or nothing.
      await execute('update stored_file set path = ?::text || substr(path, char_length(?::text) + 1) where path = ? or starts_with(path, ?) returning path', [
        keyOf(to),
        keyOf(from),
        keyOf(from),
        prefixOf(from),
      ]);
    },
  };
}
