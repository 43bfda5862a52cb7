import { randomUUID } from 'node:crypto';
import { copyFile, lstat, mkdir, open, readdir, realpath, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import { EngineError } from '../errors';
import { checkedRelativePath, invalid, MEDIA_LIMITS, MEDIA_MESSAGES, megabytes, sanitiseName, SNIFF_BYTES, sniffType, typeOfName, type MediaLimits } from './media-rules';
import { extractZipEntries } from './zip-extract';

/**
 * The back office's file browser over the product-images directory (/admin/Media,
 * decision 893): list by folder and type, create folders, upload files or a zip, rename, delete.
 * Every path is relative to the directory and checked before use: no absolute paths, no `..`,
 * no backslashes, no control characters, and the resolved real path must stay inside the
 * directory (a symlink planted inside cannot lead out). Uploaded names are sanitised; a file's
 * type is read from its bytes and must match its extension; zip entries are all checked with
 * yauzl before anything is extracted (names, links, entry count, total size), and the bytes
 * written are counted again while extracting (zip-extract.ts). Uploads arrive as files the web
 * streamed into the staging folder `.uploads/` inside the directory (decision 1030): checked
 * there, then moved into place; the listing never shows names starting with a dot.
 */

export {
  checkedRelativePath,
  fileTooLarge,
  MEDIA_EXTENSIONS,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  sanitiseName,
  sniffType,
  type MediaLimits,
} from './media-rules';

/** Query of GET /api/file (001 §7 Files): the folder and an optional type filter ('image', 'application/pdf'). */
export const fileListQuerySchema = z
  .object({ currentDirectory: z.string().max(500).default(''), mimeType: z.string().trim().max(100).optional() })
  .strip();
/** Body of PUT /api/file: a new folder `name` below `currentDirectory`. */
export const createFolderInputSchema = z.object({ currentDirectory: z.string().max(500).default(''), name: z.string().trim().min(1).max(120) }).strip();
/** Body of PUT /api/file/rename-file: `oldName` is the entry's path, `newName` its new name in the same folder. */
export const renameFileInputSchema = z.object({ oldName: z.string().min(1).max(500), newName: z.string().trim().min(1).max(120) }).strip();

export interface MediaEntry {
  name: string;
  /** Relative to the media directory, '/'-separated. */
  path: string;
  kind: 'folder' | 'file';
  size: number;
  type: string | null;
  modifiedAt: string;
}

/**
 * One file of an upload: its name as the browser sent it and its bytes, or the temporary file the
 * server streamed it to (decision 1030; moved into place, never copied into memory).
 */
export type UploadedFile = { name: string; bytes: Buffer } | { name: string; path: string };

/** A file checked and ready to be written: its segments below the media directory. */
interface CheckedFile {
  folder: string[];
  name: string;
  source: { bytes: Buffer } | { path: string };
}

/** A folder for the files of one upload while they arrive and are checked (decision 1030). */
export interface UploadStaging {
  dir: string;
  /** Removes the folder and whatever is left in it; safe to call twice. */
  discard(): Promise<void>;
}

/** The first bytes of a staged file, enough to recognise its kind. */
async function headOf(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

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

const isZipName = (name: string) => name.toLowerCase().endsWith('.zip');

/** `limits` defaults to MEDIA_LIMITS (tests pass small ones). */
export function createMediaLibrary(options: { dir: string; limits?: Partial<MediaLimits> }) {
  const root = resolve(options.dir);
  const limits: MediaLimits = { ...MEDIA_LIMITS, ...options.limits };

  /** The absolute path of checked segments, after making sure its real location is inside the root. */
  async function inside(segments: string[], { mustExist }: { mustExist: boolean }): Promise<string> {
    await mkdir(root, { recursive: true });
    const realRoot = await realpath(root);
    const target = join(realRoot, ...segments);
    // The nearest existing ancestor (or the target) must resolve inside the root: symlinks included.
    let probe = target;
    for (;;) {
      const real = await realpath(probe).catch(() => null);
      if (real !== null) {
        if (real !== realRoot && !real.startsWith(realRoot + sep)) throw invalid(MEDIA_MESSAGES.path);
        if (mustExist && probe !== target) throw new EngineError('not_found', MEDIA_MESSAGES.notFound);
        break;
      }
      probe = dirname(probe);
    }
    const rel = relative(realRoot, target);
    if (rel.startsWith('..') || resolve(realRoot, rel) !== target) throw invalid(MEDIA_MESSAGES.path);
    return target;
  }

  const segmentsOf = (raw: string): string[] => {
    const segments = checkedRelativePath(raw);
    if (!segments) throw invalid(MEDIA_MESSAGES.path);
    return segments;
  };

  const stagingRoot = join(root, '.uploads');

  /** A fresh staging folder inside the directory (same file system: moving a file into place is a rename). */
  async function createStaging(): Promise<UploadStaging> {
    const dir = join(stagingRoot, randomUUID());
    await mkdir(dir, { recursive: true });
    return {
      dir,
      async discard() {
        await rm(dir, { recursive: true, force: true });
        // The staging root goes too once no other upload uses it (the listing and tests see a clean directory).
        await rmdir(stagingRoot).catch(() => undefined);
      },
    };
  }

  /** Everything about one file that can be checked without writing: name, size, bytes, place. */
  async function checkFile(folder: string[], rawName: string, source: CheckedFile['source']): Promise<CheckedFile> {
    const name = sanitiseName(rawName);
    if (!name) throw invalid(MEDIA_MESSAGES.path, undefined, 'file');
    const size = 'bytes' in source ? source.bytes.length : (await stat(source.path)).size;
    if (size > limits.fileBytes) throw invalid(MEDIA_MESSAGES.size, { name, maxMegabytes: megabytes(limits.fileBytes) }, 'file');
    if (!sniffType(name, 'bytes' in source ? source.bytes : await headOf(source.path))) throw invalid(MEDIA_MESSAGES.type, { name }, 'file');
    const target = await inside([...folder, name], { mustExist: false });
    const existing = await lstat(target).catch(() => null);
    if (existing && !existing.isFile()) throw invalid(MEDIA_MESSAGES.exists, { name }, 'file');
    return { folder, name, source };
  }

  /** A checked file written (its folders made, the place checked again after they exist). */
  async function writeChecked(file: CheckedFile): Promise<MediaEntry> {
    const target = await inside([...file.folder, file.name], { mustExist: false });
    await mkdir(dirname(target), { recursive: true });
    await inside(file.folder, { mustExist: true });
    if ('bytes' in file.source) await writeFile(target, file.source.bytes);
    else await moveFile(file.source.path, target);
    return entryOf([...file.folder, file.name], target);
  }

  /** The files of one upload checked (zips extracted into `staging` when `extractZip`), nothing written to the directory yet. */
  async function checkUpload(folder: string[], files: readonly UploadedFile[], extractZip: boolean, staging: () => Promise<UploadStaging>): Promise<CheckedFile[]> {
    const checked: CheckedFile[] = [];
    for (const file of files) {
      const source = 'bytes' in file ? { bytes: file.bytes } : { path: file.path };
      if (!extractZip || !isZipName(file.name)) {
        checked.push(await checkFile(folder, file.name, source));
        continue;
      }
      const entryDir = join((await staging()).dir, `zip-${checked.length}-${randomUUID()}`);
      await mkdir(entryDir);
      for (const entry of await extractZipEntries(source, entryDir, limits)) {
        checked.push(await checkFile([...folder, ...entry.segments.slice(0, -1)], entry.segments.at(-1)!, { path: entry.path }));
      }
    }
    return checked;
  }

  async function entryOf(segments: string[], absolute: string): Promise<MediaEntry> {
    const info = await stat(absolute);
    const name = segments.at(-1) ?? '';
    return {
      name,
      path: segments.join('/'),
      kind: info.isDirectory() ? 'folder' : 'file',
      size: info.isDirectory() ? 0 : info.size,
      type: info.isDirectory() ? null : typeOfName(name),
      modifiedAt: info.mtime.toISOString(),
    };
  }

  return {
    root,

    /** GET /api/file?path&type: a folder's folders first, then files, by name; `type` filters files ('image', 'pdf', …). */
    async list(rawPath: string, type?: string): Promise<{ path: string; entries: MediaEntry[] }> {
      const segments = segmentsOf(rawPath);
      const folder = await inside(segments, { mustExist: segments.length > 0 });
      const names = await readdir(folder, { withFileTypes: true });
      const entries: MediaEntry[] = [];
      for (const dirent of names) {
        if (dirent.isSymbolicLink() || dirent.name.startsWith('.')) continue;
        const entry = await entryOf([...segments, dirent.name], join(folder, dirent.name));
        if (type && entry.kind === 'file' && !(entry.type ?? '').includes(type)) continue;
        entries.push(entry);
      }
      entries.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name, 'de') : a.kind === 'folder' ? -1 : 1));
      return { path: segments.join('/'), entries };
    },

    /** PUT /api/file (folder): a new folder below `path`. */
    async createFolder(rawPath: string, rawName: string): Promise<MediaEntry> {
      const segments = segmentsOf(rawPath);
      const name = sanitiseName(rawName);
      if (!name) throw invalid(MEDIA_MESSAGES.path, undefined, 'name');
      const target = await inside([...segments, name], { mustExist: false });
      if (await lstat(target).catch(() => null)) throw invalid(MEDIA_MESSAGES.exists, { name }, 'name');
      await mkdir(target, { recursive: true });
      return entryOf([...segments, name], target);
    },

    /** POST /api/file: one uploaded file into `path` (its name sanitised, its type read from its bytes). */
    async upload(rawPath: string, rawName: string, bytes: Buffer): Promise<MediaEntry> {
      return writeChecked(await checkFile(segmentsOf(rawPath), rawName, { bytes }));
    },

    /** POST /api/file with extractZip: every entry checked first, then extracted below `path`; nothing is written when one is refused. */
    async extractZip(rawPath: string, bytes: Buffer): Promise<MediaEntry[]> {
      return this.uploadAll(rawPath, [{ name: 'upload.zip', bytes }], { extractZip: true });
    },

    /**
     * Several uploaded files at once (/admin/Media, POST /api/file): all or nothing. Every file
     * (and every entry of a zip when `extractZip`) is checked before the first is written; when
     * one of several is refused, the refusal names it and adds that none was saved.
     */
    async uploadAll(rawPath: string, files: readonly UploadedFile[], options: { extractZip: boolean }): Promise<MediaEntry[]> {
      const folder = segmentsOf(rawPath);
      let staging: Promise<UploadStaging> | undefined;
      try {
        let checked: CheckedFile[];
        try {
          checked = await checkUpload(folder, files, options.extractZip, () => (staging ??= createStaging()));
        } catch (error) {
          if (files.length < 2 || !EngineError.is(error)) throw error;
          throw new EngineError(error.kind, [{ message: MEDIA_MESSAGES.batch, params: { reason: error.message, count: String(files.length) }, field: 'file' }]);
        }
        const written: MediaEntry[] = [];
        for (const file of checked) written.push(await writeChecked(file));
        return written;
      } finally {
        if (staging) await (await staging).discard();
      }
    },

    /**
     * A staging folder for an upload the web streams to disk (decision 1030): the caller writes
     * the arriving files there, passes their paths to `uploadAll`, and discards it afterwards
     * (whether the upload was taken or refused), so nothing is left behind.
     */
    createStaging,

    /** PUT /api/file/rename-file: a new (sanitised) name in the same folder. */
    async rename(rawPath: string, rawName: string): Promise<MediaEntry> {
      const segments = segmentsOf(rawPath);
      if (segments.length === 0) throw invalid(MEDIA_MESSAGES.path);
      const from = await inside(segments, { mustExist: true });
      const name = sanitiseName(rawName);
      if (!name) throw invalid(MEDIA_MESSAGES.path, undefined, 'name');
      const info = await lstat(from);
      if (info.isFile() && extname(name).toLowerCase() !== extname(from).toLowerCase()) throw invalid(MEDIA_MESSAGES.type, { name }, 'name');
      const toSegments = [...segments.slice(0, -1), name];
      const to = await inside(toSegments, { mustExist: false });
      if (await lstat(to).catch(() => null)) throw invalid(MEDIA_MESSAGES.exists, { name }, 'name');
      await rename(from, to);
      return entryOf(toSegments, to);
    },

    /**
     * A product's gallery order (decision 894): the gallery shows a folder's images by
     * name, so the files named in `names` get the prefixes `01-`, `02-`, … in that order (an old
     * two-digit prefix is replaced). Every name must be a file of the folder; renamed in two steps
     * so no name collides. Answers the folder's new listing.
     */
    async orderFiles(rawFolder: string, names: readonly string[]): Promise<MediaEntry[]> {
      const folder = segmentsOf(rawFolder);
      if (folder.length === 0 || names.length === 0 || names.length > 99 || new Set(names).size !== names.length) throw invalid(MEDIA_MESSAGES.path, undefined, 'names');
      const sources: string[] = [];
      for (const name of names) {
        if (sanitiseName(name) !== name) throw invalid(MEDIA_MESSAGES.path, undefined, 'names');
        const source = await inside([...folder, name], { mustExist: true });
        if (!(await lstat(source)).isFile()) throw new EngineError('not_found', MEDIA_MESSAGES.notFound);
        sources.push(source);
      }
      const finalNames = names.map((name, index) => `${String(index + 1).padStart(2, '0')}-${name.replace(/^\d{2}-/, '')}`);
      const parked = await Promise.all(names.map((name, index) => inside([...folder, `.ordering-${index}-${name}`], { mustExist: false })));
      for (const [index, source] of sources.entries()) await rename(source, parked[index]!);
      for (const [index, name] of finalNames.entries()) {
        const target = await inside([...folder, name], { mustExist: false });
        // A stranger file of that name keeps its own: the parked one goes back to its old name.
        const taken = await lstat(target).catch(() => null);
        await rename(parked[index]!, taken ? sources[index]! : target);
      }
      return (await this.list(folder.join('/'))).entries;
    },

    /** One file to send (a download): its checked absolute path and entry; folders and links are not found. */
    async file(rawPath: string): Promise<{ absolute: string; entry: MediaEntry }> {
      const segments = segmentsOf(rawPath);
      if (segments.length === 0) throw new EngineError('not_found', MEDIA_MESSAGES.notFound);
      const absolute = await inside(segments, { mustExist: true });
      const info = await lstat(absolute).catch(() => null);
      if (!info?.isFile()) throw new EngineError('not_found', MEDIA_MESSAGES.notFound);
      return { absolute, entry: await entryOf(segments, absolute) };
    },

    /** DELETE /api/file/{path}: a file, or a folder with everything in it; never the directory itself. */
    async remove(rawPath: string): Promise<{ path: string }> {
      const segments = segmentsOf(rawPath);
      if (segments.length === 0) throw invalid(MEDIA_MESSAGES.path);
      const target = await inside(segments, { mustExist: true });
      await rm(target, { recursive: true });
      return { path: segments.join('/') };
    },
  };
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
