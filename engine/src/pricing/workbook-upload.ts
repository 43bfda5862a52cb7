import { posix } from 'node:path';
import { requireGuard } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError, notFoundError } from '../errors';
import { loadWorkbook } from '../workbooks/evaluate';
import { sanitiseName } from '../files/media-library';
import type { FileStore } from '../files/file-store';

/** Folder of the files store (FILES_DIR on disk) the uploaded calculation workbooks go to (the demo's is `kalkulation/kiste.xlsx`). */
export const WORKBOOK_FOLDER = 'kalkulation';
/** Largest calculation workbook taken. */
export const WORKBOOK_MAX_BYTES = 5 * 1024 * 1024;

export const WORKBOOK_MESSAGES = {
  name: 'Bitte eine Excel-Arbeitsmappe (.xlsx) wählen.',
  size: 'Die Arbeitsmappe ist zu gross (höchstens {maxMegabytes} MB).',
  unreadable: 'Die Datei {name} ist keine lesbare Kalkulations-Arbeitsmappe: {reason}',
} as const;

/**
 * The file name of a price record's own workbook (decision 977): one per product and customer
 * ('standard' for the default record), so an upload replaces that record's file and no other.
 *
 * @example priceRecordWorkbookName(12, 7) // 'preis-12-kunde-7.xlsx'
 */
export function priceRecordWorkbookName(productId: number, customerId: number | null): string {
  return `preis-${productId}-${customerId === null ? 'standard' : `kunde-${customerId}`}.xlsx`;
}

const invalid = (message: string, params?: Record<string, string>) => new EngineError('invalid', [{ message, ...(params ? { params } : {}), field: 'file' }]);

/**
 * Calculation workbooks of the EXCEL strategy (decision 897): an upload into `kalkulation/` of the
 * files store (decision 1174: FILES_DIR on disk, or PostgreSQL), named safely, only when it is an .xlsx (zip bytes) that loads as a
 * calculation workbook ('Eingabe'/'Ausgabe' named cells) — so a broken file never replaces a
 * working one. Written whole (a reader never sees half of it); prices of that file are invalidated.
 */
export function createWorkbookLibrary(options: { files: FileStore; invalidate?: (filter: { source: string }) => Promise<unknown> }) {
  const { files } = options;
  return {
    /** Stores a checked workbook under its sanitised name, or under `placement.as` (a price record's own file, {@link priceRecordWorkbookName}). */
    async upload(ctx: RequestContext, rawName: string, bytes: Uint8Array, placement: { as?: string } = {}): Promise<{ path: string; size: number }> {
      requireGuard(ctx, 'workbooks');
      if (!sanitiseName(rawName).toLowerCase().endsWith('.xlsx')) throw invalid(WORKBOOK_MESSAGES.name);
      const name = placement.as === undefined ? sanitiseName(rawName) : sanitiseName(placement.as) === placement.as ? placement.as : undefined;
      if (!name || !name.toLowerCase().endsWith('.xlsx')) throw invalid(WORKBOOK_MESSAGES.name);
      if (bytes.length > WORKBOOK_MAX_BYTES) throw invalid(WORKBOOK_MESSAGES.size, { maxMegabytes: String(WORKBOOK_MAX_BYTES / 1024 / 1024) });
      // An .xlsx is a zip: PK\x03\x04.
      if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) throw invalid(WORKBOOK_MESSAGES.unreadable, { name, reason: 'kein XLSX-Format' });
      try {
        const book = await loadWorkbook(bytes);
        book.dispose();
      } catch (error) {
        throw invalid(WORKBOOK_MESSAGES.unreadable, { name, reason: EngineError.is(error) ? (error.errors[0]?.message ?? '') : 'unlesbar' });
      }
      const path = `${WORKBOOK_FOLDER}/${name}`;
      await files.write(path, bytes);
      await options.invalidate?.({ source: path });
      return { path, size: bytes.length };
    },

    /**
     * The bytes of a workbook the files store holds (a price record's or a type's `excelFile`), for
     * download; only .xlsx, never a path that leaves the store.
     */
    async read(ctx: RequestContext, path: string): Promise<{ name: string; bytes: Uint8Array }> {
      requireGuard(ctx, 'workbooks');
      const file = posix.normalize(path.replace(/^\.\//, ''));
      if (file.startsWith('..') || posix.isAbsolute(file) || file.includes('\\') || file.includes('\0') || !file.toLowerCase().endsWith('.xlsx')) throw notFoundError();
      const bytes = await files.read(file).catch(() => undefined);
      if (!bytes) throw notFoundError();
      return { name: posix.basename(file), bytes: new Uint8Array(bytes) };
    },
  };
}
export type WorkbookLibrary = ReturnType<typeof createWorkbookLibrary>;
