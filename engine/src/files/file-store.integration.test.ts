import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_STORE_KINDS, fileStoresFor, storedPaths } from '../../test/file-stores';
import { useTestDatabase } from '../../test/world';
import { storeWithin } from './file-store';

/**
 * The file store's contract (decision 1174), the same on the disk and in PostgreSQL's
 * stored_file: write, read, stream, stat, list, make a folder, rename, remove.
 */
const em = useTestDatabase();
const base = mkdtempSync(join(tmpdir(), 'file-store-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const text = async (stream: ReadableStream<Uint8Array> | undefined) => (stream ? Buffer.from(await new Response(stream).arrayBuffer()).toString() : undefined);

describe.each(FILE_STORE_KINDS)('a file store on %s', (kind) => {
  const stores = () => fileStoresFor(kind, em, join(base, kind));

  it('writes, reads, streams and lists by folder; a new content has a new version', async () => {
    const store = stores().productImages;
    const first = await store.write('KISTE_0001/front.png', Buffer.from('one'));
    expect(first).toMatchObject({ path: 'KISTE_0001/front.png', name: 'front.png', kind: 'file', size: 3 });
    expect((await store.read('KISTE_0001/front.png'))?.toString()).toBe('one');
    expect(await text(await store.stream('KISTE_0001/front.png'))).toBe('one');
    const second = await store.write('KISTE_0001/front.png', Buffer.from('two!'));
    expect(second.version).not.toBe(first.version);
    expect((await store.read('KISTE_0001/front.png'))?.toString()).toBe('two!');
    await store.write('KISTE_0001/detail/a.png', Buffer.from('a'));
    await store.makeFolder('LEER');
    expect((await store.list(''))!.map((entry) => [entry.path, entry.kind]).sort()).toEqual([
      ['KISTE_0001', 'folder'],
      ['LEER', 'folder'],
    ]);
    expect((await store.list('KISTE_0001'))!.map((entry) => [entry.name, entry.kind, entry.size]).sort()).toEqual([
      ['detail', 'folder', 0],
      ['front.png', 'file', 4],
    ]);
    expect(await store.list('LEER')).toEqual([]);
    expect(await store.list('FEHLT')).toBeUndefined();
    expect(await storedPaths(store)).toEqual(['KISTE_0001/detail/a.png', 'KISTE_0001/front.png']);
    expect(await store.stat('KISTE_0001')).toMatchObject({ kind: 'folder' });
    expect(await store.stat('KISTE_0001/fehlt.png')).toBeUndefined();
    expect(await store.read('KISTE_0001')).toBeUndefined();
  });

  it('renames a file and a folder with all below it; removes a file, a folder and everything', async () => {
    const store = stores().productImages;
    await store.rename('KISTE_0001/front.png', 'KISTE_0001/vorne.png');
    await store.rename('KISTE_0001', 'KISTE_0009');
    await store.rename('LEER', 'AUCH_LEER');
    expect(await storedPaths(store)).toEqual(['KISTE_0009/detail/a.png', 'KISTE_0009/vorne.png']);
    expect((await store.list(''))!.map((entry) => entry.path).sort()).toEqual(['AUCH_LEER', 'KISTE_0009']);
    expect((await store.read('KISTE_0009/vorne.png'))?.toString()).toBe('two!');
    expect(await store.remove('KISTE_0009/detail')).toBe(true);
    expect(await store.remove('KISTE_0009/detail')).toBe(false);
    expect(await storedPaths(store)).toEqual(['KISTE_0009/vorne.png']);
    expect(await store.remove('')).toBe(true);
    expect(await store.list('')).toEqual([]);
  });

  it('keeps each store and each folder view apart: a customer folder sees its own files only', async () => {
    const { customerFiles, files } = stores();
    await files.write('kalkulation/kiste.xlsx', Buffer.from('xlsx'));
    const customer = storeWithin(customerFiles, '12');
    await customer.write('logo.png', Buffer.from('logo'));
    await customerFiles.write('13/logo.png', Buffer.from('other'));
    expect(await storedPaths(customer)).toEqual(['logo.png']);
    expect((await customer.read('logo.png'))?.toString()).toBe('logo');
    expect(await storedPaths(customerFiles)).toEqual(['12/logo.png', '13/logo.png']);
    expect(await storedPaths(files)).toEqual(['kalkulation/kiste.xlsx']);
    expect(await customer.remove('')).toBe(true);
    expect(await storedPaths(customerFiles)).toEqual(['13/logo.png']);
  });

  it.runIf(kind === 'postgres')('an instance with another cache folder reads what one wrote, and the new content after a replacement; what it read is cached by hash', async () => {
    const one = fileStoresFor(kind, em, join(base, 'one')).files;
    const other = fileStoresFor(kind, em, join(base, 'other')).files;
    await one.write('kalkulation/palette.xlsx', Buffer.from('first'));
    expect((await other.read('kalkulation/palette.xlsx'))?.toString()).toBe('first');
    await one.write('kalkulation/palette.xlsx', Buffer.from('second'));
    expect((await other.read('kalkulation/palette.xlsx'))?.toString()).toBe('second');
    expect(readdirSync(join(base, 'other', 'file-cache'), { recursive: true }).filter((name) => String(name).length > 60)).toHaveLength(2);
    expect(one.keptInDatabase).toBe(true);
  });
});
