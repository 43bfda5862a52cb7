import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireCustomerId } from '../auth/permissions';
import type { RequestContext } from '../context';
import { escapeLike } from '../db/like';
import { EngineError } from '../errors';
import { CustomerProduct, Product } from './product.entity';
import { idSchema } from '../validation/ids';

/**
 * Favourites: a customer marks products on product pages and cards
 * (CustomerProduct.isFavorite, 001 §3); 'Meine Produkte' lists them. A favourite is a flag on the
 * customer's product link, so the customer's own article number on the same link stays.
 */

export const setFavouriteInputSchema = z.object({
  productId: idSchema,
  favourite: z.preprocess((value) => value === true || value === 'true' || value === '1' || value === 'on', z.boolean()),
});
export type SetFavouriteInput = z.input<typeof setFavouriteInputSchema>;

const ownCustomer = (ctx: RequestContext): number => requireCustomerId(ctx);

export function createFavourites(options: { em: () => EntityManager }) {
  return {
    /** The ids of the caller's favourite products (none for a guest). */
    async favouriteIds(ctx: RequestContext): Promise<number[]> {
      if (ctx.customerId === undefined) return [];
      const links = await options.em().find(CustomerProduct, { customer: ctx.customerId, isFavorite: true }, { fields: ['product'] });
      return links.map((link) => link.product.id);
    },

    /**
     * The product the caller knows under its own article number (CustomerProduct.externalProductId,
     * case-insensitive), for quick order by the buyer's numbers; null when none.
     */
    async productIdByOwnNumber(ctx: RequestContext, ownNumber: string): Promise<number | null> {
      const wanted = ownNumber.trim();
      if (ctx.customerId === undefined || wanted === '') return null;
      const link = await options.em().findOne(CustomerProduct, { customer: ctx.customerId, externalProductId: { $ilike: escapeLike(wanted) } });
      return link ? link.product.id : null;
    },

    /** Marks or unmarks a product the caller may see as a favourite; answers the new state. */
    async setFavourite(ctx: RequestContext, rawInput: SetFavouriteInput): Promise<{ productId: number; favourite: boolean }> {
      const customerId = ownCustomer(ctx);
      const input = setFavouriteInputSchema.parse(rawInput);
      const em = options.em();
      return em.transactional(async (tx) => {
        const product = await tx.findOne(Product, { id: input.productId, published: true, deletedAt: null });
        const link = await tx.findOne(CustomerProduct, { customer: customerId, product: input.productId });
        // A customer-only product of another customer reads as missing.
        if (!product || (!product.publiclyAvailable && !link)) throw new EngineError('not_found', 'Das Produkt wurde nicht gefunden.');
        if (link) link.isFavorite = input.favourite;
        else if (input.favourite) tx.create(CustomerProduct, { customer: customerId, product: input.productId, externalProductId: null, isFavorite: true });
        await tx.flush();
        return { productId: input.productId, favourite: input.favourite };
      });
    },
  };
}
export type Favourites = ReturnType<typeof createFavourites>;
