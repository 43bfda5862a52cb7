import { extname } from 'node:path';
import type { FileStore, StoredFile } from './file-store';

/**
 * Product images (001 §7 Files): one folder per article number in the product-images file store
 * (decision 1174; on disk PRODUCT_IMAGES_DIR, default DATA_DIR/product-images). Served by
 * GET /api/media/*, listed by the product gallery; the overview image is `overview.<ext>` of the
 * product's folder, else its first image. Paths never leave the store (decision 402).
 */

/** Content types of the files the media route serves; anything else is application/octet-stream. */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg', '.avif']);

/** Base URL of the media route. */
export const MEDIA_URL_PREFIX = '/api/media/';

export function contentTypeOf(fileName: string): string {
  return MEDIA_CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

export function isImageFile(fileName: string): boolean {
  return IMAGE_EXTENSIONS.has(extname(fileName).toLowerCase());
}

/** The media URL of a path below the directory, each segment URL-encoded. */
export function mediaUrl(...segments: string[]): string {
  return MEDIA_URL_PREFIX + segments.map(encodeURIComponent).join('/');
}

export interface MediaFile {
  /** Relative to the product-images store ('KISTE_0001/front.png', drawn pictures '.rendered/…'). */
  path: string;
  name: string;
  contentType: string;
  size: number;
  /** Changes with the content (file-store.ts). */
  version: string;
  /** The content's SHA-256 (hex) when the store keeps it. */
  sha256?: string;
}

/** A stored file as a media file. */
export const mediaFileOf = (file: StoredFile): MediaFile => ({ path: file.path, name: file.name, contentType: contentTypeOf(file.name), size: file.size, version: file.version, ...(file.sha256 ? { sha256: file.sha256 } : {}) });

/**
 * The media folder of a shop mode's gallery page (decision 968): 'galerie-verpackung',
 * 'galerie-moebel'; staff fill it through the media browser.
 */
export function galleryFolder(mode: 'verpackung' | 'moebel'): string {
  return `galerie-${mode}`;
}

export interface GalleryImage {
  name: string;
  url: string;
}

/**
 * Splits a requested relative path into safe segments, or undefined: no empty, '.', '..',
 * backslash, NUL or drive segments; no absolute paths; no hidden names (the media library's
 * `.uploads` staging folder is never served, decision 1030; uploaded names never start with a dot).
 */
export function safeSegments(path: string): string[] | undefined {
  if (path.includes('\0') || path.includes('\\') || path.startsWith('/')) return undefined;
  const segments = path.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.') || segment.includes(':'))) return undefined;
  return segments;
}

export function createProductImages(options: { store: FileStore }) {
  const { store } = options;

  async function imagesOf(articleNumber: string): Promise<string[]> {
    const segments = safeSegments(articleNumber);
    if (!segments || segments.length !== 1) return [];
    const entries = (await store.list(articleNumber)) ?? [];
    return entries
      .filter((entry) => entry.kind === 'file' && isImageFile(entry.name))
      .map((entry) => entry.name)
      .sort((a, b) => a.localeCompare(b, 'de'));
  }

  /** A file below the directory by its URL path ('KISTE_0001/front.png'), or undefined. */
  async function findMedia(path: string): Promise<MediaFile | undefined> {
    if (!safeSegments(path)) return undefined;
    const file = await store.stat(path).catch(() => undefined);
    return file?.kind === 'file' ? mediaFileOf(file) : undefined;
  }

  return {
    findMedia,

    /** A readable web stream of a file found by {@link findMedia} (empty when it went meanwhile). */
    async openStream(file: MediaFile): Promise<ReadableStream<Uint8Array>> {
      return (await store.stream(file.path)) ?? new Blob([]).stream();
    },

    /** The bytes of a file found by {@link findMedia}, or of a drawn picture. */
    read: (file: MediaFile) => store.read(file.path),

    /** The images of a product's folder with their media URLs; any failure gives an empty list (001 §8). */
    async galleryImages(articleNumber: string): Promise<GalleryImage[]> {
      try {
        return (await imagesOf(articleNumber)).map((name) => ({ name, url: mediaUrl(articleNumber, name) }));
      } catch {
        return [];
      }
    },

    /** The overview image of a product: `overview.<ext>` (also `NN-overview.<ext>`), else the first image; undefined when none. */
    async overviewImage(articleNumber: string): Promise<MediaFile | undefined> {
      const names = await imagesOf(articleNumber).catch(() => []);
      // `02-overview.png`: the gallery order's prefix (decision 894) keeps the overview.
      const name = names.find((candidate) => /^(\d{2}-)?overview\.[^.]+$/i.test(candidate)) ?? names[0];
      return name === undefined ? undefined : findMedia(`${articleNumber}/${name}`);
    },
  };
}
export type ProductImages = ReturnType<typeof createProductImages>;
