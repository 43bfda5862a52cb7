import { describe, expect, it } from 'vitest';
import { articleNumberOfPictureUrl, overviewPicturePath, overviewPictureSrcSet, overviewPictureUrl, PICTURE_WIDTHS, pictureWidthFor } from './picture-sizes';

/** The made widths and the addresses of product pictures (decision 1155). */
describe('picture sizes', () => {
  it('rounds a requested width up to the next made one, the widest for anything wider; refuses what is no width', () => {
    expect(pictureWidthFor('1')).toBe(128);
    expect(pictureWidthFor(128)).toBe(128);
    expect(pictureWidthFor('129')).toBe(256);
    expect(pictureWidthFor(' 200 ')).toBe(256);
    expect(pictureWidthFor('1024')).toBe(1024);
    expect(pictureWidthFor('99999')).toBe(1024);
    for (const bad of ['', '0', '-5', '12.5', 'abc', '1e3', '123456']) expect(pictureWidthFor(bad)).toBeUndefined();
  });

  it('builds the addresses: a version makes them immutable, the article number is encoded', () => {
    expect(overviewPicturePath('KISTE 1/2')).toBe('/api/media/product-overview/KISTE%201%2F2');
    expect(overviewPictureUrl('KISTE_0001', 256, 'abc_DEF-123')).toBe('/api/media/product-overview/KISTE_0001?w=256&v=abc_DEF-123');
    expect(overviewPictureUrl('KISTE_0001', 256, null)).toBe('/api/media/product-overview/KISTE_0001?w=256');
    expect(overviewPictureUrl('KISTE_0001', 256)).toBe('/api/media/product-overview/KISTE_0001?w=256');
  });

  it('lists the made widths in srcset up to the widest the slot needs (at least the smallest)', () => {
    expect(overviewPictureSrcSet('K', 'v1')).toBe(PICTURE_WIDTHS.map((width) => `/api/media/product-overview/K?w=${width}&v=v1 ${width}w`).join(', '));
    expect(overviewPictureSrcSet('K', 'v1', 256)).toBe('/api/media/product-overview/K?w=128&v=v1 128w, /api/media/product-overview/K?w=256&v=v1 256w');
    expect(overviewPictureSrcSet('K', undefined, 10)).toBe('/api/media/product-overview/K?w=128 128w');
  });

  it('reads the article number back from an overview address (a cart line keeps it), nothing from other addresses', () => {
    expect(articleNumberOfPictureUrl('/api/media/product-overview/KISTE%201')).toBe('KISTE 1');
    expect(articleNumberOfPictureUrl('/api/media/product-overview/KISTE_1?w=256')).toBe('KISTE_1');
    expect(articleNumberOfPictureUrl('/api/media/KISTE_1/front.png')).toBeUndefined();
    expect(articleNumberOfPictureUrl('/images/no-image.png')).toBeUndefined();
    expect(articleNumberOfPictureUrl('/api/media/product-overview/%E0%A4%A')).toBeUndefined();
  });
});
