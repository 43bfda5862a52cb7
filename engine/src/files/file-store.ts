import { createHash } from 'node:crypto';

/**
 * Where the shop keeps its files (decision 1174): product images with the drawn pictures,
 * calculation workbooks, customer files. One small interface, two implementations — the local
 * disk (disk-file-store.ts, the embedded database's default) and PostgreSQL itself
 * (postgres-file-store.ts, whenever DATABASE_URL names one, so every instance on that database
 * reads what any of them wrote). `chooseFileStores` is the one place that picks; callers only see
 * this interface. Paths are relative, '/'-separated, already checked by the caller's rules
 * (media-rules.ts); '' is the store's root.
 */

export interface StoredFile {
  /** Relative to the store, '/'-separated. */
  path: string;
  name: string;
  kind: 'file' | 'folder';
  /** Bytes of a file; 0 for a folder. */
  size: number;
  modifiedAt: Date;
  /** Changes whenever the content does (a cache key): size and time on disk, the content hash in PostgreSQL. */
  version: string;
  /** The content's SHA-256 (hex) when the store keeps it; undefined on disk (not hashed on every read). */
  sha256?: string;
}

/** What to write: the bytes, or a local file that is moved in (an upload staged on disk, decision 1030). */
export type FileSource = Buffer | Uint8Array | { file: string };

export interface FileStore {
  /** True when the database holds the files, so a database dump holds them too (backups, decision 1095). */
  readonly keptInDatabase: boolean;
  /** A file or folder, or undefined. A folder exists once something is written below it or it was made. */
  stat(path: string): Promise<StoredFile | undefined>;
  /** A file's bytes, or undefined (also for a folder). */
  read(path: string): Promise<Buffer | undefined>;
  /** A file's bytes as a stream, or undefined; served without holding the whole file where the store can. */
  stream(path: string): Promise<ReadableStream<Uint8Array> | undefined>;
  /** Writes a file (replacing one of that path), making its folders. */
  write(path: string, source: FileSource): Promise<StoredFile>;
  /** An empty folder (S3's convention in PostgreSQL: a row whose path ends in '/'). */
  makeFolder(path: string): Promise<StoredFile>;
  /**
   * The entries of a folder, folders and files (undefined when the folder is not there); with
   * `recursive` every file below it, paths relative to the store.
   */
  list(folder: string, options?: { recursive?: boolean }): Promise<StoredFile[] | undefined>;
  /** A file, or a folder with everything below it ('' empties the store); false when nothing was there. */
  remove(path: string): Promise<boolean>;
  /** A file or folder moved to a path that is free (the caller checks). */
  rename(from: string, to: string): Promise<void>;
}

/** The SHA-256 of bytes, hex. */
export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export const joinPath = (...parts: string[]): string => parts.filter((part) => part !== '').join('/');
export const nameOfPath = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/**
 * The store seen from one of its folders (a customer's files): paths below `folder`, answers
 * relative to it. Keeps every caller on the one interface.
 */
export function storeWithin(store: FileStore, folder: string): FileStore {
  const inner = (path: string) => joinPath(folder, path);
  const outer = (file: StoredFile): StoredFile => ({ ...file, path: file.path.slice(folder.length + 1) });
  return {
    keptInDatabase: store.keptInDatabase,
    stat: async (path) => {
      const file = await store.stat(inner(path));
      return file && (path === '' ? { ...file, path: '', name: '' } : outer(file));
    },
    read: (path) => store.read(inner(path)),
    stream: (path) => store.stream(inner(path)),
    write: async (path, source) => outer(await store.write(inner(path), source)),
    makeFolder: async (path) => outer(await store.makeFolder(inner(path))),
    list: async (path, options) => (await store.list(inner(path), options))?.map(outer),
    remove: (path) => store.remove(inner(path)),
    rename: (from, to) => store.rename(inner(from), inner(to)),
  };
}

export interface FileStores {
  /** PRODUCT_IMAGES_DIR on disk: one folder per article number, the drawn pictures under `.rendered/`. */
  productImages: FileStore;
  /** FILES_DIR on disk: the calculation workbooks (`kalkulation/…`). */
  files: FileStore;
  /** DATA_DIR/customer-files on disk: one folder per customer id. */
  customerFiles: FileStore;
}
