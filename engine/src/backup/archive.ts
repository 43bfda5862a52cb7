import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract as tarExtract, pack as tarPack, type Header } from 'tar-stream';
import { BackupError } from './backup-error';
import { backupManifestSchema, FILES_PREFIX, MANIFEST_ENTRY, type BackupFolderName, type BackupManifest } from './manifest';

/**
 * The backup archive (decision 1095): one uncompressed tar — its parts are compressed already
 * (the custom-format dump, PGlite's gzipped data directory, PNG/WebP images, xlsx workbooks) —
 * with the manifest first, then the database dump, then files/<folder>/<path> of each folder.
 */

export interface KeptFolder {
  name: BackupFolderName;
  dir: string;
}

export interface FolderListing extends KeptFolder {
  /** Paths relative to dir, with '/' between segments. */
  files: string[];
  bytes: number;
}

/** Every regular file below the folder (a folder that is not there holds none). */
export async function listFolder(folder: KeptFolder): Promise<FolderListing> {
  const files: string[] = [];
  let bytes = 0;
  async function walk(dir: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) {
        files.push(relative(folder.dir, path).split(sep).join('/'));
        bytes += (await stat(path)).size;
      }
    }
  }
  await walk(folder.dir);
  return { ...folder, files, bytes };
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
        const source = join(folder.dir, ...path.split('/'));
        // Read whole: the header's size is the bytes read, also when the file changes meanwhile.
        const body = await readFile(source);
        await entry({ name: `${FILES_PREFIX}${folder.name}/${path}`, mode: (await stat(source)).mode & 0o777 }, body);
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
