/**
 * Product pictures in the sizes the pages show them (decision 1155). The overview picture of a
 * product (000 §7: /api/media/product-overview/{articleNumber}) answers `?w=` with a WebP of one of
 * these widths — a requested width is rounded up to the next one, so a handful of variants per
 * picture is ever made and kept — and `&v=` with the picture's content hash, under which the
 * answer may be kept for a year. Browser-safe: the pages build their srcset from the same list.
 */

/** The widths (px) a picture is made in; the drawn pictures are 1024 px, nothing is enlarged. */
export const PICTURE_WIDTHS = [128, 256, 384, 512, 768, 1024] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The width `src` falls back to where srcset is not understood. */
export const DEFAULT_PICTURE_WIDTH: PictureWidth = 512;

/**
 * The made width for a requested one: the smallest listed width at least as wide, the largest for
 * anything wider; undefined for something that is not a positive whole number of pixels.
 *
 * @example pictureWidthFor('200') // 256
 */
export function pictureWidthFor(requested: string | number): PictureWidth | undefined {
  const text = String(requested).trim();
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const width = Number(text);
  if (width <= 0) return undefined;
  return PICTURE_WIDTHS.find((candidate) => candidate >= width) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
}

/** The overview picture's address without a size (the original file, 000 §7). */
export function overviewPicturePath(articleNumber: string): string {
  return `/api/media/product-overview/${encodeURIComponent(articleNumber)}`;
}

/**
 * The address of one made size; with the picture's version (content hash) the answer is kept for
 * a year, without it for minutes (a cart line stored in the browser knows no version).
 */
export function overviewPictureUrl(articleNumber: string, width: PictureWidth, version?: string | null): string {
  return `${overviewPicturePath(articleNumber)}?w=${width}${version ? `&v=${encodeURIComponent(version)}` : ''}`;
}

/** `srcset` over every made width, up to `maxWidth` (the widest the slot can need). */
export function overviewPictureSrcSet(articleNumber: string, version?: string | null, maxWidth = 1024): string {
  const widths = PICTURE_WIDTHS.filter((width) => width <= Math.max(maxWidth, PICTURE_WIDTHS[0]));
  return widths.map((width) => `${overviewPictureUrl(articleNumber, width, version)} ${width}w`).join(', ');
}

/** The article number of an overview picture address (a cart line keeps the address), or undefined. */
export function articleNumberOfPictureUrl(url: string): string | undefined {
  const match = /^\/api\/media\/product-overview\/([^/?#]+)(?:[?#].*)?$/.exec(url);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
