import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JPEG, PNG, tree, useMediaFolders, zip } from '../../test/media-folders';
import { createMediaLibrary } from './media-library';
import { MEDIA_LIMITS } from './media-rules';
import { extractZipEntries } from './zip-extract';
import { createDiskFileStore } from './disk-file-store';

/** Zip uploads (decisions 893, 1009, 1030): every entry checked before anything is extracted. */

const folders = useMediaFolders('zip-extract-');
const library = () => createMediaLibrary({ store: createDiskFileStore(folders.dir) });

describe('extractZipEntries: checked, then streamed into a staging folder', () => {
  it('extracts the files (not the folders) with sanitised segments, from bytes or from a staged file', async () => {
    const bytes = zip({ 'K/Bild grün.png': [PNG], 'K/leer/': [new Uint8Array(0)], 'b.jpg': [JPEG] });
    const staged = join(folders.base, 'upload.zip');
    writeFileSync(staged, bytes);
    for (const source of [{ bytes }, { path: staged }]) {
      const target = mkdtempSync(join(folders.base, 'staging-'));
      const files = await extractZipEntries(source, target, MEDIA_LIMITS);
      expect(files.map((file) => file.segments)).toEqual([['K', 'Bild-grun.png'], ['b.jpg']]);
      expect(readFileSync(files[0]!.path).equals(PNG)).toBe(true);
      expect(files.every((file) => file.path.startsWith(target))).toBe(true);
    }
  });

  it('a refused zip extracts nothing into the staging folder', async () => {
    const target = mkdtempSync(join(folders.base, 'staging-'));
    await expect(extractZipEntries({ bytes: zip({ 'ok.png': [PNG], 'run.sh': [Buffer.from('#!/bin/sh')] }) }, target, MEDIA_LIMITS)).rejects.toMatchObject({ kind: 'invalid' });
    expect(tree(target)).toEqual([]);
  });
});

describe('staged uploads (decision 1030): files the web streamed to disk', () => {
  it('a staged file and a staged zip are moved or extracted into place; the staging folder is gone', async () => {
    const media = library();
    const staging = await media.createStaging();
    writeFileSync(join(staging.dir, 'upload-0'), PNG);
    writeFileSync(join(staging.dir, 'upload-1'), zip({ 'K/b.jpg': [JPEG] }));
    const written = await media.uploadAll('', [{ name: 'a.png', path: join(staging.dir, 'upload-0') }, { name: 'bilder.zip', path: join(staging.dir, 'upload-1') }], { extractZip: true });
    await staging.discard();
    expect(written.map((entry) => entry.path)).toEqual(['a.png', 'K/b.jpg']);
    expect(tree(folders.dir)).toEqual(['K', join('K', 'b.jpg'), 'a.png']);
  });

  it('a staged file over the size limit or of the wrong bytes: nothing written, the staging folder removed', async () => {
    const media = createMediaLibrary({ store: createDiskFileStore(folders.dir), limits: { fileBytes: 100 } });
    const staging = await media.createStaging();
    writeFileSync(join(staging.dir, 'upload-0'), PNG);
    writeFileSync(join(staging.dir, 'upload-1'), Buffer.concat([PNG, Buffer.alloc(100)]));
    await expect(media.uploadAll('', [{ name: 'a.png', path: join(staging.dir, 'upload-0') }, { name: 'b.png', path: join(staging.dir, 'upload-1') }], { extractZip: false })).rejects.toMatchObject({
      message: expect.stringMatching(/b.png ist zu gross.*Keine der 2 Dateien/),
    });
    writeFileSync(join(staging.dir, 'upload-2'), Buffer.from('<html>'));
    await expect(media.uploadAll('', [{ name: 'c.png', path: join(staging.dir, 'upload-2') }], { extractZip: false })).rejects.toMatchObject({ kind: 'invalid' });
    await staging.discard();
    expect(tree(folders.dir)).toEqual([]);
    expect(tree(folders.outside)).toEqual([]);
  });
});

describe('zip uploads: checked entry by entry before anything is extracted', () => {
  it('extracts a zip of images into folders', async () => {
    const written = await library().extractZip('', zip({ 'KISTE_0002/a.png': [PNG], 'KISTE_0002/b.jpg': [JPEG] }));
    expect(written.map((entry) => entry.path)).toEqual(['KISTE_0002/a.png', 'KISTE_0002/b.jpg']);
  });

  const refused = async (bytes: Buffer, reason: RegExp) => {
    await expect(library().extractZip('', bytes)).rejects.toMatchObject({ kind: 'invalid', errors: [{ params: { reason: expect.stringMatching(reason) } }] });
    expect(tree(folders.dir)).toEqual([]);
    expect(tree(folders.outside)).toEqual([]);
  };

  // yauzl itself refuses these names (strictFileNames); the message names the entry either way.
  it('a ../ entry', () => refused(zip({ 'ok.png': [PNG], '../outside/evil.png': [PNG] }), /unzulässiger Name|invalid relative path/));
  it('an absolute entry', () => refused(zip({ 'ok.png': [PNG], '/tmp/evil.png': [PNG] }), /unzulässiger Name|absolute path/));
  it('a symlink entry', () => refused(zip({ 'ok.png': [PNG], 'link.png': [Buffer.from('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }), /symbolischer Link/));
  it('a zip bomb', () => refused(zip({ 'bomb.png': [Buffer.alloc(9 * 1024 * 1024), { level: 9 }] }), /komprimiert/));
  it('a file whose bytes are not its type', async () => {
    await expect(library().extractZip('', zip({ 'ok.png': [PNG], 'fake.png': [Buffer.from('<html>x</html>')] }))).rejects.toMatchObject({ kind: 'invalid' });
    expect(tree(folders.dir)).toEqual([]);
  });
  it('a type the browser does not take', () => refused(zip({ 'run.sh': [Buffer.from('#!/bin/sh')] }), /Dateityp/));
  it('R001-6.12 not a zip at all, or a truncated one: refused with a German sentence, nothing written', async () => {
    const whole = zip({ 'a.png': [PNG], 'b.png': [PNG] });
    for (const bytes of [Buffer.from('PK nothing'), whole.subarray(0, whole.length - 30), Buffer.alloc(0)]) {
      const failure = await library().extractZip('', bytes).catch((error: unknown) => error);
      expect(failure).toMatchObject({ kind: 'invalid', errors: [{ field: 'file', params: { reason: expect.stringMatching(/kein lesbares ZIP-Archiv/) } }] });
      expect((failure as Error).message).toMatch(/^Das ZIP-Archiv wurde abgelehnt: die Datei ist kein lesbares ZIP-Archiv/);
      expect((failure as Error).message).not.toMatch(/signature|central directory/i);
    }
    expect(tree(folders.dir)).toEqual([]);
  });

  it('a zip with a damaged entry (its data corrupted after the headers) is refused, nothing written', async () => {
    const bytes = zip({ 'a.png': [PNG], 'b.png': [Buffer.alloc(4096, 7), { level: 9 }] });
    // Spoil the compressed data of the second entry (behind its local header), keeping the directory intact.
    const at = bytes.indexOf(Buffer.from('b.png')) + 5;
    for (let index = at; index < at + 8; index += 1) bytes[index] = 0xff;
    await expect(library().extractZip('', bytes)).rejects.toMatchObject({ kind: 'invalid' });
    expect(tree(folders.dir)).toEqual([]);
  });
});

describe('zip limits (entry count, total size, entry size): refused before anything is written', () => {
  const limited = (limits: Parameters<typeof createMediaLibrary>[0]['limits']) => createMediaLibrary({ store: createDiskFileStore(folders.dir), limits });
  const files = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`bild-${index}.png`, [PNG] as [Uint8Array]]));

  it('R001-6.12 more entries than the limit (500 by default; 3 here)', async () => {
    await expect(limited({ zipEntries: 3 }).extractZip('', zip(files(4)))).rejects.toMatchObject({ errors: [{ params: { reason: 'mehr als 3 Einträge' } }] });
    expect(tree(folders.dir)).toEqual([]);
    expect((await limited({ zipEntries: 3 }).extractZip('', zip(files(3)))).length).toBe(3);
  });

  it('R001-6.12 more uncompressed bytes than the limit (200 MB by default; 200 bytes here)', async () => {
    await expect(limited({ zipBytes: 200 }).extractZip('', zip(files(3)))).rejects.toMatchObject({ errors: [{ params: { reason: expect.stringMatching(/^entpackt grösser als/) } }] });
    expect(tree(folders.dir)).toEqual([]);
  });

  it('one entry larger than the file limit', async () => {
    await expect(limited({ fileBytes: 50 }).extractZip('', zip(files(1)))).rejects.toMatchObject({ errors: [{ params: { reason: expect.stringMatching(/bild-0.png ist grösser als/) } }] });
    expect(tree(folders.dir)).toEqual([]);
  });

  it('a zip whose headers declare small sizes but whose data is larger is stopped while reading', async () => {
    const bytes = zip({ 'a.png': [Buffer.concat([PNG, Buffer.alloc(1000)])] });
    // Lower the declared uncompressed size in the central directory (and local header) to 10 bytes.
    const declared = bytes.length;
    for (const signature of [0x04034b50, 0x02014b50]) {
      const offset = bytes.indexOf(Buffer.from(new Uint32Array([signature]).buffer));
      const sizeAt = offset + (signature === 0x04034b50 ? 22 : 24);
      bytes.writeUInt32LE(10, sizeAt);
    }
    expect(bytes.length).toBe(declared);
    await expect(library().extractZip('', bytes)).rejects.toMatchObject({ kind: 'invalid' });
    expect(tree(folders.dir)).toEqual([]);
  });
});

