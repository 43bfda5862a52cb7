import type { Engine, ProductItem, RequestContext } from '@shop/engine';
import { DEFAULT_LOCALE, findCategoryTrail, localizedText, productModels, type Locale } from '@shop/engine/browser';
import { z } from 'zod';
import { configuratorFamily } from './configurator/configurator';
import { livePriceRequest, toLivePriceItem, type LivePriceItem } from './configurator/live-price';
import { breadcrumbsOf, type Breadcrumb } from './catalog';
import { loadCategoryTree } from './catalog.server';
import { CAMERA_POSITION_ATTRIBUTE } from './configurator/camera-fit';

/** Attribute visibility flags (001 §3): shown in the configurator / on order positions. */
const PRODUCT_CONFIGURATOR = 1;
const ORDER_POSITION_GRID = 2;

/**
 * Query of the product page (000 §2, R000-2.14, R000-2.15): `menge` the quantity to start with
 * (anything but a whole number ≥ 1 gives 1), `ansicht=1` opens the page view-only (decision 500).
 */
export const productPageQuerySchema = z.object({
  menge: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
  ansicht: z
    .enum(['1', 'true', '0', 'false', ''])
    .catch('0')
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
});

export const productPathSchema = z.object({ articleNumber: z.string().trim().min(1).max(100) });

/** A product on a category page. */
export interface ProductSummary {
  id: number;
  name: string;
  articleNumber: string;
  canBeConfigured: boolean;
  /** The caller's price per piece at quantity 1 (the cart's strategies; list price for guests). */
  price: string | null;
  /** Why there is no price (engine reason), shown as a sentence. */
  priceReason: string | null;
  /** The caller's graduated prices (from `quantity` pieces on, `price` per piece). */
  graduatedPrice: { quantity: number; price: string }[];
  /** The signed-in customer marked it as a favourite. */
  favourite: boolean;
  /** Content hash of the overview picture, null when it has none, undefined when not asked (decision 1155). */
  pictureVersion?: string | null;
}

/** The product page: what the page, the configurator and the cart need. */
export interface ProductDetail extends ProductSummary {
  description: string | null;
  typeName: string;
  /** The configurator's model family, when the product type has one. */
  family: string | null;
  /** Order-position attributes (visibility 2) with a value: the page's property list. */
  properties: { name: string; value: string; typeId: number }[];
  /** Configurator attributes (visibility 1): the configurator's start values. */
  configuration: Record<string, string | null>;
  /** The camera position of the 3D view (attribute 'Kameraposition', decision 969); null: the default. */
  cameraPosition: string | null;
}

export function toProductSummary(item: ProductItem, locale: Locale = DEFAULT_LOCALE): ProductSummary {
  return {
    id: item.id,
    // The reader's language, German where the catalogue keeps no translation.
    name: localizedText(item.name, item.translations, locale, 'name'),
    articleNumber: item.articleNumber,
    canBeConfigured: item.canBeConfigured,
    price: item.price,
    priceReason: item.priceReason ?? null,
    graduatedPrice: item.graduatedPrice,
    favourite: item.customers.some((link) => link.isFavorite),
  };
}

export function toProductDetail(item: ProductItem, locale: Locale = DEFAULT_LOCALE): ProductDetail {
  return {
    ...toProductSummary(item, locale),
    description: localizedText(item.description, item.translations, locale, 'description'),
    typeName: item.typeName,
    family: configuratorFamily(item.modelFamily) ?? null,
    properties: item.values
      .filter((value) => (value.visibility & ORDER_POSITION_GRID) !== 0 && value.value !== null && value.value.trim() !== '')
      .map((value) => ({ name: value.name, value: value.value ?? '', typeId: value.typeId })),
    // The configurator's start values: the values shown in it, and every value its model reads
    // (a bed's Möbeltyp is a grid column only, yet it must open as a bed).
    cameraPosition: item.values.find((value) => value.name === CAMERA_POSITION_ATTRIBUTE)?.value ?? null,
    configuration: Object.fromEntries(
      item.values
        .filter((value) => (value.visibility & PRODUCT_CONFIGURATOR) !== 0 || modelAttributeNames(item.modelFamily).has(value.name))
        .map((value) => [value.name, value.value]),
    ),
  };
}

function modelAttributeNames(modelFamily: string | null | undefined): Set<string> {
  const family = configuratorFamily(modelFamily);
  return new Set(family ? productModels[family].attributes.map((attribute) => attribute.name) : []);
}

/** The products of a category page (published and visible to the caller). */
export async function loadCategoryProducts(engine: Engine, ctx: RequestContext, categoryId: number): Promise<ProductSummary[]> {
  // The grid shows what the category's card counts: its products and those below (decision 918).
  const items = await engine.catalog.categoryProducts.listCategoryProducts(ctx, { categoryId, withSubcategories: true });
  return withPictureVersions(engine, items.map((item) => toProductSummary(item, ctx.locale)));
}

/** The products with their pictures' versions, for addresses kept a year and the placeholder at once (decision 1155). */
export async function withPictureVersions<T extends { articleNumber: string }>(engine: Engine, products: T[]): Promise<(T & { pictureVersion: string | null })[]> {
  const versions = await engine.catalog.read.pictureVersions(products.map((product) => product.articleNumber));
  return products.map((product) => ({ ...product, pictureVersion: versions[product.articleNumber] ?? null }));
}

/**
 * The product page's breadcrumb: the way down to the first of its categories in the current
 * mode's tree (names in the reader's language), none when it is in no published category.
 */
export async function loadProductBreadcrumbs(engine: Engine, ctx: RequestContext, productId: number): Promise<Breadcrumb[]> {
  const [categoryIds, root] = await Promise.all([engine.catalog.categoryProducts.productCategoryIds(ctx, { productId }), loadCategoryTree(engine, ctx)]);
  const trail = root && findCategoryTrail(root, { ids: categoryIds });
  return trail ? breadcrumbsOf(trail) : [];
}

/**
 * The price of one line (product, configuration, quantity) for the caller, from the cart's own
 * engine call (POST /api/product/order-price): what the product page and configurator start with.
 */
export async function loadLinePrice(
  engine: Engine,
  ctx: RequestContext,
  productId: number,
  configuration: Record<string, string>,
  quantity: number,
): Promise<LivePriceItem | null> {
  const answer = await engine.pricing.orderPrice(ctx, livePriceRequest(productId, configuration, quantity));
  const [item] = answer.cartPrice.items;
  return item ? toLivePriceItem(item) : null;
}
