import { randomUUID } from 'node:crypto';
import { mkdir, open, rm, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { z } from 'zod';
import { EngineError } from '../errors';
import { checkedRelativePath, invalid, MEDIA_LIMITS, MEDIA_MESSAGES, megabytes, sanitiseName, SNIFF_BYTES, sniffType, typeOfName, type MediaLimits } from './media-rules';
import { extractZipEntries } from './zip-extract';
import type { FileStore, StoredFile } from './file-store';

/**
 * The back office's file browser over the product-images store (/admin/Media, decision 893;
 * the store is the disk or PostgreSQL, decision 1174): list by folder and type, create folders,
 * upload files or a zip, rename, delete. Every path is relative to the store and checked before
 * use: no absolute paths, no `..`, no backslashes, no control characters (the disk store also
 * makes sure the real path stays inside: a symlink planted inside cannot lead out). Uploaded
 * names are sanitised; a file's type is read from its bytes and must match its extension; zip
 * entries are all checked with yauzl before anything is extracted (names, links, entry count,
 * total size), and the bytes written are counted again while extracting (zip-extract.ts). Uploads
 * arrive as files the web streamed into a local staging folder (decision 1030): checked there,
 * then moved into the store; the listing never shows names starting with a dot.
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

const isZipName = (name: string) => name.toLowerCase().endsWith('.zip');

const entryOf = (file: StoredFile): MediaEntry => ({
  name: file.name,
  path: file.path,
  kind: file.kind,
  size: file.size,
  type: file.kind === 'folder' ? null : typeOfName(file.name),
  modifiedAt: file.modifiedAt.toISOString(),
});

/**
 * `store` is where the files are (decision 1174); `stagingDir` a local folder for uploads while
 * they arrive (default: the system's temporary folder); `limits` defaults to MEDIA_LIMITS (tests pass small ones).
 */
export function createMediaLibrary(options: { store: FileStore; stagingDir?: string; limits?: Partial<MediaLimits> }) {
  const { store } = options;
  const limits: MediaLimits = { ...MEDIA_LIMITS, ...options.limits };

  const segmentsOf = (raw: string): string[] => {
    const segments = checkedRelativePath(raw);
    if (!segments) throw invalid(MEDIA_MESSAGES.path);
    return segments;
  };
  const pathOf = (segments: readonly string[]) => segments.join('/');

  /** The entry at a path, which must be there. */
  async function existing(segments: string[]): Promise<StoredFile> {
    const found = await store.stat(pathOf(segments));
    if (!found) throw new EngineError('not_found', MEDIA_MESSAGES.notFound);
    return found;
  }

  const stagingRoot = resolve(options.stagingDir ?? join(tmpdir(), 'shop-uploads'));

  /** A fresh staging folder on this machine (decision 1030): the files wait there until checked. */
  async function createStaging(): Promise<UploadStaging> {
    const dir = join(stagingRoot, randomUUID());
    await mkdir(dir, { recursive: true });
    return {
      dir,
      async discard() {
        await rm(dir, { recursive: true, force: true });
        // The staging root goes too once no other upload uses it (the tests see a clean folder).
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
    const there = await store.stat(pathOf([...folder, name]));
    if (there && there.kind !== 'file') throw invalid(MEDIA_MESSAGES.exists, { name }, 'file');
    // A file where a folder should be (`a.png/b.png`) is refused too.
    for (let depth = 1; depth <= folder.length; depth += 1) {
      if ((await store.stat(pathOf(folder.slice(0, depth))))?.kind === 'file') throw invalid(MEDIA_MESSAGES.path, undefined, 'file');
    }
    return { folder, name, source };
  }

  /** A checked file written. */
  async function writeChecked(file: CheckedFile): Promise<MediaEntry> {
    const written = await store.write(pathOf([...file.folder, file.name]), 'bytes' in file.source ? file.source.bytes : { file: file.source.path });
    return entryOf(written);
  }

  /** The files of one upload checked (zips extracted into `staging` when `extractZip`), nothing written to the store yet. */
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

  return {

    /** GET /api/file?path&type: a folder's folders first, then files, by name; `type` filters files ('image', 'pdf', …). */
    async list(rawPath: string, type?: string): Promise<{ path: string; entries: MediaEntry[] }> {
      const segments = segmentsOf(rawPath);
      const found = await store.list(pathOf(segments));
      if (!found) {
        if (segments.length > 0) throw new EngineError('not_found', MEDIA_MESSAGES.notFound);
      }
      const entries: MediaEntry[] = [];
      for (const file of found ?? []) {
        if (file.name.startsWith('.')) continue;
        const entry = entryOf(file);
        if (type && entry.kind === 'file' && !(entry.type ?? '').includes(type)) continue;
        entries.push(entry);
      }
      entries.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name, 'de') : a.kind === 'folder' ? -1 : 1));
      return { path: pathOf(segments), entries };
    },

    /** PUT /api/file (folder): a new folder below `path`. */
    async createFolder(rawPath: string, rawName: string): Promise<MediaEntry> {
      const segments = segmentsOf(rawPath);
      const name = sanitiseName(rawName);
      if (!name) throw invalid(MEDIA_MESSAGES.path, undefined, 'name');
      if (await store.stat(pathOf([...segments, name]))) throw invalid(MEDIA_MESSAGES.exists, { name }, 'name');
      return entryOf(await store.makeFolder(pathOf([...segments, name])));
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
      const from = await existing(segments);
      const name = sanitiseName(rawName);
      if (!name) throw invalid(MEDIA_MESSAGES.path, undefined, 'name');
      if (from.kind === 'file' && extname(name).toLowerCase() !== extname(from.name).toLowerCase()) throw invalid(MEDIA_MESSAGES.type, { name }, 'name');
      const toSegments = [...segments.slice(0, -1), name];
      if (await store.stat(pathOf(toSegments))) throw invalid(MEDIA_MESSAGES.exists, { name }, 'name');
      await store.rename(pathOf(segments), pathOf(toSegments));
      return entryOf((await store.stat(pathOf(toSegments)))!);
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
        if ((await existing([...folder, name])).kind !== 'file') throw new EngineError('not_found', MEDIA_MESSAGES.notFound);
        sources.push(pathOf([...folder, name]));
      }
      const finalNames = names.map((name, index) => `${String(index + 1).padStart(2, '0')}-${name.replace(/^\d{2}-/, '')}`);
      const parked = names.map((name, index) => pathOf([...folder, `.ordering-${index}-${name}`]));
      for (const [index, source] of sources.entries()) await store.rename(source, parked[index]!);
      for (const [index, name] of finalNames.entries()) {
        const target = pathOf([...folder, name]);
        // A stranger file of that name keeps its own: the parked one goes back to its old name.
        const taken = await store.stat(target);
        await store.rename(parked[index]!, taken ? sources[index]! : target);
      }
      return (await this.list(pathOf(folder))).entries;
    },

    /** One file to send (a download): its entry and bytes; folders are not found. */
    async file(rawPath: string): Promise<{ entry: MediaEntry; bytes: Buffer }> {
      const segments = segmentsOf(rawPath);
      if (segments.length === 0) throw new EngineError('not_found', MEDIA_MESSAGES.notFound);
      const found = await existing(segments);
      const bytes = found.kind === 'file' ? await store.read(found.path) : undefined;
      if (!bytes) throw new EngineError('not_found', MEDIA_MESSAGES.notFound);
      return { entry: entryOf(found), bytes };
    },

    /** DELETE /api/file/{path}: a file, or a folder with everything in it; never the directory itself. */
    async remove(rawPath: string): Promise<{ path: string }> {
      const segments = segmentsOf(rawPath);
      if (segments.length === 0) throw invalid(MEDIA_MESSAGES.path);
      await existing(segments);
      await store.remove(pathOf(segments));
      return { path: pathOf(segments) };
    },
  };
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>;
