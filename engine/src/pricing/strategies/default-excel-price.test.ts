import { copyFile, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExcelPriceStrategy, DEFAULT_WORKBOOK_DIR } from './default-excel-price';
import { subject } from './test-subject';
import { createDiskFileStore } from '../../files/disk-file-store';

const osb = { Innenlänge: '600', Innenbreite: '400', Innenhöhe: '400', Material: 'OSB', Farbe: 'natur' };
const type = (excelFilePath: string | null) => ({ id: 1, excelFilePath, modelFamily: 'crate' });
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'excel-price-'));
  await copyFile(join(DEFAULT_WORKBOOK_DIR, 'kiste.xlsx'), join(dir, 'kiste.xlsx'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('EXCEL price strategy', () => {
  it("R001-3.20 evaluates the product type's workbook at each sampling point (demo kiste.xlsx)", async () => {
    const excel = createExcelPriceStrategy();
    const quote = await excel.price(subject({ configuration: osb, productType: type('kiste.xlsx') }, { excel: { excelFile: null, samplingPoints: [25, 1, 5] } }), 25);
    expect(quote.available).toBe(true);
    if (!quote.available) return;
    // docs/workbooks.md: 600 × 400 × 400 OSB, 25 pieces → Stückpreis 64.60; 1 piece → Preis 129.15.
    expect(quote.pricePerOne).toBe('64.60');
    expect(quote.graduatedPrice.map((row) => row.quantity)).toEqual([1, 5, 25]);
    expect(quote.graduatedPrice[0]).toEqual({ quantity: 1, price: '129.15' });
  });

  it('prices a quantity between sampling points at the largest point ≤ quantity, below the first at the first', async () => {
    const excel = createExcelPriceStrategy();
    const record = { excel: { excelFile: 'kiste.xlsx', samplingPoints: [5, 25] } };
    const at = async (quantity: number) => {
      const quote = await excel.price(subject({ configuration: osb, productType: type(null) }, record), quantity);
      return quote.available ? quote.pricePerOne : quote.reason;
    };
    const at5 = await at(5);
    expect(await at(24)).toBe(at5);
    expect(await at(2)).toBe(at5);
    expect(await at(30)).toBe('64.60');
  });

  it('without sampling points evaluates at the ordered quantity; the default configuration gives Preis 222.25', async () => {
    const quote = await createExcelPriceStrategy().price(subject({ productType: type('kiste.xlsx') }, { excel: { excelFile: null, samplingPoints: [] } }), 1);
    expect(quote).toEqual({ available: true, pricePerOne: '222.25', graduatedPrice: [] });
  });

  it('is unavailable for a missing file, a path outside the files directory or a formula error', async () => {
    const excel = createExcelPriceStrategy({ files: createDiskFileStore(dir) });
    const record = (excelFile: string | null) => ({ excel: { excelFile, samplingPoints: [1] } });
    expect(await excel.price(subject({ productType: type(null) }, record('fehlt.xlsx')), 1)).toMatchObject({ available: false, reason: 'workbook_missing' });
    expect(await excel.price(subject({ productType: type(null) }, record('../../etc/passwd')), 1)).toMatchObject({ available: false, reason: 'workbook_missing' });
    expect(await excel.price(subject({ productType: type(null) }, record(null)), 1)).toMatchObject({ available: false, reason: 'strategy_not_configured' });
    const badMaterial = await excel.price(subject({ configuration: { Material: 'Gold' }, productType: type('kiste.xlsx') }, record(null)), 1);
    expect(badMaterial).toMatchObject({ available: false, reason: 'workbook_error' });
  });

  it('caches the loaded workbook per file and reloads it when the file changes', async () => {
    const excel = createExcelPriceStrategy({ files: createDiskFileStore(dir) });
    const priced = subject({ productType: type('kiste.xlsx') }, { excel: { excelFile: null, samplingPoints: [1] } });
    const file = join(dir, 'kiste.xlsx');
    const stamp = new Date('2026-01-01T00:00:00Z');
    await utimes(file, stamp, stamp);
    expect(await excel.price(priced, 1)).toMatchObject({ pricePerOne: '222.25' });
    // Garbage of the same size under the same time stamp: the kept workbook still answers, so
    // it was not read again.
    await writeFile(file, Buffer.alloc((await stat(file)).size, 'x'));
    await utimes(file, stamp, stamp);
    expect(await excel.price(priced, 1)).toMatchObject({ pricePerOne: '222.25' });
    await writeFile(file, 'not a workbook');
    await utimes(file, new Date(), new Date(Date.now() + 5000));
    expect(await excel.price(priced, 1)).toMatchObject({ available: false, reason: 'workbook_error' });
  });
});
