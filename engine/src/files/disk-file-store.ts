import { createReadStream } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Stats } from 'node:fs';
import { nameOfPath, type FileSource, type FileStore, type StoredFile } from './file-store';
import { invalid, MEDIA_MESSAGES } from './media-rules';

/**
 * The local disk as a file store (decision 1174): the embedded database's default, where one
 * machine runs every process. Every path is resolved below the root and its nearest existing
 * part must really lie inside it — a symlink planted inside cannot lead out (decision 893);
 * symlinks are never listed.
 */

/** A staged file moved to its place: renamed, or copied and removed when the two are on different file systems. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

export function createDiskFileStore(dir: string): FileStore {
  const root = resolve(dir);

  /** The absolute path of a relative one whose real location is inside the root. */
  async function inside(path: string): Promise<string> {
    await mkdir(root, { recursive: true });
    const realRoot = await realpath(root);
    const target = path === '' ? realRoot : join(realRoot, ...path.split('/'));
    const rel = relative(realRoot, target);
    if (rel.startsWith('..') || resolve(realRoot, rel) !== target) throw invalid(MEDIA_MESSAGES.path);
    for (let probe = target; ; probe = dirname(probe)) {
      const real = await realpath(probe).catch(() => null);
      if (real === null) continue;
      if (real !== realRoot && !real.startsWith(realRoot + sep)) throw invalid(MEDIA_MESSAGES.path);
      return target;
    }
  }

  const entryOf = (path: string, info: Stats): StoredFile => ({
    path,
    name: nameOfPath(path),
    kind: info.isDirectory() ? 'folder' : 'file',
    size: info.isDirectory() ? 0 : info.size,
    modifiedAt: info.mtime,
    version: `${info.size}-${info.mtimeMs}`,
  });

  async function statOf(path: string): Promise<StoredFile | undefined> {
    const info = await lstat(await inside(path)).catch(() => undefined);
    return info && (info.isFile() || info.isDirectory()) ? entryOf(path, info) : undefined;
  }

  async function fileAt(path: string): Promise<string | undefined> {
    const absolute = await inside(path);
    return (await lstat(absolute).catch(() => undefined))?.isFile() ? absolute : undefined;
  }

  return {
    keptInDatabase: false,
    stat: statOf,

    async read(path) {
      const absolute = await fileAt(path);
      return absolute === undefined ? undefined : readFile(absolute).catch(() => undefined);
    },

    async stream(path) {
      const absolute = await fileAt(path);
      return absolute === undefined ? undefined : (Readable.toWeb(createReadStream(absolute)) as ReadableStream<Uint8Array>);
    },

    async write(path, source: FileSource) {
      const target = await inside(path);
      await mkdir(dirname(target), { recursive: true });
      // The folders made, the place is checked again (a link could have been made meanwhile).
      await inside(path);
      if ('file' in source) await moveFile(source.file, target);
      else {
        // Written beside and renamed into place: a reader never sees half a file.
        const part = join(dirname(target), `.${nameOfPath(path)}.${process.pid}.${Date.now()}.part`);
        await writeFile(part, source);
        await rename(part, target);
      }
      return entryOf(path, await stat(target));
    },

    async makeFolder(path) {
      const target = await inside(path);
      await mkdir(target, { recursive: true });
      return entryOf(path, await stat(target));
    },

    async list(folder, options = {}) {
      const absolute = await inside(folder);
      if (!(await lstat(absolute).catch(() => undefined))?.isDirectory()) return undefined;
      const found: StoredFile[] = [];
      async function walk(dir: string, prefix: string): Promise<void> {
        for (const dirent of await readdir(dir, { withFileTypes: true })) {
          if (dirent.isSymbolicLink()) continue;
          const path = prefix === '' ? dirent.name : `${prefix}/${dirent.name}`;
          const info = await lstat(join(dir, dirent.name)).catch(() => undefined);
          if (!info || !(info.isFile() || info.isDirectory())) continue;
          if (!options.recursive) found.push(entryOf(path, info));
          else if (info.isDirectory()) await walk(join(dir, dirent.name), path);
          else found.push(entryOf(path, info));
        }
      }
      await walk(absolute, folder);
      return found;
    },

    async remove(path) {
      const target = await inside(path);
      if (!(await lstat(target).catch(() => undefined))) return false;
      if (path === '') {
        for (const entry of await readdir(target)) await rm(join(target, entry), { recursive: true, force: true });
      } else await rm(target, { recursive: true, force: true });
      return true;
    },

    async rename(from, to) {
      const source = await inside(from);
      const target = await inside(to);
      await mkdir(dirname(target), { recursive: true });
      await rename(source, target);
    },
  };
}
