import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JPEG, PNG, tree, useMediaFolders, zip } from '../../test/media-folders';
import { checkedRelativePath, createMediaLibrary, sanitiseName, sniffType } from './media-library';
import { createDiskFileStore } from './disk-file-store';

const folders = useMediaFolders('media-library-');
const library = () => createMediaLibrary({ store: createDiskFileStore(folders.dir) });

describe('media library paths and names (decision 893)', () => {
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
    expect(tree(folders.dir)).toEqual(['KISTE_0001', join('KISTE_0001', 'Ubersicht-1.png')]);
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
    expect(tree(folders.outside)).toEqual([]);
    expect(tree(folders.dir)).toEqual(['evil.png']);
  });

  it('a symlink inside the directory cannot lead out', async () => {
    symlinkSync(folders.outside, join(folders.dir, 'link'));
    const media = library();
    await expect(media.upload('link', 'a.png', PNG)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.list('link')).rejects.toMatchObject({ kind: 'invalid' });
    await expect(media.remove('link/x')).rejects.toMatchObject({ kind: 'invalid' });
    expect((await media.list('')).entries).toEqual([]);
    expect(tree(folders.outside)).toEqual([]);
  });
});

describe('several files in one upload: all or nothing', () => {
  it('R001-2.14 a refused later file keeps the earlier ones from being written, and the message says so', async () => {
    const media = library();
    const failure = await media
      .uploadAll('KISTE_0003', [{ name: 'a.png', bytes: PNG }, { name: 'b.jpg', bytes: JPEG }, { name: 'c.png', bytes: Buffer.from('<html>') }], { extractZip: true })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'invalid' });
    expect((failure as Error).message).toBe('Der Inhalt der Datei c.png passt nicht zu ihrer Endung (erlaubt: PNG, JPEG, GIF, WebP, PDF, GLB). Keine der 3 Dateien wurde gespeichert.');
    expect(tree(folders.dir)).toEqual([]);
  });

  it('a broken zip after good files: nothing written; all good: every file and zip entry written', async () => {
    const media = library();
    await expect(media.uploadAll('', [{ name: 'a.png', bytes: PNG }, { name: 'bilder.zip', bytes: Buffer.from('PK broken') }], { extractZip: true })).rejects.toMatchObject({
      message: expect.stringMatching(/kein lesbares ZIP-Archiv.*Keine der 2 Dateien wurde gespeichert/),
    });
    expect(tree(folders.dir)).toEqual([]);
    const written = await media.uploadAll('', [{ name: 'a.png', bytes: PNG }, { name: 'bilder.zip', bytes: zip({ 'K/b.jpg': [JPEG] }) }], { extractZip: true });
    expect(written.map((entry) => entry.path)).toEqual(['a.png', 'K/b.jpg']);
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
    expect(tree(folders.dir)).toEqual(['KISTE_0001', ...['01-detail.jpg', '02-seite.png', '03-front.png'].map((name) => join('KISTE_0001', name))]);
    expect(tree(folders.outside)).toEqual([]);
  });
});
