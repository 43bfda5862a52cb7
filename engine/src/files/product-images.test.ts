import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, createProductImages, galleryFolder, safeSegments } from './product-images';
import { createDiskFileStore } from './disk-file-store';

let base: string;
let images: ReturnType<typeof createProductImages>;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'product-images-'));
  const dir = join(base, 'product-images');
  mkdirSync(join(dir, 'KISTE_0001'), { recursive: true });
  mkdirSync(join(dir, 'KISTE_0002'), { recursive: true });
  mkdirSync(join(dir, 'KISTE_0004'), { recursive: true });
  writeFileSync(join(dir, 'KISTE_0004', '01-seite.png'), 'png');
  writeFileSync(join(dir, 'KISTE_0004', '02-overview.png'), 'png');
  writeFileSync(join(dir, 'KISTE_0001', 'b-seite.jpg'), 'jpg');
  writeFileSync(join(dir, 'KISTE_0001', 'a-front.png'), 'png');
  writeFileSync(join(dir, 'KISTE_0001', 'overview.webp'), 'webp');
  writeFileSync(join(dir, 'KISTE_0001', 'notes.txt'), 'txt');
  writeFileSync(join(dir, 'KISTE_0002', 'nur.svg'), '<svg/>');
  mkdirSync(join(dir, 'galerie-verpackung'), { recursive: true });
  writeFileSync(join(dir, 'galerie-verpackung', '01-Exportkiste.jpg'), 'jpg');
  writeFileSync(join(base, 'secret.txt'), 'secret');
  symlinkSync(join(base, 'secret.txt'), join(dir, 'KISTE_0002', 'link.png'));
  images = createProductImages({ store: createDiskFileStore(dir) });
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('product images (001 §7 Files)', () => {
  it('R001-7.060 lists a product folder’s images sorted, with media URLs', async () => {
    expect(await images.galleryImages('KISTE_0001')).toEqual([
      { name: 'a-front.png', url: '/api/media/KISTE_0001/a-front.png' },
      { name: 'b-seite.jpg', url: '/api/media/KISTE_0001/b-seite.jpg' },
      { name: 'overview.webp', url: '/api/media/KISTE_0001/overview.webp' },
    ]);
  });

  it('R000-2.04 R000-2.03 a gallery page’s own pictures live in the media folder of its mode (decision 968)', async () => {
    expect(await images.galleryImages(galleryFolder('verpackung'))).toEqual([{ name: '01-Exportkiste.jpg', url: '/api/media/galerie-verpackung/01-Exportkiste.jpg' }]);
    expect(await images.galleryImages(galleryFolder('moebel'))).toEqual([]);
  });

  it('R001-8.38 R000-8.20 a failing gallery gives an empty list', async () => {
    expect(await images.galleryImages('GIBT_ES_NICHT')).toEqual([]);
    expect(await images.galleryImages('../')).toEqual([]);
    expect(await createProductImages({ store: createDiskFileStore(join(base, 'missing')) }).galleryImages('KISTE_0001')).toEqual([]);
  });

  it('R001-7.059 finds media files with their content type and never leaves the directory', async () => {
    expect(await images.findMedia('KISTE_0001/a-front.png')).toMatchObject({ name: 'a-front.png', contentType: 'image/png', size: 3 });
    expect(await images.findMedia('KISTE_0002/nur.svg')).toMatchObject({ contentType: 'image/svg+xml' });
    for (const path of ['../secret.txt', 'KISTE_0001/../../secret.txt', '/etc/passwd', 'KISTE_0001\\a-front.png', 'KISTE_0001', '', 'KISTE_0002/link.png']) {
      expect(await images.findMedia(path), path).toBeUndefined();
    }
    expect(safeSegments('a/./b')).toBeUndefined();
    expect(contentTypeOf('x.JPEG')).toBe('image/jpeg');
    expect(contentTypeOf('x.exe')).toBe('application/octet-stream');
  });

  it('the overview image is overview.<ext>, else the first image, else none', async () => {
    expect((await images.overviewImage('KISTE_0001'))?.name).toBe('overview.webp');
    expect((await images.overviewImage('KISTE_0002'))?.name).toBe('nur.svg');
    expect(await images.overviewImage('KISTE_0003')).toBeUndefined();
    // Moved to second place in the gallery (decision 894): still the overview.
    expect((await images.overviewImage('KISTE_0004'))?.name).toBe('02-overview.png');
  });
});
