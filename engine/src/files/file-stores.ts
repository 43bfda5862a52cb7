import { createDiskFileStore } from './disk-file-store';
import type { FileStores } from './file-store';
import { createContentCache, createPostgresFileStore, type SqlExecute } from './postgres-file-store';

/**
 * The one place that picks where files live (decision 1174): on a real PostgreSQL (DATABASE_URL)
 * in its `stored_file` table, cached per instance in `cacheDir`; on the embedded PGlite default in
 * the folders on this machine's disk (one machine runs every process that reaches it).
 */
export function chooseFileStores(options: {
  database: { kind: 'postgres' | 'embedded'; execute: SqlExecute };
  dirs: { productImages: string; files: string; customerFiles: string };
  cacheDir: string;
}): FileStores {
  if (options.database.kind === 'embedded') {
    return {
      productImages: createDiskFileStore(options.dirs.productImages),
      files: createDiskFileStore(options.dirs.files),
      customerFiles: createDiskFileStore(options.dirs.customerFiles),
    };
  }
  const cache = createContentCache({ dir: options.cacheDir });
  const inDatabase = (area: string) => createPostgresFileStore({ execute: options.database.execute, area, cache });
  return { productImages: inDatabase('product-images'), files: inDatabase('files'), customerFiles: inDatabase('customer-files') };
}
