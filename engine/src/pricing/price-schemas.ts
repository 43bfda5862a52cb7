import type { Logger } from 'pino';
import { z } from 'zod';
import type { ReadCache } from '../cache/read-cache';
import { DELIVERY_MODES, type DeliveryMode } from '../shipping/delivery';
import type { FreightQuote } from '../shipping/freight';
import type { RateQuote } from '../shipping/carrier';
import { DEFAULT_COUNTRY_CODE, normalizeCountryCode } from '../validation/countries';
import { configurationSchema } from '../validation/schemas';
import type { MoneyString } from '../money/money';
import type { Pricer, GraduatedPrice, PriceStrategyName, UnavailableReason } from './strategies';
import type { EntityManager } from '@mikro-orm/postgresql';
import { idSchema } from '../validation/ids';
import { integerInput } from '../validation/numbers';

/** The price call's input and answer (000 §7 POST /product/order-price) and the service's options. */
/**
 * A cart item as the price call takes it. Unknown keys — a `pricePerOne` or `price` sent by a
 * client among them — are stripped: the server alone prices.
 */
export const orderPriceItemSchema = z
  .object({
    productId: idSchema,
    configuration: configurationSchema,
    quantity: integerInput((n) => n.min(0).max(1_000_000)),
    customerRef: z.string().max(500).optional(),
    positionId: integerInput().optional(),
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
    customerId: idSchema.optional(),
    /** Most pallet places per trip (e.g. the customer's storage), below the truck's capacity. */
    maxStoringSpace: integerInput((n) => n.positive()).optional(),
    deliveryMode: z.enum(DELIVERY_MODES).optional(),
    /** A saved address of the customer: its postal code and country, and its fixedDeliveryCost ≥ 0. */
    deliveryAddressId: idSchema.optional(),
    /** The FedEx service the shopper chose (a carrier delivery); default the cheapest. */
    carrierServiceType: z.string().trim().max(60).optional(),
  })
  .strip();
export type OrderPriceInput = z.input<typeof orderPriceInputSchema>;

export interface PricedItem {
  productId: number;
  /** The product's name in the caller's language (decision 1166): a cart line shows it, not the name stored when it was added. */
  name: string;
  /**
   * The product's own order-position attributes (ORDER_POSITION_GRID), as its page lists them: the
   * one property list of a line without configuration, whichever way it came into the cart (decision 1166).
   */
  properties: { name: string; value: string; typeId: number }[];
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

/** One way a domestic delivery can travel, with its price (decision 1140): the checkout offers them cheaper first. */
export interface DeliveryChoice {
  mode: DeliveryMode;
  /** What the buyer pays for it; null when not priced (an unknown postal code for the truck). */
  effectiveCost: MoneyString | null;
  /** Working days in transit once the goods are ready (0 truck, 1 parcel): the expected date's rule (decision 1141). */
  transitDays: number;
  /** Parcels by post: how many. */
  parcels?: number;
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
  /** Parcels by post (mode PARCEL): how many travel. */
  parcels?: number;
  /** A domestic delivery: the truck and, when every piece fits, the parcel by post, cheaper first (decision 1140). */
  deliveryChoices?: DeliveryChoice[];
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
  /** Most rows the price cache keeps; the oldest beyond it are evicted after every hundredth of it written (default {@link PRICE_CACHE_MAX_ROWS}; decision 988). */
  cacheMaxRows?: number;
  /** Live carrier (FedEx) rates of a cart, cheapest first; null when none (docs/decisions/744-fedex-checkout.md). */
  carrierRates?: (destination: { countryCode: string; postalCode: string }, items: { productId: number; quantity: number }[]) => Promise<RateQuote[] | { problem: string } | null>;
  /**
   * The engine's memory of products, customers, freight and computed prices, kept under the
   * database's cache generation (decision 973); one per engine, shared with the catalogue reads.
   */
  readCache?: ReadCache;
}

/** The price cache's bound: anonymous requests must not grow it without end. */
export const PRICE_CACHE_MAX_ROWS = 50_000;
