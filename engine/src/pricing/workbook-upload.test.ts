import { asCustomer } from '../../test/world';
import { Permission } from '../auth/permissions';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WORKBOOK_DIR } from './strategies/default-excel-price';
import { createWorkbookLibrary, priceRecordWorkbookName } from './workbook-upload';
import { createDiskFileStore } from '../files/disk-file-store';

const KISTE = new Uint8Array(readFileSync(join(DEFAULT_WORKBOOK_DIR, 'kiste.xlsx')));
const meta = asCustomer(1, [Permission.ADMIN_PRODUCT_META]);

describe('calculation workbook upload (decision 897)', () => {
  it('stores a real calculation workbook in FILES_DIR/kalkulation under a safe name and invalidates its prices', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbooks-'));
    const invalidated: string[] = [];
    const library = createWorkbookLibrary({ files: createDiskFileStore(dir), invalidate: async ({ source }) => invalidated.push(source) });
    expect(await library.upload(meta, '../../Kiste neu.xlsx', KISTE)).toEqual({ path: 'kalkulation/Kiste-neu.xlsx', size: KISTE.length });
    expect(readdirSync(join(dir, 'kalkulation'))).toEqual(['Kiste-neu.xlsx']);
    expect(invalidated).toEqual(['kalkulation/Kiste-neu.xlsx']);
  });

  it('refuses another extension, bytes that are no zip, a zip that is no workbook — the old file stays; needs a catalogue permission', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbooks-'));
    const library = createWorkbookLibrary({ files: createDiskFileStore(dir) });
    await library.upload(meta, 'kiste.xlsx', KISTE);
    const refused = async (name: string, bytes: Uint8Array) => library.upload(meta, name, bytes).then(() => 'stored', (error: { kind: string; errors: { message: string }[] }) => `${error.kind}: ${error.errors[0]?.message}`);
    expect(await refused('kiste.xls', KISTE)).toMatch(/^invalid: Bitte eine Excel-Arbeitsmappe/);
    expect(await refused('kiste.xlsx', new TextEncoder().encode('<html><script>alert(1)</script></html>'))).toMatch(/^invalid: Die Datei \{name\} ist keine lesbare/);
    expect(await refused('kiste.xlsx', zipSync({ 'a.txt': new TextEncoder().encode('nur Text') }))).toMatch(/^invalid: Die Datei \{name\} ist keine lesbare/);
    expect(readFileSync(join(dir, 'kalkulation', 'kiste.xlsx')).equals(Buffer.from(KISTE))).toBe(true);
    expect(readdirSync(join(dir, 'kalkulation'))).toEqual(['kiste.xlsx']);
    await expect(library.upload(asCustomer(1, [Permission.ADMIN_QUOTE]), 'x.xlsx', KISTE)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(existsSync(join(dir, 'kalkulation', 'x.xlsx'))).toBe(false);
  });

  it('a price record’s own workbook (decision 977): stored under the record’s name whatever the upload is called, replaced by the next, read back; nothing outside FILES_DIR is read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbooks-'));
    const library = createWorkbookLibrary({ files: createDiskFileStore(dir) });
    const product = asCustomer(1, [Permission.ADMIN_PRODUCT]);
    const as = priceRecordWorkbookName(12, 7);
    expect(as).toBe('preis-12-kunde-7.xlsx');
    expect(priceRecordWorkbookName(12, null)).toBe('preis-12-standard.xlsx');
    expect(await library.upload(product, 'Muster Preise.xlsx', KISTE, { as })).toEqual({ path: 'kalkulation/preis-12-kunde-7.xlsx', size: KISTE.length });
    await library.upload(product, 'andere.xlsx', KISTE, { as });
    expect(readdirSync(join(dir, 'kalkulation'))).toEqual(['preis-12-kunde-7.xlsx']);
    const read = await library.read(product, 'kalkulation/preis-12-kunde-7.xlsx');
    expect(read.name).toBe('preis-12-kunde-7.xlsx');
    expect(Buffer.from(read.bytes).equals(Buffer.from(KISTE))).toBe(true);
    await expect(library.upload(product, 'x.xlsx', KISTE, { as: '../x.xlsx' })).rejects.toMatchObject({ kind: 'invalid' });
    for (const path of ['../etc/passwd', '/etc/passwd', 'kalkulation/fehlt.xlsx', 'kalkulation/../../x.xlsx']) {
      await expect(library.read(product, path)).rejects.toMatchObject({ kind: 'not_found' });
    }
    await expect(library.read(asCustomer(1, [Permission.ADMIN_QUOTE]), 'kalkulation/preis-12-kunde-7.xlsx')).rejects.toMatchObject({ kind: 'forbidden' });
  });
});
