import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { mayActForCustomers } from '../auth/customer-access';
import { isAdmin } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { galleryFolder, type GalleryImage, type MediaFile, type ProductImages } from '../files/product-images';
import { createPictureVariants, isResizable, type PictureVariant, type PictureVariants } from '../files/picture-variants';
import type { PictureWidth } from './picture-sizes';
import { Attribute, type AttributeOptions, type IAttribute } from './attribute.entity';
import type { AttributeTexts, AttributeTranslations } from './attribute-texts';
import { createReadCache, openView, type ReadCache } from '../cache/read-cache';
import { isConfigurable } from './attribute-rules';
import { ATTRIBUTE_TYPES, ProductKind, type AttributeTypeInfo, type CatalogShopMode } from './enums';
import { CategoryProduct, Product, type ICategoryProduct, type IProduct } from './product.entity';
import { ProductType, ProductTypeAttribute, type IProductType } from './product-type.entity';
import { freeArticleNumber } from './product-admin';
import { idSchema } from '../validation/ids';

/**
 * Read side of the catalogue API (001 §7): category links, product types and attributes, the
 * next article number, the product summary, the configuration form and the gallery. Plain data
 * out; the shop never sees unpublished, deleted or foreign customer-owned products.
 */

const id = idSchema;
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** Query of GET /api/category-product: optional categoryId / productId filters. */
export const categoryProductLinksQuerySchema = z.object({ categoryId: id.optional(), productId: id.optional() }).strict();
export type CategoryProductLinksQuery = z.input<typeof categoryProductLinksQuerySchema>;

/** Query of GET /api/product-types and /with-attributes: admins may include soft-deleted types. */
export const productTypesQuerySchema = z.object({ includeDeleted: flag.default(false) }).strict();
export type ProductTypesQuery = z.input<typeof productTypesQuerySchema>;

/** Query of GET /api/product/next-article-number. */
export const nextArticleNumberQuerySchema = z.object({ typeId: id }).strict();
export type NextArticleNumberQuery = z.input<typeof nextArticleNumberQuerySchema>;

/** A path id (`:id`). */
export const idParamSchema = z.object({ id }).strict();

/** Query of GET /api/order/position/configuration: the product by id or article number. */
export const configurationFormQuerySchema = z
  .object({ productId: id.optional(), articleNumber: z.string().trim().min(1).max(100).optional() })
  .strict()
  .refine((query) => (query.productId === undefined) !== (query.articleNumber === undefined), {
    message: 'validation.required',
    path: ['productId'],
  });
export type ConfigurationFormQuery = z.input<typeof configurationFormQuerySchema>;

export interface CategoryProductLink {
  id: number;
  categoryId: number;
  productId: number;
  order: number;
}

export interface AttributeItem {
  id: number;
  name: string;
  typeId: number;
  attributeType: { id: number; name: string; relevantForConfiguration: boolean } | null;
  visibility: number;
  options: AttributeOptions | null;
  /** French and English name and choice labels (decision 974); null: German everywhere. */
  translations: AttributeTranslations | null;
}

export interface ProductTypeAttributeItem {
  id: number;
  attributeId: number;
  attribute: AttributeItem;
  visibility: number;
  order: number;
}

export interface ProductTypeItem {
  id: number;
  name: string;
  categoryId: number | null;
  excelFilePath: string | null;
  modelMode: string | null;
  modelFamily: string | null;
  deletedAt: string | null;
}

export interface ProductTypeWithAttributes extends ProductTypeItem {
  attrs: ProductTypeAttributeItem[];
}

export interface ProductSummary {
  total: number;
  published: number;
  unpublished: number;
  deleted: number;
  /** Alive products per kind (every kind listed, also with 0). */
  byKind: { kindCode: number; name: string; count: number; published: number }[];
  /** Alive products per product type (types without products are left out). */
  byType: { typeId: number; name: string; count: number; published: number }[];
}

export interface ConfigurationField {
  attributeId: number;
  name: string;
  typeId: number;
  typeName: string;
  visibility: number;
  order: number;
  unit: string | null;
  values: string[] | null;
  min: number | null;
  max: number | null;
  step: number | null;
  required: boolean;
  /** The product's own value, else the attribute's default. */
  defaultValue: string | null;
}

export interface ConfigurationForm {
  productId: number;
  articleNumber: string;
  typeId: number;
  canBeConfigured: boolean;
  fields: ConfigurationField[];
}

const typeById = new Map<number, AttributeTypeInfo>(ATTRIBUTE_TYPES.map((type) => [type.id, type]));

export function toAttributeItem(attribute: IAttribute): AttributeItem {
  const type = typeById.get(attribute.typeId);
  return {
    id: attribute.id,
    name: attribute.name,
    typeId: attribute.typeId,
    attributeType: type ? { id: type.id, name: type.name, relevantForConfiguration: type.relevantForConfiguration } : null,
    visibility: attribute.visibility,
    options: attribute.options ?? null,
    translations: attribute.translations ?? null,
  };
}

export function toProductTypeItem(type: IProductType): ProductTypeItem {
  return {
    id: type.id,
    name: type.name,
    categoryId: type.category?.id ?? null,
    excelFilePath: type.excelFilePath ?? null,
    modelMode: type.modelMode ?? null,
    modelFamily: type.modelFamily ?? null,
    deletedAt: type.deletedAt ? type.deletedAt.toISOString() : null,
  };
}

/**
 * Which customer-owned products (publiclyAvailable false) the caller may see (decision 1089): its
 * own customer's, and every one for the staff whose work they are (`privateProducts`: ADMIN_PRODUCT,
 * ADMIN_QUOTE, ADMIN_CUSTOMER); public products for everyone. Empty: no restriction.
 */
export function privateProductsFilter(ctx: Pick<RequestContext, 'customerId' | 'permissions'>): { publiclyAvailable?: true; $or?: FilterQuery<IProduct>[] } {
  if (mayActForCustomers(ctx, 'privateProducts')) return {};
  return ctx.customerId ? { $or: [{ publiclyAvailable: true }, { customers: { customer: ctx.customerId } }] } : { publiclyAvailable: true };
}

/**
 * The visibility rule of the shop (001 §7, decisions 007 and 1089) as a product filter for the
 * caller: never deleted; unpublished ones for admins; customer-owned ones by `privateProductsFilter`.
 */
export function visibleProductsFilter(ctx: RequestContext): FilterQuery<IProduct> {
  return { deletedAt: null, ...(isAdmin(ctx) ? {} : { published: true }), ...privateProductsFilter(ctx) };
}

/** Every attribute's French and English texts (decision 974), type id and unit, by German name. */
export async function loadAttributeTexts(em: EntityManager): Promise<AttributeTexts> {
  const attributes = await em.find(Attribute, {}, { fields: ['name', 'typeId', 'options', 'translations'], orderBy: { id: 'asc' } });
  return Object.fromEntries(
    attributes.map((attribute) => {
      const unit = attribute.options?.unit;
      return [attribute.name, { ...(attribute.translations ?? {}), typeId: attribute.typeId, ...(unit ? { unit } : {}) }];
    }),
  );
}

export function createCatalogReadService(deps: {
  em: () => EntityManager;
  productImages: ProductImages;
  /** The picture drawn from a product's model, when no picture was uploaded (passed in by the reports layer). */
  renderedOverview?: (articleNumber: string) => Promise<MediaFile | undefined>;
  /** The drawn pictures of several products at once (a page's cards). */
  renderedOverviews?: (articleNumbers: readonly string[]) => Promise<Map<string, MediaFile>>;
  /** Resized WebP variants, kept in memory (decision 1155). */
  pictureVariants?: PictureVariants;
  readCache?: ReadCache;
}) {
  const variants = deps.pictureVariants ?? createPictureVariants({ read: deps.productImages.read });
  // Every page may render a configuration: the attributes' texts are kept under the cache generation (decision 973).
  const memory = deps.readCache ?? createReadCache();
  async function visibleProduct(em: EntityManager, ctx: RequestContext, where: FilterQuery<IProduct>): Promise<IProduct | null> {
    return em.findOne(Product, { $and: [visibleProductsFilter(ctx), where] }, { populate: ['productType'] });
  }

  async function productOverviewImage(ctx: RequestContext, articleNumber: string): Promise<MediaFile | undefined> {
    const product = await visibleProduct(deps.em(), ctx, { articleNumber }).catch(() => null);
    if (!product) return undefined;
    // An uploaded picture wins; else the picture drawn from the product's model (reports).
    return (await deps.productImages.overviewImage(product.articleNumber)) ?? (await deps.renderedOverview?.(product.articleNumber));
  }

  async function loadTypes(ctx: RequestContext, rawQuery: ProductTypesQuery, withAttributes: boolean): Promise<ProductTypeWithAttributes[]> {
    const query = productTypesQuerySchema.parse(rawQuery);
    const includeDeleted = query.includeDeleted && isAdmin(ctx);
    const em = deps.em();
    const types = await em.find(ProductType, includeDeleted ? {} : { deletedAt: null }, {
      orderBy: { name: 'asc', id: 'asc' },
      ...(withAttributes ? { populate: ['attrs', 'attrs.attribute'] as const } : {}),
    });
    return types.map((type) => ({
      ...toProductTypeItem(type),
      attrs: withAttributes
        ? type.attrs.getItems().map((link) => ({
            id: link.id,
            attributeId: link.attribute.id,
            attribute: toAttributeItem(link.attribute),
            visibility: link.visibility,
            order: link.order,
          }))
        : [],
    }));
  }

  return {
    /** GET /api/category-product: category–product links of products the caller may see. */
    async listCategoryProductLinks(ctx: RequestContext, rawQuery: CategoryProductLinksQuery = {}): Promise<CategoryProductLink[]> {
      const query = categoryProductLinksQuerySchema.parse(rawQuery);
      const where: FilterQuery<ICategoryProduct>[] = [{ product: visibleProductsFilter(ctx) }];
      if (query.categoryId) where.push({ category: query.categoryId });
      if (query.productId) where.push({ product: query.productId });
      const links = await deps.em().find(CategoryProduct, { $and: where }, { orderBy: { category: 'asc', order: 'asc', id: 'asc' } });
      return links.map((link) => ({ id: link.id, categoryId: link.category.id, productId: link.product.id, order: link.order }));
    },

    /** GET /api/product-types: alive types (admins may ask for deleted ones too). */
    async listProductTypes(ctx: RequestContext, query: ProductTypesQuery = {}): Promise<ProductTypeItem[]> {
      return (await loadTypes(ctx, query, false)).map(({ attrs: _attrs, ...type }) => type);
    },

    /** GET /api/product-types/with-attributes: types with their ordered attributes. */
    async listProductTypesWithAttributes(ctx: RequestContext, query: ProductTypesQuery = {}): Promise<ProductTypeWithAttributes[]> {
      return loadTypes(ctx, query, true);
    },

    /** GET /api/product-types/excel-path/:id: the type's calculation workbook path (null when none). */
    async getExcelPath(_ctx: RequestContext, rawParams: { id: string | number }): Promise<{ id: number; excelFilePath: string | null }> {
      const params = idParamSchema.parse(rawParams);
      const type = await deps.em().findOne(ProductType, { id: params.id });
      if (!type) throw new EngineError('not_found', 'Produkttyp nicht gefunden');
      return { id: type.id, excelFilePath: type.excelFilePath ?? null };
    },

    /** GET /api/attribute: every attribute with its type, by name. */
    async listAttributes(_ctx: RequestContext): Promise<AttributeItem[]> {
      const attributes = await deps.em().find(Attribute, {}, { orderBy: { name: 'asc', id: 'asc' } });
      return attributes.map(toAttributeItem);
    },

    /**
     * The French and English texts of the attributes that have some, by German name (decision
     * 974): what the shop, order pages, PDFs and mails render configurations with.
     */
    async attributeTexts(ctx?: RequestContext): Promise<AttributeTexts> {
      const em = deps.em();
      const view = await openView(em, memory, ctx?.generations);
      return view.get('attribute-texts', 'all', () => loadAttributeTexts(em));
    },

    /** GET /api/attribute-type: the type ids of 001 §3 with names and configuration relevance. */
    listAttributeTypes(): AttributeTypeInfo[] {
      return ATTRIBUTE_TYPES.map((type) => ({ ...type }));
    },

    /** GET /api/product/next-article-number (000 §9): highest of the type plus one, deleted products included. */
    async nextArticleNumber(_ctx: RequestContext, rawQuery: NextArticleNumberQuery): Promise<{ typeId: number; articleNumber: string }> {
      const query = nextArticleNumberQuerySchema.parse(rawQuery);
      const em = deps.em();
      const type = await em.findOne(ProductType, { id: query.typeId });
      if (!type) throw new EngineError('not_found', 'Produkttyp nicht gefunden');
      return { typeId: type.id, articleNumber: await freeArticleNumber(em, type) };
    },

    /** GET /api/product/summary (decision 400): counts overall, per kind and per type. */
    async summary(_ctx: RequestContext): Promise<ProductSummary> {
      const rows = await deps.em().getConnection().execute<
        { kind_code: number; type_id: number; type_name: string; published: boolean; deleted: boolean; n: string }[]
      >(
        `select p.kind_code, t.id as type_id, t.name as type_name, p.published, p.deleted_at is not null as deleted, count(*) as n
           from product p join product_type t on t.id = p.product_type_id
          group by p.kind_code, t.id, t.name, p.published, p.deleted_at is not null`,
      );
      const summary: ProductSummary = {
        total: 0,
        published: 0,
        unpublished: 0,
        deleted: 0,
        byKind: Object.entries(ProductKind).map(([name, kindCode]) => ({ kindCode, name, count: 0, published: 0 })),
        byType: [],
      };
      const types = new Map<number, ProductSummary['byType'][number]>();
      for (const row of rows) {
        const n = Number(row.n);
        if (row.deleted) {
          summary.deleted += n;
          continue;
        }
        summary.total += n;
        if (row.published) summary.published += n;
        else summary.unpublished += n;
        let kind = summary.byKind.find((entry) => entry.kindCode === Number(row.kind_code));
        if (!kind) summary.byKind.push((kind = { kindCode: Number(row.kind_code), name: String(row.kind_code), count: 0, published: 0 }));
        kind.count += n;
        if (row.published) kind.published += n;
        const typeId = Number(row.type_id);
        const type = types.get(typeId) ?? { typeId, name: row.type_name, count: 0, published: 0 };
        type.count += n;
        if (row.published) type.published += n;
        types.set(typeId, type);
      }
      summary.byType = [...types.values()].sort((a, b) => a.name.localeCompare(b.name, 'de') || a.typeId - b.typeId);
      return summary;
    },

    /**
     * GET /api/order/position/configuration (decision 400): the configuration form of a product the
     * caller may see — the type's configurator-visible attributes of configuration types, in the
     * type's order, with options and defaults (the product's value first).
     */
    async configurationForm(ctx: RequestContext, rawQuery: ConfigurationFormQuery): Promise<ConfigurationForm> {
      const query = configurationFormQuerySchema.parse(rawQuery);
      const em = deps.em();
      const product = await visibleProduct(em, ctx, query.productId ? { id: query.productId } : { articleNumber: query.articleNumber ?? '' });
      if (!product) throw new EngineError('not_found', 'Produkt nicht gefunden');
      await em.populate(product, ['values', 'values.attribute']);
      const links = await em.find(ProductTypeAttribute, { productType: product.productType.id }, { populate: ['attribute'], orderBy: { order: 'asc', id: 'asc' } });
      const ownValues = new Map(product.values.getItems().map((value) => [value.attribute.id, value.value ?? null]));
      const fields = links
        .filter((link) => isConfigurable({ typeId: link.attribute.typeId, visibility: link.visibility }))
        .map((link): ConfigurationField => {
          const attribute = link.attribute;
          const options = attribute.options ?? {};
          return {
            attributeId: attribute.id,
            name: attribute.name,
            typeId: attribute.typeId,
            typeName: typeById.get(attribute.typeId)?.name ?? String(attribute.typeId),
            visibility: link.visibility,
            order: link.order,
            unit: options.unit ?? null,
            values: options.values ?? null,
            min: options.min ?? null,
            max: options.max ?? null,
            step: options.step ?? null,
            required: options.required ?? false,
            defaultValue: ownValues.get(attribute.id) ?? options.defaultValue ?? null,
          };
        });
      return { productId: product.id, articleNumber: product.articleNumber, typeId: product.productType.id, canBeConfigured: product.canBeConfigured, fields };
    },

    /** GET /api/product/:id/gallery-images: the product's images; any failure gives an empty list (001 §8). */
    async galleryImages(ctx: RequestContext, rawParams: { id: string | number }): Promise<GalleryImage[]> {
      const parsed = idParamSchema.safeParse(rawParams);
      if (!parsed.success) return [];
      try {
        const product = await visibleProduct(deps.em(), ctx, { id: parsed.data.id });
        return product ? await deps.productImages.galleryImages(product.articleNumber) : [];
      } catch {
        return [];
      }
    },

    /**
     * The gallery page's own pictures (decision 968): the images staff put in the
     * media folder `galerie-<mode>` (name order; an 'NN-' prefix orders them); any failure gives none.
     */
    async galleryPictures(_ctx: RequestContext, mode: CatalogShopMode): Promise<GalleryImage[]> {
      return deps.productImages.galleryImages(galleryFolder(mode));
    },

    /** The overview image of a visible product by article number, or undefined (the web redirects). */
    productOverviewImage,

    /**
     * The overview picture of a visible product in a made width (decision 1155): a WebP variant of
     * an uploaded or drawn picture, the file itself when it cannot be resized (SVG, or a file
     * libvips cannot decode); undefined
     * when the product has no picture (the web redirects to the placeholder).
     */
    async overviewPicture(ctx: RequestContext, articleNumber: string, width: PictureWidth | undefined): Promise<{ file: MediaFile; version: string; variant?: PictureVariant } | undefined> {
      const file = await productOverviewImage(ctx, articleNumber);
      if (!file) return undefined;
      if (width === undefined || !isResizable(file)) return { file, version: await variants.version(file) };
      // A picture libvips cannot read (a damaged PNG browsers still show) is served as it is.
      const variant = await variants.variant(file, width).catch(() => undefined);
      return variant ? { file, version: variant.version, variant } : { file, version: await variants.version(file) };
    },

    /**
     * The version (content hash) of each product's overview picture, null for a product without
     * one, so a page links the picture at an address kept for a year, or shows the placeholder at
     * once (decision 1155). For the products a page shows (already read under the caller's view).
     */
    async pictureVersions(articleNumbers: readonly string[]): Promise<Record<string, string | null>> {
      const unique = [...new Set(articleNumbers)];
      const files = new Map<string, MediaFile>();
      await Promise.all(
        unique.map(async (articleNumber) => {
          const uploaded = await deps.productImages.overviewImage(articleNumber).catch(() => undefined);
          if (uploaded) files.set(articleNumber, uploaded);
        }),
      );
      const missing = unique.filter((articleNumber) => !files.has(articleNumber));
      const drawn = missing.length > 0 && deps.renderedOverviews ? await deps.renderedOverviews(missing).catch(() => new Map<string, MediaFile>()) : new Map<string, MediaFile>();
      for (const [articleNumber, file] of drawn) files.set(articleNumber, file);
      const versions: Record<string, string | null> = {};
      await Promise.all(
        unique.map(async (articleNumber) => {
          const file = files.get(articleNumber);
          versions[articleNumber] = file ? await variants.version(file).catch(() => null) : null;
        }),
      );
      return versions;
    },

    /** A file below the product-images directory by its path, or undefined. */
    findMedia(path: string) {
      return deps.productImages.findMedia(path);
    },
    openMediaStream: deps.productImages.openStream,
  };
}
export type CatalogReadService = ReturnType<typeof createCatalogReadService>;
