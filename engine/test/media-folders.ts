import { existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync, type ZipOptions } from 'fflate';
import { beforeEach } from 'vitest';

/** Tests of media uploads: the first bytes of a PNG and a JPEG (the type is read from them). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

/** Every file and folder below a directory (to prove nothing was written). */
export const tree = (path: string): string[] => (existsSync(path) ? readdirSync(path, { recursive: true }).map(String).sort() : []);

/** A zip of the given entries (options per entry, e.g. a symlink's attributes). */
export const zip = (files: Record<string, [Uint8Array, ZipOptions?]>) => Buffer.from(zipSync(files as never));

/**
 * Before each test a fresh temporary `base` with the media directory `dir` (product-images) and a
 * sibling `outside` that nothing may ever be written to.
 */
export function useMediaFolders(prefix: string): { base: string; dir: string; outside: string } {
  const folders = { base: '', dir: '', outside: '' };
  beforeEach(() => {
    const base = mkdtempSync(join(tmpdir(), prefix));
    Object.assign(folders, { base, dir: join(base, 'product-images'), outside: join(base, 'outside') });
    mkdirSync(folders.dir);
    mkdirSync(folders.outside);
  });
  return folders;
}
