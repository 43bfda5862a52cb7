import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaFile } from './product-images';

/**
 * Pictures made for their slot (decision 1155): a product picture of the product-images store
 * (uploaded or drawn from the model; disk or PostgreSQL, decision 1174) resized to a width and encoded as WebP with sharp (libvips). The made variants are
 * kept in memory, least recently used out first, up to `maxBytes`; one picture asked for by many
 * requests at once is made once. The version of a picture is the hash of its bytes (the store's
 * SHA-256 when it keeps one, else hashed once per path and store version), so an address that carries it names exactly one content.
 */

export interface PictureVariant {
  body: Buffer;
  contentType: string;
  /** Content hash of the source picture. */
  version: string;
}

/** Formats that are resized; others (SVG: drawn at any size already) are served as they are. */
const RESIZABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

export function isResizable(file: Pick<MediaFile, 'contentType'>): boolean {
  return RESIZABLE.has(file.contentType);
}

export function createPictureVariants(options: { read: (file: MediaFile) => Promise<Buffer | undefined>; maxBytes?: number; quality?: number }) {
  const maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
  const quality = options.quality ?? 80;
  /** Insertion order = recency (a hit is moved to the end). */
  const kept = new Map<string, PictureVariant>();
  let keptBytes = 0;
  const making = new Map<string, Promise<PictureVariant>>();
  const versions = new Map<string, string>();
  let made = 0;

  const identity = (file: MediaFile): string => `${file.path}\0${file.version}`;

  async function bytesOf(file: MediaFile): Promise<Buffer> {
    const bytes = await options.read(file);
    if (!bytes) throw new Error(`${file.path} is gone`);
    return bytes;
  }

  async function versionOf(file: MediaFile, key?: string): Promise<string> {
    if (file.sha256) return Buffer.from(file.sha256, 'hex').toString('base64url').slice(0, 16);
    const id = key ?? identity(file);
    const known = versions.get(id);
    if (known) return known;
    const version = createHash('sha256').update(await bytesOf(file)).digest('base64url').slice(0, 16);
    if (versions.size > 20_000) versions.clear();
    versions.set(id, version);
    return version;
  }

  function keep(key: string, variant: PictureVariant): void {
    kept.set(key, variant);
    keptBytes += variant.body.length;
    for (const [oldKey, old] of kept) {
      if (keptBytes <= maxBytes || oldKey === key) break;
      kept.delete(oldKey);
      keptBytes -= old.body.length;
    }
  }

  async function make(file: MediaFile, width: number, id: string): Promise<PictureVariant> {
    const source = await bytesOf(file);
    const version = file.sha256 ? await versionOf(file) : createHash('sha256').update(source).digest('base64url').slice(0, 16);
    versions.set(id, version);
    const body = await sharp(source, { animated: false })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality, effort: 4 })
      .toBuffer();
    made += 1;
    return { body, contentType: 'image/webp', version };
  }

  return {
    /** The content hash of a picture file (16 base64url characters). */
    version: (file: MediaFile) => versionOf(file),

    /** The picture at `width` (never wider than the source) as WebP. */
    async variant(file: MediaFile, width: number): Promise<PictureVariant> {
      const id = identity(file);
      const key = `${id}\0${width}`;
      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return hit;
      }
      const pending = making.get(key);
      if (pending) return pending;
      const promise = make(file, width, id)
        .then((variant) => {
          keep(key, variant);
          return variant;
        })
        .finally(() => making.delete(key));
      making.set(key, promise);
      return promise;
    },

    /** What is kept (metrics, tests). */
    stats: () => ({ entries: kept.size, bytes: keptBytes, made }),
  };
}
export type PictureVariants = ReturnType<typeof createPictureVariants>;
