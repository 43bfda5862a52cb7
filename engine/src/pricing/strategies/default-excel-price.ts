import { join, posix } from 'node:path';
import { projectRoot } from '../../config/env';
import { EngineError } from '../../errors';
import { createDiskFileStore } from '../../files/disk-file-store';
import type { FileStore } from '../../files/file-store';
import { roundMoney } from '../../money/money';
import { loadWorkbook, type CalculationWorkbook, type WorkbookValue } from '../../workbooks/evaluate';
import { availablePrice, normalizeSamplingPoints, pickGraduated, positivePrice, unavailable, type GraduatedPrice, type PriceStrategy } from './price-strategy';

/** Where workbooks live until the files area exists: the repository's fixtures/workbooks. */
export const DEFAULT_WORKBOOK_DIR = join(projectRoot, 'fixtures', 'workbooks');

/**
 * The outputs read as the price per piece, first found wins: `Stückpreis` is the piece price at
 * the quantity `Menge` (quantity discount, set-up spread), `Preis` the price of one piece.
 */
export const PRICE_OUTPUTS = ['Stückpreis', 'Preis'] as const;

export interface ExcelPriceOptions {
  /** The files store the record's excelFile and the product type's excelFilePath name (decision 1174); default the repository's fixtures/workbooks on disk. */
  files?: FileStore;
}

interface CachedWorkbook {
  version: string;
  book: Promise<CalculationWorkbook>;
}

/**
 * EXCEL_PRICE: the record's workbook (excelFile), else the product type's (excelFilePath),
 * evaluated with the configuration at each sampling point (quantity into `Menge`). A quantity
 * between sampling points is priced at the largest sampling point ≤ the quantity (below the
 * first: the first) — the piece price of a graduated table, never interpolated. Without sampling
 * points the workbook is evaluated at the ordered quantity itself.
 *
 * Loaded workbooks are cached per file and reloaded when the store's version of it changes (an
 * upload on any instance: decision 1174).
 */
export function createExcelPriceStrategy(options: ExcelPriceOptions = {}): PriceStrategy & { clearCache(): void } {
  const files = options.files ?? createDiskFileStore(DEFAULT_WORKBOOK_DIR);
  const cache = new Map<string, CachedWorkbook>();

  async function workbookAt(path: string): Promise<CalculationWorkbook | undefined> {
    const info = await files.stat(path).catch(() => undefined);
    if (info?.kind !== 'file') return undefined;
    const cached = cache.get(path);
    if (cached && cached.version === info.version) return cached.book;
    cached?.book.then((book) => book.dispose()).catch(() => undefined);
    const book = files.read(path).then((bytes) => {
      if (!bytes) throw new Error(`${path} fehlt`);
      return loadWorkbook(new Uint8Array(bytes));
    });
    cache.set(path, { version: info.version, book });
    book.catch(() => cache.delete(path));
    return book;
  }

  return {
    strategy: 'EXCEL_PRICE',
    clearCache() {
      for (const entry of cache.values()) entry.book.then((book) => book.dispose()).catch(() => undefined);
      cache.clear();
    },
    async price(subject, quantity) {
      const excel = subject.record?.excel;
      if (!excel) return unavailable('strategy_not_configured');
      const file = excel.excelFile?.trim() || subject.productType.excelFilePath?.trim();
      if (!file) return unavailable('strategy_not_configured');
      const path = posix.normalize(file.replace(/^\.\//, ''));
      if (path.startsWith('..') || posix.isAbsolute(path) || path.includes('\\') || path.includes('\0')) return unavailable('workbook_missing', file);

      let book: CalculationWorkbook | undefined;
      try {
        book = await workbookAt(path);
      } catch (error) {
        return unavailable('workbook_error', error instanceof Error ? error.message : String(error));
      }
      if (!book) return unavailable('workbook_missing', file);

      const points = normalizeSamplingPoints(excel.samplingPoints);
      const evaluateAt = points.length > 0 ? points : [Math.max(1, quantity)];
      const graduated: GraduatedPrice[] = [];
      try {
        for (const point of evaluateAt) {
          const { outputs } = book.evaluate(subject.configuration, { quantity: point });
          const price = priceOutput(outputs);
          if (!price) return unavailable('workbook_error', `Preisausgabe fehlt oder ist nicht positiv (${PRICE_OUTPUTS.join(', ')})`);
          graduated.push({ quantity: point, price: roundMoney(price).toFixed(2) });
        }
      } catch (error) {
        if (error instanceof EngineError) return unavailable('workbook_error', error.message);
        throw error;
      }
      const row = pickGraduated(graduated, quantity);
      if (!row) return unavailable('workbook_error');
      return availablePrice(row.price, points.length > 0 ? graduated : []);
    },
  };
}

function priceOutput(outputs: Record<string, WorkbookValue>) {
  const byName = new Map(Object.entries(outputs).map(([name, value]) => [name.toLowerCase(), value]));
  for (const name of PRICE_OUTPUTS) {
    const value = byName.get(name.toLowerCase());
    if (value !== undefined) return positivePrice(value);
  }
  return undefined;
}
