import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { anonymousContext } from '../context';
import { DEFAULT_WORKBOOK_DIR } from './strategies/default-excel-price';
import { createWorkbookLibrary } from './workbook-upload';

const KISTE = new Uint8Array(readFileSync(join(DEFAULT_WORKBOOK_DIR, 'kiste.xlsx')));
const meta = anonymousContext({ customerId: 1, permissions: [2] });

describe('calculation workbook upload (issue 19, decision 897)', () => {
  it('stores a real calculation workbook in FILES_DIR/kalkulation under a safe name and invalidates its prices', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbooks-'));
    const invalidated: string[] = [];
    const library = createWorkbookLibrary({ filesDir: dir, invalidate: async ({ source }) => invalidated.push(source) });
    expect(await library.upload(meta, '../../Kiste neu.xlsx', KISTE)).toEqual({ path: 'kalkulation/Kiste-neu.xlsx', size: KISTE.length });
    expect(readdirSync(join(dir, 'kalkulation'))).toEqual(['Kiste-neu.xlsx']);
    expect(invalidated).toEqual(['kalkulation/Kiste-neu.xlsx']);
  });

  it('refuses another extension, bytes that are no zip, a zip that is no workbook — the old file stays; needs a catalogue permission', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbooks-'));
    const library = createWorkbookLibrary({ filesDir: dir });
    await library.upload(meta, 'kiste.xlsx', KISTE);
    const refused = async (name: string, bytes: Uint8Array) => library.upload(meta, name, bytes).then(() => 'stored', (error: { kind: string; errors: { message: string }[] }) => `${error.kind}: ${error.errors[0]?.message}`);
    expect(await refused('kiste.xls', KISTE)).toMatch(/^invalid: Bitte eine Excel-Arbeitsmappe/);
    expect(await refused('kiste.xlsx', new TextEncoder().encode('<html><script>alert(1)</script></html>'))).toMatch(/^invalid: Die Datei \{name\} ist keine lesbare/);
    expect(await refused('kiste.xlsx', zipSync({ 'a.txt': new TextEncoder().encode('nur Text') }))).toMatch(/^invalid: Die Datei \{name\} ist keine lesbare/);
    expect(readFileSync(join(dir, 'kalkulation', 'kiste.xlsx')).equals(Buffer.from(KISTE))).toBe(true);
    expect(readdirSync(join(dir, 'kalkulation'))).toEqual(['kiste.xlsx']);
    await expect(library.upload(anonymousContext({ customerId: 1, permissions: [5] }), 'x.xlsx', KISTE)).rejects.toMatchObject({ kind: 'forbidden' });
    expect(existsSync(join(dir, 'kalkulation', 'x.xlsx'))).toBe(false);
  });
});
