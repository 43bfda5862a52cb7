import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Permission, requirePermission } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { loadWorkbook } from '../workbooks/evaluate';
import { sanitiseName } from '../files/media-library';

/** Folder below FILES_DIR the uploaded calculation workbooks go to (the demo's is `kalkulation/kiste.xlsx`). */
export const WORKBOOK_FOLDER = 'kalkulation';
/** Largest calculation workbook taken. */
export const WORKBOOK_MAX_BYTES = 5 * 1024 * 1024;

export const WORKBOOK_MESSAGES = {
  name: 'Bitte eine Excel-Arbeitsmappe (.xlsx) wählen.',
  size: 'Die Arbeitsmappe ist zu gross (höchstens {maxMegabytes} MB).',
  unreadable: 'Die Datei {name} ist keine lesbare Kalkulations-Arbeitsmappe: {reason}',
} as const;

const invalid = (message: string, params?: Record<string, string>) => new EngineError('invalid', [{ message, ...(params ? { params } : {}), field: 'file' }]);

/**
 * Calculation workbooks of the EXCEL strategy (issue 19, decision 897): an upload into
 * FILES_DIR/kalkulation, named safely, only when it is an .xlsx (zip bytes) that loads as a
 * calculation workbook ('Eingabe'/'Ausgabe' named cells) — so a broken file never replaces a
 * working one. Written beside and renamed into place; prices of that file are invalidated.
 */
export function createWorkbookLibrary(options: { filesDir: string; invalidate?: (filter: { source: string }) => Promise<unknown> }) {
  const root = resolve(options.filesDir);
  return {
    async upload(ctx: RequestContext, rawName: string, bytes: Uint8Array): Promise<{ path: string; size: number }> {
      requirePermission(ctx, { any: [Permission.ADMIN_PRODUCT_META, Permission.ADMIN_PRODUCT] });
      const name = sanitiseName(rawName);
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
      const folder = join(root, WORKBOOK_FOLDER);
      await mkdir(folder, { recursive: true });
      const target = join(folder, name);
      const part = join(folder, `.${name}.${process.pid}.upload`);
      await writeFile(part, bytes);
      await rename(part, target);
      const path = `${WORKBOOK_FOLDER}/${name}`;
      await options.invalidate?.({ source: path });
      return { path, size: bytes.length };
    },
  };
}
export type WorkbookLibrary = ReturnType<typeof createWorkbookLibrary>;
