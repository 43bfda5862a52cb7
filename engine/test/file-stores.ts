import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { chooseFileStores } from '../src/files/file-stores';
import type { FileStore, FileStores } from '../src/files/file-store';

/** Both kinds of file store (decision 1174), for tests that run once on each. */
export const FILE_STORE_KINDS = ['disk', 'postgres'] as const;
export type FileStoreKind = (typeof FILE_STORE_KINDS)[number];

/**
 * The stores the engine would choose for a database of that kind: the folders below `dir`, or the
 * test database's stored_file table (which PGlite has too) with its cache below `dir`.
 */
export function fileStoresFor(kind: FileStoreKind, em: () => EntityManager, dir: string): FileStores {
  return chooseFileStores({
    database: { kind: kind === 'disk' ? 'embedded' : 'postgres', execute: (sql, params) => em().getConnection().execute(sql, params ? [...params] : []) as Promise<Record<string, unknown>[]> },
    dirs: { productImages: join(dir, 'product-images'), files: join(dir, 'files'), customerFiles: join(dir, 'customer-files') },
    cacheDir: join(dir, 'file-cache'),
  });
}

/** Every file path of a store, sorted (to prove what was written, on either kind). */
export async function storedPaths(store: FileStore, folder = ''): Promise<string[]> {
  return ((await store.list(folder, { recursive: true })) ?? []).map((file) => file.path).sort();
}
