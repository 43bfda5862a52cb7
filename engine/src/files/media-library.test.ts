import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync, type ZipOptions } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkedRelativePath, createMediaLibrary, sanitiseName, sniffType } from './media-library';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

let base: string;
let dir: string;
let outside: string;
const library = () => createMediaLibrary({ dir });
/** Every file and folder below a directory (to prove nothing was written). */
const tree = (path: string): string[] => (existsSync(path) ? readdirSync(path, { recursive: true }).map(String).sort() : []);
const zip = (files: Record<string, [Uint8Array, ZipOptions?]>) => Buffer.from(zipSync(files as never));

beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'media-library-'));
  dir = join(base, 'product-images');
  outside = join(base, 'outside');
  mkdirSync(dir);
  mkdirSync(outside);
});

describe('media library paths and names (issue 19, decision 893)', () => {
  it('refuses ../, absolute, drive, backslash and control characters; sanitises uploaded names', () => {
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'C:/x', 'a\\..\\x', 'a\u0000b', '..']) expect(checkedRelativePath(bad)).toBeNull();
    expect(checkedRelativePath('KISTE_0001/bild.png')).toEqual(['KISTE_0001', 'bild.png']);
    expect(sanitiseName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseName('C:\\temp\\Bild grün.PNG')).toBe('Bild-grun.PNG');
    expect(sanitiseName('.htaccess')).toBe('htaccess');
    expect(sanitiseName('..')).toBe('');
  });

  it('reads the type from the bytes: a PNG named .jpg, an HTML page named .png and an SVG are refused', () => {
    expect(sniffType('a.png', PNG)).toBe('image/png');
    expect(sniffType('a.jpg', PNG)).toBeNull();
    expect(sniffType('a.png', Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffType('a.svg', Buffer.from('<svg onload="alert(1)"/>'))).toBeNull();
  });
});

describe('media library operations', () => {
  it('uploads, lists by folder and type, creates folders, renames and deletes inside the directory', async () => {
    const media = library();
    await media.createFolder('', 'KISTE_0001');
    await media.upload('KISTE_0001', 'Übersicht 1.png', PNG);
    await media.upload('KISTE_0001', 'detail.jpg', JPEG);
    const listed = await media.list('KISTE_0001');
    expect(listed.entries.map((entry) => [entry.name, entry.type])).toEqual([
      ['detail.jpg', 'image/jpeg'],
      ['Ubersicht-1.png', 'image/png'],
    ]);
    expect((await media.list('KISTE_0001', 'png')).entries.map((entry) => entry.name)).toEqual(['Ubersicht-1.png']);
    await media.rename('KISTE_0001/detail.jpg', 'seite.jpg');
    await expect(media.rename('KISTE_0001/seite.jpg', 'seite.html')).rejects.toMatchObject({ kind: 'invalid' });
    await media.remove('KISTE_0001/seite.jpg');
    expect(tree(dir)).toEqual(['KISTE_0001', join('KISTE_0001', 'Ubersicht-1.png')]);
    await expect(media.remove('')).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('hostile names never write outside: ../ and absolute folders, backslashes, a wrong-bytes file', async () => {
    const media = library();
    await expect(media.upload('../outside', 'a.png', PNG)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.upload('/tmp', 'a.png', PNG)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.upload('a\\..\\..', 'a.png', PNG)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.upload('', 'bild.png', Buffer.from('GIF89a not a png'))).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.remove('../outside')).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.rename('x.png', '../../evil.png')).rejects.toMatchObject({ kind: 'not_found' });
    // A name with ../ is sanitised to its last part and lands inside.
    await media.upload('', '../../outside/evil.png', PNG);
    expect(tree(outside)).toEqual([]);
    expect(tree(dir)).toEqual(['evil.png']);
  });

  it('a symlink inside the directory cannot lead out', async () => {
    symlinkSync(outside, join(dir, 'link'));
    const media = library();
    await expect(media.upload('link', 'a.png', PNG)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.list('link')).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.remove('link/x')).rejects.toMatchObject({ kind: 'invalid' });
    expect((await media.list('')).entries).toEqual([]);
    expect(tree(outside)).toEqual([]);
  });
});

describe('zip uploads: checked entry by entry before anything is extracted', () => {
  it('extracts a zip of images into folders', async () => {
    const written = await library().extractZip('', zip({ 'KISTE_0002/a.png': [PNG], 'KISTE_0002/b.jpg': [JPEG] }));
    expect(written.map((entry) => entry.path)).toEqual(['KISTE_0002/a.png', 'KISTE_0002/b.jpg']);
  });

  const refused = async (bytes: Buffer, reason: RegExp) => {
    await expect(library().extractZip('', bytes)).rejects.toMatchObject({ kind: 'invalid', errors: [{ params: { reason: expect.stringMatching(reason) } }] });
    expect(tree(dir)).toEqual([]);
    expect(tree(outside)).toEqual([]);
  };

  // yauzl itself refuses these names (strictFileNames); the message names the entry either way.
  it('a ../ entry', () => refused(zip({ 'ok.png': [PNG], '../outside/evil.png': [PNG] }), /unzulässiger Name|invalid relative path/));
  it('an absolute entry', () => refused(zip({ 'ok.png': [PNG], '/tmp/evil.png': [PNG] }), /unzulässiger Name|absolute path/));
  it('a symlink entry', () => refused(zip({ 'ok.png': [PNG], 'link.png': [Buffer.from('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }] }), /symbolischer Link/));
  it('a zip bomb', () => refused(zip({ 'bomb.png': [Buffer.alloc(9 * 1024 * 1024), { level: 9 }] }), /komprimiert/));
  it('a file whose bytes are not its type', async () => {
    await expect(library().extractZip('', zip({ 'ok.png': [PNG], 'fake.png': [Buffer.from('<html>x</html>')] }))).rejects.toMatchObject({ kind: 'invalid' });
    expect(tree(dir)).toEqual([]);
  });
  it('a type the browser does not take', () => refused(zip({ 'run.sh': [Buffer.from('#!/bin/sh')] }), /Dateityp/));
  it('not a zip at all', async () => {
    await expect(library().extractZip('', Buffer.from('PK nothing'))).rejects.toBeDefined();
    expect(tree(dir)).toEqual([]);
  });
});

describe('a product gallery order (decision 894)', () => {
  it('R001-2.21 prefixes the named files 01-, 02-, … in the given order, replacing old prefixes; refuses ../ and unknown names', async () => {
    const media = library();
    await media.upload('KISTE_0001', 'front.png', PNG);
    await media.upload('KISTE_0001', 'detail.jpg', JPEG);
    await media.upload('KISTE_0001', 'seite.png', PNG);
    let names = (await media.orderFiles('KISTE_0001', ['seite.png', 'front.png', 'detail.jpg'])).map((entry) => entry.name);
    expect(names).toEqual(['01-seite.png', '02-front.png', '03-detail.jpg']);
    names = (await media.orderFiles('KISTE_0001', ['03-detail.jpg', '01-seite.png', '02-front.png'])).map((entry) => entry.name);
    expect(names).toEqual(['01-detail.jpg', '02-seite.png', '03-front.png']);
    await expect(media.orderFiles('KISTE_0001', ['../../outside/x.png'])).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.orderFiles('../outside', ['x.png'])).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.orderFiles('KISTE_0001', ['fehlt.png'])).rejects.toMatchObject({ kind: 'not_found' });
    expect(tree(dir)).toEqual(['KISTE_0001', ...['01-detail.jpg', '02-seite.png', '03-front.png'].map((name) => join('KISTE_0001', name))]);
    expect(tree(outside)).toEqual([]);
  });
});
