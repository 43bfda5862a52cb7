import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Decimal } from 'decimal.js';
import type { Logger } from 'pino';
import { z } from 'zod';
import { isAdmin } from '../auth/permissions';
import { effectiveCustomerId } from '../catalog/product-service';
import { CustomerProduct, Product, type IProduct } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { Address, Customer, QuickOrderSetting } from '../customers/customer.entity';
import { EngineError } from '../errors';
import { silentLogger } from '../logging/logger';
import { roundMoney, toMoneyString, type MoneyString } from '../money/money';
import { calculateFreight, type FreightQuote } from '../shipping/freight';
import { isKnownSwissPostalCode, roadDistanceToPostalCode } from '../shipping/localities';
import { planPalletPlaces } from '../shipping/pallet-places';
import { DEFAULT_TRUCK_ID, loadFreightTariff, requireProductAdmin, transportRequirementsOf } from '../shipping/shipping-service';
import { Truck } from '../shipping/truck.entity';
import { DEFAULT_COUNTRY_CODE, isDomesticCountry, normalizeCountryCode } from '../validation/countries';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { pricingConfiguration } from './configuration';
import { assertValidConfigurations } from '../catalog/configuration-check';
import type { RateQuote } from '../shipping/carrier';
import { PriceCache } from './price-cache.entity';
import { InternalPrice, ProductPrice, type IProductPrice } from './product-price.entity';
import { createPricer, PriceStrategyId, type GraduatedPrice, type Pricer, type PriceRecordData, type PriceStrategyName, type PriceSubject, type UnavailableReason } from './strategies';
import { configurationSchema } from '../validation/schemas';
import { DELIVERY_MODES } from '../requests/enums';



/**
 * A cart item as the price call takes it. Unknown keys — a `pricePerOne` or `price` sent by a
 * client among them — are stripped: the server alone prices.
 */
export const orderPriceItemSchema = z
  .object({
    productId: z.coerce.number().int().positive(),
    configuration: configurationSchema,
    quantity: z.coerce.number().int().min(0).max(1_000_000),
    customerRef: z.string().max(500).optional(),
    positionId: z.coerce.number().int().optional(),
  })
  .strip();

/** Body of POST /api/product/order-price (000 §7, 001 §7). */
export const orderPriceInputSchema = z
  .object({
    cartItems: z.array(orderPriceItemSchema).max(500),
    zipCode: z.string().trim().max(20).optional(),
    country: z
      .string()
      .trim()
      .length(2)
      .transform((code) => normalizeCountryCode(code))
      .default(DEFAULT_COUNTRY_CODE),
    customerId: z.coerce.number().int().positive().optional(),
    /** Most pallet places per trip (e.g. the customer's storage), below the truck's capacity. */
    maxStoringSpace: z.coerce.number().int().positive().optional(),
    deliveryMode: z.enum(DELIVERY_MODES).optional(),
    /** A saved address of the customer: its postal code and country, and its fixedDeliveryCost ≥ 0. */
    deliveryAddressId: z.coerce.number().int().positive().optional(),
    /** The FedEx service the shopper chose (a carrier delivery); default the cheapest. */
    carrierServiceType: z.string().trim().max(60).optional(),
  })
  .strip();
export type OrderPriceInput = z.input<typeof orderPriceInputSchema>;

export interface PricedItem {
  productId: number;
  quantity: number;
  configuration: Record<string, string>;
  customerRef?: string;
  positionId?: number;
  /** Price per piece (CHF decimal string), null when unavailable. */
  pricePerOne: MoneyString | null;
  /** pricePerOne × quantity, rounded; null when unavailable. */
  linePrice: MoneyString | null;
  available: boolean;
  reason?: UnavailableReason;
  /** invalid_configuration: why the configuration cannot be built, in the caller's language. */
  detail?: string;
  strategy: PriceStrategyName;
  graduatedPrice: GraduatedPrice[];
}

export interface ShippingCost extends FreightQuote {
  /** Pallet places of the cart and the places per trip. */
  palletPlaces: number;
  /** Whether the postal code was accepted for re-pricing (a known Swiss/LI code; decision 201). */
  zipCodeAccepted: boolean;
  /** A carrier delivery (FEDEX mode or abroad): FedEx's services with price and transit time, cheapest first. */
  carrierRates?: RateQuote[];
  /** The service the cost stands for: the one asked for (`carrierServiceType`), else the cheapest. */
  carrierRate?: RateQuote | null;
  /** A carrier delivery FedEx could not price: why, as an engine message for the shopper (decision 745). */
  carrierProblem?: string;
}

export interface OrderPrice {
  cartPrice: {
    items: PricedItem[];
    /** Sum of the available line prices, before discount. */
    total: MoneyString;
    /** total × (1 − discount), rounded (000 §3 productPriceWithDiscount). */
    productPriceWithDiscount: MoneyString;
    /** false when any item's price is unavailable: the cart cannot be ordered as is. */
    complete: boolean;
  };
  /** The customer's discount, a fraction ('0.0500'); '0' for guests. */
  discount: string;
  shippingCost: ShippingCost;
}

/** What an admin change affects; an empty filter drops the whole cache. */
export interface PriceInvalidation {
  productId?: number | undefined;
  customerId?: number | undefined;
  productTypeId?: number | undefined;
  /** A workbook path (relative to the files directory) or remote URL that changed. */
  source?: string | undefined;
}

export interface PricingServiceOptions {
  em: () => EntityManager;
  pricer?: Pricer;
  logger?: Logger;
  /** REMOTE prices are computed again after this age, ms (default 1 hour); others live until invalidated. */
  remoteMaxAgeMs?: number;
  now?: () => Date;
  /** Most rows the price cache keeps; the oldest beyond it are evicted after each write (default {@link PRICE_CACHE_MAX_ROWS}). */
  cacheMaxRows?: number;
  /** Live carrier (FedEx) rates of a cart, cheapest first; null when none (docs/decisions/744-fedex-checkout.md). */
  carrierRates?: (destination: { countryCode: string; postalCode: string }, items: { productId: number; quantity: number }[]) => Promise<RateQuote[] | { problem: string } | null>;
}

/** The price cache's bound (issue 22): anonymous requests must not grow it without end. */
export const PRICE_CACHE_MAX_ROWS = 50_000;

interface LineRequest {
  product: IProduct;
  configuration: Record<string, string>;
  quantity: number;
}

interface LineQuote {
  pricePerOne: MoneyString | null;
  available: boolean;
  reason?: UnavailableReason;
  /** invalid_configuration: the problems, in the caller's language. */
  detail?: string;
  strategy: PriceStrategyName;
  graduatedPrice: GraduatedPrice[];
}

/** JSON with sorted keys: equal configurations give equal text. */
function canonicalJson(value: Record<string, string>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/** The cache key: customer + product + configuration hash + quantity. */
export function priceCacheKey(customerId: number | undefined, productId: number, configuration: Record<string, string>, quantity: number): string {
  return createHash('sha256')
    .update(`${customerId ?? 'guest'}|${productId}|${canonicalJson(configuration)}|${quantity}`)
    .digest('hex');
}

function toRecordData(record: IProductPrice): PriceRecordData {
  return {
    id: record.id,
    customerId: record.customer?.id ?? null,
    productId: record.product.id,
    unitOfSales: record.unitOfSales,
    activeStrategy: record.activeStrategy,
    excel: record.excelPrice ? { excelFile: record.excelPrice.excelFile ?? null, samplingPoints: record.excelPrice.samplingPoints } : null,
    fix: record.fixPriceRows
      .getItems()
      .map((row) => ({ id: row.id, quantity: row.quantity, price: row.price }))
      .sort((a, b) => a.quantity - b.quantity),
    remote: record.remotePrice
      ? { url: record.remotePrice.url, apiParamNames: record.remotePrice.apiParamNames, samplingPoints: record.remotePrice.samplingPoints }
      : null,
    margin: record.marginPrice ? { margin: record.marginPrice.margin } : null,
  };
}

/**
 * The one place that prices carts (000 §7 POST /product/order-price): every line through its
 * customer's active price strategy, the customer's discount, the freight. Prices sent by clients
 * are never read. Computed prices are kept in the PriceCache table, shared by all instances.
 */
export function createPricingService(options: PricingServiceOptions) {
  const pricer = options.pricer ?? createPricer();
  const logger = options.logger ?? silentLogger;
  const remoteMaxAgeMs = options.remoteMaxAgeMs ?? 60 * 60_000;
  const now = options.now ?? (() => new Date());
  const cacheMaxRows = options.cacheMaxRows ?? PRICE_CACHE_MAX_ROWS;

  /** Drops the oldest-written rows beyond the bound (ids grow with each new key). */
  async function evictPriceCache(em: EntityManager): Promise<void> {
    const [boundary] = await em.find(PriceCache, {}, { orderBy: { id: 'desc' }, offset: cacheMaxRows, limit: 1, fields: ['id'] });
    if (boundary) await em.nativeDelete(PriceCache, { id: { $lte: boundary.id } });
  }

  function sourceOf(subject: PriceSubject, strategy: PriceStrategyName): string | null {
    if (strategy === 'EXCEL_PRICE') return subject.record?.excel?.excelFile?.trim() || subject.productType.excelFilePath?.trim() || null;
    if (strategy === 'REMOTE_PRICE') return subject.record?.remote?.url ?? null;
    return null;
  }

  /**
   * Prices lines for one customer (undefined = guest): the configuration each is priced with
   * (configuration.ts: a configurable product's is built by its model, a fixed product's is its own
   * values), then the cache, then the strategies. A configuration that cannot be built is
   * unavailable with the problems in the caller's language, and never cached.
   */
  async function priceLines(em: EntityManager, customerId: number | undefined, lines: readonly LineRequest[], locale: Locale = DEFAULT_LOCALE): Promise<LineQuote[]> {
    if (lines.length === 0) return [];
    const prepared = lines.map((line) => {
      const own = Object.fromEntries(
        line.product.values
          .getItems()
          .filter((value) => value.value !== null && value.value !== undefined)
          .map((value) => [value.attribute.name, value.value as string]),
      );
      const priced = Math.max(1, line.quantity);
      const built = pricingConfiguration(
        { canBeConfigured: line.product.canBeConfigured, modelFamily: line.product.productType.modelFamily ?? null },
        own,
        line.configuration,
        locale,
      );
      return { ...line, priced, built, key: built.ok ? priceCacheKey(customerId, line.product.id, built.configuration, priced) : null };
    });
    const keys = [...new Set(prepared.flatMap((line) => (line.key === null ? [] : [line.key])))];
    const cached = keys.length === 0 ? [] : await em.find(PriceCache, { key: { $in: keys } });
    const fresh = new Map(
      cached
        .filter((row) => row.strategy !== PriceStrategyId.REMOTE_PRICE || now().getTime() - row.computedAt.getTime() < remoteMaxAgeMs)
        .map((row) => [row.key, row]),
    );
    const misses = prepared.filter((line) => line.key !== null && !fresh.has(line.key));

    const computed = new Map<string, LineQuote>();
    if (misses.length > 0) {
      const productIds = [...new Set(misses.map((line) => line.product.id))];
      const [records, internals] = await Promise.all([
        // The customer's own records and the products' default records (customer null): the
        // customer's record wins (decision 800).
        em.find(
          ProductPrice,
          customerId === undefined
            ? { product: { $in: productIds }, customer: null }
            : { product: { $in: productIds }, $or: [{ customer: customerId }, { customer: null }] },
          { populate: ['excelPrice', 'remotePrice', 'marginPrice', 'fixPriceRows'] },
        ),
        em.find(InternalPrice, { product: { $in: productIds } }),
      ]);
      const recordOf = new Map<number, PriceRecordData>();
      for (const record of [...records].sort((a, b) => (a.customer ? 1 : 0) - (b.customer ? 1 : 0))) recordOf.set(record.product.id, toRecordData(record));
      const internalOf = new Map(internals.map((row) => [row.product.id, row.price]));
      const writes: Record<string, unknown>[] = [];
      for (const line of misses) {
        const key = line.key as string;
        if (computed.has(key) || !line.built.ok) continue;
        const product = line.product;
        const subject: PriceSubject = {
          productId: product.id,
          listPrice: product.listPrice ?? null,
          productType: { id: product.productType.id, excelFilePath: product.productType.excelFilePath ?? null, modelFamily: product.productType.modelFamily ?? null },
          configuration: line.built.configuration,
          record: recordOf.get(product.id) ?? null,
          internalPrice: internalOf.get(product.id) ?? null,
          configurable: product.canBeConfigured,
          partCost: line.built.partCost,
        };
        const quote = await pricer.price(subject, line.priced);
        if (quote.available) {
          computed.set(key, { pricePerOne: quote.pricePerOne, available: true, strategy: quote.strategy, graduatedPrice: quote.graduatedPrice });
          writes.push({
            key,
            customerId: customerId ?? null,
            productId: product.id,
            productTypeId: product.productType.id,
            configuration: line.built.configuration,
            quantity: line.priced,
            strategy: PriceStrategyId[quote.strategy],
            source: sourceOf(subject, quote.strategy),
            pricePerOne: quote.pricePerOne,
            graduatedPrice: quote.graduatedPrice,
            computedAt: now(),
          });
        } else {
          // Unavailable prices are not cached: the next request tries again.
          logger.warn({ productId: product.id, customerId, reason: quote.reason, detail: quote.detail }, 'price unavailable');
          computed.set(key, { pricePerOne: null, available: false, reason: quote.reason, strategy: quote.strategy, graduatedPrice: [] });
        }
      }
      if (writes.length > 0) {
        await em.upsertMany(PriceCache, writes as never[], { onConflictFields: ['key'], onConflictAction: 'merge' });
        await evictPriceCache(em);
      }
    }

    return prepared.map((line) => {
      if (!line.built.ok) {
        return { pricePerOne: null, available: false, reason: 'invalid_configuration', detail: line.built.problems.join(' '), strategy: 'NONE', graduatedPrice: [] };
      }
      const hit = fresh.get(line.key as string);
      if (hit) {
        const strategy = (Object.keys(PriceStrategyId) as PriceStrategyName[]).find((name) => PriceStrategyId[name] === hit.strategy) ?? 'NONE';
        return { pricePerOne: hit.pricePerOne, available: true, strategy, graduatedPrice: hit.graduatedPrice };
      }
      return computed.get(line.key as string) as LineQuote;
    });
  }

  /** Products by id the caller may see (not deleted; published unless admin; own or public); others → not_found. */
  async function visibleProducts(em: EntityManager, ctx: RequestContext, customerId: number | undefined, ids: number[]): Promise<Map<number, IProduct>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const products = await em.find(Product, { id: { $in: unique }, deletedAt: null }, { populate: ['productType', 'values', 'values.attribute'] });
    const admin = isAdmin(ctx);
    const owned =
      customerId === undefined
        ? new Set<number>()
        : new Set((await em.find(CustomerProduct, { customer: customerId, product: { $in: unique } })).map((link) => link.product.id));
    const visible = new Map(
      products.filter((product) => admin || (product.published && (product.publiclyAvailable || owned.has(product.id)))).map((product) => [product.id, product]),
    );
    const missing = unique.filter((id) => !visible.has(id));
    if (missing.length > 0) throw new EngineError('not_found', [{ message: 'Produkt nicht gefunden', params: { id: missing.join(', ') } }]);
    return visible;
  }

  async function shippingFor(
    em: EntityManager,
    input: z.output<typeof orderPriceInputSchema>,
    customerId: number | undefined,
    multiplier: string,
    items: { productId: number; quantity: number }[],
  ): Promise<ShippingCost> {
    let zip = input.zipCode;
    let country = input.country;
    let fixedDeliveryCost: string | null = null;
    if (input.deliveryAddressId !== undefined) {
      const address = customerId === undefined ? null : await em.findOne(Address, { id: input.deliveryAddressId, customer: customerId, deletedAt: null });
      if (!address) throw new EngineError('not_found', 'Der Eintrag wurde nicht gefunden.');
      zip = address.zipCode;
      country = normalizeCountryCode(address.country);
      fixedDeliveryCost = address.fixedDeliveryCost;
    }
    const requirements = await transportRequirementsOf(
      em,
      items.map((item) => item.productId),
    );
    const quickOrder = customerId === undefined ? null : await em.findOne(QuickOrderSetting, { customer: customerId }, { populate: ['truck'] });
    const truck = quickOrder?.truck ?? (await em.findOne(Truck, { id: DEFAULT_TRUCK_ID }));
    const capacities = [truck?.maxParkingLots, input.maxStoringSpace].filter((value): value is number => typeof value === 'number' && value > 0);
    const plan = planPalletPlaces(
      items.map((item) => ({ productId: item.productId, quantity: item.quantity, requirement: requirements.get(item.productId) ?? null })),
      capacities.length > 0 ? { maxParkingLots: Math.min(...capacities) } : null,
    );
    // Decision 201: only a postal code of the Swiss Post directory (CH and LI) is priced by distance.
    const domestic = isDomesticCountry(country);
    const zipCodeAccepted = domestic && zip !== undefined && isKnownSwissPostalCode(zip);
    const distanceKm = zipCodeAccepted && zip !== undefined ? (roadDistanceToPostalCode(zip, country)?.distanceKm ?? null) : null;
    const base = { palletPlaces: plan.totalPlaces, zipCodeAccepted };
    let carrierProblem: string | undefined;
    const carrierDelivery = input.deliveryMode === 'FEDEX' || (input.deliveryMode !== 'PICKUP' && !domestic);
    if (carrierDelivery && (fixedDeliveryCost === null || new Decimal(fixedDeliveryCost).isNegative())) {
      // Abroad or by FedEx: the live rate (decision 744); without one the carrier quotes later, never CHF 0.00.
      const answer = plan.totalPlaces > 0 && zip && options.carrierRates ? await options.carrierRates({ countryCode: country, postalCode: zip }, items) : null;
      const rates = answer === null || 'problem' in answer ? null : answer;
      if (answer !== null && 'problem' in answer) carrierProblem = answer.problem;
      const chosen = rates?.find((rate) => rate.serviceType === input.carrierServiceType) ?? rates?.[0] ?? null;
      if (rates && chosen) {
        return { ...base, cost: chosen.amount, distance: null, effectiveCost: chosen.amount, paysFees: true, reason: 'carrier_rate', currency: 'CHF', trips: [], carrierRates: rates, carrierRate: chosen };
      }
    }
    if (input.deliveryMode === 'FEDEX' && (fixedDeliveryCost === null || new Decimal(fixedDeliveryCost).isNegative())) {
      return {
        ...base,
        cost: null,
        distance: distanceKm === null ? null : distanceKm.toFixed(1),
        effectiveCost: null,
        paysFees: plan.totalPlaces > 0,
        reason: plan.totalPlaces > 0 ? 'quoted_by_carrier' : 'nothing_to_ship',
        currency: 'CHF',
        trips: [],
        ...(carrierProblem ? { carrierProblem } : {}),
      };
    }
    const quote = calculateFreight({
      distanceKm,
      palletPlaces: plan.trips,
      tariff: await loadFreightTariff(em),
      customerMultiplier: multiplier,
      fixedDeliveryCost,
      pickup: input.deliveryMode === 'PICKUP',
      country,
    });
    return { ...quote, ...base, ...(carrierProblem && quote.effectiveCost === null ? { carrierProblem } : {}) };
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
      const customer = customerId === undefined ? null : await em.findOne(Customer, { id: customerId, deletedAt: null });
      if (customerId !== undefined && !customer && input.customerId !== undefined && input.customerId !== ctx.customerId) {
        throw new EngineError('not_found', 'Kunde nicht gefunden');
      }
      const pricedFor = customer ? customerId : undefined;
      const products = await visibleProducts(em, ctx, pricedFor, input.cartItems.map((item) => item.productId));
      // Every configuration is checked against its product's model before it is priced (issue 22):
      // orders and quotes price through here too.
      await assertValidConfigurations(
        em,
        input.cartItems.map((item) => ({ product: products.get(item.productId) as IProduct, configuration: item.configuration })),
      );
      const quotes = await priceLines(
        em,
        pricedFor,
        input.cartItems.map((item) => ({ product: products.get(item.productId) as IProduct, configuration: item.configuration, quantity: item.quantity })),
        ctx.locale,
      );
      const items: PricedItem[] = input.cartItems.map((item, index) => {
        const quote = quotes[index] as LineQuote;
        return {
          productId: item.productId,
          quantity: item.quantity,
          configuration: item.configuration,
          ...(item.customerRef === undefined ? {} : { customerRef: item.customerRef }),
          ...(item.positionId === undefined ? {} : { positionId: item.positionId }),
          pricePerOne: quote.pricePerOne,
          linePrice: quote.pricePerOne === null ? null : toMoneyString(new Decimal(quote.pricePerOne).times(item.quantity)),
          available: quote.available,
          ...(quote.reason ? { reason: quote.reason } : {}),
          ...(quote.detail ? { detail: quote.detail } : {}),
          strategy: quote.strategy,
          graduatedPrice: quote.graduatedPrice,
        };
      });
      const total = roundMoney(items.reduce((sum, item) => sum.plus(item.linePrice ?? 0), new Decimal(0)));
      const discount = customer?.discount ?? '0';
      const shippingCost = await shippingFor(em, input, pricedFor, customer?.deliveryCostMultiplier ?? '1', input.cartItems);
      return {
        cartPrice: {
          items,
          total: toMoneyString(total),
          productPriceWithDiscount: toMoneyString(total.times(new Decimal(1).minus(discount))),
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
    ): Promise<Map<number, { price: MoneyString | null; graduatedPrice: GraduatedPrice[]; reason?: UnavailableReason }>> {
      const result = new Map<number, { price: MoneyString | null; graduatedPrice: GraduatedPrice[]; reason?: UnavailableReason }>();
      if (productIds.length === 0) return result;
      const em = options.em();
      const products = await em.find(Product, { id: { $in: [...new Set(productIds)] } }, { populate: ['productType', 'values', 'values.attribute'] });
      const quotes = await priceLines(
        em,
        customerId,
        products.map((product) => ({ product, configuration: {}, quantity: 1 })),
      );
      products.forEach((product, index) => {
        const quote = quotes[index] as LineQuote;
        result.set(product.id, { price: quote.pricePerOne, graduatedPrice: quote.graduatedPrice, ...(quote.reason ? { reason: quote.reason } : {}) });
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
      requireProductAdmin(ctx);
      pricer.clearCaches();
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
            product,
          ]),
        );
        const alive = group.filter((row) => products.has(row.productId));
        const gone = group.filter((row) => !products.has(row.productId)).map((row) => row.id);
        await em.nativeDelete(PriceCache, { key: { $in: alive.map((row) => row.key) } });
        const quotes = await priceLines(
          options.em(),
          customerId ?? undefined,
          alive.map((row) => ({ product: products.get(row.productId) as IProduct, configuration: row.configuration, quantity: row.quantity })),
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
