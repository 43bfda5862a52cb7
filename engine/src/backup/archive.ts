import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract as tarExtract, pack as tarPack, type Header } from 'tar-stream';
import type { FileStore } from '../files/file-store';
import { BackupError } from './backup-error';
import { backupManifestSchema, FILES_PREFIX, MANIFEST_ENTRY, type BackupFolderName, type BackupManifest } from './manifest';

/**
 * The backup archive (decision 1095): one uncompressed tar — its parts are compressed already
 * (the custom-format dump, PGlite's gzipped data directory, PNG/WebP images, xlsx workbooks) —
 * with the manifest first, then the database dump, then files/<folder>/<path> of each folder.
 */

/** A store of kept files by its name in the archive (decision 1174: the disk or PostgreSQL). */
export interface KeptFolder {
  name: BackupFolderName;
  store: FileStore;
}

export interface FolderListing extends KeptFolder {
  /** Paths relative to the store, with '/' between segments. */
  files: string[];
  bytes: number;
}

/** Every file of the store. */
export async function listFolder(folder: KeptFolder): Promise<FolderListing> {
  const found = ((await folder.store.list('', { recursive: true })) ?? []).filter((file) => file.kind === 'file').sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { ...folder, files: found.map((file) => file.path), bytes: found.reduce((sum, file) => sum + file.size, 0) };
}

/** Every file below a local folder (what a restore unpacked), paths relative to it. */
export async function filesBelow(dir: string): Promise<string[]> {
  const files: string[] = [];
  async function walk(at: string): Promise<void> {
    const entries = await readdir(at, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) files.push(relative(dir, path).split(sep).join('/'));
    }
  }
  await walk(dir);
  return files.sort();
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Writes the archive to `out`: manifest, the dump from `databaseFile`, the folders' files. */
export async function writeArchive(
  out: string,
  parts: { manifest: BackupManifest; databaseFile: string; folders: FolderListing[] },
  onEntry: () => void = () => undefined,
): Promise<void> {
  await mkdir(dirname(resolve(out)), { recursive: true });
  const pack = tarPack();
  const written = pipeline(pack, createWriteStream(out, { flags: 'wx', mode: 0o600 }));
  const entry = (header: Pick<Header, 'name'> & Partial<Header>, body: Buffer) =>
    new Promise<void>((done, fail) => pack.entry({ mode: 0o600, mtime: new Date(parts.manifest.createdAt), ...header }, body, (error) => (error ? fail(error) : done())));
  try {
    await entry({ name: MANIFEST_ENTRY }, Buffer.from(JSON.stringify(parts.manifest, null, 2)));
    const dump = pack.entry({ name: parts.manifest.database.file, size: parts.manifest.database.bytes, mode: 0o600, mtime: new Date(parts.manifest.createdAt) });
    await pipeline(createReadStream(parts.databaseFile), dump);
    onEntry();
    for (const folder of parts.folders) {
      for (const path of folder.files) {
        // Read whole: the header's size is the bytes read, also when the file changes meanwhile.
        const body = await folder.store.read(path);
        if (!body) throw new BackupError(`${folder.name}/${path} was removed while the backup was written: run it again.`);
        await entry({ name: `${FILES_PREFIX}${folder.name}/${path}` }, body);
        onEntry();
      }
    }
    pack.finalize();
    await written;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}

/** The manifest of an archive (its first entry), checked against the format. */
export async function readManifest(file: string): Promise<BackupManifest> {
  const extract = tarExtract();
  const source = createReadStream(file);
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  try {
    for await (const entry of extract) {
      if (entry.header.name !== MANIFEST_ENTRY) throw new BackupError(`${file} is not a shop backup (it does not start with ${MANIFEST_ENTRY}).`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      const parsed = backupManifestSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new BackupError(`${file}: the manifest is not one this shop reads (${parsed.error.issues[0]?.message ?? 'invalid'}).`);
      return parsed.data;
    }
    throw new BackupError(`${file} is empty.`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a shop backup: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    source.destroy();
    extract.destroy();
  }
}

/**
 * Unpacks the archive: the dump to `databaseFile`, each folder's files below `folderDirs[name]`.
 * Only the manifest's entries are taken; a path that would leave its folder is refused.
 */
export async function extractArchive(
  file: string,
  manifest: BackupManifest,
  targets: { databaseFile: string; folderDirs: Partial<Record<BackupFolderName, string>> },
  onEntry: () => void = () => undefined,
): Promise<{ files: Record<string, number> }> {
  const counts: Record<string, number> = {};
  const extract = tarExtract();
  const source = createReadStream(file);
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  for await (const entry of extract) {
    const { name, type } = entry.header;
    if (name === MANIFEST_ENTRY || type === 'directory') {
      entry.resume();
      continue;
    }
    if (type !== 'file') throw new BackupError(`${file}: entry ${name} is not a file.`);
    let target: string | undefined;
    if (name === manifest.database.file) target = targets.databaseFile;
    else if (name.startsWith(FILES_PREFIX)) {
      const [folderName, ...rest] = name.slice(FILES_PREFIX.length).split('/');
      const root = targets.folderDirs[folderName as BackupFolderName];
      const path = posix.normalize(rest.join('/'));
      if (!root || rest.length === 0 || path.startsWith('..') || posix.isAbsolute(path)) throw new BackupError(`${file}: entry ${name} is outside the shop's folders.`);
      target = join(root, ...path.split('/'));
      counts[folderName!] = (counts[folderName!] ?? 0) + 1;
    } else throw new BackupError(`${file}: unknown entry ${name}.`);
    await mkdir(dirname(target), { recursive: true });
    await pipeline(entry, createWriteStream(target, { flags: 'wx', mode: (entry.header.mode ?? 0o600) & 0o755 }) as Writable);
    onEntry();
  }
  return { files: counts };
}
