import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireGuard } from '../auth/permissions';
import { Product, type IProduct } from '../catalog/product.entity';
import type { RequestContext } from '../context';
import type { MoneyString } from '../money/money';
import { likeTerm } from '../db/like';
import type { PricingService } from '../pricing/pricing-service';
import { priceForRequestCustomer, requestCustomerOf } from '../requests/request-customer';
import { type QuoteView } from './quote-schemas';
import type { QuoteService } from './quote-service';
import { configurationSchema } from '../validation/schemas';
import { idSchema } from '../validation/ids';
import { integerInput } from '../validation/numbers';

/**
 * The product-select modal of the quote page (R001-2.30): staff search the catalogue
 * and add a product to a quote, priced by the engine for the quote's customer (its own price
 * records, else the product's default), never by a price the browser sends.
 */

export const QUOTE_PRODUCT_CHOICES_LIMIT = 20;

/** The choices for a quote (quoteId) or, on the order page, for an order (orderId; decision 1145). */
export const quoteProductChoicesQuerySchema = z
  .object({
    quoteId: idSchema.optional(),
    orderId: idSchema.optional(),
    q: z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(100)),
  })
  .strip()
  .refine((query) => (query.quoteId === undefined) !== (query.orderId === undefined), { message: 'validation.required', path: ['quoteId'] });
export type QuoteProductChoicesQuery = z.input<typeof quoteProductChoicesQuerySchema>;

export const addQuoteProductInputSchema = z
  .object({
    quoteId: idSchema,
    version: integerInput((n) => n.positive()),
    productId: idSchema,
    quantity: integerInput((n) => n.min(1).max(1_000_000)),
    configuration: configurationSchema,
  })
  .strip();
export type AddQuoteProductInput = z.input<typeof addQuoteProductInputSchema>;

export interface QuoteProductChoice {
  id: number;
  articleNumber: string;
  name: string;
  published: boolean;
  canBeConfigured: boolean;
  /** The quote customer's price for one piece; null when it cannot be priced (shown 'auf Anfrage'). */
  price: MoneyString | null;
}

export function createQuoteProducts(options: { em: () => EntityManager; pricing: Pick<PricingService, 'orderPrice' | 'productPrices'>; quotes: Pick<QuoteService, 'updateQuote'> }) {
  return {
    /** Products matching a name or article number (not deleted), with the quote customer's price. */
    async productChoices(ctx: RequestContext, rawQuery: QuoteProductChoicesQuery): Promise<QuoteProductChoice[]> {
      requireGuard(ctx, 'orderDesk');
      const query = quoteProductChoicesQuerySchema.parse(rawQuery);
      const em = options.em();
      const customer = await requestCustomerOf(em, query.orderId !== undefined ? { orderId: query.orderId } : { quoteId: query.quoteId! });
      const where: FilterQuery<IProduct> = query.q
        ? { deletedAt: null, $or: [{ name: { $ilike: likeTerm(query.q) } }, { articleNumber: { $ilike: likeTerm(query.q) } }] }
        : { deletedAt: null, published: true };
      const products = await em.find(Product, where, { orderBy: [{ published: 'desc' }, { name: 'asc' }, { id: 'asc' }] as never, limit: QUOTE_PRODUCT_CHOICES_LIMIT });
      const prices = await options.pricing.productPrices(customer.guest ? undefined : customer.id, products.map((product) => product.id));
      return products.map((product) => ({
        id: product.id,
        articleNumber: product.articleNumber,
        name: product.name,
        published: product.published,
        canBeConfigured: product.canBeConfigured,
        price: prices.get(product.id)?.price ?? null,
      }));
    },

    /**
     * Adds a product to the quote at the price the engine computes for the quote's customer and
     * this quantity (and configuration); the quote's version guards against a change meanwhile.
     */
    async addProduct(ctx: RequestContext, rawInput: AddQuoteProductInput): Promise<QuoteView> {
      requireGuard(ctx, 'orderDesk');
      const input = addQuoteProductInputSchema.parse(rawInput);
      const customer = await requestCustomerOf(options.em(), { quoteId: input.quoteId });
      // A guest's quote is priced as a guest: without a customer, never the staff member's own one.
      const line = await priceForRequestCustomer(options.pricing, ctx, customer, { productId: input.productId, quantity: input.quantity, configuration: input.configuration });
      return options.quotes.updateQuote(ctx, input.quoteId, {
        version: input.version,
        // The configuration the price call completed (decision 1088), as it was priced.
        positions: [{ productId: input.productId, quantity: input.quantity, configuration: line.configuration, pricePerOne: line.pricePerOne }],
      });
    },
  };
}
export type QuoteProducts = ReturnType<typeof createQuoteProducts>;
