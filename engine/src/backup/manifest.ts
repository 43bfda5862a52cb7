import { z } from 'zod';

/**
 * The manifest of a backup archive (decision 1095): the first entry of the tar, read before
 * anything is restored. `database.file` names the dump's entry, `folders` what each folder held.
 */
export const BACKUP_FORMAT = 'holzwerk-shop-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
/** Folder entries live under files/<folder name>/. */
export const FILES_PREFIX = 'files/';

/** The folders of kept files, by the name they have inside the archive. */
export const BACKUP_FOLDER_NAMES = ['product-images', 'files', 'customer-files'] as const;
export type BackupFolderName = (typeof BACKUP_FOLDER_NAMES)[number];

export const DATABASE_ENTRIES = {
  /** pg_dump --format=custom. */
  postgres: 'database.pgdump',
  /** PGlite's dumpDataDir('gzip'): its data directory as a gzipped tar. */
  embedded: 'database.pglite.tar.gz',
} as const;

export const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'embedded']),
    file: z.string(),
    /** PostgreSQL's server_version of the dumped database. */
    serverVersion: z.string(),
    /** The pg_dump that wrote it (PostgreSQL only), e.g. "15.20". */
    dumpVersion: z.string().optional(),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    migrations: z.array(z.string()),
  }),
  folders: z.array(z.object({ name: z.enum(BACKUP_FOLDER_NAMES), files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() })),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
