import { lstat, mkdir, readdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import yauzl from 'yauzl';
import { z } from 'zod';
import { EngineError, NOT_FOUND_MESSAGE } from '../errors';

/**
 * The back office's file browser over the product-images directory (issue 19, /admin/Media,
 * decision 893): list by folder and type, create folders, upload files or a zip, rename, delete.
 * Every path is relative to the directory and checked before use: no absolute paths, no `..`,
 * no backslashes, no control characters, and the resolved real path must stay inside the
 * directory (a symlink planted inside cannot lead out). Uploaded names are sanitised; a file's
 * type is read from its bytes and must match its extension; zip entries are all checked with
 * yauzl before anything is extracted (names, links, entry count, total size), and the bytes
 * written are counted again while extracting.
 */

export const MEDIA_LIMITS = {
  /** One uploaded file. */
  fileBytes: 10 * 1024 * 1024,
  /** Entries of one zip. */
  zipEntries: 500,
  /** Uncompressed bytes of one zip. */
  zipBytes: 200 * 1024 * 1024,
  /** Highest compression ratio of a zip entry (a zip bomb packs far more). */
  zipRatio: 200,
} as const;

/** The kinds the browser accepts, recognised by their first bytes (never by the name alone). */
const KINDS: readonly { type: string; extensions: readonly string[]; matches: (bytes: Buffer) => boolean }[] = [
  { type: 'image/png', extensions: ['.png'], matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', extensions: ['.jpg', '.jpeg'], matches: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', extensions: ['.gif'], matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { type: 'image/webp', extensions: ['.webp'], matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { type: 'application/pdf', extensions: ['.pdf'], matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'model/gltf-binary', extensions: ['.glb'], matches: (b) => b.subarray(0, 4).toString('latin1') === 'glTF' },
];

export const MEDIA_EXTENSIONS: readonly string[] = KINDS.flatMap((kind) => kind.extensions);

export const MEDIA_MESSAGES = {
  path: 'Ungültiger Pfad: nur Namen innerhalb des Medienverzeichnisses sind erlaubt.',
  type: 'Der Inhalt der Datei {name} passt nicht zu ihrer Endung (erlaubt: PNG, JPEG, GIF, WebP, PDF, GLB).',
  size: 'Die Datei {name} ist zu gross (höchstens {maxMegabytes} MB).',
  zip: 'Das ZIP-Archiv wurde abgelehnt: {reason}',
  exists: 'Der Eintrag {name} ist bereits vorhanden.',
  notFound: NOT_FOUND_MESSAGE,
} as const;

const invalid = (message: string, params?: Record<string, string>, field = 'path') => new EngineError('invalid', [{ message, ...(params ? { params } : {}), field }]);

/** Query of GET /api/file (001 §7 Files): the folder and an optional type filter ('image', 'application/pdf'). */
export const fileListQuerySchema = z
  .object({ currentDirectory: z.string().max(500).default(''), mimeType: z.string().trim().max(100).optional() })
  .strip();
/** Body of PUT /api/file: a new folder `name` below `currentDirectory`. */
export const createFolderInputSchema = z.object({ currentDirectory: z.string().max(500).default(''), name: z.string().trim().min(1).max(120) }).strip();
/** Body of PUT /api/file/rename-file: `oldName` is the entry's path, `newName` its new name in the same folder. */
export const renameFileInputSchema = z.object({ oldName: z.string().min(1).max(500), newName: z.string().trim().min(1).max(120) }).strip();

/** A relative path as the browser names it, or null when it could lead anywhere else. */
export function checkedRelativePath(raw: string): string[] | null {
  if (typeof raw !== 'string' || raw.length > 500) return null;
  if (raw === '' || raw === '/' || raw === '.') return [];
  // eslint-disable-next-line no-control-regex
  if (raw.includes('\\') || /[\u0000-\u001f\u007f]/.test(raw) || raw.startsWith('/') || /^[a-zA-Z]:/.test(raw)) return null;
  const segments = raw.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (segments.some((segment) => segment === '..' || segment.length > 120)) return null;
  return segments;
}

/** An uploaded or typed file name made safe: letters, digits, dot, dash, underscore; no leading dot. */
export function sanitiseName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .replace(/-+/g, '-')
    .slice(0, 120);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '' : cleaned;
}

/** The media type of the bytes, if they are a kind the browser takes and the extension agrees. */
export function sniffType(name: string, bytes: Buffer): string | null {
  const extension = extname(name).toLowerCase();
  const kind = KINDS.find((candidate) => candidate.matches(bytes));
  return kind && kind.extensions.includes(extension) ? kind.type : null;
}

export interface MediaEntry {
  name: string;
  /** Relative to the media directory, '/'-separated. */
  path: string;
  kind: 'folder' | 'file';
  size: number;
  type: string | null;
  modifiedAt: string;
}

interface ZipEntryPlan {
  segments: string[];
  directory: boolean;
  size: number;
  entry: yauzl.Entry;
}

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolvePromise, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => (error || !zip ? reject(error ?? new Error('zip')) : resolvePromise(zip))),
  );
}

/** Every entry of the zip, read without extracting anything; refused as a whole on the first bad one. */
async function planZip(zip: yauzl.ZipFile): Promise<ZipEntryPlan[]> {
  const plans: ZipEntryPlan[] = [];
  let total = 0;
  const refuse = (reason: string) => invalid(MEDIA_MESSAGES.zip, { reason }, 'file');
  return new Promise((resolvePromise, reject) => {
    zip.on('error', (error: Error) => reject(refuse(error.message)));
    zip.on('end', () => resolvePromise(plans));
    zip.on('entry', (entry: yauzl.Entry) => {
      try {
        if (plans.length >= MEDIA_LIMITS.zipEntries) throw refuse(`mehr als ${MEDIA_LIMITS.zipEntries} Einträge`);
        const segments = checkedRelativePath(entry.fileName);
        if (!segments || segments.length === 0) throw refuse(`unzulässiger Name ${JSON.stringify(entry.fileName)}`);
        const unixMode = (entry.externalFileAttributes >>> 16) & 0o170000;
        if (unixMode === 0o120000) throw refuse(`symbolischer Link ${entry.fileName}`);
        const directory = entry.fileName.endsWith('/');
        if (!directory) {
          total += entry.uncompressedSize;
          if (entry.uncompressedSize > MEDIA_LIMITS.fileBytes) throw refuse(`${entry.fileName} ist grösser als ${MEDIA_LIMITS.fileBytes / 1024 / 1024} MB`);
          if (total > MEDIA_LIMITS.zipBytes) throw refuse(`entpackt grösser als ${MEDIA_LIMITS.zipBytes / 1024 / 1024} MB`);
          if (entry.compressedSize > 0 && entry.uncompressedSize / entry.compressedSize > MEDIA_LIMITS.zipRatio) throw refuse(`${entry.fileName} ist verdächtig stark komprimiert`);
          if (!MEDIA_EXTENSIONS.includes(extname(entry.fileName).toLowerCase())) throw refuse(`${entry.fileName}: Dateityp nicht erlaubt`);
        }
        plans.push({ segments: segments.map(sanitiseName), directory, size: entry.uncompressedSize, entry });
        if (plans.at(-1)!.segments.some((segment) => segment === '')) throw refuse(`unzulässiger Name ${JSON.stringify(entry.fileName)}`);
        zip.readEntry();
      } catch (error) {
        zip.close();
        reject(error);
      }
    });
    zip.readEntry();
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, limit: number): Promise<Buffer> {
  return new Promise((resolvePromise, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('zip'));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          stream.destroy(invalid(MEDIA_MESSAGES.zip, { reason: `${entry.fileName} ist grösser als angegeben` }, 'file'));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolvePromise(Buffer.concat(chunks)));
    }),
  );
}

export function createMediaLibrary(options: { dir: string }) {
  const root = resolve(options.dir);

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

  async function writeChecked(folder: string[], rawName: string, bytes: Buffer): Promise<MediaEntry> {
    const name = sanitiseName(rawName);
    if (!name) throw invalid(MEDIA_MESSAGES.path, undefined, 'file');
    if (bytes.length > MEDIA_LIMITS.fileBytes) throw invalid(MEDIA_MESSAGES.size, { name, maxMegabytes: String(MEDIA_LIMITS.fileBytes / 1024 / 1024) }, 'file');
    if (!sniffType(name, bytes)) throw invalid(MEDIA_MESSAGES.type, { name }, 'file');
    const target = await inside([...folder, name], { mustExist: false });
    await mkdir(dirname(target), { recursive: true });
    await inside(folder, { mustExist: true });
    const existing = await lstat(target).catch(() => null);
    if (existing && !existing.isFile()) throw invalid(MEDIA_MESSAGES.exists, { name }, 'file');
    await writeFile(target, bytes);
    return entryOf([...folder, name], target);
  }

  async function entryOf(segments: string[], absolute: string): Promise<MediaEntry> {
    const info = await stat(absolute);
    const name = segments.at(-1) ?? '';
    return {
      name,
      path: segments.join('/'),
      kind: info.isDirectory() ? 'folder' : 'file',
      size: info.isDirectory() ? 0 : info.size,
      type: info.isDirectory() ? null : (KINDS.find((kind) => kind.extensions.includes(extname(name).toLowerCase()))?.type ?? null),
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
      return writeChecked(segmentsOf(rawPath), rawName, bytes);
    },

    /** POST /api/file with extractZip: every entry checked first, then extracted below `path`; nothing is written when one is refused. */
    async extractZip(rawPath: string, bytes: Buffer): Promise<MediaEntry[]> {
      const folder = segmentsOf(rawPath);
      const plans = await planZip(await openZip(bytes));
      const zip = await openZip(bytes);
      const byName = new Map<string, ZipEntryPlan>();
      for (const plan of plans) byName.set(plan.entry.fileName, plan);
      // Read every file (sizes counted again) and check its bytes before the first write.
      const files: { segments: string[]; bytes: Buffer }[] = [];
      await new Promise<void>((resolvePromise, reject) => {
        zip.on('error', reject);
        zip.on('end', () => resolvePromise());
        zip.on('entry', (entry: yauzl.Entry) => {
          const plan = byName.get(entry.fileName);
          if (!plan || plan.directory) return zip.readEntry();
          readEntry(zip, entry, plan.size)
            .then((content) => {
              const name = plan.segments.at(-1)!;
              if (!sniffType(name, content)) throw invalid(MEDIA_MESSAGES.type, { name }, 'file');
              files.push({ segments: plan.segments, bytes: content });
              zip.readEntry();
            })
            .catch((error: unknown) => {
              zip.close();
              reject(error);
            });
        });
        zip.readEntry();
      });
      const written: MediaEntry[] = [];
      for (const file of files) written.push(await writeChecked([...folder, ...file.segments.slice(0, -1)], file.segments.at(-1)!, file.bytes));
      return written;
    },

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
     * A product's gallery order (issue 19, decision 894): the gallery shows a folder's images by
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
