import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import { Product } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import { EngineError, type ErrorEntry, notFoundError } from '../errors';
import type { MoneyString } from '../money/money';
import type { PricingService } from '../pricing/pricing-service';
import { ProductPrice } from '../pricing/product-price.entity';
import { requestCustomerOf } from '../requests/request-customer';
import { configurationSchema } from '../validation/schemas';
import { idSchema } from '../validation/ids';
import { integerInput } from '../validation/numbers';

/**
 * The staff configurator inside the quote's product-select modal (R001-2.32,
 * R001-2.33): a configuration of a product priced as a chosen customer — the quote's customer
 * unless staff pick another one (the customer price selector) — beside the price without any
 * customer's record, and whether that customer's price is individually overridden (the customer
 * has its own price record for the product). The browser never computes a price.
 */

export const quoteConfigurationQuerySchema = z
  .object({
    /** The quote whose customer 'Hinzufügen' prices for, or the order's on the order page (orderId; decision 1145). */
    quoteId: idSchema.optional(),
    orderId: idSchema.optional(),
    productId: idSchema,
    quantity: integerInput((n) => n.min(1).max(1_000_000)).default(1),
    configuration: configurationSchema,
    /** Whose prices to show; absent: the quote's customer. */
    customerId: idSchema.optional(),
  })
  .strip()
  .refine((query) => (query.quoteId === undefined) !== (query.orderId === undefined), { message: 'validation.required', path: ['quoteId'] });
export type QuoteConfigurationQuery = z.input<typeof quoteConfigurationQuerySchema>;

export interface QuoteConfigurationPrice {
  pricePerOne: MoneyString | null;
  available: boolean;
  strategy: string;
  /** The configuration refused by the product's model (an expected outcome while staff type, not an error). */
  refused?: ErrorEntry[];
}

export interface QuoteConfiguration {
  product: { id: number; name: string; articleNumber: string; canBeConfigured: boolean; family: string | null; values: Record<string, string | null> };
  /** The quote's own customer (what 'Hinzufügen' prices for) and whether it is a guest. */
  quoteCustomer: { id: number; guest: boolean };
  /** The customer whose prices are shown; null for a guest (the product's own price). */
  shownCustomerId: number | null;
  quantity: number;
  price: QuoteConfigurationPrice;
  /** The price without any customer's record (the default record or the list price). */
  defaultPrice: QuoteConfigurationPrice;
  /** The shown customer has its own price record for this product (R001-2.33: highlighted). */
  overridden: boolean;
}

export function createQuoteConfigurator(options: { em: () => EntityManager; pricing: Pick<PricingService, 'orderPrice'> }) {
  async function priceOf(ctx: RequestContext, customerId: number | null, item: { productId: number; quantity: number; configuration: Record<string, string> }): Promise<QuoteConfigurationPrice> {
    // Without a customer the staff member's own customer must not price it (orderPrice falls back to ctx.customerId).
    let answer;
    try {
      answer = customerId === null ? await options.pricing.orderPrice({ ...ctx, customerId: undefined }, { cartItems: [item] }) : await options.pricing.orderPrice(ctx, { customerId, cartItems: [item] });
    } catch (error) {
      // A configuration the model refuses, or a customer number the selector does not know: said, not thrown.
      if (EngineError.is(error) && (error.kind === 'invalid' || (error.kind === 'not_found' && customerId !== null))) return { pricePerOne: null, available: false, strategy: 'NONE', refused: error.errors };
      throw error;
    }
    const line = answer.cartPrice.items[0];
    return { pricePerOne: line?.available ? line.pricePerOne : null, available: line?.available ?? false, strategy: line?.strategy ?? 'NONE' };
  }

  return {
    /** A configuration of a product priced as the chosen customer, for the quote page's staff configurator. ADMIN_QUOTE. */
    async configure(ctx: RequestContext, rawQuery: QuoteConfigurationQuery): Promise<QuoteConfiguration> {
      requireGuard(ctx, 'orderDesk');
      const query = quoteConfigurationQuerySchema.parse(rawQuery);
      const em = options.em();
      const quoteCustomer = await requestCustomerOf(em, query.orderId !== undefined ? { orderId: query.orderId } : { quoteId: query.quoteId! });
      const product = await em.findOne(Product, { id: query.productId, deletedAt: null }, { populate: ['productType', 'values', 'values.attribute'] });
      if (!product) throw notFoundError();
      const shownCustomerId = query.customerId ?? (quoteCustomer.guest ? null : quoteCustomer.id);
      const item = { productId: product.id, quantity: query.quantity, configuration: query.configuration };
      const [price, defaultPrice, ownRecords] = await Promise.all([
        priceOf(ctx, shownCustomerId, item),
        priceOf(ctx, null, item),
        shownCustomerId === null ? Promise.resolve(0) : em.fork().count(ProductPrice, { product: product.id, customer: shownCustomerId }),
      ]);
      const values: Record<string, string | null> = {};
      for (const value of product.values) values[value.attribute.name] = value.value ?? null;
      return {
        product: { id: product.id, name: product.name, articleNumber: product.articleNumber, canBeConfigured: product.canBeConfigured, family: product.productType.modelFamily ?? null, values },
        quoteCustomer,
        shownCustomerId,
        quantity: query.quantity,
        price,
        defaultPrice,
        overridden: ownRecords > 0,
      };
    },
  };
}
export type QuoteConfigurator = ReturnType<typeof createQuoteConfigurator>;
