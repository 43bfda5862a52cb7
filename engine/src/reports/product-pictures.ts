import type { EntityManager } from '@mikro-orm/postgresql';
import { Product, type IProduct } from '../catalog/product.entity';
import { ProductTypeAttribute } from '../catalog/product-type.entity';
import type { FileStore } from '../files/file-store';
import { mediaFileOf, type MediaFile } from '../files/product-images';
import { buildFromConfiguration, isProductFamily } from '../parts';
import { hashRemark } from '../parts/part-list';
import { renderPng } from './raster';
import { SCREENSHOT_MODES } from './screenshot-modes';
import { pictureFileName } from './file-names';
import { projectView } from './views';

/**
 * Overview pictures of the model-backed products: the isometric view of the product's
 * model with its type's default values overlaid with the product's own, as PNG at 1024 and 512 px,
 * below `.rendered/<articleNumber>/` of the product-images store (decision 1174: on disk or in
 * PostgreSQL, so an instance draws what no other drew yet). The file name carries a hash of the
 * configuration, so a change of the defaults gives a new picture on the next request (or
 * `shop images render`); a picture uploaded into the product's own folder always wins (decision 853).
 */

export const RENDERED_DIR = '.rendered';
/** 000 §9: the generic screenshot 1024×1024, the configurator's 512×512. */
export const PICTURE_SIZES = [SCREENSHOT_MODES.generic, SCREENSHOT_MODES.configurator] as const;
export type PictureSize = (typeof PICTURE_SIZES)[number];
/** Bumped when the drawing changes, so existing pictures are drawn again. */
const DRAWING_VERSION = '2';
/** The shop's cards crop pictures to 4:3: the product stays inside that band of the square. */
const PICTURE_BAND = 0.75;

interface PictureSubject {
  articleNumber: string;
  family: string;
  configuration: Record<string, string>;
}

const ignoreWarning = () => undefined;

export interface RenderSummary {
  rendered: number;
  unchanged: number;
  /** Products without a model (hardware, accessories): they keep 'Kein Bild' unless a picture is uploaded. */
  withoutModel: number;
  failed: { articleNumber: string; reason: string }[];
  ms: number;
}

export function createProductPictures(deps: { em: () => EntityManager; store: FileStore }) {
  const { store } = deps;

  async function defaultsByType(em: EntityManager, typeIds: number[]): Promise<Map<number, Record<string, string>>> {
    const links = typeIds.length === 0 ? [] : await em.find(ProductTypeAttribute, { productType: { $in: typeIds } }, { populate: ['attribute'] });
    const byType = new Map<number, Record<string, string>>();
    for (const link of links) {
      const typeId = typeof link.productType === 'number' ? link.productType : link.productType.id;
      const defaults = byType.get(typeId) ?? {};
      const value = link.attribute.options?.defaultValue;
      if (value !== undefined && value !== null && String(value) !== '') defaults[link.attribute.name] = String(value);
      byType.set(typeId, defaults);
    }
    return byType;
  }

  function subjectOf(product: IProduct, defaults: Record<string, string>): PictureSubject | undefined {
    const family = product.productType.modelFamily;
    if (!isProductFamily(family)) return undefined;
    const configuration: Record<string, string> = { ...defaults };
    for (const value of product.values.getItems()) {
      if (value.value !== null && value.value !== undefined && value.value !== '') configuration[value.attribute.name] = value.value;
    }
    return { articleNumber: product.articleNumber, family, configuration };
  }

  function fileNameOf(subject: PictureSubject, size: PictureSize): string {
    const key = JSON.stringify([DRAWING_VERSION, subject.family, Object.entries(subject.configuration).sort(([a], [b]) => a.localeCompare(b))]);
    return pictureFileName(subject.articleNumber, 'overview', size, hashRemark(key));
  }

  /** Draws the picture unless the current one exists; removes pictures of older configurations. */
  async function ensure(subject: PictureSubject, size: PictureSize, force = false): Promise<{ file: MediaFile; rendered: boolean } | undefined> {
    // Article numbers are one path segment (as the product-images folders).
    if (subject.articleNumber.includes('/') || subject.articleNumber.includes('\\') || subject.articleNumber.startsWith('.')) return undefined;
    const folder = `${RENDERED_DIR}/${subject.articleNumber}`;
    const name = fileNameOf(subject, size);
    const path = `${folder}/${name}`;
    const existing = force ? undefined : await store.stat(path);
    if (existing?.kind === 'file') return { file: mediaFileOf(existing), rendered: false };
    if (!isProductFamily(subject.family)) return undefined;
    const built = buildFromConfiguration(subject.family, subject.configuration, ignoreWarning);
    if (!built.ok || built.result.boxes.length === 0) return undefined;
    const png = renderPng(projectView(built.result.boxes, 'iso', { band: PICTURE_BAND }).polygons, size);
    const written = await store.write(path, png);
    const suffix = `_overview_${size}_`;
    for (const entry of (await store.list(folder)) ?? []) {
      if (entry.kind === 'file' && entry.name !== name && entry.name.includes(suffix) && entry.name.endsWith('.png')) await store.remove(entry.path);
    }
    return { file: mediaFileOf(written), rendered: true };
  }

  async function loadProducts(em: EntityManager, where: Record<string, unknown>) {
    const products = await em.find(Product, { deletedAt: null, ...where }, { populate: ['productType', 'values', 'values.attribute'], orderBy: { id: 'asc' } });
    const defaults = await defaultsByType(em, [...new Set(products.map((product) => product.productType.id))]);
    return products.map((product) => ({ product, subject: subjectOf(product, defaults.get(product.productType.id) ?? {}) }));
  }

  return {

    /**
     * The rendered overview of a product (by article number), drawn now when its configuration
     * changed since; undefined for products without a model or a configuration that cannot be built.
     */
    async overviewFor(articleNumber: string, size: PictureSize = 1024): Promise<MediaFile | undefined> {
      const [entry] = await loadProducts(deps.em(), { articleNumber });
      if (!entry?.subject) return undefined;
      return (await ensure(entry.subject, size).catch(() => undefined))?.file;
    },

    /**
     * The rendered overviews of several products at once (a category page's cards, decision 1155):
     * one read of the products, each picture drawn now when missing; products without a model or
     * with a configuration that cannot be built are left out.
     */
    async overviewsFor(articleNumbers: readonly string[]): Promise<Map<string, MediaFile>> {
      const found = new Map<string, MediaFile>();
      if (articleNumbers.length === 0) return found;
      for (const { product, subject } of await loadProducts(deps.em(), { articleNumber: { $in: [...new Set(articleNumbers)] } })) {
        if (!subject) continue;
        const file = (await ensure(subject, 1024).catch(() => undefined))?.file;
        if (file) found.set(product.articleNumber, file);
      }
      return found;
    },

    /** `shop images render` and the demo seed: the pictures of every model-backed product (`force` draws all again). */
    async renderAll(options: { force?: boolean; onProgress?: (done: number, total: number) => void } = {}): Promise<RenderSummary> {
      const started = performance.now();
      const summary: RenderSummary = { rendered: 0, unchanged: 0, withoutModel: 0, failed: [], ms: 0 };
      const entries = await loadProducts(deps.em(), {});
      for (const [index, { product, subject }] of entries.entries()) {
        options.onProgress?.(index, entries.length);
        if (!subject) {
          summary.withoutModel += 1;
          continue;
        }
        try {
          for (const size of PICTURE_SIZES) {
            const result = await ensure(subject, size, options.force);
            if (!result) throw new Error('the configuration cannot be built');
            if (size === PICTURE_SIZES[0]) summary[result.rendered ? 'rendered' : 'unchanged'] += 1;
          }
        } catch (error) {
          summary.failed.push({ articleNumber: product.articleNumber, reason: error instanceof Error ? error.message : String(error) });
        }
      }
      summary.ms = Math.round(performance.now() - started);
      return summary;
    },
  };
}
export type ProductPictures = ReturnType<typeof createProductPictures>;
