import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import { mayActForCustomers } from '../auth/customer-access';
import { isAdmin, requireGuard } from '../auth/permissions';
import { createReadCache, openView, type CacheView } from '../cache/read-cache';
import { completeConfigurations, loadTypeAttributes, type ConfigurationLine, type TypeAttribute, type ValidConfigurations } from '../catalog/configuration-check';
import { localizedText } from '../catalog/catalogue-translations';
import { AttributeVisibility, hasVisibility } from '../catalog/enums';
import { effectiveCustomerId } from '../catalog/product-service';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { EngineError } from '../errors';
import { silentLogger } from '../logging/logger';
import { addMoney, multiplyMoney, toMoneyString, type MoneyString } from '../money/money';
import { shippingFor } from './cart-shipping';
import { PriceCache } from './price-cache.entity';
import { canonicalJson, priceLines, type LineQuote, type PriceLineDeps } from './price-lines';
import { customerTerms, ownedProducts, pricedProducts, toPricedProduct, type PricedProduct } from './price-memory';
import {
  orderPriceInputSchema,
  PRICE_CACHE_MAX_ROWS,
  type OrderPrice,
  type OrderPriceInput,
  type PriceInvalidation,
  type PricedItem,
  type PricingServiceOptions,
} from './price-schemas';
import { createPricer, type GraduatedPrice, type UnavailableReason } from './strategies';

// The price call's schemas and types live in price-schemas.ts; callers import them from here.
export { orderPriceInputSchema, PRICE_CACHE_MAX_ROWS, type OrderPrice, type OrderPriceInput, type PriceInvalidation, type PricedItem, type PricingServiceOptions };
export { orderPriceItemSchema, type ShippingCost } from './price-schemas';
export { priceCacheKey } from './price-lines';

/**
 * The one place that prices carts (000 §7 POST /product/order-price): every line through its
 * customer's active price strategy, the customer's discount, the freight. Prices sent by clients
 * are never read. Computed prices are kept in the PriceCache table, shared by all instances, and
 * with the products, customers and freight they read in the engine's memory under the database's
 * cache generation (decision 973): a warm cart price reads one row.
 */
export function createPricingService(options: PricingServiceOptions) {
  const pricer = options.pricer ?? createPricer();
  const logger = options.logger ?? silentLogger;
  const cacheMaxRows = options.cacheMaxRows ?? PRICE_CACHE_MAX_ROWS;
  const readCache = options.readCache ?? createReadCache();
  const evictEvery = Math.max(1, Math.floor(cacheMaxRows / 100));
  let writtenSinceEviction = 0;
  const lineDeps: PriceLineDeps = {
    pricer,
    logger,
    remoteMaxAgeMs: options.remoteMaxAgeMs ?? 60 * 60_000,
    now: options.now ?? (() => new Date()),
    /**
     * Drops the oldest-written rows beyond the bound (ids grow with each new key). Looked at after
     * every hundredth of the bound written by this instance, not after each write: finding the
     * boundary walks the index as far as the bound (decision 988), so the table may exceed it by
     * that much per instance until the next look or the nightly refresh.
     */
    async evict(em: EntityManager, written: number): Promise<void> {
      writtenSinceEviction += written;
      if (writtenSinceEviction < evictEvery) return;
      writtenSinceEviction = 0;
      const [boundary] = await em.find(PriceCache, {}, { orderBy: { id: 'desc' }, offset: cacheMaxRows, limit: 1, fields: ['id'] });
      if (boundary) await em.nativeDelete(PriceCache, { id: { $lte: boundary.id } });
    },
  };

  /**
   * Products by id the caller may see (not deleted; published unless admin; public, the effective
   * customer's own, or any for the staff of `privateProducts`, decision 1089); others → not_found.
   */
  async function visibleProducts(em: EntityManager, view: CacheView, ctx: RequestContext, customerId: number | undefined, ids: number[]): Promise<Map<number, PricedProduct>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const products = await pricedProducts(em, view, unique);
    const admin = isAdmin(ctx);
    const allPrivate = mayActForCustomers(ctx, 'privateProducts');
    const owned = customerId === undefined ? new Set<number>() : await ownedProducts(em, view, customerId);
    const visible = new Map(
      [...products.values()]
        .filter((product) => !product.deleted && (admin || product.published) && (allPrivate || product.publiclyAvailable || owned.has(product.id)))
        .map((product) => [product.id, product]),
    );
    const missing = unique.filter((id) => !visible.has(id));
    if (missing.length > 0) throw new EngineError('not_found', [{ message: 'Produkt nicht gefunden', params: { id: missing.join(', ') } }]);
    return visible;
  }

  /** A line completed before under the same data is not checked again (decisions 1082, 1088). */
  const keptValid = (view: CacheView): ValidConfigurations => ({
    get: (key) => view.peek<Record<string, string>>('valid-configuration', key),
    set: (key, completed) => view.set('valid-configuration', key, completed),
  });

  /** The lines' configurations completed by the one rule (decision 1088), or `invalid` naming each field. */
  async function completedConfigurations(em: EntityManager, view: CacheView, lines: readonly ConfigurationLine[], locale: RequestContext['locale']): Promise<Record<string, string>[]> {
    const typeIds = [...new Set(lines.map((line) => line.product.productType.id))];
    const byType = await view.getMany('type-attributes', typeIds, (missing) => loadTypeAttributes(em, missing));
    return completeConfigurations(byType, lines, { valid: keptValid(view), locale });
  }

  return {
    /**
     * POST /api/product/order-price: prices every cart item for the effective customer (the
     * caller's own; another customer's only for admins, else forbidden), the discount and the
     * shipping cost detail. Products the caller may not see → not_found.
     */
    async orderPrice(ctx: RequestContext, rawInput: OrderPriceInput): Promise<OrderPrice> {
      const input = orderPriceInputSchema.parse(rawInput);
      const customerId = effectiveCustomerId(ctx, input.customerId);
      const em = options.em();
      const view = await openView(em, readCache, ctx.generations);
      const customer = customerId === undefined ? null : await customerTerms(em, view, customerId);
      if (customerId !== undefined && !customer && input.customerId !== undefined && input.customerId !== ctx.customerId) {
        throw new EngineError('not_found', 'Kunde nicht gefunden');
      }
      const pricedFor = customer ? customerId : undefined;
      const products = await visibleProducts(em, view, ctx, pricedFor, input.cartItems.map((item) => item.productId));
      // Every configuration is completed or refused by the one rule before it is priced
      // (decision 1088): orders and quotes price through here too, and store what is priced.
      const configurations = await completedConfigurations(
        em,
        view,
        input.cartItems.map((item) => ({ product: products.get(item.productId) as PricedProduct, configuration: item.configuration, key: () => `${item.productId}|${canonicalJson(item.configuration)}` })),
        ctx.locale,
      );
      const quotes = await priceLines(
        lineDeps,
        em,
        view,
        pricedFor,
        input.cartItems.map((item, index) => ({ product: products.get(item.productId) as PricedProduct, configuration: configurations[index] as Record<string, string>, quantity: item.quantity })),
        ctx.locale,
      );
      const typeAttributes = await view.getMany('type-attributes', [...new Set([...products.values()].map((product) => product.productType.id))], (missing) => loadTypeAttributes(em, missing));
      const items: PricedItem[] = input.cartItems.map((item, index) => {
        const quote = quotes[index] as LineQuote;
        const product = products.get(item.productId) as PricedProduct;
        return {
          productId: item.productId,
          name: localizedText(product.name, product.translations, ctx.locale, 'name'),
          properties: orderPositionProperties(product, typeAttributes.get(product.productType.id) ?? []),
          quantity: item.quantity,
          // The completed configuration (decision 1088): what orders and quotes store.
          configuration: configurations[index] as Record<string, string>,
          ...(item.customerRef === undefined ? {} : { customerRef: item.customerRef }),
          ...(item.positionId === undefined ? {} : { positionId: item.positionId }),
          pricePerOne: quote.pricePerOne,
          linePrice: quote.pricePerOne === null ? null : multiplyMoney(quote.pricePerOne, item.quantity),
          available: quote.available,
          ...(quote.reason ? { reason: quote.reason } : {}),
          ...(quote.detail ? { detail: quote.detail } : {}),
          strategy: quote.strategy,
          graduatedPrice: quote.graduatedPrice,
        };
      });
      const total = addMoney(items.map((item) => item.linePrice));
      const discount = customer?.discount ?? '0';
      const shippingCost = await shippingFor(options, em, view, input, pricedFor, customer?.deliveryCostMultiplier ?? '1', input.cartItems);
      return {
        cartPrice: {
          items,
          total,
          productPriceWithDiscount: toMoneyString(new Decimal(total).times(new Decimal(1).minus(discount))),
          complete: items.every((item) => item.available),
        },
        discount,
        shippingCost,
      };
    },

    /**
     * Prices of products for the product overview (001 §3 price, graduatedPrice): quantity 1 and
     * the product's own configuration, for one customer (undefined = guest). Unavailable → null.
     */
    async productPrices(
      customerId: number | undefined,
      productIds: readonly number[],
      given?: CacheView,
    ): Promise<Map<number, { price: MoneyString | null; graduatedPrice: GraduatedPrice[]; reason?: UnavailableReason; volatile?: boolean }>> {
      const result = new Map<number, { price: MoneyString | null; graduatedPrice: GraduatedPrice[]; reason?: UnavailableReason; volatile?: boolean }>();
      if (productIds.length === 0) return result;
      const em = options.em();
      // The product list's view (same memory, generations read this request) saves a round trip.
      const view = given ?? (await openView(em, readCache));
      const products = [...(await pricedProducts(em, view, productIds)).values()];
      const quotes = await priceLines(
        lineDeps,
        em,
        view,
        customerId,
        products.map((product) => ({ product, configuration: {}, quantity: 1 })),
      );
      products.forEach((product, index) => {
        const quote = quotes[index] as LineQuote;
        result.set(product.id, {
          price: quote.pricePerOne,
          graduatedPrice: quote.graduatedPrice,
          ...(quote.reason ? { reason: quote.reason } : {}),
          ...(volatileQuote(quote) ? { volatile: true } : {}),
        });
      });
      return result;
    },

    /**
     * Drops cached prices a change affects: a price record (customerId + productId), a product,
     * a product type, a customer, a workbook or remote URL (source). Admin operations call it.
     */
    async invalidatePrices(filter: PriceInvalidation = {}): Promise<number> {
      const where: Record<string, unknown> = {};
      if (filter.productId !== undefined) where.productId = filter.productId;
      if (filter.customerId !== undefined) where.customerId = filter.customerId;
      if (filter.productTypeId !== undefined) where.productTypeId = filter.productTypeId;
      if (filter.source !== undefined) where.source = filter.source;
      return options.em().nativeDelete(PriceCache, where);
    },

    /** POST /api/product/clear-price-cache (ADMIN_PRODUCT): drops every cached price and in-process workbook and remote answers. */
    async clearPriceCache(ctx: RequestContext): Promise<{ cleared: number }> {
      requireGuard(ctx, 'productDesk');
      pricer.clearCaches();
      readCache.clear();
      return { cleared: await this.invalidatePrices() };
    },

    /**
     * For a job: computes every cached price again; entries whose price became unavailable (or
     * whose product is gone) are dropped. Returns how many were refreshed and removed.
     */
    async refreshPriceCache(): Promise<{ refreshed: number; removed: number }> {
      const em = options.em();
      const rows = await em.find(PriceCache, {}, { orderBy: { id: 'asc' } });
      let refreshed = 0;
      let removed = 0;
      const byCustomer = new Map<number | null, typeof rows>();
      for (const row of rows) byCustomer.set(row.customerId ?? null, [...(byCustomer.get(row.customerId ?? null) ?? []), row]);
      for (const [customerId, group] of byCustomer) {
        const products = new Map(
          (await em.find(Product, { id: { $in: group.map((row) => row.productId) }, deletedAt: null }, { populate: ['productType', 'values', 'values.attribute'] })).map((product) => [
            product.id,
            toPricedProduct(product),
          ]),
        );
        const alive = group.filter((row) => products.has(row.productId));
        const gone = group.filter((row) => !products.has(row.productId)).map((row) => row.id);
        await em.nativeDelete(PriceCache, { key: { $in: alive.map((row) => row.key) } });
        const fork = options.em();
        const quotes = await priceLines(
          lineDeps,
          fork,
          await openView(fork, readCache),
          customerId ?? undefined,
          alive.map((row) => ({ product: products.get(row.productId) as PricedProduct, configuration: row.configuration, quantity: row.quantity })),
        );
        if (gone.length > 0) await em.nativeDelete(PriceCache, { id: { $in: gone } });
        removed += gone.length + quotes.filter((quote) => !quote.available).length;
        refreshed += quotes.filter((quote) => quote.available).length;
      }
      return { refreshed, removed };
    },
  };
}
export type PricingService = ReturnType<typeof createPricingService>;

/**
 * Reasons that follow from the database's rows alone: the same data gives the same answer, so a
 * kept answer stays right until the generation moves. A workbook or price service that failed may
 * answer next time; a remote price ages (decision 1025).
 */
const STABLE_REASONS: ReadonlySet<string> = new Set(['no_list_price', 'strategy_not_configured', 'no_internal_price', 'invalid_configuration']);

/** A quote the pricing would compute again on the next call: not to be kept in an answer. */
function volatileQuote(quote: LineQuote): boolean {
  if (quote.available) return quote.strategy === 'REMOTE_PRICE';
  return !quote.reason || !STABLE_REASONS.has(quote.reason);
}

/** A product's own values of its type's order-position attributes (ORDER_POSITION_GRID 2), as its page lists them (decision 1166). */
function orderPositionProperties(product: PricedProduct, attributes: readonly TypeAttribute[]): PricedItem['properties'] {
  const byName = new Map(attributes.map((attribute) => [attribute.name, attribute]));
  return product.values.flatMap((value) => {
    const attribute = byName.get(value.name);
    if (!attribute || !hasVisibility(attribute.visibility, AttributeVisibility.ORDER_POSITION_GRID) || value.value.trim() === '') return [];
    return [{ name: value.name, value: value.value, typeId: attribute.typeId }];
  });
}
