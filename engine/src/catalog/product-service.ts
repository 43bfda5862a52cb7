import type { CatalogueTranslations } from './catalogue-translations';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { mayActForCustomers, type CustomerDataKind } from '../auth/customer-access';
import { z } from 'zod';
import { isAdmin, NO_PERMISSION_MESSAGE, NOT_LOGGED_IN_MESSAGE } from '../auth/permissions';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { ProductKind } from './enums';
import { Product, type IProduct } from './product.entity';
import { createReadCache, openView, type CacheView, type ReadCache } from '../cache/read-cache';
import { ProductTypeAttribute } from './product-type.entity';
import { idListSchema, idSchema } from '../validation/ids';
import { integerInput } from '../validation/numbers';

/**
 * How long a priced answer holding a price that would be computed again (a remote price, a
 * workbook or price service that failed) is kept (decision 1025); stable answers are kept until
 * the generation moves.
 */
export const VOLATILE_ANSWER_MS = 5_000;

/** Page sizes of GET /api/product (000 §7, 001 §9): full list, single product, list of ids. */
export const PRODUCT_PAGE_SIZE = { full: 5000, single: 1, ids: 1000 } as const;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** Query of GET /api/product (000 §7, 001 §7). */
export const productListQuerySchema = z
  .object({
    page: integerInput((n) => n.min(1)).default(1),
    perPage: integerInput((n) => n.min(1).max(PRODUCT_PAGE_SIZE.full)).optional(),
    withPrices: flag.default(false),
    customerId: idSchema.optional(),
    customerProduct: z.enum(['favorites', 'owner', 'undefined']).optional(),
    ids: idListSchema.refine((ids) => ids.length > 0, { message: 'validation.required' }).optional(),
    articleNumber: z.string().trim().min(1).max(100).optional(),
    /** Admins only: include unpublished products (the back office lists them). */
    includeUnpublished: flag.default(false),
  })
  .strict();
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export interface ProductValue {
  attributeId: number;
  name: string;
  typeId: number;
  visibility: number;
  value: string | null;
}

/** A product as the shop and /api/product hand it out (001 §3, overview with prices). */
export interface ProductItem {
  id: number;
  name: string;
  articleNumber: string;
  typeId: number;
  typeName: string;
  modelFamily: string | null;
  kindCode: number;
  description: string | null;
  /** Name and description in fr/en; German above is the fallback. */
  translations: CatalogueTranslations | null;
  published: boolean;
  publiclyAvailable: boolean;
  canBeConfigured: boolean;
  localFilePath: string | null;
  deletedAt: string | null;
  /** The caller's links (an admin sees all): customerId, externalProductId, isFavorite. */
  customers: { customerId: number; externalProductId: string | null; isFavorite: boolean }[];
  values: ProductValue[];
  /** Price per piece in CHF for quantity 1 (decimal string), null when none is known. */
  price: string | null;
  /** Graduated prices: from `quantity` pieces on, `price` per piece. */
  graduatedPrice: { quantity: number; price: string }[];
  /** withPrices only: why `price` is null (the price strategy's reason, e.g. 'no_list_price'). */
  priceReason?: string;
}

export interface ProductPage {
  items: ProductItem[];
  page: number;
  perPage: number;
  total: number;
}

/** Product kinds for GET /api/product/product-kind. */
export const productKinds = Object.entries(ProductKind).map(([name, id]) => ({ id, name }));

/**
 * Prices for the overview (withPrices) through the price strategies, for one customer (undefined =
 * guest). Passed in by the engine: pricing sits above the catalogue and is never imported here.
 */
export type ProductPricesFn = (
  customerId: number | undefined,
  productIds: readonly number[],
  /** The caller's view of the engine's memory (its generations already read), when it has one. */
  view?: CacheView,
) => Promise<
  Map<
    number,
    {
      price: string | null;
      graduatedPrice: { quantity: number; price: string }[];
      reason?: string | undefined;
      /** The pricing would compute it again next time (unavailable, a remote price that ages): not to be kept. */
      volatile?: boolean;
    }
  >
>;

export function createProductService(deps: { em: () => EntityManager; prices?: ProductPricesFn; readCache?: ReadCache }) {
  // Pages of products kept under the database's cache generation (decision 973); prices are laid
  // over them per call (the pricing service keeps its own).
  const memory = deps.readCache ?? createReadCache();
  return {
    /**
     * Products visible to the caller: never deleted; unpublished only for admins who ask;
     * customer-owned (not publicly available) only for their customers and the staff of
     * `privateProducts` (decision 1089: not catalogue, product-type or configurator staff).
     */
    async listProducts(ctx: RequestContext, rawQuery: ProductListQuery): Promise<ProductPage> {
      const query = productListQuerySchema.parse(rawQuery);
      const admin = isAdmin(ctx);
      const customerId = effectiveCustomerId(ctx, query.customerId);
      const perPage =
        query.perPage ?? (query.articleNumber ? PRODUCT_PAGE_SIZE.single : query.ids ? PRODUCT_PAGE_SIZE.ids : PRODUCT_PAGE_SIZE.full);

      // Customer-owned products: their customer's, and all for the staff whose work they are (decision 1089).
      const allPrivate = mayActForCustomers(ctx, 'privateProducts');
      const where: FilterQuery<IProduct>[] = [{ deletedAt: null }];
      if (!(admin && query.includeUnpublished)) where.push({ published: true });
      if (!allPrivate) {
        where.push(customerId ? { $or: [{ publiclyAvailable: true }, { customers: { customer: customerId } }] } : { publiclyAvailable: true });
      }
      if (query.ids) where.push({ id: { $in: query.ids } });
      if (query.articleNumber) where.push({ articleNumber: query.articleNumber });
      if (query.customerProduct === 'favorites' || query.customerProduct === 'owner') {
        if (!customerId) throw new EngineError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
        where.push(
          query.customerProduct === 'favorites'
            ? { customers: { customer: customerId, isFavorite: true } }
            : { publiclyAvailable: false, customers: { customer: customerId } },
        );
      }

      const em = deps.em();
      const view = await openView(em, memory, ctx.generations);
      // An admin sees every customer's links unless asking for one customer; anyone else only the
      // own customer's links; anonymous callers none.
      const linksOf = mayActForCustomers(ctx, 'prices') ? (query.customerId ?? 'all') : (customerId ?? 'none');
      const key = JSON.stringify([admin, allPrivate, customerId ?? null, linksOf, query.page, perPage, query.ids ?? null, query.articleNumber ?? null, query.customerProduct ?? null, query.includeUnpublished]);
      const { items, total } = await view.get('product-page', key, async () => {
        const [products, count] = await em.findAndCount(
          Product,
          { $and: where },
          {
            populate: ['productType', 'values', 'values.attribute', 'customers'],
            orderBy: { name: 'asc', id: 'asc' },
            limit: perPage,
            offset: (query.page - 1) * perPage,
            strategy: 'select-in',
          },
        );
        const visibilities = await typeAttributeVisibilities(em, products.map((product) => product.productType.id));
        return { items: products.map((product) => toItem(product, visibilities, linksOf)), total: count };
      });
      if (!query.withPrices || !deps.prices) return { items, page: query.page, perPage, total };
      // The priced answer is kept under both generations like the prices it holds (decision 1025):
      // a price, product or customer change anywhere, or the price cache losing rows, drops it.
      // One with a price the pricing would compute again (unavailable for a passing reason, a
      // remote price that ages) is kept for VOLATILE_ANSWER_MS only, as the remote strategy keeps
      // its own failures for longer.
      const known = view.peek<{ page: ProductPage; until: number }>('priced-page', key);
      if (known && known.until > Date.now()) return known.page;
      const priced = await withStrategyPrices(items, deps.prices, customerId, view);
      // Frozen: the same object answers every caller until the generation moves (the web keeps its JSON text beside it).
      const page = Object.freeze({ items: Object.freeze(priced.items.map((item) => Object.freeze(item))), page: query.page, perPage, total }) as ProductPage;
      view.set('priced-page', key, { page, until: priced.keep ? Number.POSITIVE_INFINITY : Date.now() + VOLATILE_ANSWER_MS });
      return page;
    },

    /**
     * One product by article number, with the same visibility rules; not_found otherwise. Priced
     * for the effective customer by the cart's strategies (list price for guests).
     */
    async getProduct(ctx: RequestContext, input: { articleNumber: string; customerId?: number }): Promise<ProductItem> {
      const page = await this.listProducts(ctx, {
        articleNumber: input.articleNumber,
        withPrices: true,
        ...(input.customerId ? { customerId: input.customerId } : {}),
      });
      const [item] = page.items;
      if (!item) throw new EngineError('not_found', 'Produkt nicht gefunden');
      return item;
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;

/**
 * The customer whose view is asked for: the caller's own, or — for admins only — any other.
 * Anyone else naming another customer's id is refused: customer data never leaks.
 */
export function effectiveCustomerId(ctx: RequestContext, requested: number | undefined, kind: CustomerDataKind = 'prices'): number | undefined {
  if (requested === undefined || requested === ctx.customerId) return ctx.customerId;
  if (mayActForCustomers(ctx, kind)) return requested;
  throw new EngineError('forbidden', NO_PERMISSION_MESSAGE);
}

/** withPrices: price and graduatedPrice of the effective customer's active strategy (list price without one). */
async function withStrategyPrices(
  items: ProductItem[],
  prices: ProductPricesFn,
  customerId: number | undefined,
  view: CacheView,
): Promise<{ items: ProductItem[]; keep: boolean }> {
  if (items.length === 0) return { items, keep: true };
  const priced = await prices(customerId, items.map((item) => item.id), view);
  let keep = true;
  const withPrices = items.map((item) => {
    const found = priced.get(item.id);
    if (!found) return item;
    if (found.volatile) keep = false;
    return { ...item, price: found.price, graduatedPrice: found.graduatedPrice, ...(found.price === null && found.reason ? { priceReason: found.reason } : {}) };
  });
  return { items: withPrices, keep };
}

async function typeAttributeVisibilities(em: EntityManager, typeIds: number[]): Promise<Map<string, number>> {
  if (typeIds.length === 0) return new Map();
  const rows = await em.find(ProductTypeAttribute, { productType: { $in: [...new Set(typeIds)] } }, { fields: ['productType', 'attribute', 'visibility'] });
  return new Map(rows.map((row) => [`${row.productType.id}:${row.attribute.id}`, row.visibility]));
}

/** `linksOf`: whose customer links (own article number, favourite) the item shows. */
function toItem(product: IProduct, visibilities: Map<string, number>, linksOf: number | 'all' | 'none'): ProductItem {
  const type = product.productType;
  return {
    id: product.id,
    name: product.name,
    articleNumber: product.articleNumber,
    typeId: type.id,
    typeName: type.name,
    modelFamily: type.modelFamily ?? null,
    kindCode: product.kindCode,
    description: product.description ?? null,
    translations: product.translations ?? null,
    published: product.published,
    publiclyAvailable: product.publiclyAvailable,
    canBeConfigured: product.canBeConfigured,
    localFilePath: product.localFilePath ?? null,
    deletedAt: product.deletedAt ? product.deletedAt.toISOString() : null,
    customers: product.customers
      .getItems()
      .filter((link) => linksOf === 'all' || link.customer.id === linksOf)
      .map((link) => ({ customerId: link.customer.id, externalProductId: link.externalProductId ?? null, isFavorite: link.isFavorite })),
    values: product.values
      .getItems()
      .map((value) => ({
        attributeId: value.attribute.id,
        name: value.attribute.name,
        typeId: value.attribute.typeId,
        visibility: visibilities.get(`${type.id}:${value.attribute.id}`) ?? value.attribute.visibility,
        value: value.value ?? null,
      }))
      .sort((a, b) => a.attributeId - b.attributeId),
    price: product.listPrice ?? null,
    graduatedPrice: [],
  };
}
